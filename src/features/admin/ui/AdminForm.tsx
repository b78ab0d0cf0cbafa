/**
 * An admin form: its fields in a panel, what the server refused (`failure`, announced), then the
 * submit button (its busy label while sending) and, with `cancelTo`, Cancel back to the list.
 *   <AdminForm onSubmit={submit} submitLabel="Save" busyLabel="Saving…" busy={isLoading}
 *     cancelTo="/admin/banner">…fields…</AdminForm>
 */
import type { FormEvent, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { FormFailure } from './FormFailure';
import { buttonClass, panelClass } from './styles';

export function AdminForm({
  onSubmit,
  submitLabel,
  busyLabel,
  busy,
  cancelTo,
  failure,
  children,
}: {
  onSubmit: (event: FormEvent) => void;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  cancelTo?: string;
  failure?: ReactNode;
  children: ReactNode;
}) {
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className={`${panelClass} flex max-w-2xl flex-col gap-5 p-5 sm:p-6`}
    >
      {children}
      <FormFailure message={failure} />
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={buttonClass('primary')} disabled={busy}>
          {busy ? busyLabel : submitLabel}
        </button>
        {cancelTo && (
          <Link to={cancelTo} className={buttonClass('secondary')}>
            Cancel
          </Link>
        )}
      </div>
    </form>
  );
}
