/**
 * The one rule for links and image sources in post HTML, applied by both sanitisers: the
 * browser's (DOMPurify, src/lib/sanitize.ts) and the server's (sanitize-html,
 * server/html/postHtml.ts), so that a post's server-rendered HTML, its feeds and what the
 * browser shows keep the same links.
 *
 * A value is judged as a browser resolves it: the HTML parser has already decoded its entities,
 * and every whitespace and control character is ignored, wherever it stands (browsers skip some
 * in front of and inside a scheme, and feed readers have their own lists), so `\u2028javascript:`
 * and `java&Tab;script:` are both javascript:. What is kept: http, https, mailto and tel links and
 * relative ones; for images http, https, relative, and raster `data:` images.
 */

/**
 * Unicode whitespace and control characters (C0, C1, the Zs spaces, line and paragraph
 * separators), every Unicode format character (category Cf: zero-width and bidi marks and
 * isolates, U+061C, the BOM, tag characters and the rest), and U+FFFD, which HTML parsers put
 * in place of NUL: a superset of DOMPurify's ATTR_WHITESPACE.
 */
const IGNORED =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0020\u007f-\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufffd\p{Cf}]/gu;

/** http(s), mailto and tel, or no scheme at all (a letter run not followed by `:`). */
export const ALLOWED_URL = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

/** Inline images as raster data only (never SVG, never HTML). */
const SAFE_DATA_IMAGE = /^data:image\/(?:png|jpe?g|gif|webp|avif);base64,[a-z0-9+/=\s]+$/i;

/**
 * Whether `value` (an `href`, or an `img` `src` when `tag` is 'img') may stay. An empty value
 * points nowhere and goes (sanitize-html drops empty attributes; DOMPurify would keep them).
 */
export function isSafeUrl(value: string, tag: string): boolean {
  // DOMPurify trims with String.prototype.trim and allows data: by its exact lower-case prefix.
  const trimmed = value.trim();
  if (trimmed === '') return false;
  const compact = trimmed.replace(IGNORED, '');
  if (tag === 'img' && trimmed.startsWith('data:')) return SAFE_DATA_IMAGE.test(trimmed);
  if (tag === 'img' && /^(?:mailto|tel):/i.test(compact)) return false;
  return ALLOWED_URL.test(compact);
}
