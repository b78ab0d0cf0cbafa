import type { ReactNode } from 'react';

/** One titled column of the footer. */
export function FooterSection({ title, children }: { title: string; children: ReactNode }) {
  const id = `footer-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <section aria-labelledby={id}>
      <h2
        id={id}
        className="flex items-center gap-3 text-sm font-extrabold tracking-[0.14em] text-white"
      >
        <span aria-hidden="true" className="h-4 w-1 rounded-full bg-accent-400" />
        {title}
      </h2>
      <div className="mt-5">{children}</div>
    </section>
  );
}
