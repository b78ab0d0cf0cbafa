/**
 * The admin's pages outside its frame (login, accepting an invitation): the site's logo and one
 * heading on a centred card, with the theme toggle in the corner.
 */
import type { ReactNode } from 'react';
import { Logo } from '../../../components/Logo';
import { env } from '../../../config/env';
import { panelClass } from '../../../features/admin/ui/styles';
import { AdminThemeToggle } from './AdminThemeToggle';

export function AdminCardPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center bg-slate-50 px-4 py-10 text-slate-900 dark:bg-ink-900 dark:text-slate-100">
      <title>{`${title} · ${env.brandName}`}</title>
      <div className="absolute right-3 top-3">
        <AdminThemeToggle />
      </div>
      <main className={`${panelClass} w-full max-w-sm p-6 sm:p-8`}>
        <div className="mb-6 flex flex-col items-center gap-3 text-center">
          <Logo name={env.brandName} />
          <h1 className="text-xl font-bold">{title}</h1>
        </div>
        {children}
      </main>
    </div>
  );
}
