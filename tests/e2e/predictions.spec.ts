/**
 * A reader and a post's predictions, on the reference server: the card rendered with the page,
 * its odds in the three formats at a tap (the choice kept across pages and reloads), nothing
 * wider than a phone, and no axe violation in either theme.
 */
import { expectNoAxeViolations } from './axe';
import { expect, test, type Page } from './fixtures';
import { addFootballPost, deletePost } from './adminApi';
import { predictionMarkup, predictionSchema } from '../../src/contract/predictions';

const SLUG = `prediction-card-${Date.now().toString(36)}`;

const upcoming = predictionSchema.parse({
  id: 'e2eup1a2b3c4d5',
  sport: 'Football',
  competition: 'Premier Division',
  home: 'Northbridge FC',
  away: 'Harlow Athletic',
  kickoff: '2099-12-05T15:00:00Z',
  market: 'over-under',
  line: 2.5,
  pick: 'Over 2.5 goals',
  odds: 1.909,
  stake: 2,
  reason: 'Both sides have scored in eight of their last ten meetings.',
  bookmakerUrl: 'https://bookmaker.example/match/1',
  grid: {
    asOf: '2099-12-01T09:00:00Z',
    bookmakers: ['Alpha', 'Beta', 'Gamma'],
    rows: [
      { market: 'Over 2.5', prices: [1.9, 1.95, 1.88] },
      { market: 'Under 2.5', prices: [1.95, 1.9, 2.0] },
    ],
  },
});

let postId: number | null = null;

test.beforeAll(async ({ playwright }, testInfo) => {
  postId = (
    await addFootballPost(playwright, testInfo, {
      title: 'Northbridge FC vs Harlow Athletic: the pick',
      slug: SLUG,
      excerpt: 'Our pick for the weekend.',
      content: `<p>Our preview.</p>${predictionMarkup(upcoming)}<p>Good luck.</p>`,
    })
  ).id;
});

test.afterAll(async ({ playwright }, testInfo) => {
  if (postId !== null) await deletePost(playwright, testInfo, postId);
});

const card = (page: Page) =>
  page.getByRole('complementary', { name: 'Prediction: Northbridge FC vs Harlow Athletic' });
/** The odds as the reader sees them: the one format of the three that is shown. */
const odds = (page: Page) =>
  card(page).locator('.prediction-details dd').nth(2).locator('[data-odds-format]:visible');

test('the card comes with the rendered page, and shows the odds in the format the reader picks', async ({
  page,
}) => {
  await page.goto(`/posts/${SLUG}`);
  await expect(card(page)).toBeVisible();
  await expect(card(page).getByText('Upcoming')).toBeVisible();
  await expect(card(page).getByText('Sat, 5 Dec 2099, 15:00')).toBeVisible();
  await expect(odds(page)).toHaveText('1.91');

  await card(page).getByRole('button', { name: 'Fractional' }).click();
  await expect(odds(page)).toHaveText('10/11');
  await card(page).getByRole('button', { name: 'American' }).click();
  await expect(odds(page)).toHaveText('\u2212110');
  await expect(card(page).getByRole('button', { name: 'American' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // The grid's best price in each row, in the chosen format too.
  await expect(card(page).locator('.prediction-best [data-odds-format]:visible')).toHaveText([
    '\u2212105',
    '+100',
  ]);

  await page.reload();
  await expect(odds(page)).toHaveText('\u2212110');
  await expect(card(page).getByRole('link', { name: 'Odds at the bookmaker' })).toHaveAttribute(
    'rel',
    'sponsored nofollow noopener',
  );
});

test('the card fits a phone, its odds grid in stacked rows', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`/posts/${SLUG}`);
  await expect(card(page)).toBeVisible();
  const wide = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(wide).toBeLessThanOrEqual(375);
  const box = (await card(page).locator('.prediction-grid').boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(375);
});

for (const theme of ['light', 'dark'] as const) {
  test(`the card has no axe violations in the ${theme} theme`, async ({ page }) => {
    await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
    await page.goto(`/posts/${SLUG}`);
    await expect(card(page)).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
