/**
 * The admin's import on the reference server, in the browser: the owner picks a WordPress export
 * and a zip of its images on Import and export, sees the upload, then the import's progress bar
 * (posts done out of the total), then its report: posts created, the images missing. Axe on the
 * form and on the report. The export's posts are drafts by the admin in a category of their own,
 * so the specs after this one see the same site.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { wxrDocument, wxrItem } from '../server/wxrFixture';
import { zipOf } from '../server/zipFile';
import { expectNoAxeViolations } from './axe';
import { logIn } from './adminApi';
import { expect, test } from './fixtures';
import { makePng } from './png';

const POSTS = 150;

test('the owner imports a WordPress export and follows its progress to the report', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const slug = `import-check-${stamp}`;
  const head = `<wp:category><wp:term_id>90</wp:term_id><wp:category_nicename><![CDATA[${slug}]]></wp:category_nicename><wp:category_parent><![CDATA[]]></wp:category_parent><wp:cat_name><![CDATA[Import check ${stamp}]]></wp:cat_name></wp:category>`;
  const image = (file: string) => `https://old.example.com/wp-content/uploads/${file}`;
  const items = Array.from({ length: POSTS }, (_, i) =>
    wxrItem({
      id: 5000 + i,
      title: `Imported preview ${stamp} number ${i + 1}`,
      slug: `imported-preview-${stamp}-${i + 1}`,
      status: 'draft',
      date: '2024-05-10 10:00:00',
      creator: 'admin',
      categories: [{ slug, name: `Import check ${stamp}` }],
      content: `<p>Preview ${i + 1}.</p><img src="${image(i === 0 ? '2024/05/pitch.png' : '2024/05/absent.jpg')}" alt="" />`,
    }),
  );
  const dir = await mkdtemp(path.join(tmpdir(), 'betpulse-e2e-import-'));
  const exportFile = path.join(dir, 'old-tips.WordPress.xml');
  const zipFile = path.join(dir, 'uploads.zip');
  await writeFile(exportFile, wxrDocument(items, head));
  await writeFile(zipFile, zipOf({ 'uploads/2024/05/pitch.png': makePng(40, 30, [20, 120, 60]) }));
  try {
    await logIn(page);
    await page
      .getByRole('complementary', { name: 'Sidebar' })
      .getByRole('link', { name: 'Import and export' })
      .click();
    await expect(page.getByRole('heading', { name: 'Import and export', level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByLabel(/^Export file/).setInputFiles(exportFile);
    await page.getByLabel('Images (optional)').setInputFiles(zipFile);
    await page.getByRole('button', { name: 'Start import' }).click();
    const bar = page.getByRole('progressbar', { name: 'Import progress' });
    await expect(bar).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'Importing old-tips.WordPress.xml' }),
    ).toBeVisible();
    // Posts done out of the total, while it runs (or the report, if it outran the poll).
    await expect(
      page.getByText(new RegExp(`of ${POSTS} posts|Posts created`)).first(),
    ).toBeVisible();

    const created = page.getByText('Posts created');
    await expect(created).toBeVisible({ timeout: 90_000 });
    await expect(bar).toHaveCount(0);
    await expect(created.locator('xpath=following-sibling::dd')).toHaveText(String(POSTS));
    await expect(page.getByText(`Of ${POSTS} posts in the export.`)).toBeVisible();
    // A long list starts closed under its count.
    await page.getByText(`Images missing (${POSTS - 1})`).click();
    const missing = page.getByRole('table', {
      name: 'Images not found in the zip, with the post that shows each',
    });
    await expect(missing.getByText('2024/05/absent.jpg').first()).toBeVisible();
    await expect(missing.getByText('2024/05/pitch.png')).toHaveCount(0);
    await expectNoAxeViolations(page);

    // The posts are in the admin's list, as drafts.
    await page.goto('/admin/posts');
    await page.getByLabel('Search posts').fill(`Imported preview ${stamp}`);
    await expect(
      page.getByText(`Imported preview ${stamp} number ${POSTS}`, { exact: true }),
    ).toBeVisible();
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
