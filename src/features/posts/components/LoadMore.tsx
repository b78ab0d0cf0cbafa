/**
 * Under a grid: how many posts are shown, and "Load more" while there are more. The button stays
 * focusable while the next page loads (aria-disabled, not disabled) and says so; a failure shows
 * "Error loading posts" with a retry.
 */
export function LoadMore({
  shown,
  total,
  hasMore,
  loading,
  failed,
  onLoadMore,
  onRetry,
}: {
  shown: number;
  total: number;
  hasMore: boolean;
  loading: boolean;
  failed: boolean;
  onLoadMore: () => void;
  onRetry: () => void;
}) {
  const buttonClass =
    'inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-6 py-2.5 text-sm font-bold shadow-sm transition-colors';
  return (
    <div className="flex flex-col items-center gap-3 pt-2">
      <p aria-live="polite" className="text-sm text-slate-600 dark:text-slate-400">
        {hasMore ? `Showing ${shown} of ${total} posts` : `All ${total} posts shown`}
      </p>
      {failed ? (
        <div role="alert" className="flex flex-col items-center gap-2">
          <p className="text-sm font-semibold text-red-700 dark:text-red-300">
            Error loading posts
          </p>
          <button
            type="button"
            onClick={onRetry}
            className={`${buttonClass} border border-red-300 bg-white text-red-800 hover:bg-red-50 dark:border-red-800 dark:bg-transparent dark:text-red-100 dark:hover:bg-red-900/50`}
          >
            Try again
          </button>
        </div>
      ) : (
        hasMore && (
          <button
            type="button"
            aria-disabled={loading || undefined}
            aria-busy={loading || undefined}
            onClick={loading ? undefined : onLoadMore}
            className={`${buttonClass} bg-brand-700 text-white hover:bg-brand-800 aria-disabled:cursor-progress aria-disabled:opacity-80 dark:bg-brand-500 dark:text-ink-900 dark:hover:bg-brand-400`}
          >
            {loading && (
              <span
                aria-hidden="true"
                className="h-4 w-4 animate-spin rounded-full border-2 border-white/40 border-t-white motion-reduce:animate-none dark:border-ink-900/30 dark:border-t-ink-900"
              />
            )}
            {loading ? 'Loading more posts…' : 'Load more'}
          </button>
        )
      )}
    </div>
  );
}
