import { useId, useState } from 'react';
import { Modal } from '../../../components/Modal';

/**
 * The notice shown on a first visit. Closing it in any way (button, Escape, backdrop) with
 * "Don't show again" ticked calls `onDismissForGood`, so it is not shown on later visits.
 */
export function BetaNoticeDialog({
  open,
  onClose,
  onDismissForGood,
}: {
  open: boolean;
  onClose: () => void;
  onDismissForGood: () => void;
}) {
  const id = useId();
  const [dontShow, setDontShow] = useState(false);
  const close = () => {
    if (dontShow) onDismissForGood();
    onClose();
  };
  return (
    <Modal
      open={open}
      onClose={close}
      title="Suggestions is in beta"
      description="Thanks for helping us shape the site."
      size="md"
    >
      <div className="flex flex-col gap-4 text-sm leading-relaxed text-slate-700 dark:text-slate-300">
        <p>
          Choose a category, describe your idea and press Submit suggestion. Your mail app opens
          with everything filled in, ready to send to our team.
        </p>
        <p>
          A copy stays in this browser only, so you can find your suggestions here later. Clearing
          your browser data removes them.
        </p>
        <div className="flex flex-col gap-4 pt-2 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex items-center gap-2.5">
            <input
              id={`${id}-dont-show`}
              type="checkbox"
              checked={dontShow}
              onChange={(e) => setDontShow(e.target.checked)}
              className="h-4 w-4 accent-brand-700 dark:accent-brand-400"
            />
            <label htmlFor={`${id}-dont-show`} className="font-medium">
              Don&apos;t show again
            </label>
          </div>
          <button
            type="button"
            onClick={close}
            className="rounded-full bg-brand-700 px-5 py-2.5 text-sm font-bold text-white transition hover:bg-brand-800 dark:bg-brand-500 dark:text-ink-900 dark:hover:bg-brand-400"
          >
            Got it
          </button>
        </div>
      </div>
    </Modal>
  );
}
