/**
 * Axe (WCAG 2.1 A and AA) on the page as a reader sees it: once colour transitions (a theme
 * switch fades colours for a moment) have finished, so contrast is measured on the final colours.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from './fixtures';

export async function expectNoAxeViolations(page: Page, options: { exclude?: string } = {}) {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  if (options.exclude) builder = builder.exclude(options.exclude);
  const results = await builder.analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}
