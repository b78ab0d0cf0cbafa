import { describe, expect, it } from 'vitest';
import {
  wrapTablesForScroll,
  wrapTablesInMarkup,
} from '../../../src/features/posts/lib/wrapTables';

const ODDS =
  '<table><caption>Best prices</caption><thead><tr><th>Market</th><th>Book A</th><th>Book B</th>' +
  '<th>Best</th></tr></thead><tbody><tr><td>Home</td><td>2.05</td><td>2.10</td><td>2.10</td></tr>' +
  '</tbody></table>';

function parse(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  return root;
}

describe.each([
  ['in the browser', wrapTablesForScroll, 'Best prices'],
  ['in the server’s render', wrapTablesInMarkup, 'Table'],
])('odds tables %s', (_, wrap, label) => {
  it('sit in a focusable, labelled region that scrolls them sideways', () => {
    const root = parse(wrap(`<p>Before.</p>${ODDS}`));
    const box = root.querySelector('.post-table-scroll')!;
    expect(box.getAttribute('role')).toBe('region');
    expect(box.getAttribute('aria-label')).toBe(label);
    expect(box.getAttribute('tabindex')).toBe('0');
    expect(box.querySelector('table')).not.toBeNull();
  });

  it('carry a "Scroll for more →" cue, before the table and hidden from screen readers', () => {
    const root = parse(wrap(ODDS));
    const box = root.querySelector('.post-table-scroll')!;
    const cue = box.firstElementChild!;
    expect(cue.className).toBe('post-table-cue');
    expect(cue.textContent).toBe('Scroll for more →');
    expect(cue.getAttribute('aria-hidden')).toBe('true');
    expect(cue.nextElementSibling!.tagName).toBe('TABLE');
  });
});
