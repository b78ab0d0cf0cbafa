/**
 * The text for a refused category save. The slug field is read-only (made from the name), so a
 * refusal because the slug is taken ("… already exists. Choose another slug.") tells the admin to
 * change the name instead; any other refusal reads as every admin screen's (../lib/writeResult).
 */
import { failureMessage } from '../lib/writeResult';
import { CATEGORY_MESSAGES } from './messages';

const SLUG_TAKEN = /slug.*(exist|taken|in use|duplicate)|(exist|taken|in use|duplicate).*slug/i;

export function categoryFailure(error: unknown, fallback: string): string {
  const text = failureMessage(error, fallback);
  return SLUG_TAKEN.test(text) ? CATEGORY_MESSAGES.nameTaken : text;
}
