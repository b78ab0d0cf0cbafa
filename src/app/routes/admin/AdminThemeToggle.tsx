/** Light/dark switch in the admin header (the same theme setting as the public site). */
import { useDispatch, useSelector } from 'react-redux';
import { Icon } from '../../../components/Icon';
import { selectTheme, themeToggled } from '../../../features/theme/themeSlice';

export function AdminThemeToggle() {
  const dispatch = useDispatch();
  const dark = useSelector(selectTheme) === 'dark';
  return (
    <button
      type="button"
      aria-label="Dark theme"
      aria-pressed={dark}
      onClick={() => dispatch(themeToggled())}
      className="inline-flex h-10 w-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-ink-700"
    >
      <Icon name={dark ? 'sun' : 'moon'} className="h-5 w-5" />
    </button>
  );
}
