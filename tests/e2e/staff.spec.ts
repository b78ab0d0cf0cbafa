/**
 * Staff on the reference server, in the browser: the owner invites an author from the Staff
 * screen; the author joins by the one-time link, sees only what an author may use, turns on
 * two-factor login and signs in again with a code, writes and publishes a post in the editor,
 * and is refused what an editor does; the post's byline leads to the author's page, which lists
 * it; the owner's list then counts the post. The audit log has each step. Axe on the Staff
 * screen, its dialog, the join page, the account page (at 375 px too), the 2FA setup, the
 * recovery codes, the login's code step and the audit log, in both themes.
 */
import { base32Decode, totpCode } from '../../server/auth/totp';
import { expectNoAxeViolations } from './axe';
import { API, logIn } from './adminApi';
import { editorReady } from './editor';
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

    // Two-factor login, from their account: the QR code and the key, confirmed with a code.
    // Codes follow the server's clock (its Date header), which a test may have moved.
    const serverNow = async () =>
      Date.parse((await author.request.get(`${API}?q=categories`)).headers()['date']!);
    await author.goto('/admin/account');
    await author.getByRole('button', { name: 'Turn on two-factor login' }).click();
    const setup = author.getByRole('form', { name: 'Two-factor login' });
    await expect(
      setup.getByRole('img', { name: 'QR code for your authenticator app' }),
    ).toBeVisible();
    const key = (await setup.locator('p.font-mono').textContent())!.replace(/\s/g, '');
    const code = async (aheadMs = 0) => totpCode(base32Decode(key)!, (await serverNow()) + aheadMs);
    await expectNoAxeViolations(author);
    await setup.getByLabel(/^Code from your app/).fill(await code());
    await setup.getByRole('button', { name: 'Turn on', exact: true }).click();
    await expect(author.getByRole('heading', { name: 'Your recovery codes' })).toBeVisible();
    // Its notice first: axe then waits for it to have faded in.
    await expect(
      author.getByRole('status').filter({ hasText: 'Two-factor login is on.' }),
    ).toBeVisible();
    await expectNoAxeViolations(author);
    await author.getByRole('button', { name: 'I have saved them' }).click();
    await expect(
      author.getByRole('strong').filter({ hasText: 'Two-factor login is on.' }),
    ).toBeVisible();

    // Signing in again needs a code after the password; a wrong one is refused, and kept.
    await author.getByRole('button', { name: 'Logout' }).click();
    await expect(author).toHaveURL(/\/admin\/login/);
    await author.getByLabel('Username').fill(email);
    await author.getByLabel('Password', { exact: true }).fill('a-strong-password');
    await author.getByRole('button', { name: 'Log in' }).click();
    const codeField = author.getByLabel(/^Authentication code/);
    await expect(codeField).toBeVisible();
    await expectNoAxeViolations(author);
    await codeField.fill('000000');
    await author.getByRole('button', { name: 'Verify' }).click();
    // The refusal itself (the field's hint also speaks of a code), with what was typed kept.
    await expect(codeField).toHaveAccessibleDescription(/That code is not right/);
    await expect(codeField).toHaveValue('000000');
    // The next step's code: the one used to turn it on can never serve again.
    await codeField.fill(await code(30_000));
    await author.getByRole('button', { name: 'Verify' }).click();
    // Signed in, back where they logged out.
    await expect(author.getByRole('heading', { name: 'Your account', level: 1 })).toBeVisible();

    // They write and publish their own post in the editor.
    const title = `Asha on the derby ${Date.now()}`;
    await author.goto('/admin/posts/add');
    await editorReady(author);
    await author.getByLabel('Title', { exact: true }).fill(title);
    await author.getByLabel('Excerpt').fill('What the table hides before Saturday.');
    await author.getByLabel('Category').selectOption({ index: 1 });
    await author.frameLocator('iframe.tox-edit-area__iframe').locator('body').click();
    await author.keyboard.type('Harlow press better away from home than anyone this season.');
    await author.getByRole('radio', { name: 'Published' }).check();
    await author
      .getByRole('group', { name: 'Save and publish' })
      .getByRole('button', { name: 'Publish', exact: true })
      .click();
    await author
      .getByRole('dialog', { name: 'Publish this post now?' })
      .getByRole('button', { name: 'Publish', exact: true })
      .click();
    await expect(author).toHaveURL(/\/admin\/posts\/edit\/\d+$/);
    const id = Number(new URL(author.url()).pathname.split('/').pop());

    // Readers see the byline; it leads to the author's page, which lists the post.
    const postLink = author.getByRole('link', { name: 'View post' });
    await author.goto((await postLink.getAttribute('href'))!);
    await author.getByRole('link', { name: 'Asha Rao' }).click();
    await expect(author).toHaveURL(/\/authors\/asha-rao(-\d+)?$/);
    await expect(author.getByRole('heading', { name: 'Asha Rao', level: 1 })).toBeVisible();
    await expect(author.getByRole('link', { name: title })).toBeVisible();
    await expectNoAxeViolations(author);

    // Their session is refused an editor's call.
    const refused = await author.request.post(`${API}?q=categories`, {
      data: { name: 'Mine', slug: `mine-${Date.now()}` },
    });
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toBe(
      'Your role (Author) lacks the right to manage categories, the popular list, banners and predictions',
    );

    await page.reload();
    const row = page
      .getByRole('table', { name: 'Team' })
      .getByRole('row')
      .filter({ hasText: email });
    // By the row of this run's email: a retry's second "Asha Rao" is another member.
    await expect(row.getByLabel(/^Role of Asha Rao/)).toHaveValue('author');
    await expect(row.getByRole('cell').nth(2)).toHaveText(/1$/);
    await page.getByRole('button', { name: 'Dark theme' }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expectNoAxeViolations(page);

    // The audit log has every step, with who did it.
    await page.goto('/admin/audit');
    const log = page.getByRole('table', { name: 'Audit log' });
    await expect(log.getByText('Asha Rao created a post').first()).toBeVisible();
    await expect(log.getByText('Asha Rao turned on two-factor login').first()).toBeVisible();
    await expect(log.getByText('Asha Rao failed to sign in').first()).toBeVisible();
    await expect(log.getByText('Asha Rao signed in').first()).toBeVisible();
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
