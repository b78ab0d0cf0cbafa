/**
 * "Share links": a modal dialog (the shared Modal: focus kept inside, Escape closes, focus back
 * to the opener) to make a link that lets anyone read the post, and to see and revoke its links.
 */
import { Modal } from '../../../../components/Modal';
import { buttonClass } from '../../ui/styles';
import { useCapabilities } from '../../lib/capabilities';
import { CreateShareLinkForm } from './CreateShareLinkForm';
import { SHARE_MESSAGES as M } from './messages';
import { ShareLinkList } from './ShareLinkList';

export function ShareLinksDialog({
  postId,
  open,
  onClose,
}: {
  postId: number;
  open: boolean;
  onClose: () => void;
}) {
  const { timeZone } = useCapabilities();
  return (
    <Modal open={open} onClose={onClose} title={M.title} description={M.explain} size="lg">
      <div className="flex flex-col gap-6">
        <CreateShareLinkForm postId={postId} timeZone={timeZone} />
        <ShareLinkList postId={postId} timeZone={timeZone} />
        <div className="flex justify-end">
          <button type="button" className={buttonClass('secondary')} onClick={onClose}>
            Done
          </button>
        </div>
      </div>
    </Modal>
  );
}
