/**
 * ConfirmDialog: an accessible modal confirmation built on the shared Modal (role="dialog",
 * named by its text, focus trapped, Escape / backdrop cancel, focus returns to the opener).
 *
 * Usually not rendered directly: call the hook instead (ConfirmProvider, mounted once by AdminApp,
 * renders this dialog):
 *
 *   const confirm = useConfirm();
 *   if (await confirm('Are you sure you want to delete this post?')) deletePost(id);
 *   // options: confirm(text, { confirmLabel: 'Delete', tone: 'danger', description: 'What it means' })
 *
 * Focus starts on Cancel, the safe choice. Tests find it with
 * `await findByRole('dialog', { name: 'Are you sure you want to delete this post?' })`, then
 * click its 'Confirm' (or the given confirmLabel) or 'Cancel' button.
 */
import { useRef, type ReactNode } from 'react';
import { Modal } from '../../../components/Modal';
import { buttonClass } from './styles';

export interface ConfirmOptions {
  /** Label of the confirming button; 'Confirm' by default. */
  confirmLabel?: string;
  /** 'danger' paints the confirming button red (deletions). */
  tone?: 'default' | 'danger';
  /** What the choice means, under the question (describes the dialog). */
  description?: ReactNode;
}

export function ConfirmDialog({
  open,
  message,
  options = {},
  onConfirm,
  onCancel,
}: {
  open: boolean;
  message: string;
  options?: ConfirmOptions;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={message}
      description={options.description}
      size="sm"
      hideCloseButton
      initialFocusRef={cancelRef}
    >
      <div className="mt-3 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button
          ref={cancelRef}
          type="button"
          className={buttonClass('secondary')}
          onClick={onCancel}
        >
          Cancel
        </button>
        <button
          type="button"
          className={buttonClass(options.tone === 'danger' ? 'danger' : 'primary')}
          onClick={onConfirm}
        >
          {options.confirmLabel ?? 'Confirm'}
        </button>
      </div>
    </Modal>
  );
}
