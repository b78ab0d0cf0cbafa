import type { Post } from '../../../contract/schemas';
import { postHref } from '../lib/postHref';
import { PostCard, type CardVariant } from './PostCard';

/** How many posts after home's lead are its "Latest" headlines (the lead spans their rows). */
export const LATEST_COUNT = 5;

/**
 * Where a post of home's front page sits. The lead spans the Latest column's rows (LATEST_COUNT).
 * From 1024 px the Latest headlines sit 12 px apart, each after the first under a rule: a negative
 * margin takes half the grid's gap, except under the last, where the cards begin.
 */
function frontPlace(variant: CardVariant, index: number): string | undefined {
  if (variant === 'lead') return 'sm:col-span-2 lg:row-span-5';
  if (variant !== 'latest') return undefined;
  return `${index < LATEST_COUNT ? 'lg:-mb-3' : ''} ${index > 1 ? 'lg:border-t lg:border-slate-200 lg:pt-3 dark:lg:border-white/10' : ''}`;
}

/**
 * Posts in 1, 2 or 3 columns by width; the first card's image loads first (the likely LCP).
 * `lead` (home's front page), still one list in reading order: the newest story leads across two
 * columns; from 1024 px its picture (16:9) sits beside its text and the next `LATEST_COUNT` posts
 * are a "Latest" column of text headlines beside it, so the lead's headline is in the first
 * screen. Below 640 px, every post after the lead is a compact row.
 */
export function PostGrid({
  posts,
  hrefOf = postHref,
  label,
  lead = false,
}: {
  posts: Post[];
  hrefOf?: (post: Post) => string;
  /** Accessible name of the list, e.g. "Latest posts". */
  label?: string;
  lead?: boolean;
}) {
  return (
    <ul
      aria-label={label}
      className={`grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 ${lead ? 'max-sm:gap-3' : ''}`}
    >
      {posts.map((post, index) => {
        const variant: CardVariant = !lead
          ? 'card'
          : index === 0
            ? 'lead'
            : index <= LATEST_COUNT
              ? 'latest'
              : 'row';
        return (
          <li key={post.id} className={frontPlace(variant, index)}>
            {variant === 'latest' && index === 1 && (
              // The list's name says it to assistive technology; this labels the column for the eye.
              <p
                aria-hidden="true"
                className="mb-3 hidden border-b-2 border-slate-900 pb-1.5 text-xs font-extrabold tracking-[0.16em] text-slate-900 uppercase lg:block dark:border-white dark:text-white"
              >
                Latest
              </p>
            )}
            <PostCard post={post} href={hrefOf(post)} priority={index === 0} variant={variant} />
          </li>
        );
      })}
    </ul>
  );
}
