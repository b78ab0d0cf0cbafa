import { POST_TABLE_CLASS } from '../../../lib/postHtmlRules';

/** The box's attributes, besides its label (the table's caption, else "Table"). */
const BOX = { class: 'post-table-scroll', role: 'region', tabindex: '0' };
const DEFAULT_LABEL = 'Table';

/**
 * Puts each table of already-sanitised post HTML in a focusable, labelled box that scrolls
 * sideways, so a wide table scrolls on a phone instead of widening the page. Presentation only:
 * the sanitiser's output stays the bare table the spec describes.
 */
export function wrapTablesForScroll(html: string): string {
  if (!html.includes('<table')) return html;
  const template = document.createElement('template');
  template.innerHTML = html;
  for (const table of Array.from(template.content.querySelectorAll('table'))) {
    const box = document.createElement('div');
    for (const [name, value] of Object.entries(BOX)) box.setAttribute(name, value);
    box.setAttribute('aria-label', table.caption?.textContent?.trim() || DEFAULT_LABEL);
    table.replaceWith(box);
    box.append(table);
  }
  return template.innerHTML;
}

/**
 * The same boxes, and the post-table style, around the tables of the server's sanitised HTML,
 * as text (the server's render has no DOM): a rendered post's tables look and scroll as they will
 * once the browser's own sanitiser has taken over. Safe on sanitised markup only, where every
 * `<table` is a tag (text has `<` escaped) and every table is closed.
 */
export function wrapTablesInMarkup(html: string): string {
  if (!html.includes('<table')) return html;
  return html
    .replace(
      /<table\b[^>]*>/gi,
      `<div class="${BOX.class}" role="${BOX.role}" aria-label="${DEFAULT_LABEL}" tabindex="${BOX.tabindex}"><table class="${POST_TABLE_CLASS}">`,
    )
    .replace(/<\/table>/gi, '</table></div>');
}
