/**
 * Nothing to list: what the admin is told, and a way on (e.g. "Clear search").
 *   <AdminEmpty message="No posts match “derby”." action={<button …>Clear search</button>} />
 */
import type { ReactNode } from 'react';
import { panelClass } from './styles';

export function AdminEmpty({ message, action }: { message: string; action?: ReactNode }) {
  return (
    <div className={`${panelClass} flex flex-col items-center gap-4 p-8 text-center`}>
      <p className="break-words text-slate-800 dark:text-slate-200">{message}</p>
      {action}
    </div>
  );
}
