/** Switches between the light and dark theme; the store saves the choice and applies it. */
import { useDispatch, useSelector } from 'react-redux';
import { Icon } from '../../../components/Icon';
import { useEarlyTap } from '../../../components/useEarlyTap';
import { useHydrated } from '../../../components/useHydrated';
import { selectTheme, themeSet, themeToggled, type Theme } from '../themeSlice';

/** The theme on <html>: theme-init.js's, which a tap before the app started may have switched. */
const shownTheme = (): Theme =>
  document.documentElement.classList.contains('dark') ? 'dark' : 'light';

export function ThemeToggle() {
  // The server cannot know the stored theme: its render (and hydration) says light, and the
  // browser's real state follows right after. The icon follows <html class="dark">, which
  // theme-init.js sets before the first paint, so it is right from the start; until the app has
  // started, that script also answers a tap here and sets aria-pressed and the title (hence
  // suppressHydrationWarning: they may differ from the server's on purpose).
  const theme = useSelector(selectTheme);
  const hydrated = useHydrated();
  const dark = hydrated && theme === 'dark';
  const dispatch = useDispatch();
  // A tap before the app started switched the theme already: the store takes it over.
  useEarlyTap('theme', () => dispatch(themeSet(shownTheme())));
  return (
    <button
      type="button"
      aria-label="Dark theme"
      aria-pressed={dark}
      title={dark ? 'Switch to light theme' : 'Switch to dark theme'}
      onClick={() => dispatch(themeToggled())}
      data-early-tap="theme"
      suppressHydrationWarning
      className="inline-flex h-10 w-10 items-center justify-center rounded-full text-slate-700 transition-colors hover:bg-slate-100 hover:text-slate-900 dark:text-accent-400 dark:hover:bg-white/10 dark:hover:text-accent-400"
    >
      <Icon name="moon" className="h-5 w-5 dark:hidden" />
      <Icon name="sun" className="hidden h-5 w-5 dark:block" />
    </button>
  );
}
