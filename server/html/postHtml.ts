/**
 * Server-side sanitising of post HTML, on write and again when a page is rendered: the
 * contract's allow-list of formatting tags (tables included) and harmless attributes
 * (src/contract/postHtml.ts, which the app's sanitisers read too). Scripts, styles, frames,
 * plugins, event handlers and unsafe URLs never reach the database or a page. Links and image
 * sources follow the app's own URL rule (src/contract/safeUrl.ts), resolved as a browser would;
 * the app sanitises again on display.
 */
import sanitizeHtml from 'sanitize-html';
import {
  DROPPED_WITH_CONTENT,
  POST_HTML_ATTRIBUTES,
  POST_HTML_TAGS,
  TEXT_ALIGN_VALUES,
} from '../../src/contract/postHtml';
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
  allowedTags: POST_HTML_TAGS,
  allowedAttributes: POST_HTML_ATTRIBUTES,
  // Inline styles: alignment only, the one thing the editor's toolbar sets that posts need.
  allowedStyles: {
    '*': {
      'text-align': [new RegExp(`^(${TEXT_ALIGN_VALUES.join('|')})$`)],
    },
  },
  // The URL rule decides (transformTags below); these only have to let its choices through.
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowProtocolRelative: true,
  // Dropped with their content; other unknown tags are unwrapped and their text kept.
  nonTextTags: DROPPED_WITH_CONTENT,
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
