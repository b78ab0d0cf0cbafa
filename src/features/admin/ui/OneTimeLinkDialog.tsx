/**
 * A dialog showing a link the server made and shows only once (an invitation's, a password
 * reset's): what the server said of it (`said`: mailed, or the mail could not be sent), the link
 * to copy (OneTimeLink), and Done.
 *   <OneTimeLinkDialog title="Password reset link" said={answer.message} label="Reset link"
 *     url={url} note="Copy it now: it is not shown again." onClose={close} />
 */
import { Modal } from '../../../components/Modal';
import { OneTimeLink } from './OneTimeLink';
import { buttonClass } from './styles';

export function OneTimeLinkDialog({
  title,
  said,
  label,
  url,
  note,
  doneLabel = 'Done',
  onClose,
}: {
  title: string;
  /** The server's word on it (announced). */
  said?: string;
  label: string;
  url: string;
  note: string;
  doneLabel?: string;
  onClose: () => void;
}) {
  return (
    <Modal open onClose={onClose} title={title} size="md">
      <div className="mt-2 flex flex-col gap-5">
        {said && (
          <p role="status" className="text-sm text-slate-700 dark:text-slate-300">
            {said}
          </p>
        )}
        <OneTimeLink label={label} url={url} note={note} />
        <div className="flex justify-end">
          <button type="button" className={buttonClass('primary')} onClick={onClose}>
            {doneLabel}
          </button>
        </div>
      </div>
    </Modal>
  );
}
