/**
 * A post body's HTML as text to compare: each block (paragraph, heading, list item, line break…)
 * its own paragraph, separated by a blank line, so a diff shows where blocks begin and end.
 */
import { BLOCK_TAGS, stripHtml } from '../../../../contract/text';

/** The reader's block tags, and table cells too: each its own paragraph in a diff. */
const BLOCK_TAG = new RegExp(`<\\/?(?:${BLOCK_TAGS}|td|th)\\b[^>]*>`, 'gi');

export function contentText(html: string): string {
  return html
    .split(BLOCK_TAG)
    .map((block) => stripHtml(block))
    .filter(Boolean)
    .join('\n\n');
}
