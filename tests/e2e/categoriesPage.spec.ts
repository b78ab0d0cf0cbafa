/**
 * The Categories page follows the categories the admin keeps: a category added in the admin, with
 * a description and topic chips, gets its own card on /categories (in the served page too), its
 * description under the heading of its page, and the lead counts the cards. And a visitor without
 * a mail app can still send a suggestion: the draft is shown with its address and copied whole.
 */
import { API, asAdmin, logIn } from './adminApi';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { withProjectRequest } from './xssKit';

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

test('a category added with a description and topics gets its card on /categories', async ({
  page,
  playwright,
}, testInfo) => {
  const suffix = `${Date.now().toString(36)}${testInfo.workerIndex}`;
  const name = `Tennis ${suffix}`;
  const slug = `tennis-${suffix}`;
  const description = 'Grand Slam previews, serve stats and match picks from both tours.';

  await logIn(page);
  await page.goto('/admin/categories/add');
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Description').fill(description);
  await page.getByLabel('Topics').fill('ATP, WTA, Grand Slams');
  await expect(
    page.getByRole('list', { name: 'Topics as shown' }).getByRole('listitem'),
  ).toHaveText(['ATP', 'WTA', 'Grand Slams']);
  await page.getByRole('button', { name: 'Add Category' }).click();
  await expect(page).toHaveURL(/\/admin\/categories$/);

  try {
    const categories = (await (await page.request.get(`${API}?q=categories`)).json()) as {
      slug: string;
    }[];
    const count = categories.length;
    expect(count).toBeGreaterThan(7);

    // The page as the server sends it, before any script runs.
    const served = await (await page.request.get('/categories')).text();
    expect(served).toContain(description);

    await page.goto('/categories');
    const card = page.getByRole('article', { name });
    await expect(card).toBeVisible();
    await expect(card.getByText(description)).toBeVisible();
    await expect(
      card.getByRole('list', { name: `${name} topics` }).getByRole('listitem'),
    ).toHaveText(['ATP', 'WTA', 'Grand Slams']);
    await expect(page.getByRole('article')).toHaveCount(count);
    await expect(page.locator('header p').filter({ hasText: 'corners of' })).not.toContainText(
      'Seven corners',
    );
    await expectNoAxeViolations(page);

    await card.getByRole('link', { name: `Explore posts in ${name}` }).click();
    await expect(page).toHaveURL(new RegExp(`/${slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: slug })).toBeVisible();
    await expect(page.getByText(description)).toBeVisible();
  } finally {
    await withProjectRequest(playwright, testInfo, async (request) => {
      await asAdmin(request);
      const list = (await (await request.get(`${API}?q=categories`)).json()) as {
        id: number;
        slug: string;
      }[];
      const added = list.find((c) => c.slug === slug);
      if (added) await request.delete(`${API}?q=category-delete&id=${added.id}`);
    });
  }
});

test('a visitor without a mail app copies the suggestion draft, address included', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.addInitScript(() => {
    localStorage.setItem('suggestions_beta_seen_v1', 'true');
    // No mail app: the draft goes nowhere (the app's cancelable event, see src/lib/mailto.ts).
    window.addEventListener('maildraft', (event) => event.preventDefault());
  });
  const requests: string[] = [];
  await page.goto('/suggestions');
  const panel = page.getByRole('tabpanel');
  await panel.getByLabel(/^Title/).fill('Dark mode');
  await panel.getByLabel(/^Details/).fill('Please add a dark mode toggle.');
  page.on('request', (request) => requests.push(request.url()));
  await panel.getByRole('button', { name: 'Submit suggestion' }).click();

  const draft = page.getByRole('region', { name: 'Your message is ready' });
  await expect(draft).toBeFocused();
  const to = (await draft.getByRole('link').first().textContent())!;
  expect(to).toMatch(/^\S+@\S+$/);
  await expect(draft.getByText('[posts] Suggestion – Post Ideas: Dark mode')).toBeVisible();
  await expect(draft.getByText(/^Category: Post Ideas \(posts\)/)).toContainText(
    'Details: Please add a dark mode toggle.',
  );
  await draft.getByRole('button', { name: /^Copy/ }).click();
  await expect(draft.getByRole('button', { name: /^Copied/ })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(
    new RegExp(
      `^To: ${to.replace(/[.+]/g, '\\$&')}\\nSubject: \\[posts\\] Suggestion – Post Ideas: Dark mode\\n\\nCategory: Post Ideas`,
    ),
  );
  expect(copied).toContain('Details: Please add a dark mode toggle.');
  // Still no server call: the draft stays in the browser. The page's own view beacon (q=hit),
  // sent once the page is shown, may come this late on a busy machine: it is not the suggestion.
  expect(
    requests.filter((url) => url.includes('/backend/index.php') && !url.endsWith('?q=hit')),
  ).toEqual([]);
  await expectNoAxeViolations(page);
});
