import type { Post } from '../../../contract/schemas';
import { formatShortDate, isoDate } from '../../../lib/dates';

/**
 * A listed post's category, date and author: the category as a pill on grid cards, plain in lists.
 */
export function CardMeta({ post, pill = true }: { post: Post; pill?: boolean }) {
  const date = formatShortDate(post.created_at);
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs font-semibold tracking-wide">
      {post.category_name && (
        <span
          className={
            pill
              ? 'rounded-full bg-brand-50 px-2.5 py-1 uppercase text-brand-700 dark:bg-brand-900/60 dark:text-brand-200'
              : 'uppercase text-brand-700 dark:text-brand-300'
          }
        >
          {post.category_name}
        </span>
      )}
      {date && (
        <time dateTime={isoDate(post.created_at)} className="text-slate-500 dark:text-slate-400">
          {date}
        </time>
      )}
      {/* Plain text: the card is one link (its title's), and the post's page links the author. */}
      {post.author && (
        <span className="font-normal text-slate-500 dark:text-slate-400">
          By {post.author.name}
        </span>
      )}
    </div>
  );
}
