/**
 * Reading pages arrive rendered by the server: readable without any script, then taken over by
 * the app without a mismatch, a console error, or a second request for what the page carries.
 */
import { PAGE_ROUTES, type PageRoute } from '../../src/app/pages/routes';
import { appStarted, expect, test, type Page } from './fixtures';

/** Every fixed page the route table renders (the dynamic ones are opened with real content). */
const RENDERED_FIXED = (PAGE_ROUTES as readonly PageRoute[])
  .filter((p) => p.render !== false && !/[:*]/.test(p.path))
  .map((p) => `/${p.path}`);

interface ApiPost {
  slug: string;
  title: string;
  category_slug: string;
}

async function firstPost(page: Page): Promise<ApiPost> {
  const res = await page.request.get('/backend/index.php?q=posts&page=1&limit=1');
  return ((await res.json()) as ApiPost[])[0]!;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('home, a category and a post are readable from the HTML alone', async ({ page }) => {
    const post = await firstPost(page);
    await page.goto('/');
    const latest = page.getByRole('list', { name: 'Latest posts' });
    await expect(latest.getByRole('article')).toHaveCount(12);
    await expect(latest.getByRole('link', { name: post.title })).toBeVisible();
    await expect(page.getByRole('navigation').first()).toBeVisible();

    await page.goto(`/${post.category_slug}`);
    await expect(page.getByRole('link', { name: post.title }).first()).toBeVisible();

    await page.goto(`/${post.category_slug}/${post.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
    await expect(page.locator('.post-body p').first()).toBeVisible();
  });
});

for (const theme of ['light', 'dark'] as const) {
  test(`the app takes over every rendered page cleanly (${theme} theme)`, async ({ page }) => {
    const post = await firstPost(page);
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    const problems: string[] = [];
    const NOT_FOUND = '/no/such/page';
    let current = '';
    page.on('console', (m) => {
      // The not-found page is served with its 404 status, which Chromium reports as such.
      const ownStatus = current === NOT_FOUND && /status of 404/.test(m.text());
      if (m.type() === 'error' && !ownStatus) problems.push(`${current}: ${m.text()}`);
    });
    page.on('pageerror', (e) => problems.push(e.message));
    const firstViewCalls: string[] = [];
    page.on('request', (r) => {
      const q = new URL(r.url()).searchParams.get('q');
      // Reads: the counting beacons (POST q=hit, q=ad-event) are sent once the page is shown.
      if (r.url().includes('/backend/index.php') && q && r.method() === 'GET') {
        firstViewCalls.push(q);
      }
    });

    for (const path of [
      ...RENDERED_FIXED,
      `/${post.category_slug}`,
      `/${post.category_slug}/${post.slug}`,
      NOT_FOUND,
    ]) {
      current = path;
      firstViewCalls.length = 0;
      await page.goto(path, { waitUntil: 'networkidle' });
      await appStarted(page);
      // The app is live: its theme toggle reflects the stored theme.
      await expect(page.getByRole('button', { name: 'Dark theme' })).toHaveAttribute(
        'aria-pressed',
        String(theme === 'dark'),
      );
      expect(firstViewCalls, path).toEqual([]);
    }
    expect(problems).toEqual([]);
  });
}
