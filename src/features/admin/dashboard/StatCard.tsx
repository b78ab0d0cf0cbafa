/**
 * One dashboard figure: a label, a value (or a loading / unavailable state) and a link to where
 * it is managed, when the signed-in role may go there.
 */
import { Link } from 'react-router-dom';
import { Skeleton } from '../../../components/Skeleton';
import { AdminNavIcon, type AdminIconName } from '../ui/AdminNavIcon';
import { panelClass } from '../ui/styles';

export function StatCard({
  label,
  value,
  loading,
  icon,
  to,
  linkLabel,
  note,
  warning,
}: {
  label: string;
  /** null when the figure could not be loaded. */
  value: string | null;
  loading: boolean;
  icon: AdminIconName;
  to?: string;
  linkLabel: string;
  /** A line under the figure that breaks it down. */
  note?: string;
  /** What needs attention about the figure (a backup overdue), announced. */
  warning?: string;
}) {
  return (
    <section className={`${panelClass} flex flex-col gap-3 p-5`} aria-label={label}>
      <div className="flex items-center justify-between gap-3">
        <h2 className="text-sm font-semibold text-slate-600 dark:text-slate-300">{label}</h2>
        <span className="flex h-10 w-10 items-center justify-center rounded-lg bg-brand-50 text-brand-800 dark:bg-brand-950 dark:text-brand-200">
          <AdminNavIcon name={icon} />
        </span>
      </div>
      <p className="text-3xl font-bold tracking-tight text-slate-900 dark:text-slate-50">
        {loading ? (
          <Skeleton className="h-9 w-16" />
        ) : value === null ? (
          <span className="text-base font-medium text-slate-600 dark:text-slate-400">
            Unavailable
          </span>
        ) : (
          value
        )}
      </p>
      {note && <p className="-mt-2 text-sm text-slate-600 dark:text-slate-400">{note}</p>}
      {warning && (
        <p
          role="alert"
          className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-950 dark:border-amber-500/50 dark:bg-amber-950 dark:text-amber-100"
        >
          {warning}
        </p>
      )}
      {to && (
        <Link
          to={to}
          className="text-sm font-semibold text-brand-800 underline-offset-2 hover:underline dark:text-brand-300"
        >
          {linkLabel}
        </Link>
      )}
    </section>
  );
}
