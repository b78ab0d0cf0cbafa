/**
 * A small form in a dialog (the shared Modal: focus kept inside, Escape and Cancel close, focus
 * back to the opener): its fields, then what the server refused (`failure`, announced, kept until
 * the next try, the values untouched), then Cancel and the submit button (its busy label while
 * sending).
 *   <ModalForm open={open} onClose={close} title="Void the pick" onSubmit={submit}
 *     submitLabel="Void" busyLabel="Voiding…" busy={isLoading} failure={failure}>…fields…</ModalForm>
 */
import type { FormEvent, ReactNode } from 'react';
import { Modal } from '../../../components/Modal';
import { FormFailure } from './FormFailure';
import { buttonClass } from './styles';

export function ModalForm({
  open,
  onClose,
  title,
  description,
  onSubmit,
  submitLabel,
  busyLabel,
  busy,
  failure,
  tone = 'default',
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: ReactNode;
  onSubmit: (event: FormEvent) => void;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  /** What the server said when it refused (shown in the dialog); '' or null when nothing. */
  failure?: string | null;
  /** 'danger' paints the submit button red. */
  tone?: 'default' | 'danger';
  children: ReactNode;
}) {
  return (
    <Modal open={open} onClose={onClose} title={title} description={description} size="md">
      <form noValidate onSubmit={onSubmit} className="mt-2 flex flex-col gap-5">
        {children}
        <FormFailure message={failure} />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button type="button" className={buttonClass('secondary')} onClick={onClose}>
            Cancel
          </button>
          <button
            type="submit"
            className={buttonClass(tone === 'danger' ? 'danger' : 'primary')}
            disabled={busy}
          >
            {busy ? busyLabel : submitLabel}
          </button>
        </div>
      </form>
    </Modal>
  );
}
