/**
 * Axe (WCAG 2.1 A and AA) on the page as a reader sees it: once colour transitions (a theme
 * switch fades colours for a moment) have finished, so contrast is measured on the final colours.
 *
 * In axe's "legacy" mode: one axe.run in the page, which also tests its same-origin frames (the
 * editor's). The default mode runs axe in each frame and then merges the results in a second,
 * blank page it opens and fills with axe again, every time: twice the cost (the 22 admin pages
 * took 33 s of axe, now 17 s) for what only a cross-origin frame needs, and the app has none.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from './fixtures';

export async function expectNoAxeViolations(page: Page, options: { exclude?: string } = {}) {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  let builder = new AxeBuilder({ page })
    .setLegacyMode()
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  if (options.exclude) builder = builder.exclude(options.exclude);
  const results = await builder.analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}
