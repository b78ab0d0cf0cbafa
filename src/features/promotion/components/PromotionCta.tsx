import { mailtoHref, telHref } from '../../../lib/mailto';

/** The closing call to action: write or call. */
export function PromotionCta({
  brand,
  contactEmail,
  contactPhone,
}: {
  brand: string;
  contactEmail: string;
  contactPhone: string;
}) {
  return (
    <section
      aria-labelledby="cta-title"
      className="flex flex-col items-start gap-6 rounded-3xl bg-ink-900 px-6 py-10 text-white sm:px-12 lg:flex-row lg:items-center lg:justify-between dark:bg-ink-800 dark:ring-1 dark:ring-white/10"
    >
      <div className="max-w-xl">
        <h2 id="cta-title" className="text-2xl font-extrabold tracking-tight sm:text-3xl">
          Ready to reach {brand} readers?
        </h2>
        <p className="mt-2 text-slate-300">
          Write or call us: we answer on business days and can usually suggest a plan the same day.
        </p>
      </div>
      <div className="grid w-full gap-3 sm:grid-cols-2 lg:w-auto lg:shrink-0">
        <a
          href={mailtoHref(contactEmail, `[${brand}] Advertising enquiry`)}
          className="flex items-center gap-3 rounded-2xl bg-accent-400 px-5 py-3.5 text-ink-900 transition hover:bg-accent-500"
        >
          <span
            aria-hidden="true"
            className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-ink-900/10"
          >
            <svg viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor">
              <path d="M3 6h18v12H3zM3 7l9 6 9-6" strokeWidth={2} strokeLinejoin="round" />
            </svg>
          </span>
          <span className="min-w-0">
            <span className="block text-xs font-semibold tracking-wider uppercase">Email</span>{' '}
            <span className="block text-sm font-bold break-all">{contactEmail}</span>
          </span>
        </a>
        <a
          href={telHref(contactPhone)}
          className="flex items-center gap-3 rounded-2xl px-5 py-3.5 text-white ring-1 ring-white/40 transition hover:bg-white/10"
        >
          <span
            aria-hidden="true"
            className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-white/10"
          >
            <svg viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor">
              <path
                d="M5 4h4l2 5-2.5 1.5a11 11 0 005 5L15 13l5 2v4a2 2 0 01-2 2A16 16 0 013 6a2 2 0 012-2"
                strokeWidth={2}
                strokeLinejoin="round"
              />
            </svg>
          </span>
          <span className="min-w-0">
            <span className="block text-xs font-semibold tracking-wider uppercase">Call</span>{' '}
            <span className="block text-sm font-bold whitespace-nowrap">{contactPhone}</span>
          </span>
        </a>
      </div>
    </section>
  );
}
