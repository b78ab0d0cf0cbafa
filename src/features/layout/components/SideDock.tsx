/**
 * The floating side buttons (large screens only): Profile and News open the Coming Soon
 * slide-over, Menu opens the full-screen menu. Both panels are lazy chunks, loaded on first open
 * and kept mounted afterwards so their closing animation can play. A tap before the app has
 * started is kept and replayed (lib/earlyTaps.ts), as the header's controls are.
 */
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Icon, type IconName } from '../../../components/Icon';
import { DeferredTooltip } from '../../../components/DeferredTooltip';
import { DeferredTooltipGroup } from '../../../components/DeferredTooltipGroup';
import { useEarlyTap } from '../../../components/useEarlyTap';
import type { ComingSoonTopic } from './ComingSoonPanel';

const ComingSoonPanel = lazy(() =>
  import('./ComingSoonPanel').then((mod) => ({ default: mod.ComingSoonPanel })),
);
const FullScreenMenu = lazy(() =>
  import('./FullScreenMenu').then((mod) => ({ default: mod.FullScreenMenu })),
);

type Panel = ComingSoonTopic | 'menu';

const buttons: { panel: Panel; label: string; icon: IconName }[] = [
  { panel: 'profile', label: 'Profile', icon: 'user' },
  { panel: 'news', label: 'News', icon: 'news' },
  { panel: 'menu', label: 'Menu', icon: 'grid' },
];

export function SideDock({ popular }: { popular: ReactNode }) {
  const [open, setOpen] = useState<Panel | null>(null);
  const [topic, setTopic] = useState<ComingSoonTopic>('profile');
  const [loaded, setLoaded] = useState({ soon: false, menu: false });

  const show = (panel: Panel) => {
    if (panel === 'menu') setLoaded((l) => ({ ...l, menu: true }));
    else {
      setTopic(panel);
      setLoaded((l) => ({ ...l, soon: true }));
    }
    setOpen(panel);
  };
  const close = () => setOpen(null);
  // A tap before the app started (kept by theme-init.js) opens its panel once the app is up.
  useEarlyTap('dock-profile', () => show('profile'));
  useEarlyTap('dock-news', () => show('news'));
  useEarlyTap('dock-menu', () => show('menu'));

  return (
    <>
      <aside
        aria-label="Quick actions"
        className="fixed right-3 top-1/2 z-30 hidden -translate-y-1/2 lg:block"
      >
        <DeferredTooltipGroup>
          <ul className="flex flex-col gap-2 rounded-full bg-white/90 p-1.5 shadow-lg ring-1 ring-slate-900/5 backdrop-blur dark:bg-ink-800/90 dark:ring-white/10">
            {buttons.map((button) => (
              <li key={button.panel}>
                <DeferredTooltip content={button.label} side="left">
                  <button
                    type="button"
                    aria-label={button.label}
                    aria-haspopup="dialog"
                    data-early-tap={`dock-${button.panel}`}
                    onClick={() => show(button.panel)}
                    className="inline-flex h-11 w-11 items-center justify-center rounded-full text-slate-600 transition-colors hover:bg-brand-700 hover:text-white dark:text-slate-300 dark:hover:bg-brand-400 dark:hover:text-ink-900"
                  >
                    <Icon name={button.icon} className="h-5 w-5" />
                  </button>
                </DeferredTooltip>
              </li>
            ))}
          </ul>
        </DeferredTooltipGroup>
      </aside>
      <Suspense fallback={null}>
        {loaded.soon && (
          <ComingSoonPanel
            topic={topic}
            open={open === 'profile' || open === 'news'}
            onClose={close}
          />
        )}
        {loaded.menu && <FullScreenMenu open={open === 'menu'} onClose={close} popular={popular} />}
      </Suspense>
    </>
  );
}
