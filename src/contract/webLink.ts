/**
 * The rule for a banner's link (addition), shared by the server's check and the app's reading of
 * answers. Free of zod so the reader's first view does not download the validator.
 */

export const BANNER_LINK_ERROR =
  'link must be a web address starting with http:// or https:// (like https://example.com)';

/** http or https with a host only, so no `javascript:` or `data:` address ever reaches an href. */
export function isWebLink(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}
