/**
 * A post body's HTML as text to compare: each block (paragraph, heading, list item, line break…)
 * its own paragraph, separated by a blank line, so a diff shows where blocks begin and end.
 */
import { stripHtml } from '../../../../lib/text';

const BLOCK_TAG =
  /<\/?(?:address|article|aside|blockquote|br|caption|dd|div|dl|dt|figcaption|figure|footer|h[1-6]|header|hr|li|main|nav|ol|p|pre|section|table|tbody|td|tfoot|th|thead|tr|ul)\b[^>]*>/gi;

export function contentText(html: string): string {
  return html
    .split(BLOCK_TAG)
    .map((block) => stripHtml(block))
    .filter(Boolean)
    .join('\n\n');
}
