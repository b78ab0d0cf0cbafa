import { Modal } from '../../../components/Modal';

const POINTS: { title: string; text: string }[] = [
  {
    title: 'Sent by your mail app',
    text: 'Submitting opens a ready-made email to our support team. Nothing leaves your device until you press send there.',
  },
  {
    title: 'Kept in this browser',
    text: 'Each suggestion is saved locally so you can review or delete it. It is not on our servers and does not follow you to other devices.',
  },
  {
    title: 'Still changing',
    text: 'Categories, fields and layout may change while we learn what works. Your saved suggestions stay where they are.',
  },
];

/** What "Beta" means on this page, opened from the Beta badge. */
export function BetaInfoDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} onClose={onClose} title="About the Suggestions beta" size="md">
      <ul className="flex flex-col gap-4">
        {POINTS.map((point) => (
          <li key={point.title} className="flex gap-3">
            <span
              aria-hidden="true"
              className="mt-1.5 h-2 w-2 shrink-0 rounded-full bg-accent-500"
            />
            <div>
              <h3 className="font-semibold text-slate-900 dark:text-white">{point.title}</h3>
              <p className="mt-0.5 text-sm leading-relaxed text-slate-600 dark:text-slate-300">
                {point.text}
              </p>
            </div>
          </li>
        ))}
      </ul>
      <div className="mt-6 flex justify-end">
        <button
          type="button"
          onClick={onClose}
          className="rounded-full bg-brand-700 px-5 py-2.5 text-sm font-bold text-white transition hover:bg-brand-800 dark:bg-brand-500 dark:text-ink-900 dark:hover:bg-brand-400"
        >
          Got it
        </button>
      </div>
    </Modal>
  );
}
