import { useId, type ReactNode } from 'react';

/** A section under a post's article ("Read next", "Most read"): a rule, a heading, its list. */
export function UnderPostSection({
  title,
  lead,
  children,
}: {
  title: string;
  /** A line under the heading saying what the list is. */
  lead?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="mx-auto mt-12 w-full max-w-5xl border-t border-slate-200 pt-10 sm:mt-16 dark:border-white/10"
    >
      <h2
        id={id}
        className={`${lead ? 'mb-2' : 'mb-6'} text-2xl font-extrabold tracking-tight text-slate-900 dark:text-white`}
      >
        {title}
      </h2>
      {lead && <p className="mb-4 text-sm text-slate-600 dark:text-slate-300">{lead}</p>}
      {children}
    </section>
  );
}
