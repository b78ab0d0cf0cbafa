/** "Share link": opens the post's share dialog. */
import { useState } from 'react';
import { buttonClass, type ButtonVariant } from '../../ui/styles';
import { SHARE_MESSAGES as M } from './messages';
import { ShareLinksDialog } from './ShareLinksDialog';

export function ShareLinkButton({
  postId,
  variant = 'secondary',
  size = 'md',
}: {
  postId: number;
  variant?: ButtonVariant;
  size?: 'sm' | 'md';
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        className={buttonClass(variant, size)}
        onClick={() => setOpen(true)}
      >
        {M.open}
      </button>
      <ShareLinksDialog postId={postId} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
