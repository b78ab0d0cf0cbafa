/** The mail draft of a suggestion, addressed to the support address. */
import type { MailDraft } from '../../../lib/mailto';
import { urgencyLabel, type Suggestion } from './suggestionStore';

const orDash = (s: string) => s.trim() || '-';

/** Subject `[{category}] Suggestion – {label}: {title}`; the body lists every field. */
export function suggestionMail(to: string, suggestion: Suggestion, label: string): MailDraft {
  const body = [
    `Category: ${label} (${suggestion.tab})`,
    `Title: ${suggestion.title}`,
    `Urgency: ${urgencyLabel(suggestion.urgency)}`,
    `URL: ${orDash(suggestion.url)}`,
    `Details: ${suggestion.details}`,
    `Tags: ${suggestion.tags.length ? suggestion.tags.join(', ') : '-'}`,
    `Contact back: ${suggestion.allowContact ? 'Yes' : 'No'}`,
    `Email: ${suggestion.allowContact ? orDash(suggestion.email) : '-'}`,
    `Submitted: ${suggestion.createdAt}`,
  ].join('\n');
  return { to, subject: `[${suggestion.tab}] Suggestion – ${label}: ${suggestion.title}`, body };
}
