/**
 * Post HTML made safe by the browser's own sanitiser (the HTML Sanitizer API: Chrome and Edge
 * 146+, Firefox 148+), under the rules of postHtmlRules.ts. Where the browser has it, a post
 * built in the browser does not download DOMPurify (12 KB gzip, sanitize.ts) before its body can
 * show, and shows it in the same render as its header.
 *
 * `Document.parseHTML` is the API's safe method: whatever the configuration says, it never keeps
 * script, event handlers or `javascript:` URLs. The configuration starts from the API's default
 * (its list of ordinary HTML elements and attributes), less what the rules forbid, plus what
 * post bodies hold and that list leaves out (images, text alignment, ids); the result is the
 * HTML DOMPurify's html profile gives, compared in tests/e2e/sanitizers.spec.ts.
 */
import {
  FORBIDDEN_ATTRIBUTES,
  FORBIDDEN_TAGS,
  KEPT_DATA_ATTRIBUTES,
  isSafeStyle,
} from '../contract/postHtml';
import { finishBody, finishElement } from './postHtmlRules';

/** The parts of the Sanitizer API used here (TypeScript's DOM types do not have it yet). */
interface Sanitizer {
  allowElement(element: { name: string; attributes: string[] }): void;
  allowAttribute(name: string): void;
  removeElement(element: string | { name: string; namespace: string }): void;
  removeAttribute(name: string): void;
  setComments(allow: boolean): void;
  setDataAttributes(allow: boolean): void;
}
type SanitizerClass = new () => Sanitizer;
type ParseHtml = (html: string, options: { sanitizer: Sanitizer }) => Document;

const api = globalThis as unknown as {
  Sanitizer?: SanitizerClass;
  Document?: { parseHTML?: ParseHtml };
};

/** The attributes an image keeps: the default list has no `<img>`. */
const IMAGE_ATTRIBUTES = ['src', 'alt', 'width', 'height', 'srcset', 'sizes', 'title'];
/** Named properties (DOMPurify's SANITIZE_NAMED_PROPS): an id never shadows a global. */
const NAMED = ['id', 'name'];
const NAMED_PREFIX = 'user-content-';
/** The roots of foreign markup, which the default list has in their own namespaces. */
const FOREIGN_ROOTS = [
  { name: 'svg', namespace: 'http://www.w3.org/2000/svg' },
  { name: 'math', namespace: 'http://www.w3.org/1998/Math/MathML' },
];
/** Any other attribute holding a script or data URL goes, as DOMPurify removes it. */
const SCRIPT_OR_DATA = /^(?:\w+script|data):/i;
// eslint-disable-next-line no-control-regex
const URL_IGNORED = /[\u0000-\u0020\u00a0\u1680\u180e\u2000-\u2029\u205f\u3000]/g;

function makeSanitizer(Make: SanitizerClass): Sanitizer {
  const sanitizer = new Make();
  for (const tag of [...FORBIDDEN_TAGS, ...FOREIGN_ROOTS]) sanitizer.removeElement(tag);
  for (const attribute of FORBIDDEN_ATTRIBUTES) sanitizer.removeAttribute(attribute);
  sanitizer.setComments(false);
  sanitizer.setDataAttributes(false);
  sanitizer.allowElement({ name: 'img', attributes: IMAGE_ATTRIBUTES });
  for (const attribute of ['style', ...NAMED]) sanitizer.allowAttribute(attribute);
  // Kept data attributes are allowed everywhere here, and taken off any other element below.
  for (const attribute of Object.values(KEPT_DATA_ATTRIBUTES).flat()) {
    sanitizer.allowAttribute(attribute);
  }
  return sanitizer;
}

function sanitizeWith(parse: ParseHtml, sanitizer: Sanitizer, html: string): string {
  if (!html) return '';
  const { body } = parse.call(api.Document, html, { sanitizer });
  for (const node of Array.from(body.querySelectorAll('*'))) {
    for (const { name, value } of Array.from(node.attributes)) {
      if (name.startsWith('data-') && !KEPT_DATA_ATTRIBUTES[node.localName]?.includes(name)) {
        node.removeAttribute(name);
      } else if (
        name === 'style' ? !isSafeStyle(value) : SCRIPT_OR_DATA.test(value.replace(URL_IGNORED, ''))
      ) {
        if (!(name === 'src' && node.tagName === 'IMG')) node.removeAttribute(name); // finishElement decides
      } else if (NAMED.includes(name) && !value.startsWith(NAMED_PREFIX)) {
        node.setAttribute(name, NAMED_PREFIX + value);
      }
    }
    finishElement(node);
  }
  return finishBody(body);
}

/** The browser's sanitiser under the post rules; null in a browser without the API. */
export function nativeSanitizer(): ((html: string) => string) | null {
  const parse = api.Document?.parseHTML;
  if (!api.Sanitizer || typeof parse !== 'function') return null;
  try {
    const sanitizer = makeSanitizer(api.Sanitizer);
    return (html) => sanitizeWith(parse, sanitizer, html);
  } catch {
    return null; // an early version of the API, with another shape: DOMPurify then
  }
}
