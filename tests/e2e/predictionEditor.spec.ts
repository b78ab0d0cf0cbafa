/**
 * An author adds a prediction to a post through its form in the post editor (real TinyMCE, on the
 * reference server): the block goes into the editing area as one non-editable piece, is saved
 * with the post as the sanitiser-safe markup (odds typed as a fraction stored as decimal, the
 * kickoff in UTC, nothing of the editor's), and the reader gets its card. Axe checks the form.
 */
import { editorReady } from './editor';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { addFootballPost, API, asAdmin, deletePost, logIn } from './adminApi';

const SLUG = `prediction-editor-${Date.now().toString(36)}`;

let postId: number | null = null;

test.beforeAll(async ({ playwright }, testInfo) => {
  postId = (
    await addFootballPost(playwright, testInfo, {
      title: 'Northbridge FC vs Harlow Athletic: our pick',
      slug: SLUG,
      excerpt: 'Our pick for the weekend.',
      content: '<p>Our preview.</p><blockquote><p>Gamble responsibly.</p></blockquote>',
    })
  ).id;
});

test.afterAll(async ({ playwright }, testInfo) => {
  if (postId !== null) await deletePost(playwright, testInfo, postId);
});

test('an author adds a prediction through its form; it is saved as the block and read as a card', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await logIn(page);
  await page.goto(`/admin/posts/edit/${postId}`);
  await editorReady(page);

  const panel = page.getByRole('group', { name: 'Predictions' });
  await panel.getByRole('button', { name: 'Add prediction' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a prediction' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(/^Home side/).fill('Northbridge FC');
  await dialog.getByLabel(/^Away side/).fill('Harlow Athletic');
  // 20:30 in the site's zone (Asia/Kolkata) is 15:00 UTC.
  await dialog.getByLabel(/^Kickoff/).fill('2099-12-05T20:30');
  await dialog.getByLabel(/^Pick/).fill('Northbridge FC');
  await dialog.getByLabel(/^Odds \*/).fill('11/10');
  await expect(dialog.getByText('Stored as 2.1 in decimal (11/10, +110).')).toBeVisible();
  await dialog.getByLabel(/^Stake/).fill('1.5');
  await dialog.getByLabel(/^Reason/).fill('Unbeaten at home since March.');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Insert prediction' }).click();
  await expect(dialog).toBeHidden();

  // In the editing area: after the post's last block, one piece not edited by hand.
  const block = page.frameLocator('iframe').locator('body > div[data-bp-prediction]');
  await expect(block).toHaveAttribute('contenteditable', 'false');
  await expect(block).toContainText('Prediction: Northbridge FC (Match result (1X2)) at 2.10');
  await expect(panel.getByText('Northbridge FC vs Harlow Athletic')).toBeVisible();

  await page.getByRole('button', { name: 'Update', exact: true }).click();
  // Saved, the form stays open.
  await expect(page.getByText('Post updated successfully')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/admin/posts/edit/${postId}$`));

  await asAdmin(request);
  const saved = (await (await request.get(`${API}?q=post&id=${postId}`)).json()) as {
    content: string;
  };
  expect(saved.content).not.toContain('contenteditable');
  const json = /data-bp-prediction="([^"]*)"/.exec(saved.content)![1]!.replace(/&quot;/g, '"');
  expect(JSON.parse(json)).toMatchObject({
    home: 'Northbridge FC',
    away: 'Harlow Athletic',
    kickoff: '2099-12-05T15:00:00.000Z',
    odds: 2.1,
    stake: 1.5,
  });

  await page.goto(`/posts/${SLUG}`);
  await expect(
    page.getByRole('complementary', { name: 'Prediction: Northbridge FC vs Harlow Athletic' }),
  ).toBeVisible();
});
