/**
 * Addition (site texts): what q=site-texts answers and what the admin sends to change them,
 * with the fields and limits of siteTexts.ts (the zod-free reader the app's readers use).
 */
import { z } from 'zod';
import {
  SITE_TEXT_FIELDS,
  SITE_TEXT_LABELS,
  SITE_TEXT_LIMITS,
  SITE_TEXT_LINKS,
  isWebAddress,
  type SiteTextField,
} from './siteTexts';

/** No control characters: each text is one line of plain text. */
// eslint-disable-next-line no-control-regex -- finding them is the point
const CONTROL = /[\u0000-\u001f\u007f]/;

function textField(field: SiteTextField) {
  const name = SITE_TEXT_LABELS[field];
  const max = SITE_TEXT_LIMITS[field];
  const text = z
    .string({ error: `${name} must be text` })
    .trim()
    .max(max, `${name} must be at most ${max} characters`)
    .refine((value) => !CONTROL.test(value), `${name} must be a single line of plain text`);
  return SITE_TEXT_LINKS.has(field)
    ? text.refine(
        (value) => value === '' || isWebAddress(value),
        `${name} must be an http:// or https:// address`,
      )
    : text;
}

/** Every field, each an empty string for "the app's default". */
export const siteTextsSchema = z.object(
  Object.fromEntries(SITE_TEXT_FIELDS.map((field) => [field, textField(field)])) as Record<
    SiteTextField,
    ReturnType<typeof textField>
  >,
);

/** What the admin sends: the whole set (a field left out keeps its default, empty). */
export const siteTextsInput = siteTextsSchema.partial().strict();
