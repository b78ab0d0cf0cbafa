/** Mail drafts of the Promotion page: the quote request and the plan enquiries. */
import type { MailDraft } from '../../../lib/mailto';
import type { Plan, QuoteGoal, QuoteType } from '../content';

export type QuoteRequest = {
  type: QuoteType;
  /** As typed in the number input: may be empty. */
  budget: string;
  goal: QuoteGoal;
  timeline: string;
  notes: string;
  name: string;
  email: string;
};

export const QUOTE_DEFAULTS: QuoteRequest = {
  type: 'Blog Posting',
  budget: '25000',
  goal: 'Traffic',
  timeline: '2 weeks',
  notes: '',
  name: '',
  email: '',
};

const inr = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** Rupees without decimals, e.g. "₹25,000". */
export function formatInr(amount: number): string {
  return inr.format(amount);
}

const orDash = (value: string) => value.trim() || '-';

function budgetText(budget: string): string {
  const amount = budget.trim() === '' ? NaN : Number(budget);
  return Number.isFinite(amount) ? formatInr(amount) : '-';
}

/** Subject `[brand] Promotion Request – {type}` and a body listing every field, "-" when empty. */
export function quoteMail(to: string, brand: string, quote: QuoteRequest): MailDraft {
  const body = [
    `Type: ${quote.type}`,
    `Budget: ${budgetText(quote.budget)}`,
    `Goal: ${quote.goal}`,
    `Timeline: ${orDash(quote.timeline)}`,
    `Notes: ${orDash(quote.notes)}`,
    `Name: ${orDash(quote.name)}`,
    `Email: ${orDash(quote.email)}`,
  ].join('\n');
  return { to, subject: `[${brand}] Promotion Request – ${quote.type}`, body };
}

/** Subject `[brand] {plan} Plan`, with a short enquiry ready to complete. */
export function planMail(to: string, brand: string, plan: Plan): MailDraft {
  const price = plan.price === null ? 'On Request' : formatInr(plan.price);
  const body = [
    `Hello ${brand} team,`,
    '',
    `I am interested in the ${plan.name} plan (${price}): ${plan.summary}`,
    '',
    'Brand or website:',
    'Preferred start date:',
    'Anything else we should know:',
  ].join('\n');
  return { to, subject: `[${brand}] ${plan.name} Plan`, body };
}
