/**
 * Reading pages arrive rendered by the server: readable without any script, then taken over by
 * the app without a mismatch, a console error, or a second request for what the page carries.
 */
import { appStarted, expect, test, type Page } from './fixtures';

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
  test(`the app takes over home, a category and a post cleanly (${theme} theme)`, async ({
    page,
  }) => {
    const post = await firstPost(page);
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(m.text());
    });
    page.on('pageerror', (e) => problems.push(e.message));
    const firstViewCalls: string[] = [];
    page.on('request', (r) => {
      const q = new URL(r.url()).searchParams.get('q');
      if (r.url().includes('/backend/index.php') && q) firstViewCalls.push(q);
    });

    for (const path of ['/', `/${post.category_slug}`, `/${post.category_slug}/${post.slug}`]) {
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
