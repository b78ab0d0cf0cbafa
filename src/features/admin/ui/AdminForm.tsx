/**
 * An admin form: its fields in a panel, then the submit button (its busy label while sending)
 * and Cancel back to the list.
 *   <AdminForm onSubmit={submit} submitLabel="Save" busyLabel="Saving…" busy={isLoading}
 *     cancelTo="/admin/banner">…fields…</AdminForm>
 */
import type { FormEvent, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buttonClass, panelClass } from './styles';

export function AdminForm({
  onSubmit,
  submitLabel,
  busyLabel,
  busy,
  cancelTo,
  children,
}: {
  onSubmit: (event: FormEvent) => void;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  cancelTo: string;
  children: ReactNode;
}) {
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className={`${panelClass} flex max-w-2xl flex-col gap-5 p-5 sm:p-6`}
    >
      {children}
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={buttonClass('primary')} disabled={busy}>
          {busy ? busyLabel : submitLabel}
        </button>
        <Link to={cancelTo} className={buttonClass('secondary')}>
          Cancel
        </Link>
      </div>
    </form>
  );
}
