const AFTER_BLOCK = /(?:<\/(?:p|div|h[1-6]|ul|ol|dl|blockquote|table|figure|pre)>|<hr\s*\/?>)\s*$/i;

/**
 * Where a block goes in raw HTML with the caret at `caret`: there when it is between two blocks
 * (at the start, or just after a closing `</p>`, `</div>`, a heading, a list…), else at the end,
 * so a block never lands inside a paragraph or a tag.
 */
export function insertionPoint(html: string, caret: number | null): number {
  if (caret === null) return html.length;
  const at = Math.min(Math.max(caret, 0), html.length);
  const before = html.slice(0, at);
  return before.trim() === '' || AFTER_BLOCK.test(before) ? at : html.length;
}
