/**
 * Server-side sanitising of post HTML, on write and again when a page is rendered: an allow-list
 * of formatting tags (tables included) and harmless attributes. Scripts, styles, frames, plugins,
 * event handlers and unsafe URLs never reach the database or a page. Links and image sources
 * follow the app's own URL rule (src/contract/safeUrl.ts), resolved as a browser would; the app
 * sanitises again on display.
 */
import sanitizeHtml from 'sanitize-html';
import { isSafeUrl } from '../../src/contract/safeUrl';

/** Drops `attribute` when the URL rule refuses it; keeps it trimmed otherwise, as DOMPurify does. */
function withSafeUrl(tag: string, attribs: sanitizeHtml.Attributes, attribute: string) {
  const value = attribs[attribute];
  if (value === undefined) return attribs;
  const checked = { ...attribs };
  if (isSafeUrl(value, tag)) checked[attribute] = value.trim();
  else delete checked[attribute];
  return checked;
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
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
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    col: ['span'],
    colgroup: ['span'],
    ol: ['start', 'reversed', 'type'],
    abbr: ['title'],
    // No class: the app's utility classes could turn a post into a page-covering overlay.
    '*': ['style'],
  },
  // Inline styles: alignment only, the one thing the editor's toolbar sets that posts need.
  allowedStyles: {
    '*': {
      'text-align': [/^(left|right|center|justify)$/],
    },
  },
  // The URL rule decides (transformTags below); these only have to let its choices through.
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowProtocolRelative: true,
  // Dropped with their content; other unknown tags are unwrapped and their text kept.
  nonTextTags: [
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
  ],
  transformTags: {
    // Links that open a new tab must not hand the opener to the target page.
    a: (tagName, original) => {
      const attribs = withSafeUrl(tagName, original, 'href');
      if (attribs.target === '_blank') {
        return { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } };
      }
      return { tagName, attribs };
    },
    img: (tagName, attribs) => ({ tagName, attribs: withSafeUrl(tagName, attribs, 'src') }),
  },
};

export function sanitisePostHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
