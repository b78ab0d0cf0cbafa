import { useRef, useState } from 'react';
import { Icon } from '../../../components/Icon';
import { MailDraftPanel } from '../../../components/MailDraftPanel';
import { draftUrl, openMailDraft, type MailDraft } from '../../../lib/mailto';
import { PLANS } from '../content';
import { formatInr, planMail } from '../lib/quoteMail';
import { PromotionSection } from './PromotionSection';

/**
 * Starter, Growth (Best Value) and Custom; each button opens a mail draft about that plan, which
 * then shows below the plans with its address and a Copy button (for a visitor without a mail app).
 */
export function PlansSection({ brand, contactEmail }: { brand: string; contactEmail: string }) {
  // The draft handed to the mail app and the plan button that made it (focus goes back there).
  const [sent, setSent] = useState<{ draft: MailDraft; n: number; plan: number } | null>(null);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const choose = (index: number) => {
    const draft = planMail(contactEmail, brand, PLANS[index]!);
    openMailDraft(draftUrl(draft));
    setSent((last) => ({ draft, n: (last?.n ?? 0) + 1, plan: index }));
  };
  const close = () => {
    if (sent) buttons.current[sent.plan]?.focus();
    setSent(null);
  };
  return (
    <PromotionSection
      headingId="plans-title"
      id="plans"
      className="scroll-mt-28"
      eyebrow="Plans"
      title="Simple packages, clear prices"
      intro="Prices are per campaign in Indian rupees. Every plan includes editorial review and a report when the campaign ends."
    >
      <ul className="mt-8 grid gap-6 lg:grid-cols-3">
        {PLANS.map((plan, index) => {
          const featured = plan.bestValue === true;
          return (
            <li
              key={plan.name}
              className={`relative flex flex-col rounded-2xl p-7 shadow-sm ${
                featured
                  ? 'bg-ink-900 text-white ring-2 ring-accent-400 lg:-my-3 lg:py-10 dark:bg-ink-700'
                  : 'bg-white text-slate-900 ring-1 ring-slate-900/5 dark:bg-ink-800 dark:text-white dark:ring-white/10'
              }`}
            >
              <div className="flex items-center justify-between gap-3">
                <h3 className="text-xl font-bold">{plan.name}</h3>
                {featured && (
                  <span className="rounded-full bg-accent-400 px-3 py-1 text-xs font-bold uppercase tracking-wide text-ink-900">
                    Best Value
                  </span>
                )}
              </div>
              <p className="mt-4 text-4xl font-extrabold tracking-tight">
                {plan.price === null ? 'On Request' : formatInr(plan.price)}
              </p>
              <p
                className={`mt-3 text-sm font-medium ${featured ? 'text-slate-200' : 'text-slate-600 dark:text-slate-300'}`}
              >
                {plan.summary}
              </p>
              <ul className="mt-6 flex flex-1 flex-col gap-3 text-sm">
                {plan.features.map((feature) => (
                  <li key={feature} className="flex gap-3">
                    <Icon
                      name="check"
                      strokeWidth={3}
                      className={`mt-0.5 h-4 w-4 shrink-0 ${featured ? 'text-accent-400' : 'text-brand-600 dark:text-brand-400'}`}
                    />
                    <span
                      className={featured ? 'text-slate-100' : 'text-slate-700 dark:text-slate-200'}
                    >
                      {feature}
                    </span>
                  </li>
                ))}
              </ul>
              <button
                ref={(button) => {
                  buttons.current[index] = button;
                }}
                type="button"
                onClick={() => choose(index)}
                className={`mt-8 rounded-full px-5 py-3 text-sm font-bold transition ${
                  featured
                    ? 'bg-accent-400 text-ink-900 hover:bg-accent-500'
                    : 'bg-brand-700 text-white hover:bg-brand-800 dark:bg-brand-600 dark:hover:bg-brand-500'
                }`}
              >
                {plan.price === null ? 'Ask about Custom' : `Choose ${plan.name}`}
              </button>
            </li>
          );
        })}
      </ul>
      {sent && <MailDraftPanel key={sent.n} draft={sent.draft} className="mt-8" onClose={close} />}
    </PromotionSection>
  );
}
