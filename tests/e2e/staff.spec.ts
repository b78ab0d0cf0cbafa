/**
 * Staff on the reference server, in the browser: the owner invites an author from the Staff
 * screen; the author joins by the one-time link, sees only what an author may use, publishes
 * their own post, and is refused what an editor does; the owner's list then counts the post.
 * The audit log has each step. Axe on the Staff screen, its dialog, the join page and the audit
 * log, in both themes.
 */
import { expectNoAxeViolations } from './axe';
import { API, logIn } from './adminApi';
import { expect, test, type Page } from './fixtures';

const sidebarLinks = (page: Page) =>
  page.getByRole('complementary', { name: 'Sidebar' }).getByRole('link').allTextContents();

test('the owner invites an author, who joins by the link and may publish only their own posts', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const email = `asha-${Date.now()}@example.com`;
  await logIn(page);
  await page.goto('/admin/staff');
  await expect(page.getByRole('heading', { name: 'Staff', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Role of admin')).toHaveValue('owner');
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Invite someone' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite to the staff' });
  await dialog.getByLabel('Name').fill('Asha Rao');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Role').selectOption('author');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Create invitation' }).click();
  const linkField = dialog.getByLabel('Invitation link');
  await expect(linkField).toHaveValue(/\/admin\/join#[A-Za-z0-9_-]{43}$/);
  const link = await linkField.inputValue();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(
    page.getByRole('table', { name: 'Open invitations' }).getByText(email),
  ).toBeVisible();

  // The invitee, in a browser of their own.
  const theirs = await browser.newContext({ baseURL: new URL(link).origin });
  const author = await theirs.newPage();
  try {
    await author.goto(link);
    await expect(author.getByText('You are invited as Author, Asha Rao.')).toBeVisible();
    await expectNoAxeViolations(author);
    await author.getByLabel(/^Password/).fill('a-strong-password');
    await author.getByLabel(/^Confirm password/).fill('a-strong-password');
    await author.getByRole('button', { name: 'Join' }).click();
    await expect(author.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    expect(await sidebarLinks(author)).toEqual(['Dashboard', 'Posts', 'Your account']);
    // Their account page, on a phone: usable, no sideways scrolling.
    await author.setViewportSize({ width: 375, height: 760 });
    await author.goto('/admin/account');
    await expect(author.getByRole('table', { name: 'Where you are signed in' })).toBeVisible();
    expect(await author.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBe(0);
    await expectNoAxeViolations(author);
    await author.setViewportSize({ width: 1280, height: 720 });

    // The link is used up.
    await author.goto(link);
    await expect(
      author.getByText('This invitation link is not valid any more. Ask for a new one.'),
    ).toBeVisible();

    // Their session may publish their own post, and is refused an editor's call.
    const categories = (await (await author.request.get(`${API}?q=categories`)).json()) as {
      id: number;
    }[];
    const published = await author.request.post(`${API}?q=posts`, {
      multipart: {
        title: 'Asha on the derby',
        slug: `asha-derby-${Date.now()}`,
        category_id: String(categories[0]!.id),
        status: 'published',
      },
    });
    expect(published.status(), await published.text()).toBe(200);
    const refused = await author.request.post(`${API}?q=categories`, {
      data: { name: 'Mine', slug: `mine-${Date.now()}` },
    });
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toBe(
      'Your role (Author) lacks the right to manage categories, the popular list, banners and predictions',
    );
    const { id } = (await published.json()) as { id: number };

    await page.reload();
    const row = page
      .getByRole('table', { name: 'Team' })
      .getByRole('row')
      .filter({ hasText: email });
    await expect(page.getByLabel('Role of Asha Rao')).toHaveValue('author');
    await expect(row.getByRole('cell').nth(2)).toHaveText(/1$/);
    await page.getByRole('button', { name: 'Dark theme' }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expectNoAxeViolations(page);

    // The audit log has every step, with who did it.
    await page.goto('/admin/audit');
    const log = page.getByRole('table', { name: 'Audit log' });
    await expect(log.getByText('Asha Rao created a post').first()).toBeVisible();
    await expect(log.getByText('Asha Rao joined the staff').first()).toBeVisible();
    await expect(log.getByText('admin invited someone').first()).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Dark theme' }).click();
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    await expectNoAxeViolations(page);
    expect((await page.request.delete(`${API}?q=post-delete&id=${id}`)).status()).toBe(200);
  } finally {
    await theirs.close();
  }
});
