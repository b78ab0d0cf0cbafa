/** Switches between the light and dark theme; the store saves the choice and applies it. */
import { useDispatch, useSelector } from 'react-redux';
import { Icon } from '../../../components/Icon';
import { selectTheme, themeToggled } from '../themeSlice';

export function ThemeToggle() {
  const dark = useSelector(selectTheme) === 'dark';
  const dispatch = useDispatch();
  return (
    <button
      type="button"
      aria-label="Dark theme"
      aria-pressed={dark}
      title={dark ? 'Switch to light theme' : 'Switch to dark theme'}
      onClick={() => dispatch(themeToggled())}
      className="inline-flex h-10 w-10 items-center justify-center rounded-full text-slate-700 transition-colors hover:bg-slate-100 hover:text-slate-900 dark:text-accent-400 dark:hover:bg-white/10 dark:hover:text-accent-400"
    >
      <Icon name={dark ? 'sun' : 'moon'} className="h-5 w-5" />
    </button>
  );
}
