import { Link } from 'react-router-dom';
import { buttonClass } from './styles';

/**
 * Previous / Next under an admin table, with where the admin is ("Page 2 of 5 · posts 21–40 of
 * 93"). Real links to `?page=N`, so each page has its own address and Back returns to the page
 * before. `search`: the address's other parameters, which the links keep (the editorial list's
 * `?status=draft&q=derby`). `noun` names the rows, `label` the navigation.
 */
export function AdminPager({
  page,
  pageSize,
  total,
  search: current = new URLSearchParams(),
  noun = 'posts',
  label = 'Posts pages',
}: {
  page: number;
  pageSize: number;
  total: number;
  search?: URLSearchParams;
  noun?: string;
  label?: string;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, total);
  const search = (n: number) => {
    const next = new URLSearchParams(current);
    if (n > 1) next.set('page', String(n));
    else next.delete('page');
    const text = next.toString();
    return text ? `?${text}` : '';
  };

  return (
    <nav
      aria-label={label}
      className="flex flex-col items-center justify-between gap-3 sm:flex-row"
    >
      <p aria-live="polite" className="text-sm text-slate-700 dark:text-slate-300">
        Page {page} of {pages}
        <span className="text-slate-500 dark:text-slate-400">
          {' '}
          · {noun} {first}–{last} of {total}
        </span>
      </p>
      <div className="flex gap-2">
        {page > 1 ? (
          <Link to={{ search: search(page - 1) }} rel="prev" className={buttonClass('secondary')}>
            <span aria-hidden="true">←</span> Previous
          </Link>
        ) : (
          <button type="button" disabled className={buttonClass('secondary')}>
            <span aria-hidden="true">←</span> Previous
          </button>
        )}
        {page < pages ? (
          <Link to={{ search: search(page + 1) }} rel="next" className={buttonClass('secondary')}>
            Next <span aria-hidden="true">→</span>
          </Link>
        ) : (
          <button type="button" disabled className={buttonClass('secondary')}>
            Next <span aria-hidden="true">→</span>
          </button>
        )}
      </div>
    </nav>
  );
}
