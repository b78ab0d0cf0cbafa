import type { ReactNode } from 'react';

/** A small boxed panel beside long-form text (contents, contact details). */
export function AsideCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section
      aria-label={title}
      className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-900/5 dark:bg-ink-800 dark:ring-white/10"
    >
      <h2 className="text-sm font-bold tracking-widest text-slate-500 uppercase dark:text-slate-400">
        {title}
      </h2>
      <div className="mt-4 text-sm">{children}</div>
    </section>
  );
}
