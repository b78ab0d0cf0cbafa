/**
 * The audience and the advertisers on the reference server, end to end. A reader (a desktop
 * Chrome of their own, not signed in) opens a post: their view is counted, and the admin's
 * Analytics page then has the post among today's top posts, with views; a reader whose browser
 * asks not to be tracked opens two other posts, one with Do Not Track and one with Global Privacy
 * Control, and neither view is counted. The admin adds a home campaign; a reader is shown it, its
 * served and viewable impressions are counted, and the reader's click goes through /go/{id} to
 * the advertiser. The campaign's report then has them, its CSV download too, and its share link
 * opens the same figures in a browser without a session. Axe on the Analytics page (at 375 px
 * too, without sideways scrolling), the campaign form, the report and the shared report, in both
 * themes. What the spec adds (three posts, the campaign) is deleted after it.
 */
import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Locator } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { addFootballPost, API, deletePost, logIn } from './adminApi';
import { appStarted, expect, test, type Page } from './fixtures';
import { makePng } from './png';
import { withProjectRequest } from './xssKit';

/**
 * A person's desktop Chrome: headless Chromium names itself "HeadlessChrome", which the server
 * takes for a bot (server/analytics/countable.ts) and never counts.
 */
const DESKTOP_CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';

/** A post this spec adds (and deletes): no view of it is anyone's but this spec's readers'. */
interface OwnPost {
  id: number;
  title: string;
  path: string;
}

/** A reader's own browser: a person's Chrome, with no session. */
function readerContext(browser: Browser, baseURL: string | undefined): Promise<BrowserContext> {
  return browser.newContext({ baseURL, userAgent: DESKTOP_CHROME });
}

/** The answer to one of the page's counting beacons (`q`), whose body matches `body`. */
function beacon(page: Page, q: 'hit' | 'ad-event', body: Record<string, unknown>) {
  return page.waitForResponse((response) => {
    const request = response.request();
    if (request.method() !== 'POST' || !request.url().includes(`q=${q}`)) return false;
    const sent = JSON.parse(request.postData() ?? '{}') as Record<string, unknown>;
    return Object.entries(body).every(([key, value]) => sent[key] === value);
  });
}

/**
 * Opens `path` in a new page of `context`, its requests sending `headers` too, and waits for the
 * beacon of its view.
 */
async function readPost(
  context: BrowserContext,
  path: string,
  headers: Record<string, string> = {},
): Promise<void> {
  const page = await context.newPage();
  await page.setExtraHTTPHeaders(headers);
  const hit = beacon(page, 'hit', { path });
  await page.goto(path);
  await appStarted(page);
  // Answered alike whether counted or not: the server decides who counts.
  expect((await hit).status()).toBe(204);
  await page.close();
}

async function toggleTheme(page: Page, dark: boolean): Promise<void> {
  await page.getByRole('button', { name: 'Dark theme' }).click();
  if (dark) await expect(page.locator('html')).toHaveClass(/dark/);
  else await expect(page.locator('html')).not.toHaveClass(/dark/);
}

/** The figure of a stat card (Views, Visitors…), as a number. */
async function statFigure(page: Page, label: string): Promise<number> {
  const card = page.getByRole('region', { name: label, exact: true });
  await expect(card).toHaveText(new RegExp(`^${label}\\s*[\\d,]+`));
  const text = (await card.textContent())!.slice(label.length);
  return Number(/[\d,]+/.exec(text)![0].replace(/,/g, ''));
}

/** A report's row (a day, or Total): served, viewable, viewability, clicks and CTR, as shown. */
async function reportRow(table: Locator, day: string) {
  const row = table
    .getByRole('row')
    .filter({ has: table.page().getByRole('rowheader', { name: day, exact: true }) });
  const cells = await row.getByRole('cell').allTextContents();
  expect(cells).toHaveLength(5);
  const [served, viewable, viewability, clicks, ctr] = cells as [
    string,
    string,
    string,
    string,
    string,
  ];
  const count = (text: string) => Number(text.replace(/,/g, ''));
  return {
    served: count(served),
    viewable: count(viewable),
    clicks: count(clicks),
    viewability,
    ctr,
    text: cells.join(' | '),
  };
}

test.describe('the audience', () => {
  /** The posts the readers open, added for this spec (no view of them is anyone else's). */
  const posts: OwnPost[] = [];

  test.beforeAll(async ({ playwright }, testInfo) => {
    const tag = Date.now().toString(36);
    const categories = await withProjectRequest(
      playwright,
      testInfo,
      async (request) =>
        (await (await request.get(`${API}?q=categories`)).json()) as { id: number; slug: string }[],
    );
    for (const name of ['read', 'not tracked', 'privacy control']) {
      const title = `Derby notes, ${name} ${tag}`;
      const slug = `derby-notes-${name.replace(/ /g, '-')}-${tag}`;
      const { id, categoryId } = await addFootballPost(playwright, testInfo, {
        title,
        slug,
        excerpt: 'What the table hides before Saturday.',
        content: '<p>Harlow press better away from home than anyone this season.</p>',
      });
      const category = categories.find((c) => c.id === categoryId)!.slug;
      posts.push({ id, title, path: `/${category}/${slug}` });
    }
  });

  test.afterAll(async ({ playwright }, testInfo) => {
    for (const post of posts.splice(0)) await deletePost(playwright, testInfo, post.id);
  });

  test('a reader’s view is counted among today’s top posts; readers asking not to be tracked are not', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const [read, notTracked, privacyControl] = posts as [OwnPost, OwnPost, OwnPost];
    const refusing = [
      [notTracked, { DNT: '1' }],
      [privacyControl, { 'Sec-GPC': '1' }],
    ] as const;

    // A reader whose browser asks not to be tracked reads first, once with Do Not Track and once
    // with Global Privacy Control: those beacons reach the server before the counted reader's, so
    // once that view shows, theirs would have shown too.
    const privacyMinded = await readerContext(browser, baseURL);
    try {
      for (const [post, headers] of refusing) await readPost(privacyMinded, post.path, headers);
    } finally {
      await privacyMinded.close();
    }
    const reader = await readerContext(browser, baseURL);
    try {
      await readPost(reader, read.path);
    } finally {
      await reader.close();
    }

    await logIn(page);
    await page
      .getByRole('complementary', { name: 'Sidebar' })
      .getByRole('link', { name: 'Analytics' })
      .click();
    await expect(page.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible();
    await page
      .getByRole('group', { name: 'Period' })
      .getByRole('button', { name: 'Today' })
      .click();
    await expect(page).toHaveURL(/\/admin\/analytics\?period=today$/);
    await expect(page.getByRole('button', { name: 'Today' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    // The counting queue writes every second: the page is reloaded until the view is in.
    const topPosts = page.getByRole('table', { name: 'Top posts' });
    const readRow = topPosts
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: read.title, exact: true }) });
    await expect(async () => {
      await page.reload();
      await expect(readRow).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    const readViews = Number((await readRow.getByRole('cell').last().textContent())!);
    expect(readViews).toBeGreaterThan(0);
    expect(await statFigure(page, 'Views')).toBeGreaterThanOrEqual(readViews);
    expect(await statFigure(page, 'Visitors')).toBeGreaterThan(0);
    await expect(readRow.getByRole('link', { name: read.title, exact: true })).toHaveAttribute(
      'href',
      `/admin/posts/edit/${read.id}`,
    );

    // The readers who asked not to be tracked are nowhere: not in the list, none of today's views.
    for (const [post] of refusing) {
      await expect(topPosts.getByRole('link', { name: post.title, exact: true })).toHaveCount(0);
      const figures = (await (
        await page.request.get(`${API}?q=analytics-post&id=${post.id}`)
      ).json()) as { to: string; series: { day: string; views: number }[] };
      expect(figures.series.at(-1)).toEqual({ day: figures.to, views: 0 });
    }

    // Axe in both themes; on a phone the whole page fits its width, in both themes too.
    const fitsWidth = async () =>
      expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBe(0);
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(readRow).toBeVisible();
    await fitsWidth();
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 1280, height: 720 });
    await toggleTheme(page, true);
    await page.setViewportSize({ width: 375, height: 812 });
    await fitsWidth();
    await page.setViewportSize({ width: 1280, height: 720 });
    await expectNoAxeViolations(page);
  });
});

test('a campaign’s impressions and click are counted in its report, its CSV and its share link', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const advertiser = `Harbour Odds ${Date.now().toString(36)}`;
  const offer = 'https://harbour-odds.example/offer';
  let id: number | undefined;
  const contexts: BrowserContext[] = [];
  try {
    // The admin adds a home campaign, weighted to be drawn far more often than the house banner.
    await logIn(page);
    await page.goto('/admin/banner');
    await page.getByRole('link', { name: 'Add campaign' }).click();
    await expect(page.getByRole('heading', { name: 'Add campaign', level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
    await toggleTheme(page, true);
    await expectNoAxeViolations(page);
    await page.getByLabel(/Advertiser/).fill(advertiser);
    await expect(page.getByLabel('Slot')).toHaveValue('home');
    await page.getByLabel(/Desktop image/).setInputFiles({
      name: 'desktop.png',
      mimeType: 'image/png',
      buffer: makePng(600, 120, [20, 90, 160]),
    });
    await page.getByLabel(/Link/).fill(offer);
    await page.getByLabel(/Rotation weight/).fill('100');
    await page.getByRole('button', { name: 'Add campaign' }).click();
    await expect(page).toHaveURL(/\/admin\/banner$/);
    const row = page
      .getByRole('table', { name: 'Home slot campaigns' })
      .getByRole('row', { name: new RegExp(advertiser) });
    await expect(row).toContainText('Live');
    const reportLink = row.getByRole('link', { name: `Report of ${advertiser}` });
    id = Number(
      /\/admin\/campaigns\/(\d+)\/report$/.exec((await reportLink.getAttribute('href'))!)![1],
    );

    // A reader opens the home page until this campaign is the one drawn (the house banner keeps
    // a weight of its own), and has it in view.
    const reader = await readerContext(browser, baseURL);
    contexts.push(reader);
    await reader.route(`${offer}*`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Harbour Odds</title>' }),
    );
    const home = await reader.newPage();
    const served = beacon(home, 'ad-event', { campaign: id, kind: 'served' });
    const viewable = beacon(home, 'ad-event', { campaign: id, kind: 'viewable' });
    const banner = home
      .getByRole('region', { name: 'Advertisement' })
      .getByRole('link', { name: /Home page advertisement/ });
    await expect(async () => {
      await home.goto('/');
      await appStarted(home);
      await expect(banner).toHaveAttribute('href', new RegExp(`/go/${id}$`), { timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await expect(banner).toHaveAttribute('rel', /\bsponsored\b/);
    expect((await served).status()).toBe(204);
    // Half of it on screen for a second: viewable.
    expect((await viewable).status()).toBe(204);

    // Its click opens the advertiser's page in a new tab, through /go/{id}.
    const go = reader.waitForEvent('request', (request) => request.url().endsWith(`/go/${id}`));
    const popup = home.waitForEvent('popup');
    await banner.click();
    const redirect = await (await go).response();
    expect(redirect?.status()).toBe(302);
    expect(redirect?.headers()['location']).toBe(offer);
    const advertiserPage = await popup;
    await expect(advertiserPage).toHaveURL(offer);
    await expect(advertiserPage).toHaveTitle('Harbour Odds');
    await reader.close();

    // The report: served, viewable and the click, once the queue has written them.
    await page.goto('/admin/banner');
    await reportLink.click();
    await expect(page).toHaveURL(new RegExp(`/admin/campaigns/${id}/report$`));
    await expect(
      page.getByRole('heading', { name: `Report: ${advertiser}`, level: 1 }),
    ).toBeVisible();
    const figures = page.getByRole('table', { name: 'Figures by day' });
    await expect(async () => {
      await page.reload();
      await expect(figures.getByRole('rowheader', { name: 'Total' })).toBeVisible({
        timeout: 2_000,
      });
      const total = await reportRow(figures, 'Total');
      expect(total.served).toBeGreaterThanOrEqual(1);
      expect(total.viewable).toBeGreaterThanOrEqual(1);
      expect(total.clicks).toBeGreaterThanOrEqual(1);
    }).toPass({ timeout: 20_000 });
    const total = await reportRow(figures, 'Total');
    // Added today: its one day is today, and it is the whole run.
    const dayHeaders = await figures.getByRole('rowheader').allTextContents();
    expect(dayHeaders).toHaveLength(2);
    const today = dayHeaders[0]!;
    expect(today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await reportRow(figures, today)).text).toBe(total.text);
    await expectNoAxeViolations(page);
    await toggleTheme(page, false);
    await expectNoAxeViolations(page);

    // The CSV download: its header, and today's row with the same figures.
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download CSV' }).click();
    const csvFile = await download;
    expect(csvFile.suggestedFilename()).toBe(`campaign-${id}-report.csv`);
    const lines = (await readFile((await csvFile.path())!, 'utf8'))
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    expect(lines[0]).toBe(
      'Advertiser,Slot,Day,Served impressions,Viewable impressions,Viewability (%),Clicks,CTR (% of served)',
    );
    const percent = (shown: string) => shown.replace(/%$/, '');
    expect(lines[1]).toBe(
      [
        advertiser,
        'home',
        today,
        total.served,
        total.viewable,
        percent(total.viewability),
        total.clicks,
        percent(total.ctr),
      ].join(','),
    );
    expect(lines.slice(2)).toEqual([lines[1]!.replace(`,${today},`, ',Total,'), '']);

    // The share link: made once, opened by the advertiser without an account.
    await page.getByRole('button', { name: 'Share link' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report link' });
    const linkField = dialog.getByLabel('Report link');
    await expect(linkField).toHaveValue(/\/admin\/report#[A-Za-z0-9_-]{43}$/);
    const shared = await linkField.inputValue();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();

    const theirs = await browser.newContext({ baseURL });
    contexts.push(theirs);
    const advertiserView = await theirs.newPage();
    await advertiserView.goto(shared);
    await appStarted(advertiserView);
    await expect(
      advertiserView.getByRole('heading', { name: `Report: ${advertiser}`, level: 1 }),
    ).toBeVisible();
    const theirFigures = advertiserView.getByRole('table', { name: 'Figures by day' });
    await expect(theirFigures.getByRole('rowheader', { name: 'Total' })).toBeVisible();
    expect((await reportRow(theirFigures, 'Total')).text).toBe(total.text);
    expect((await reportRow(theirFigures, today)).text).toBe(total.text);
    // They have no session: the report by id is refused them.
    expect((await advertiserView.request.get(`${API}?q=campaign-report&id=${id}`)).status()).toBe(
      401,
    );
    await expectNoAxeViolations(advertiserView);
    // Their dark theme, as chosen on the site: the report follows it.
    await advertiserView.evaluate(() => localStorage.setItem('theme', 'dark'));
    await advertiserView.reload();
    await appStarted(advertiserView);
    await expect(advertiserView.locator('html')).toHaveClass(/dark/);
    await expect(theirFigures.getByRole('rowheader', { name: 'Total' })).toBeVisible();
    await expectNoAxeViolations(advertiserView);
  } finally {
    for (const context of contexts) await context.close();
    if (id !== undefined) {
      const deleted = await page.request.delete(`${API}?q=campaign-delete&id=${id}`);
      expect(deleted.status()).toBe(200);
    }
  }
});
