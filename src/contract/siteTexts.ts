/**
 * Addition (site texts): the responsible-gambling texts the admin may change (q=site-texts) on
 * a backend that keeps them (q=capabilities says `site_texts`). Each is a plain string; an empty
 * one means "the app's default" (src/config/responsibleGambling.ts, set at build time), so a
 * backend stores only what the admin chose and a rebuilt app's defaults still reach readers.
 *
 * Zod-free: the reader's footer and a post's box read the answer with `readSiteTexts`, and the
 * calls table's schema (siteTextsCalls.ts) is held to the same fields and limits.
 */

export const SITE_TEXT_FIELDS = [
  'help_label',
  'help_url',
  'helpline_label',
  'helpline_url',
  'strip_note',
  'box_note',
] as const;
export type SiteTextField = (typeof SITE_TEXT_FIELDS)[number];
export type SiteTexts = Record<SiteTextField, string>;

/** The longest each may be, in characters. */
export const SITE_TEXT_LIMITS: Readonly<Record<SiteTextField, number>> = {
  help_label: 60,
  help_url: 500,
  helpline_label: 60,
  helpline_url: 500,
  strip_note: 200,
  box_note: 400,
};

/** Each field's name in messages and on the admin's form. */
export const SITE_TEXT_LABELS: Readonly<Record<SiteTextField, string>> = {
  help_label: 'Help link text',
  help_url: 'Help link address',
  helpline_label: 'Helpline link text',
  helpline_url: 'Helpline link address',
  strip_note: 'Footer note',
  box_note: 'Post disclaimer note',
};

/** The fields that are links: empty, or an http(s) address (a link must never run script). */
export const SITE_TEXT_LINKS: ReadonlySet<SiteTextField> = new Set(['help_url', 'helpline_url']);

export const isWebAddress = (value: string) => /^https?:\/\/[^\s/?#]+\.[^\s]*$/i.test(value);

/** Every text empty: the app's defaults throughout. */
export const NO_SITE_TEXTS: SiteTexts = Object.fromEntries(
  SITE_TEXT_FIELDS.map((field) => [field, '']),
) as SiteTexts;

/**
 * The answer as texts, or null when it is not one: a field that is missing, not a string, too
 * long, or a link that is not http(s) is left empty (the default), never shown.
 */
export function readSiteTexts(raw: unknown): SiteTexts | null {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  const answer = raw as Partial<Record<SiteTextField, unknown>>;
  const texts = { ...NO_SITE_TEXTS };
  for (const field of SITE_TEXT_FIELDS) {
    const value = answer[field];
    if (typeof value !== 'string') continue;
    const text = value.trim();
    if (text.length > SITE_TEXT_LIMITS[field]) continue;
    if (SITE_TEXT_LINKS.has(field) && text && !isWebAddress(text)) continue;
    texts[field] = text;
  }
  return texts;
}
