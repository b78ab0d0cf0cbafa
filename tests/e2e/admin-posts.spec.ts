/**
 * The admin's post journey against the real built server: log in, add a post with a cover image
 * and formatted text (a bold word typed with the editor's shortcut, a table inserted through
 * TinyMCE's API), see it on the public home and category pages, edit it, delete it. Axe checks
 * the posts pages. TinyMCE is self-hosted: nothing is fetched from another origin.
 */
import { logIn } from './adminApi';
import { editorReady } from './editor';
import { expectNoAxeViolations } from './axe';
import { expect, test, type Page } from './fixtures';
import { makePng } from './png';

const CATEGORY = { name: 'Cricket', slug: 'cricket' };

// ---------- helpers ----------

async function editorContent(page: Page): Promise<string> {
  return page.evaluate(() =>
    (
      window as unknown as { tinymce: { activeEditor: { getContent(): string } } }
    ).tinymce.activeEditor.getContent(),
  );
}

// ---------- the journey ----------

test('an admin adds a post with an image and formatted text, sees it published, edits and deletes it', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const origin = new URL(baseURL!).origin;
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!/^(data|blob):/.test(url) && new URL(url).origin !== origin) foreign.push(url);
  });

  const title = `E2E Match Preview ${Date.now()}`;
  const slug = title.toLowerCase().replace(/\s+/g, '-');

  await logIn(page);

  // The list.
  await page.goto('/admin/posts');
  await expect(page.getByRole('heading', { name: 'Posts', level: 1 })).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
  await expectNoAxeViolations(page);

  // Add.
  await page.getByRole('link', { name: 'Add Post' }).click();
  await expect(page).toHaveURL(/\/admin\/posts\/add$/);
  await editorReady(page);
  await expectNoAxeViolations(page);

  await page.getByLabel('Title', { exact: true }).fill(title);
  await expect(page.getByLabel('Slug')).toHaveValue(slug);
  await page.getByLabel('Excerpt').fill('Everything you need before the first ball.');
  await page.getByLabel('Category').selectOption({ label: CATEGORY.name });
  const image = page.getByLabel('Image', { exact: true });
  await expect(image).toHaveAttribute('accept', 'image/*');
  await image.setInputFiles({
    name: 'cover.png',
    mimeType: 'image/png',
    buffer: makePng(32, 32, [21, 133, 83]),
  });
  await expect(page.getByRole('img', { name: 'Preview of the chosen image' })).toBeVisible();

  // A bold word through the editor's UI (keyboard shortcut), a table through its API.
  await page.frameLocator('iframe.tox-edit-area__iframe').locator('body').click();
  await page.keyboard.type('The pitch favours ');
  await page.keyboard.press('Control+b');
  await page.keyboard.type('spinners');
  await page.keyboard.press('Control+b');
  await page.keyboard.type(' this week.');
  await page.evaluate(() =>
    (
      window as unknown as {
        tinymce: { activeEditor: { insertContent(html: string): void } };
      }
    ).tinymce.activeEditor.insertContent(
      '<table><tbody><tr><td>Team</td><td>Odds</td></tr><tr><td>Northbridge</td><td>2.10</td></tr></tbody></table>',
    ),
  );
  const html = await editorContent(page);
  expect(html).toContain('<strong>spinners</strong>');
  expect(html).toContain('<table');

  // A new post starts as a draft; publishing it is asked first, showing where and when.
  const bar = page.getByRole('group', { name: 'Save and publish' });
  await expect(page.getByRole('radio', { name: 'Draft' })).toBeChecked();
  await expect(bar.getByRole('button', { name: 'Save draft' })).toBeVisible();
  await page.getByRole('radio', { name: 'Published' }).check();
  await bar.getByRole('button', { name: 'Publish', exact: true }).click();
  const publish = page.getByRole('dialog', { name: 'Publish this post now?' });
  await expect(publish).toContainText(`/${CATEGORY.slug}/${slug}`);
  await expect(publish).toContainText('It goes live now');
  await publish.getByRole('button', { name: 'Publish', exact: true }).click();
  // On to the new post's edit page, the notice offering it as readers see it.
  await expect(page).toHaveURL(/\/admin\/posts\/edit\/\d+$/);
  await expect(page.getByRole('link', { name: 'View post' })).toHaveAttribute(
    'href',
    `/${CATEGORY.slug}/${slug}`,
  );
  await expect(bar.getByRole('button', { name: 'Update', exact: true })).toBeVisible();
  await page.goto('/admin/posts');
  await expect(page.getByRole('rowheader', { name: title })).toBeVisible();

  // Public: home and category pages list it; its page shows the formatting and the image.
  await page.goto('/');
  await expect(page.getByRole('link', { name: title })).toBeVisible();
  await page.goto(`/${CATEGORY.slug}`);
  await expect(page.getByRole('link', { name: title })).toBeVisible();
  await page.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`/${CATEGORY.slug}/${slug}$`));
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.locator('strong', { hasText: 'spinners' })).toBeVisible();
  await expect(page.getByRole('table').getByText('Northbridge')).toBeVisible();
  const cover = page.getByRole('img', { name: title });
  await expect(cover).toBeVisible();
  await expect(cover).toHaveAttribute('src', /\/backend\/public\//);
  await expect
    .poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);

  // Edit: the form loads the post; it is live, so its address stays whatever the title.
  const address = `/${CATEGORY.slug}/${slug}`;
  await page.goto('/admin/posts');
  await page.getByRole('link', { name: `Edit ${title}` }).click();
  await expect(page).toHaveURL(/\/admin\/posts\/edit\/\d+$/);
  await editorReady(page);
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(title);
  await expect(page.getByText(address, { exact: true })).toBeVisible();
  expect(await editorContent(page)).toContain('<strong>spinners</strong>');
  await expect(page.getByRole('img', { name: 'Current image' })).toBeVisible();
  await expectNoAxeViolations(page);

  const edited = `${title} Updated`;
  await page.getByLabel('Title', { exact: true }).fill(edited);
  await expect(page.getByText(address, { exact: true })).toBeVisible();
  // Ctrl+S inside the editor's frame saves (an update: no question), and the form stays open.
  await page.frameLocator('iframe.tox-edit-area__iframe').locator('body').click();
  await page.keyboard.press('Control+s');
  await expect(page.getByText('Post updated successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/posts\/edit\/\d+$/);
  await expect(page.getByRole('link', { name: 'View post' })).toHaveAttribute('href', address);
  await page.goto('/admin/posts');
  await expect(page.getByRole('rowheader', { name: edited })).toBeVisible();

  await page.goto(`/${CATEGORY.slug}`);
  await expect(page.getByRole('link', { name: edited })).toBeVisible();
  // At its first address; the image was kept (existingImage) and still loads.
  await page.getByRole('link', { name: edited }).click();
  await expect(page).toHaveURL(new RegExp(`${address}$`));
  const keptCover = page.getByRole('img', { name: edited });
  await expect(keptCover).toBeVisible();
  await expect
    .poll(() => keptCover.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);

  // Delete, after the spec's confirmation.
  await page.goto('/admin/posts');
  await page.getByRole('button', { name: `Delete post: ${edited}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Are you sure you want to delete this post?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('rowheader', { name: edited })).toHaveCount(0);

  await page.goto('/');
  // The feed has loaded (other posts show), and this one is gone.
  await expect(page.locator('main article').first()).toBeVisible();
  await expect(page.getByRole('link', { name: edited })).toHaveCount(0);

  // Self-hosted editor: no request ever left the site's origin.
  expect(foreign).toEqual([]);
});

test('leaving a post form with unsaved changes asks first', async ({ page }) => {
  await logIn(page);
  await page.goto('/admin/posts/add');
  await editorReady(page);
  await page.getByLabel('Title', { exact: true }).fill('Not finished');
  await page.getByRole('button', { name: 'Cancel' }).click();
  const dialog = page.getByRole('dialog', {
    name: 'You have unsaved changes. Leave this page and lose them?',
  });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/admin\/posts\/add$/);
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue('Not finished');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page
    .getByRole('dialog', { name: 'You have unsaved changes. Leave this page and lose them?' })
    .getByRole('button', { name: 'Leave' })
    .click();
  await expect(page).toHaveURL(/\/admin\/posts$/);
});

test('the editor follows the dark theme', async ({ page }) => {
  await logIn(page);
  await page.goto('/admin/posts/add');
  await editorReady(page);
  await page.getByRole('button', { name: 'Dark theme' }).click();
  await page.waitForFunction(() => {
    const editor = (
      window as unknown as {
        tinymce: { activeEditor?: { initialized: boolean; options: { get(k: string): unknown } } };
      }
    ).tinymce.activeEditor;
    return editor?.initialized && editor.options.get('skin') === 'oxide-dark';
  });
  await expect(page.locator('.tox-tinymce')).toBeVisible();
  await expectNoAxeViolations(page);
});
