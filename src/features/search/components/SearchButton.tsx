import { Icon } from '../../../components/Icon';
import { useEarlyTap } from '../../../components/useEarlyTap';

/**
 * The header's search button: opens the search overlay. `onPrefetch` runs when a pointer or the
 * keyboard reaches the button, so the overlay's code is usually there before the click. A tap
 * before the app started (kept by theme-init.js, see lib/earlyTaps.ts) opens it once the app is up.
 */
export function SearchButton({
  onOpen,
  onPrefetch,
}: {
  onOpen: () => void;
  onPrefetch?: () => unknown;
}) {
  const prefetch = () => void onPrefetch?.();
  useEarlyTap('search', onOpen);
  return (
    <button
      type="button"
      aria-label="Search"
      aria-haspopup="dialog"
      onClick={onOpen}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      data-early-tap="search"
      className="inline-flex h-10 items-center gap-2 rounded-full px-2.5 text-slate-700 transition-colors hover:bg-slate-100 hover:text-slate-900 sm:pr-4 sm:ring-1 sm:ring-slate-200 dark:text-slate-200 dark:hover:bg-white/10 dark:hover:text-white dark:sm:ring-white/15"
    >
      <Icon name="search" className="h-5 w-5" />
      <span
        aria-hidden="true"
        className="hidden text-sm font-medium text-slate-500 sm:inline dark:text-slate-400"
      >
        Search
      </span>
    </button>
  );
}
