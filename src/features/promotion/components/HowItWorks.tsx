import { STEPS } from '../content';
import { PromotionSection } from './PromotionSection';

/** Four numbered steps from first contact to report. */
export function HowItWorks() {
  return (
    <PromotionSection
      headingId="how-title"
      eyebrow="How it works"
      title="From brief to live in four steps"
    >
      <ol className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {STEPS.map((step, index) => (
          <li
            key={step.title}
            className="rounded-2xl border border-dashed border-brand-300 p-6 dark:border-brand-700"
          >
            <span
              aria-hidden="true"
              className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white dark:bg-brand-500 dark:text-ink-900"
            >
              {index + 1}
            </span>
            <h3 className="mt-4 font-bold text-slate-900 dark:text-white">
              <span className="sr-only">{`Step ${index + 1}: `}</span>
              {step.title}
            </h3>
            <p className="mt-2 text-sm leading-relaxed text-slate-600 dark:text-slate-300">
              {step.text}
            </p>
          </li>
        ))}
      </ol>
    </PromotionSection>
  );
}
