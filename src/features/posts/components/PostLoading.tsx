/**
 * "Loading post..." with a spinner, announced politely. On phones it stands where the post's
 * headline will (before the post banner, see PostArticle), so the banner stays put when the post
 * arrives.
 */
export function PostLoading() {
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex min-h-64 flex-col items-center justify-center gap-4 text-slate-600 max-sm:-order-1 dark:text-slate-300"
    >
      <span
        aria-hidden="true"
        className="h-10 w-10 animate-spin rounded-full border-4 border-brand-200 border-t-brand-600 motion-reduce:animate-none dark:border-ink-700 dark:border-t-brand-400"
      />
      <p className="text-sm font-medium">Loading post...</p>
    </div>
  );
}
