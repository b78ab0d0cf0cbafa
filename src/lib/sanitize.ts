/**
 * Post HTML made safe with DOMPurify, for browsers without a sanitiser of their own (see
 * nativeSanitize.ts), under the rules of postHtmlRules.ts.
 *
 * The server sanitises on write too; this is the second line, because a post may come from a
 * backend this repo does not control.
 */
import createDOMPurify, { type Config, type DOMPurify } from 'dompurify';
import {
  FORBIDDEN_ATTRIBUTES,
  FORBIDDEN_TAGS,
  KEPT_DATA_ATTRIBUTES,
  isSafeStyle,
} from '../contract/postHtml';
import { finishBody, finishElement } from './postHtmlRules';
import { ALLOWED_URL } from '../contract/safeUrl';

const CONFIG: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: FORBIDDEN_TAGS,
  FORBID_ATTR: FORBIDDEN_ATTRIBUTES,
  ALLOWED_URI_REGEXP: ALLOWED_URL,
  ALLOW_DATA_ATTR: false,
  ADD_ATTR: Object.values(KEPT_DATA_ATTRIBUTES).flat(),
  // Drop ids and names that shadow document properties, and prefix the rest (user-content-…).
  SANITIZE_DOM: true,
  SANITIZE_NAMED_PROPS: true,
  RETURN_DOM: true,
};

/** A kept data attribute stays on its own element only. */
const keepsData = (node: Element, name: string) =>
  KEPT_DATA_ATTRIBUTES[node.nodeName.toLowerCase()]?.includes(name) ?? false;

let instance: DOMPurify | null = null;

function purifier(): DOMPurify {
  if (instance) return instance;
  const purify = createDOMPurify(window);
  purify.addHook('uponSanitizeAttribute', (node, data) => {
    if (data.attrName === 'style' && !isSafeStyle(data.attrValue)) data.keepAttr = false;
    if (data.attrName.startsWith('data-') && !keepsData(node, data.attrName)) data.keepAttr = false;
  });
  purify.addHook('afterSanitizeAttributes', finishElement);
  instance = purify;
  return purify;
}

/** The post body as a string safe for `dangerouslySetInnerHTML`. */
export function sanitizePostHtml(html: string): string {
  if (!html) return '';
  return finishBody(purifier().sanitize(html, CONFIG) as unknown as HTMLElement);
}
