/**
 * Mail drafts: the promotion and suggestion forms make no server call, they open the visitor's
 * mail client with a prepared `mailto:` URL (RFC 6068).
 *
 * - `mailtoUrl(to, subject, body)` builds the URL. Subject and body are encoded with
 *   encodeURIComponent; line breaks in the body become CRLF (%0D%0A) as the RFC asks, and line
 *   breaks in the subject or address are removed so nothing can inject extra headers.
 * - `openMailDraft(url)` opens it. Before navigating it fires a cancelable `maildraft` event on
 *   window (detail: `{ url }`), so an end-to-end test can capture the URL and cancel the
 *   navigation. Component tests spy on `mailDraft.open` instead.
 */

/** Name of the event fired on window before a mail draft opens. */
export const MAIL_DRAFT_EVENT = 'maildraft';

export type MailDraftEventDetail = { url: string };

const oneLine = (value: string) => value.replace(/[\r\n]+/g, ' ').trim();

/** `mailto:{to}?subject=…&body=…`, every part percent-encoded. */
export function mailtoUrl(to: string, subject: string, body: string): string {
  // "@" may stay literal in the address part; everything else unusual is encoded.
  const address = encodeURIComponent(oneLine(to)).replace(/%40/g, '@');
  const crlfBody = body.replace(/\r\n|\r|\n/g, '\r\n');
  return `mailto:${address}?subject=${encodeURIComponent(oneLine(subject))}&body=${encodeURIComponent(crlfBody)}`;
}

/** A prepared mail: whom it goes to, its subject and its body (plain text, `\n` line breaks). */
export type MailDraft = { to: string; subject: string; body: string };

/** The `mailto:` URL of a draft (see `mailtoUrl`). */
export function draftUrl({ to, subject, body }: MailDraft): string {
  return mailtoUrl(to, subject, body);
}

/** A draft as one text to paste into any mail service: its address and subject, then the body. */
export function draftText({ to, subject, body }: MailDraft): string {
  return `To: ${oneLine(to)}\nSubject: ${oneLine(subject)}\n\n${body}`;
}

/** A plain `mailto:` link target with only an address (and optionally a subject). */
export function mailtoHref(to: string, subject?: string): string {
  const address = encodeURIComponent(oneLine(to)).replace(/%40/g, '@');
  return subject
    ? `mailto:${address}?subject=${encodeURIComponent(oneLine(subject))}`
    : `mailto:${address}`;
}

/** `tel:` link target: keeps digits and a leading plus only. */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/\D/g, '')}`;
}

/** The one place that hands a draft to the mail client; an object so tests can spy on it. */
export const mailDraft = {
  open(url: string): void {
    const event = new CustomEvent<MailDraftEventDetail>(MAIL_DRAFT_EVENT, {
      detail: { url },
      cancelable: true,
    });
    if (window.dispatchEvent(event)) window.location.assign(url);
  },
};

/** Opens a mail draft for the given URL (see `mailDraft.open`). */
export function openMailDraft(url: string): void {
  mailDraft.open(url);
}
