/**
 * Search hits: title (or category name) and about 100 characters of text, markup stripped: the
 * passage that matched when the backend sends it, else the text's start; the keyword's words in
 * it marked.
 */
import { Link } from 'react-router-dom';
import { Icon } from '../../../components/Icon';
import { categoryPath, postCardPath } from '../../../contract/paths';
import { snippetOf, type SearchHit } from '../snippet';
import { MarkedText } from './MarkedText';

/**
 * Posts open at /posts/{slug} as the spec says. A category hit has no post behind its slug, so
 * it opens that category's page instead of a "Post not found".
 */
const hrefOf = (result: SearchHit) =>
  result.kind === 'category' ? categoryPath(result.slug) : postCardPath(result.slug);

export function SearchResultList({
  results,
  keyword,
  onPick,
}: {
  results: readonly SearchHit[];
  /** What was searched: its words are marked in snippets the backend sent without marks. */
  keyword: string;
  onPick: () => void;
}) {
  return (
    <ul className="space-y-2">
      {results.map((result) => (
        <li key={`${result.kind}-${result.slug}`}>
          <Link
            to={hrefOf(result)}
            onClick={onPick}
            className="group flex items-start gap-4 rounded-xl p-3 ring-1 ring-transparent transition-colors hover:bg-slate-50 hover:ring-slate-200 sm:p-4 dark:hover:bg-white/5 dark:hover:ring-white/10"
          >
            <span className="min-w-0 flex-1">
              <span className="flex items-start gap-2">
                <span className="mt-0.5 shrink-0 rounded-md bg-brand-50 px-1.5 py-0.5 text-[11px] font-bold uppercase tracking-wider text-brand-800 dark:bg-brand-400/15 dark:text-brand-300">
                  {result.kind === 'category' ? 'Category' : 'Post'}
                </span>
                <span className="line-clamp-2 font-bold text-slate-900 group-hover:text-brand-700 dark:text-white dark:group-hover:text-brand-300">
                  {result.title}
                </span>
              </span>
              <span className="mt-1.5 block text-sm leading-relaxed text-slate-600 dark:text-slate-300">
                <MarkedText {...snippetOf(result, keyword)} />
              </span>
            </span>
            <Icon
              name="arrowRight"
              className="mt-1 h-5 w-5 shrink-0 text-slate-400 transition-transform group-hover:translate-x-0.5 group-hover:text-brand-600 motion-reduce:transition-none dark:group-hover:text-brand-300"
            />
          </Link>
        </li>
      ))}
    </ul>
  );
}
