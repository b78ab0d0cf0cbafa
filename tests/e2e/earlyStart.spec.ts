/**
 * A page served as a static host serves it (the built index.html as it is, nothing rendered):
 * the early script sends the page's first API calls and preloads its likely LCP image before the
 * app's code has arrived, and the app then uses each answer once instead of asking again.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';

interface ApiPost {
  slug: string;
  category_slug: string;
}

/** The built index.html, unmodified: what a PHP host answers for every page path. */
const INDEX_HTML = readFileSync('dist/index.html', 'utf8');

/**
 * Serves `path` as a static host would, and holds back the requests to `held` (a URL glob) until
 * `release` is called.
 */
async function staticHostHolding(page: Page, path: string, held: string) {
  await page.route(
    (url) => url.pathname === path,
    (route) => route.fulfill({ status: 200, contentType: 'text/html', body: INDEX_HTML }),
  );
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(held, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Serves `path` as a static host would, and holds the framework chunk until `release`. */
async function staticHostWithSlowApp(page: Page, path: string) {
  const release = await staticHostHolding(page, path, '**/assets/framework-*.js');
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/backend/index.php')) calls.push(request.url());
  });
  return { calls, release };
}

for (const kind of ['home', 'category', 'post'] as const) {
  test(`a ${kind} page built in the browser asks for its first answers before the app, once`, async ({
    page,
  }) => {
    const res = await page.request.get('/backend/index.php?q=posts&page=1&limit=1');
    const post = ((await res.json()) as ApiPost[])[0]!;
    const path = {
      home: '/',
      category: `/${post.category_slug}`,
      post: `/${post.category_slug}/${post.slug}`,
    }[kind];
    const { calls, release } = await staticHostWithSlowApp(page, path);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    await page.goto(path, { waitUntil: 'commit' });
    // The page's calls and the layout's are answered while the app's code is still held back.
    await expect.poll(() => calls.length).toBe(kind === 'category' ? 3 : 4);
    const early = await page.evaluate(async () => {
      const answers = Object.entries(window.__earlyAnswers ?? {});
      await Promise.all(answers.map(([, answer]) => answer.response));
      return answers.map(([url]) => new URL(url, location.href).href);
    });
    expect(early.toSorted()).toEqual(calls.toSorted());
    expect(await page.locator('#root').innerHTML()).toBe('');
    const preload = page.locator('head link[rel="preload"][as="image"]');
    await expect(preload).toHaveCount(1);

    release();
    const image =
      kind === 'post'
        ? page.getByRole('article').getByRole('img').first()
        : page
            .getByRole('list', { name: /^(Latest posts|Posts in )/ })
            .getByRole('article')
            .first()
            .locator('img');
    await expect(image).toBeVisible();
    await expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(await preload.getAttribute('imagesrcset')).toBe(await image.getAttribute('srcset'));
    expect(await preload.getAttribute('imagesizes')).toBe(await image.getAttribute('sizes'));
    // The app took every early answer and asked the backend for none of them again.
    await expect.poll(() => page.evaluate(() => window.__earlyAnswers)).toEqual({});
    await page.waitForLoadState('networkidle');
    for (const url of early)
      expect(
        calls.filter((call) => call === url),
        url,
      ).toHaveLength(1);
    expect(errors).toEqual([]);
  });
}

test('a page built in the browser asks for the brand fonts only once its lead image is in', async ({
  page,
}) => {
  const release = await staticHostHolding(page, '/', '**/uploads/**');
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font' || /\/assets\/fonts-[^/]*\.css$/.test(request.url()))
      fonts.push(request.url());
  });

  await page.goto('/');
  const lead = page
    .getByRole('list', { name: 'Latest posts' })
    .getByRole('article')
    .first()
    .locator('img');
  await expect(lead).toHaveAttribute('fetchpriority', 'high');
  // The first screen is up, its lead image still on its way: the fonts wait (they would share
  // a slow connection with it).
  await page.waitForTimeout(1500);
  expect(fonts).toEqual([]);

  release();
  await expect.poll(() => fonts.length).toBeGreaterThan(0);
  await expect
    .poll(() => page.evaluate(() => document.fonts.check('700 32px "Barlow Condensed"')))
    .toBe(true);
});
