import { Link } from 'react-router-dom';

const LINK_CLASS =
  'rounded-full border border-slate-300 px-3 py-1 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 dark:border-ink-600';

/**
 * A numbered list's pages as links (`hrefOf(page)`): the newer page, "Page N of M", the older
 * page. Real links: each page has its own address, rendered by the server and indexed.
 */
export function PageLinks({
  page,
  pages,
  hrefOf,
  newer,
  older,
}: {
  page: number;
  pages: number;
  hrefOf: (page: number) => string;
  /** The links' names, e.g. "Newer picks", "Older picks". */
  newer: string;
  older: string;
}) {
  if (pages <= 1) return null;
  return (
    <nav aria-label="Pages" className="flex items-center justify-between gap-3 text-sm">
      {page > 1 ? (
        <Link className={LINK_CLASS} to={hrefOf(page - 1)}>
          {newer}
        </Link>
      ) : (
        <span />
      )}
      <span className="text-slate-600 dark:text-slate-400">
        Page {page} of {pages}
      </span>
      {page < pages ? (
        <Link className={LINK_CLASS} to={hrefOf(page + 1)}>
          {older}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
