/**
 * The one set of rules post HTML is made safe by, read by every sanitiser: the server's
 * (sanitize-html, server/html/postHtml.ts) on write and on render, and the browser's two on
 * display (its own Sanitizer API, src/lib/nativeSanitize.ts, and DOMPurify, src/lib/sanitize.ts,
 * which finish with src/lib/postHtmlRules.ts). Links and image sources follow the URL rule
 * (safeUrl.ts).
 *
 * The server keeps exactly `POST_HTML_TAGS` with `POST_HTML_ATTRIBUTES`; the browsers start from
 * their ordinary-HTML lists and remove `FORBIDDEN_TAGS` and `FORBIDDEN_ATTRIBUTES`. No allowed tag
 * is forbidden (tests/unit/contract/postHtml.test.ts), so what the server stored shows as it is,
 * but for an `<ol>`'s `start`, which the spec has the display remove.
 */

import { PREDICTION_ATTRIBUTE } from './predictionMarks';

/**
 * The data attributes kept, each on its one element: a prediction's block (predictions.ts),
 * whose JSON is read only through its schema. Any other data attribute goes.
 */
export const KEPT_DATA_ATTRIBUTES: Record<string, string[]> = { div: [PREDICTION_ATTRIBUTE] };

/** The elements a post may hold: formatting, lists, links, images, figures and tables. */
export const POST_HTML_TAGS: string[] = [
  'p',
  'br',
  'hr',
  'div',
  'span',
  'blockquote',
  'pre',
  'code',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'del',
  'ins',
  'mark',
  'small',
  'sub',
  'sup',
  'abbr',
  'cite',
  'q',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'a',
  'img',
  'figure',
  'figcaption',
  'table',
  'caption',
  'colgroup',
  'col',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
];

/** The attributes each element keeps (`*`: every element). */
export const POST_HTML_ATTRIBUTES: Record<string, string[]> = {
  a: ['href', 'title', 'target', 'rel'],
  img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
  th: ['colspan', 'rowspan', 'scope'],
  td: ['colspan', 'rowspan'],
  col: ['span'],
  colgroup: ['span'],
  ol: ['start', 'reversed', 'type'],
  abbr: ['title'],
  ...KEPT_DATA_ATTRIBUTES,
  // No class: the app's utility classes could turn a post into a page-covering overlay.
  '*': ['style'],
};

/** Never kept, with all they hold: script, embedding, forms, styles and foreign markup. */
export const FORBIDDEN_TAGS: string[] = [
  'script',
  'style',
  'link',
  'meta',
  'base',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'portal',
  'form',
  'input',
  'button',
  'select',
  'option',
  'textarea',
  'template',
  'noscript',
  'svg', // no SVG, no MathML: the usual homes of mutation XSS
  'math',
];

/**
 * Those of `FORBIDDEN_TAGS` the server drops with their text; any other element outside the
 * allow-list is unwrapped and its text kept.
 */
export const DROPPED_WITH_CONTENT: string[] = [
  'script',
  'style',
  'textarea',
  'option',
  'noscript',
  'iframe',
  'object',
  'embed',
  'template',
  'svg',
  'math',
];

/** Never kept on any element. */
export const FORBIDDEN_ATTRIBUTES: string[] = [
  'start',
  'end',
  'column-size',
  // Author classes could borrow the site's utility classes (fixed, inset-0, z-50) to overlay it.
  'class',
  'formaction',
  'action',
  'srcdoc',
  'ping',
  'background',
  'xmlns',
];

/** The one inline style kept: text alignment, what the editor's toolbar sets. */
export const TEXT_ALIGN_VALUES = ['left', 'right', 'center', 'justify'] as const;

/** Inline styles keep only text alignment: anything else could overlay or disguise the page. */
const SAFE_STYLE = new RegExp(
  `^\\s*text-align\\s*:\\s*(${TEXT_ALIGN_VALUES.join('|')})\\s*;?\\s*$`,
  'i',
);

export function isSafeStyle(value: string): boolean {
  return SAFE_STYLE.test(value);
}
