import type { ReactNode } from 'react';

/**
 * The frame of a long-form page (About, Policy): a header with an eyebrow, the h1 and a lead, an
 * optional aside (contents, contact), then readable prose.
 */
export function InfoArticle({
  eyebrow,
  title,
  lead,
  aside,
  asideFirst = false,
  children,
}: {
  eyebrow: string;
  title: string;
  lead: ReactNode;
  aside?: ReactNode;
  /** On phones, show the aside above the text (a table of contents) instead of below. */
  asideFirst?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-content px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <header className="max-w-3xl">
        <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase dark:text-brand-300">
          {eyebrow}
        </p>
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl dark:text-white">
          {title}
        </h1>
        <p className="mt-4 text-lg leading-relaxed text-slate-600 dark:text-slate-300">{lead}</p>
      </header>
      <div className="mt-10 grid gap-10 lg:grid-cols-[minmax(0,1fr)_18rem] lg:gap-16">
        <div className="max-w-3xl text-base leading-relaxed text-slate-700 dark:text-slate-300 [&_a]:font-semibold [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 dark:[&_a]:text-brand-300 [&_h2]:mt-12 [&_h2]:scroll-mt-28 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-slate-900 [&>h2:first-child]:mt-0 dark:[&_h2]:text-white [&_h3]:mt-6 [&_h3]:font-bold [&_h3]:text-slate-900 dark:[&_h3]:text-white [&_li]:mt-2 [&_p]:mt-4 [&_strong]:text-slate-900 dark:[&_strong]:text-white [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ul]:marker:text-brand-600">
          {children}
        </div>
        {aside && (
          <div
            className={`lg:sticky lg:top-28 lg:order-none lg:self-start ${asideFirst ? 'order-first' : ''}`}
          >
            {aside}
          </div>
        )}
      </div>
    </div>
  );
}
