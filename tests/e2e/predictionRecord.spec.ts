/**
 * A pick's life on the record, on the reference server (issue 24): published a couple of minutes
 * before its kickoff, locked once the server's clock passes it (an edit of its odds refused with a
 * 409 naming it), settled "Won" by the admin on "To settle", and counted on the public record
 * page, whose figures are the backend's own. Axe checks the record page in both themes and the
 * "To settle" screen; the record page fits a 375 px phone. The card itself (three formats, phone,
 * axe) is predictions.spec.ts's, the editor's form predictionEditor.spec.ts's.
 */
import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expectNoAxeViolations } from './axe';
import { expect, test, type Page } from './fixtures';
import { withProjectRequest } from './xssKit';
import { addFootballPost, API, asAdmin, logIn } from './adminApi';
import { predictionMarkup, predictionSchema } from '../../src/contract/predictions';

/** Milliseconds the server's clock runs ahead (TEST_CLOCK_OFFSET_FILE, playwright.config.ts). */
const CLOCK_FILE = join(process.env.E2E_DATA_DIR ?? '', 'test-clock-offset');

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
/** This run's own: a rerun on the same data never meets an earlier run's pick. */
const RUN = Array.from(randomBytes(16), (byte) => ALPHABET[byte % ALPHABET.length]).join('');
const SLUG = `prediction-record-${RUN}`;
const HOME = `Eastfield ${RUN.slice(0, 6)}`;
const AWAY = 'Marston Town';
const EVENT = `${HOME} vs ${AWAY}`;
const PICK = `${HOME} to win`;

/** Two minutes ahead (whole seconds): the server takes it, then its clock is moved past it. */
const kickoff = new Date(Date.now() + 120_000).toISOString().replace(/\.\d+Z$/, 'Z');
const pick = predictionSchema.parse({
  id: RUN,
  sport: 'Football',
  competition: 'County League',
  home: HOME,
  away: AWAY,
  kickoff,
  market: '1x2',
  pick: PICK,
  odds: 2.5,
  stake: 2,
  reason: 'Unbeaten in six at home.',
});
const content = (odds: number) =>
  `<p>Our preview.</p>${predictionMarkup({ ...pick, odds })}<p>Good luck.</p>`;

let post: { id: number; categoryId: number } | null = null;

/** Units as the record page prints them ("+3.00", "−1.50", "0.00"), written apart from the app's. */
const signedUnits = (value: number) =>
  `${value > 0 ? '+' : value < 0 ? '\u2212' : ''}${Math.abs(value).toFixed(2)}`;

/** The value the record page shows for the figure `term` ("Settled picks"). */
const figure = (page: Page, term: string) =>
  page
    .getByRole('region', { name: 'Headline figures' })
    .locator('dl > div')
    .filter({
      has: page.locator('dt', { hasText: new RegExp(`^${term.replace(/[()]/g, '\\$&')}$`) }),
    })
    .locator('dd');

async function settledFigure(page: Page): Promise<number> {
  const text = await figure(page, 'Settled picks').innerText();
  expect(text).toMatch(/^\d+$/);
  return Number(text);
}

test.beforeAll(async ({ playwright }, testInfo) => {
  post = await addFootballPost(playwright, testInfo, {
    title: `${EVENT}: our pick`,
    slug: SLUG,
    excerpt: 'Our pick for tonight.',
    content: content(pick.odds),
  });
});

test.afterAll(async ({ playwright }, testInfo) => {
  rmSync(CLOCK_FILE, { force: true });
  if (post === null) return;
  const id = post.id;
  // A pick past its kickoff (or settled) keeps its post: it is voided instead, so the record's
  // figures the other specs read are as before this run (a void pick counts in none of them).
  await withProjectRequest(playwright, testInfo, async (request) => {
    await asAdmin(request);
    const removed = await request.delete(`${API}?q=post-delete&id=${id}`);
    if (removed.ok()) return;
    await request.post(`${API}?q=prediction-void`, {
      data: { id: RUN, reason: 'End-to-end test pick.' },
    });
  });
});

test('a pick locks at kickoff, is settled by the admin, and the record page counts it', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await logIn(page);

  // Before kickoff: nothing to settle yet.
  const pending = (await (await page.request.get(`${API}?q=predictions-to-settle`)).json()) as {
    id: string;
  }[];
  expect(pending.map((row) => row.id)).not.toContain(RUN);

  // Five minutes later by the server's clock (back to the real time whatever happens).
  writeFileSync(CLOCK_FILE, String(300_000));
  try {
    // The admin changes the odds: refused, naming the pick, and nothing is written.
    const edit = await page.request.post(`${API}?q=post-update`, {
      multipart: {
        id: String(post!.id),
        title: `${EVENT}: our pick`,
        slug: SLUG,
        excerpt: 'Our pick for tonight.',
        content: content(3.1),
        category_id: String(post!.categoryId),
      },
    });
    const answer = await edit.text();
    expect(edit.status(), answer).toBe(409);
    const refusal = Object.values(JSON.parse(answer) as Record<string, unknown>)
      .filter((value) => typeof value === 'string')
      .join(' ');
    expect(refusal).toContain(`The prediction "${EVENT}: ${PICK}" locked at kickoff`);
    expect(refusal).toContain("its pick, market, odds, stake and kickoff can't change.");
    const saved = (await (await page.request.get(`${API}?q=post&id=${post!.id}`)).json()) as {
      content: string;
    };
    expect(saved.content).toContain('&quot;odds&quot;:2.5');
    expect(saved.content).not.toContain('&quot;odds&quot;:3.1');

    // The record before: read from the page the reader gets.
    await page.goto('/predictions');
    await expect(page.getByRole('heading', { level: 1, name: 'Predictions record' })).toBeVisible();
    const settledBefore = await settledFigure(page);

    // "To settle": the pick is there, past its kickoff; settled Won with its score.
    await page.goto('/admin/predictions');
    const toSettle = page.getByRole('table', { name: 'To settle' });
    const settle = toSettle.getByRole('button', { name: `Settle ${EVENT}, ${PICK}` });
    await expect(settle).toBeVisible();
    await expectNoAxeViolations(page);
    await settle.click();
    const dialog = page.getByRole('dialog', { name: 'Settle the pick' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(`${EVENT}: ${PICK}`);
    await dialog.getByRole('radio', { name: 'Won', exact: true }).check();
    await dialog.getByLabel(/^Final score/).fill('2\u20131');
    await expectNoAxeViolations(page);
    const settling = page.waitForResponse(
      (res) => res.url().includes('q=prediction-settle') && res.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'Save' }).click();
    expect((await settling).status()).toBe(200);
    await expect(dialog).toBeHidden();
    await expect(page.getByText('The pick is settled.')).toBeVisible();
    await expect(settle).toBeHidden();
    await expect(page.getByRole('button', { name: `Correct ${EVENT}, ${PICK}` })).toBeVisible();

    // The record after: one more settled pick, and the page's figures are the backend's.
    await page.goto('/predictions');
    await expect(figure(page, 'Settled picks')).toHaveText(String(settledBefore + 1));
    const record = (await (
      await page.request.get(`${API}?q=prediction-record`, { headers: { cookie: '' } })
    ).json()) as { settled: number; profit: number };
    expect(record.settled).toBe(settledBefore + 1);
    await expect(figure(page, 'Settled picks')).toHaveText(String(record.settled));
    await expect(figure(page, 'Profit (units)')).toHaveText(signedUnits(record.profit));

    // The pick in the list of settled picks (newest kickoff first): Won, 2–1, +3.00 units.
    await page.goto('/predictions?status=settled');
    const list = page.getByRole('region', { name: 'Every pick' });
    const row = list.getByRole('listitem').filter({ hasText: EVENT });
    await expect(row).toContainText('Won');
    await expect(row).toContainText('2\u20131');
    await expect(row).toContainText('+3.00 u');

    // Axe on the record page, light and dark.
    for (const theme of ['light', 'dark'] as const) {
      await page.evaluate((t) => localStorage.setItem('theme', t), theme);
      await page.goto('/predictions');
      if (theme === 'dark') await expect(page.locator('html')).toHaveClass(/\bdark\b/);
      else await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
      await expect(figure(page, 'Settled picks')).toHaveText(String(record.settled));
      await expectNoAxeViolations(page);
    }

    // A phone: nothing wider than 375 px.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/predictions');
    await expect(page.getByRole('region', { name: 'Every pick' })).toBeVisible();
    const wide = await page.evaluate(() => document.scrollingElement!.scrollWidth);
    expect(wide).toBeLessThanOrEqual(375);
  } finally {
    rmSync(CLOCK_FILE, { force: true });
  }
});
