import { useId, useState } from 'react';
import { FAQS } from '../content';
import { PromotionSection } from './PromotionSection';

/** The FAQs as a disclosure accordion: each question is a button controlling its answer. */
export function FaqAccordion() {
  const baseId = useId();
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());
  const toggle = (index: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });

  return (
    <PromotionSection headingId="faq-title" eyebrow="FAQ" title="Questions advertisers ask">
      <div className="mt-8 divide-y divide-slate-200 overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-900/5 dark:divide-white/10 dark:bg-ink-800 dark:ring-white/10">
        {FAQS.map((faq, index) => {
          const expanded = open.has(index);
          const buttonId = `${baseId}-q${index}`;
          const panelId = `${baseId}-a${index}`;
          return (
            <div key={faq.question}>
              <h3>
                <button
                  type="button"
                  id={buttonId}
                  aria-expanded={expanded}
                  aria-controls={panelId}
                  onClick={() => toggle(index)}
                  className="flex w-full items-center justify-between gap-4 px-6 py-5 text-left font-semibold text-slate-900 transition hover:bg-slate-50 focus-visible:-outline-offset-4 dark:text-white dark:hover:bg-ink-700"
                >
                  {faq.question}
                  <svg
                    aria-hidden="true"
                    viewBox="0 0 24 24"
                    className={`h-5 w-5 shrink-0 text-brand-600 transition-transform motion-reduce:transition-none dark:text-brand-400 ${expanded ? 'rotate-180' : ''}`}
                    fill="none"
                    stroke="currentColor"
                  >
                    <path
                      d="M6 9l6 6 6-6"
                      strokeWidth={2}
                      strokeLinecap="round"
                      strokeLinejoin="round"
                    />
                  </svg>
                </button>
              </h3>
              <div
                id={panelId}
                role="region"
                aria-labelledby={buttonId}
                hidden={!expanded}
                className="px-6 pb-5 text-sm leading-relaxed text-slate-600 dark:text-slate-300"
              >
                {faq.answer}
              </div>
            </div>
          );
        })}
      </div>
    </PromotionSection>
  );
}
