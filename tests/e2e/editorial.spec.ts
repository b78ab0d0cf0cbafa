/**
 * The editorial workflow against the real built server, in Chromium: a draft readers cannot see,
 * its preview, a share link read in a browser with no session and then revoked; a post scheduled
 * a minute ahead coming out on home, its category page and the feed when the server's clock gets
 * there (TEST_CLOCK_OFFSET_FILE); two edits and a restore from the history. Axe checks each new
 * admin screen.
 */
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expectNoAxeViolations } from './axe';
import { logIn } from './adminApi';
import { editorReady } from './editor';
import { expect, test, type Browser, type Page } from './fixtures';

const CATEGORY = { name: 'Cricket', slug: 'cricket' };
const TIME_ZONE = 'Asia/Kolkata';
const CLOCK_FILE = join(process.env.E2E_DATA_DIR ?? '', 'test-clock-offset');

/** Fills the add form's title, excerpt, category and content (the editor must be ready). */
async function fillNewPost(page: Page, title: string, body: string) {
  await page.goto('/admin/posts/add');
  await editorReady(page);
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Excerpt').fill(`${title}: what to expect.`);
  await page.getByLabel('Category').selectOption({ label: CATEGORY.name });
  await page.frameLocator('iframe.tox-edit-area__iframe').locator('body').click();
  await page.keyboard.type(body);
}

const slugOf = (title: string) => title.toLowerCase().replace(/\s+/g, '-');

/** What a reader with no session gets at `path`: its status and text. */
async function asReader(browser: Browser, baseURL: string, path: string) {
  const context = await browser.newContext({ baseURL });
  try {
    const page = await context.newPage();
    const response = await page.goto(path);
    await page.waitForLoadState('networkidle');
    return {
      status: response?.status() ?? 0,
      text: await page.locator('body').innerText(),
      // Read at once: a page without the tag must not wait for one to appear.
      robots: await page.evaluate(
        () => document.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null,
      ),
    };
  } finally {
    await context.close();
  }
}

/** The admin list's row link of the post titled `title`, found through the search box. */
async function openFromList(page: Page, title: string) {
  await page.goto('/admin/posts');
  await page.getByRole('searchbox').fill(title);
  await page.getByRole('link', { name: title, exact: true }).first().click();
  await expect(page).toHaveURL(/\/admin\/posts\/edit\/\d+$/);
  await editorReady(page);
}

/**
 * The wall-clock value of a `datetime-local` field, in the site's zone, `ms` from now. Written
 * apart from the app's toZonedInput on purpose: the test must not share the code it checks.
 */
function zonedInputValue(ms: number): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(new Date(Date.now() + ms));
  const get = (type: string) => parts.find((part) => part.type === type)!.value;
  return `${get('year')}-${get('month')}-${get('day')}T${get('hour')}:${get('minute')}`;
}

test.afterAll(() => {
  rmSync(CLOCK_FILE, { force: true });
});

test('a draft is hidden from readers, previewed by the admin, and read through a share link until revoked', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const title = `E2E Draft Preview ${Date.now()}`;
  const slug = slugOf(title);
  await logIn(page);

  await fillNewPost(page, title, 'Team news lands an hour before the toss.');
  // A new post starts as a draft.
  await expect(page.getByRole('radio', { name: 'Draft' })).toBeChecked();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Save draft' }).click();
  // Saved, it opens as its own edit page; the notice offers its preview.
  await expect(page).toHaveURL(/\/admin\/posts\/edit\/\d+$/);
  await expect(
    page
      .getByRole('region', { name: 'Notifications' })
      .getByRole('link', { name: 'Preview', exact: true }),
  ).toHaveAttribute('href', /\/admin\/posts\/preview\/\d+$/);
  await page.goto('/admin/posts');

  // The list: the Drafts filter holds it, with its badge.
  await page.getByRole('link', { name: /^Drafts \(\d+\)$/ }).click();
  await expect(page).toHaveURL(/status=draft/);
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row.getByText('Draft', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  // Readers: no post, on the page and in the API.
  const reader = await asReader(browser, baseURL!, `/${CATEGORY.slug}/${slug}`);
  expect(reader.status).toBe(404);
  expect(reader.text).not.toContain(title);
  const api = await page.request.get(`/backend/index.php?q=post&slug=${slug}`, {
    headers: { cookie: '' },
  });
  expect(api.status()).toBe(404);

  // Preview, as a reader would see it, marked.
  await openFromList(page, title);
  // The post tools' Preview (the action bar's opens a new tab).
  await page
    .getByRole('navigation', { name: 'Post tools' })
    .getByRole('link', { name: 'Preview', exact: true })
    .click();
  await expect(page).toHaveURL(/\/admin\/posts\/preview\/\d+$/);
  await expect(page.getByRole('note')).toContainText('Preview');
  await expect(page.getByRole('note')).toContainText('Draft — not visible to readers');
  // The reader's page, drawn in the preview's frame.
  const site = page.frameLocator('iframe[title$="as readers see it"]');
  await expect(site.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(site.getByText('Team news lands an hour before the toss.')).toBeVisible();
  await expectNoAxeViolations(page);

  // A share link, read with no session.
  await page.getByRole('button', { name: 'Share link' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share links' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Days valid')).toHaveValue('7');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Create link' }).click();
  const link = await dialog.locator('input[readonly]').inputValue();
  expect(link).toMatch(/\/shared\/[A-Za-z0-9_-]{43}$/);
  const shared = await asReader(browser, baseURL!, new URL(link).pathname);
  expect(shared.status).toBe(200);
  expect(shared.text).toContain(title);
  expect(shared.text).toContain('Team news lands an hour before the toss.');
  expect(shared.robots).toContain('noindex');

  // Revoked: the link answers 404 at once.
  await dialog.getByRole('button', { name: 'Revoke' }).first().click();
  await page
    .getByRole('dialog', { name: /^Revoke/ })
    .getByRole('button', { name: /Revoke/ })
    .click();
  await expect(dialog.getByText('Revoked').first()).toBeVisible();
  const revoked = await asReader(browser, baseURL!, new URL(link).pathname);
  expect(revoked.status).toBe(404);
  expect(revoked.text).not.toContain(title);
});

test('a post scheduled a minute ahead comes out at its minute on home, its category and the feed', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const title = `E2E Scheduled Toss ${Date.now()}`;
  await logIn(page);

  await fillNewPost(page, title, 'Out on the minute, with no job runner.');
  await page.getByRole('radio', { name: 'Scheduled' }).check();
  await expect(page.getByText(`Time in ${TIME_ZONE}`)).toBeVisible();
  // The field has minutes only: two minutes from now, cut to its minute, is one to two minutes
  // ahead (one minute from now, cut, could be a second away and out before the checks below).
  await page.getByLabel('Publish at').fill(zonedInputValue(120_000));
  await page.getByRole('button', { name: 'Schedule' }).click();
  // Asked first, with the address and the time it goes out.
  const ask = page.getByRole('dialog', { name: 'Schedule this post?' });
  await expect(ask).toContainText(`/${CATEGORY.slug}/${slugOf(title)}`);
  await expect(ask).toContainText('It goes live on');
  await expectNoAxeViolations(page);
  await ask.getByRole('button', { name: 'Schedule' }).click();
  await expect(page).toHaveURL(/\/admin\/posts\/edit\/\d+$/);
  await page.goto('/admin/posts');
  await expect(page.getByText('Next out:')).toContainText(title);

  const before = await asReader(browser, baseURL!, '/');
  expect(before.text).not.toContain(title);
  const feedBefore = await page.request.get('/rss.xml');
  expect(await feedBefore.text()).not.toContain(title);

  // Three minutes later by the server's clock (back to the real time whatever happens).
  writeFileSync(CLOCK_FILE, String(180_000));
  try {
    const home = await asReader(browser, baseURL!, '/');
    expect(home.text).toContain(title);
    const category = await asReader(browser, baseURL!, `/${CATEGORY.slug}`);
    expect(category.text).toContain(title);
    const feed = await page.request.get('/rss.xml');
    expect(await feed.text()).toContain(title);
    const post = await asReader(browser, baseURL!, `/${CATEGORY.slug}/${slugOf(title)}`);
    expect(post.status).toBe(200);
  } finally {
    rmSync(CLOCK_FILE, { force: true });
  }
});

test('two edits leave a history with a word diff, restoring the first version brings it back, and the live post never moves', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const first = `E2E History First ${stamp}`;
  await logIn(page);

  await fillNewPost(page, first, 'The opening version of the story.');
  await page.getByRole('radio', { name: 'Published' }).check();
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Publish this post now?' })
    .getByRole('button', { name: 'Publish', exact: true })
    .click();
  await expect(page).toHaveURL(/\/admin\/posts\/edit\/\d+$/);

  // Edit twice: the post is live, so its address stays whatever its title (found by the title).
  let current = first;
  for (const next of [`E2E History Second ${stamp}`, `E2E History Third ${stamp}`]) {
    await openFromList(page, current);
    await page.getByLabel('Title', { exact: true }).fill(next);
    await page.getByRole('button', { name: 'Update', exact: true }).click();
    // The form stays open once saved.
    await expect(page.getByText('Post updated successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/posts\/edit\/\d+$/);
    current = next;
  }

  await openFromList(page, current);
  await page.getByRole('link', { name: 'History' }).click();
  await expect(page).toHaveURL(/\/admin\/posts\/history\/\d+$/);
  const entries = page.getByRole('listitem').filter({ hasText: /Saved|Restored|Autosave/ });
  await expect(entries).toHaveCount(3);
  await expect(entries.first()).toContainText('Title');

  // The oldest against the current version: the words that changed.
  await entries.last().getByRole('button', { name: 'Compare' }).click();
  await expect(page.locator('del').filter({ hasText: 'Third' }).first()).toBeVisible();
  await expect(page.locator('ins').filter({ hasText: 'First' }).first()).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Restore this version' }).click();
  await page
    .getByRole('dialog', {
      name: 'Restore this version? The current version stays in the history.',
    })
    .getByRole('button', { name: /Restore/ })
    .click();
  await expect(page.getByText(/Version restored/)).toBeVisible();
  await expect(entries).toHaveCount(4);

  // Readers see the first version again, at its first address: answered there, not redirected.
  const home = await asReader(browser, baseURL!, '/');
  expect(home.text).toContain(first);
  expect(home.text).not.toContain(current);
  const original = await page.request.get(`/${CATEGORY.slug}/${slugOf(first)}`, {
    maxRedirects: 0,
  });
  expect(original.status()).toBe(200);
  expect(await original.text()).toContain(first);
});

test('the editorial post form fits a phone screen, its search preview included', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await logIn(page);
  // A saved post: its search preview shows its whole address, the longest line of the form.
  await page.goto('/admin/posts/edit/1');
  await editorReady(page);
  await expect(page.getByText('Search result preview')).toBeVisible();
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    screen: window.innerWidth,
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.screen);
});
