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
      <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <a
          href={mailtoHref(contactEmail, `[${brand}] Advertising enquiry`)}
          className="inline-flex items-center justify-center gap-2 rounded-full bg-accent-400 px-6 py-3 text-sm font-bold text-ink-900 transition hover:bg-accent-500"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="h-4 w-4"
            fill="none"
            stroke="currentColor"
          >
            <path d="M3 6h18v12H3zM3 7l9 6 9-6" strokeWidth={2} strokeLinejoin="round" />
          </svg>
          Email {contactEmail}
        </a>
        <a
          href={telHref(contactPhone)}
          className="inline-flex items-center justify-center gap-2 rounded-full border border-white/40 px-6 py-3 text-sm font-bold text-white transition hover:bg-white/10"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="h-4 w-4"
            fill="none"
            stroke="currentColor"
          >
            <path
              d="M5 4h4l2 5-2.5 1.5a11 11 0 005 5L15 13l5 2v4a2 2 0 01-2 2A16 16 0 013 6a2 2 0 012-2"
              strokeWidth={2}
              strokeLinejoin="round"
            />
          </svg>
          Call {contactPhone}
        </a>
      </div>
    </section>
  );
}
