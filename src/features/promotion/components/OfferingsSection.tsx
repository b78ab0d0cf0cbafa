import { OFFERINGS } from '../content';
import { OfferingIcon } from './OfferingIcon';
import { PromotionSection } from './PromotionSection';

/** The six ways to advertise, each with a short description. */
export function OfferingsSection() {
  return (
    <PromotionSection
      headingId="offerings-title"
      eyebrow="What we offer"
      title="Ways to reach our readers"
    >
      <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {OFFERINGS.map((offering) => (
          <li
            key={offering.name}
            className="flex flex-col gap-3 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-900/5 transition hover:-translate-y-0.5 hover:shadow-md motion-reduce:transition-none motion-reduce:hover:translate-y-0 dark:bg-ink-800 dark:ring-white/10"
          >
            <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700 dark:bg-brand-900/60 dark:text-brand-200">
              <OfferingIcon name={offering.icon} />
            </span>
            <h3 className="text-lg font-bold text-slate-900 dark:text-white">{offering.name}</h3>
            <p className="text-sm leading-relaxed text-slate-600 dark:text-slate-300">
              {offering.description}
            </p>
            {offering.detail && (
              <p className="mt-auto w-fit rounded-full bg-amber-50 px-3 py-1 text-xs font-semibold text-amber-800 dark:bg-amber-400/10 dark:text-amber-300">
                {offering.detail}
              </p>
            )}
          </li>
        ))}
      </ul>
    </PromotionSection>
  );
}
