/** The slide-over the Profile and News side buttons open: those areas are not built yet. */
import { Modal } from '../../../components/Modal';
import { Icon } from '../../../components/Icon';

export type ComingSoonTopic = 'profile' | 'news';

const copy: Record<ComingSoonTopic, { label: string; text: string; icon: 'user' | 'news' }> = {
  profile: {
    label: 'Profile',
    text: 'Reader profiles are on the way: save the posts you want to come back to, follow your favourite categories and get a feed built around them.',
    icon: 'user',
  },
  news: {
    label: 'News',
    text: 'A live news desk is on the way: breaking stories, team news and odds movements in one feed, as they happen.',
    icon: 'news',
  },
};

export function ComingSoonPanel({
  topic,
  open,
  onClose,
}: {
  topic: ComingSoonTopic;
  open: boolean;
  onClose: () => void;
}) {
  const { label, text, icon } = copy[topic];
  return (
    <Modal open={open} onClose={onClose} title="Coming Soon" variant="sheet" side="right">
      <div className="flex h-full flex-col">
        <div className="relative mt-2 overflow-hidden rounded-2xl bg-linear-to-br from-brand-700 to-brand-950 p-6 text-white">
          <span
            aria-hidden="true"
            className="absolute -right-8 -top-8 h-32 w-32 rounded-full bg-accent-400/25 blur-2xl"
          />
          <span className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-white/15 ring-1 ring-white/25">
            <Icon name={icon} className="h-6 w-6" />
          </span>
          <p className="mt-4 text-xs font-bold uppercase tracking-[0.18em] text-brand-100">
            {label}
          </p>
          <p className="mt-1 text-2xl font-extrabold tracking-tight">Something new is warming up</p>
        </div>
        <p className="mt-6 text-base leading-relaxed text-slate-600 dark:text-slate-300">{text}</p>
        <button
          type="button"
          onClick={onClose}
          className="mt-8 inline-flex items-center justify-center rounded-xl bg-brand-700 px-5 py-3 font-semibold text-white transition-colors hover:bg-brand-800 dark:bg-brand-400 dark:text-ink-900 dark:hover:bg-brand-300"
        >
          Got it
        </button>
      </div>
    </Modal>
  );
}
