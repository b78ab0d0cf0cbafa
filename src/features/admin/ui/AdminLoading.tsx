/**
 * A loading panel that shows and announces (role="status") the spec's loading text, e.g.
 * "Loading category...":   <AdminLoading text="Loading categories..." />
 */
import { panelClass } from './styles';

export function AdminLoading({ text, className = '' }: { text: string; className?: string }) {
  return (
    <div
      role="status"
      className={`${panelClass} flex flex-col items-center gap-3 p-8 text-sm text-slate-600 dark:text-slate-400 ${className}`}
    >
      <span
        aria-hidden="true"
        className="h-8 w-8 animate-spin rounded-full border-4 border-brand-200 border-t-brand-600 motion-reduce:animate-none dark:border-ink-700 dark:border-t-brand-400"
      />
      {text}
    </div>
  );
}
