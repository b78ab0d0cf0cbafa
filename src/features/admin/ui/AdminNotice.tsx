/**
 * A short notice inside an admin screen: `warning` for something that needs the admin's
 * attention (role="alert" when `announce`), `info` for a plain explanation.
 *   <AdminNotice tone="warning">The last backup is 3 days old.</AdminNotice>
 */
import type { ReactNode } from 'react';

const TONES = {
  warning:
    'border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-500/50 dark:bg-amber-950 dark:text-amber-100',
  info: 'border-slate-200 bg-slate-50 text-slate-800 dark:border-ink-700 dark:bg-ink-900 dark:text-slate-200',
} as const;

export function AdminNotice({
  tone = 'info',
  announce = false,
  children,
}: {
  tone?: keyof typeof TONES;
  announce?: boolean;
  children: ReactNode;
}) {
  return (
    <div
      role={announce ? 'alert' : undefined}
      className={`rounded-lg border px-4 py-3 text-sm ${TONES[tone]}`}
    >
      {children}
    </div>
  );
}
