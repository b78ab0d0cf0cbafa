/**
 * A placeholder block shown while content loads. Decorative (aria-hidden): wrap a group of
 * skeletons in an element with role="status" and a readable label.
 *
 *   <Skeleton className="h-4 w-2/3" />
 */
export function Skeleton({
  className = 'h-4 w-full',
  round = false,
}: {
  className?: string;
  round?: boolean;
}) {
  return (
    <span
      aria-hidden="true"
      data-skeleton=""
      className={`block animate-pulse bg-slate-200 motion-reduce:animate-none dark:bg-ink-700 ${round ? 'rounded-full' : 'rounded-md'} ${className}`}
    />
  );
}
