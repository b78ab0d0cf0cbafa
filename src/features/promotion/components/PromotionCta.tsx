import { mailtoHref, telHref } from '../../../lib/mailto';
import { CtaLink } from './CtaLink';

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
        <CtaLink
          href={mailtoHref(contactEmail, `[${brand}] Advertising enquiry`)}
          icon="mail"
          label="Email"
          value={contactEmail}
          className="bg-accent-400 text-ink-900 hover:bg-accent-500"
          iconClassName="bg-ink-900/10"
          valueClassName="break-all"
        />
        <CtaLink
          href={telHref(contactPhone)}
          icon="phone"
          label="Call"
          value={contactPhone}
          className="text-white ring-1 ring-white/40 hover:bg-white/10"
          iconClassName="bg-white/10"
          valueClassName="whitespace-nowrap"
        />
      </div>
    </section>
  );
}
