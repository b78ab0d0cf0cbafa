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
    box.className = 'post-table-scroll';
    box.setAttribute('role', 'region');
    box.setAttribute('aria-label', table.caption?.textContent?.trim() || 'Table');
    box.tabIndex = 0;
    table.replaceWith(box);
    box.append(table);
  }
  return template.innerHTML;
}
