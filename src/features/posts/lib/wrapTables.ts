import { POST_TABLE_CLASS } from '../../../lib/postHtmlRules';

/** The class of the box each table scrolls sideways in. */
export const TABLE_BOX_CLASS = 'post-table-scroll';
/** The box's attributes, besides its label (the table's caption, else "Table"). */
const BOX = { class: TABLE_BOX_CLASS, role: 'region', tabindex: '0' };
const DEFAULT_LABEL = 'Table';
/**
 * A phone's sign that the table goes on to the right. postBody.css shows it only while the box
 * scrolls and is not at its end; screen readers have the labelled region and the table instead.
 */
const CUE_CLASS = 'post-table-cue';
const CUE_TEXT = 'Scroll for more →';

/**
 * Puts each table of already-sanitised post HTML in a focusable, labelled box that scrolls
 * sideways, so a wide table scrolls on a phone instead of widening the page, with a "Scroll for
 * more →" cue (shown by postBody.css only while there is more to the right). Presentation only:
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
    const cue = document.createElement('span');
    cue.className = CUE_CLASS;
    cue.setAttribute('aria-hidden', 'true');
    cue.textContent = CUE_TEXT;
    table.replaceWith(box);
    box.append(cue, table);
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
      `<div class="${BOX.class}" role="${BOX.role}" aria-label="${DEFAULT_LABEL}" tabindex="${BOX.tabindex}"><span class="${CUE_CLASS}" aria-hidden="true">${CUE_TEXT}</span><table class="${POST_TABLE_CLASS}">`,
    )
    .replace(/<\/table>/gi, '</table></div>');
}
