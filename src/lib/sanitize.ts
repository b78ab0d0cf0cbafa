/**
 * Post HTML made safe to display, as the spec asks: table wrappers flattened, `start`, `end` and
 * `column-size` removed, every table given the post-table style; and nothing that can run script,
 * submit data, restyle the page or clobber globals survives.
 *
 * The server sanitises on write too; this is the second line, because a post may come from a
 * backend this repo does not control.
 */
import createDOMPurify, { type Config, type DOMPurify } from 'dompurify';
import { ALLOWED_URL, isSafeUrl } from './safeUrl';

/** Class every table in a post body gets (styled under `.post-body` in index.css). */
export const POST_TABLE_CLASS = 'post-table';

/** Inline styles keep only text alignment: anything else could overlay or disguise the page. */
const SAFE_STYLE = /^\s*text-align\s*:\s*(left|right|center|justify)\s*;?\s*$/i;

const CONFIG: Config = {
  USE_PROFILES: { html: true }, // no SVG, no MathML: the usual homes of mutation XSS
  FORBID_TAGS: [
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
    'svg',
    'math',
  ],
  FORBID_ATTR: [
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
  ],
  ALLOWED_URI_REGEXP: ALLOWED_URL,
  ALLOW_DATA_ATTR: false,
  // Drop ids and names that shadow document properties, and prefix the rest (user-content-…).
  SANITIZE_DOM: true,
  SANITIZE_NAMED_PROPS: true,
  RETURN_DOM: true,
};

let instance: DOMPurify | null = null;

function purifier(): DOMPurify {
  if (instance) return instance;
  const purify = createDOMPurify(window);
  purify.addHook('uponSanitizeAttribute', (_node, data) => {
    if (data.attrName === 'style' && !SAFE_STYLE.test(data.attrValue)) data.keepAttr = false;
  });
  purify.addHook('afterSanitizeAttributes', (node) => {
    // The URL rule the server's sanitiser applies too (safeUrl.ts).
    const url = node.tagName === 'IMG' ? 'src' : 'href';
    const value = node.getAttribute(url);
    if (value !== null && !isSafeUrl(value, node.localName)) node.removeAttribute(url);
    if (node.tagName === 'A') secureLink(node);
    if (node.tagName === 'IMG') {
      node.setAttribute('loading', 'lazy');
      node.setAttribute('decoding', 'async');
    }
  });
  instance = purify;
  return purify;
}

/** Links never reach `window.opener` or leak the page; links off the site open a new tab. */
function secureLink(link: Element): void {
  const href = link.getAttribute('href');
  if (href && /^\s*https?:\/\//i.test(href)) {
    link.setAttribute('target', '_blank');
    link.setAttribute('rel', 'noopener noreferrer');
  } else {
    link.removeAttribute('target');
    if (href) link.setAttribute('rel', 'noopener noreferrer');
  }
}

/** `<figure><table>…</table></figure>` or `<div><table>…</table></div>` becomes the table. */
function flattenTableWrappers(root: Element): void {
  // Innermost first, so nested wrappers (div > figure > table) flatten completely.
  const wrappers = Array.from(root.querySelectorAll('figure, div')).reverse();
  for (const wrapper of wrappers) {
    const elements = Array.from(wrapper.children);
    const table = elements.find((el) => el.tagName === 'TABLE');
    const caption = elements.find((el) => el.tagName === 'FIGCAPTION');
    const others = elements.filter((el) => el !== table && el !== caption);
    const strayText = Array.from(wrapper.childNodes).some(
      (n) => n.nodeType === 3 && (n.textContent ?? '').trim() !== '',
    );
    if (!table || others.length > 0 || strayText) continue;
    if (caption && wrapper.tagName === 'FIGURE' && !table.querySelector(':scope > caption')) {
      const tableCaption = root.ownerDocument.createElement('caption');
      tableCaption.append(...Array.from(caption.childNodes));
      table.prepend(tableCaption);
    }
    wrapper.replaceWith(table);
  }
}

/** The post body as a string safe for `dangerouslySetInnerHTML`. */
export function sanitizePostHtml(html: string): string {
  if (!html) return '';
  const body = purifier().sanitize(html, CONFIG) as unknown as HTMLElement;
  flattenTableWrappers(body);
  for (const table of Array.from(body.querySelectorAll('table'))) {
    table.setAttribute('class', POST_TABLE_CLASS);
  }
  return body.innerHTML;
}
