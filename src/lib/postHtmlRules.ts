/**
 * The rules post HTML is made safe by, in the browser, whichever sanitiser applies them: the
 * browser's own (its Sanitizer API, nativeSanitize.ts) where there is one, DOMPurify
 * (sanitize.ts) elsewhere. Both keep the same HTML elements and remove the same ones; then these
 * rules finish the job the same way, so both give the same body for the same post
 * (tests/e2e/sanitizers.spec.ts compares them).
 *
 * As the spec asks: table wrappers flattened, `start`, `end` and `column-size` removed, every
 * table given the post-table style; and nothing that can run script, submit data, restyle the
 * page or clobber globals survives. The tags, attributes and styles kept or removed are the
 * contract's, which the server's sanitiser reads too (contract/postHtml.ts).
 */
import { isSafeUrl } from '../contract/safeUrl';

/** Class every table in a post body gets (styled under `.post-body` in index.css). */
export const POST_TABLE_CLASS = 'post-table';

/** The URL rule (the server's sanitiser applies it too), safe links and lazy images. */
export function finishElement(node: Element): void {
  const url = node.tagName === 'IMG' ? 'src' : 'href';
  const value = node.getAttribute(url);
  if (value !== null && !isSafeUrl(value, node.localName)) node.removeAttribute(url);
  if (node.tagName === 'A') secureLink(node);
  if (node.tagName === 'IMG') {
    node.setAttribute('loading', 'lazy');
    node.setAttribute('decoding', 'async');
  }
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

/** The sanitised body's tables, then its HTML: a string safe for `dangerouslySetInnerHTML`. */
export function finishBody(body: Element): string {
  flattenTableWrappers(body);
  for (const table of Array.from(body.querySelectorAll('table'))) {
    table.setAttribute('class', POST_TABLE_CLASS);
  }
  return body.innerHTML;
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
