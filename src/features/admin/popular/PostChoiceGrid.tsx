/**
 * A grid of posts to pick from: each card toggles its post in and out of the popular list
 * (aria-pressed) and shows its place in the list when selected.
 */
import type { Post } from '../../../contract/schemas';
import { Skeleton } from '../../../components/Skeleton';
import { POPULAR_MESSAGES } from './messages';
import { PostThumb } from './PostThumb';

const LOADING_CARDS = 4;
const gridClass = 'grid grid-cols-1 gap-4 min-[420px]:grid-cols-2 md:grid-cols-3 xl:grid-cols-4';

export function PostChoiceGrid({
  label,
  posts,
  loading,
  rankOf,
  onToggle,
}: {
  /** The grid's accessible name ("Posts", "Search results"). */
  label: string;
  posts: readonly Post[];
  loading: boolean;
  rankOf: (id: number) => number;
  onToggle: (post: Post) => void;
}) {
  if (loading) {
    return (
      <div role="status" className={gridClass}>
        <span className="sr-only">{POPULAR_MESSAGES.loadingPosts}</span>
        {Array.from({ length: LOADING_CARDS }, (_, i) => (
          <Skeleton key={i} className="aspect-[4/3] w-full rounded-xl" />
        ))}
      </div>
    );
  }
  if (posts.length === 0) {
    return <p className="text-sm text-slate-600 dark:text-slate-400">{POPULAR_MESSAGES.noPosts}</p>;
  }
  return (
    <ul aria-label={label} className={gridClass}>
      {posts.map((post) => {
        const rank = rankOf(post.id);
        const on = rank > 0;
        return (
          <li key={post.id}>
            <button
              type="button"
              aria-pressed={on}
              onClick={() => onToggle(post)}
              className={`group relative flex h-full w-full flex-col overflow-hidden rounded-xl border-2 bg-white text-left shadow-sm transition-colors dark:bg-ink-800 ${
                on
                  ? 'border-brand-600 dark:border-brand-400'
                  : 'border-slate-200 hover:border-slate-400 dark:border-ink-700 dark:hover:border-slate-500'
              }`}
            >
              <PostThumb path={post.image_path} className="aspect-video w-full" />
              <span className="flex flex-1 flex-col gap-1 p-3">
                <span className="line-clamp-2 text-sm font-semibold">
                  {post.title || `Post #${post.id}`}
                </span>
                {post.category_name && (
                  <span className="text-xs text-slate-600 dark:text-slate-400">
                    {post.category_name}
                  </span>
                )}
              </span>
              {on && (
                <span
                  aria-hidden="true"
                  className="absolute right-2 top-2 flex h-7 w-7 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white shadow dark:bg-brand-400 dark:text-ink-900"
                >
                  {rank}
                </span>
              )}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
