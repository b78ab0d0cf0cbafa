/**
 * Advertiser and visitor journeys against the real built server: the quote form and plan buttons
 * produce the right `mailto:` drafts; suggestions are saved in two tabs, survive a reload in the
 * right tabs and can be deleted; axe finds nothing on each visitor page in both themes.
 *
 * Mail drafts are captured through the app's cancelable `maildraft` window event (see
 * src/lib/mailto.ts): the listener records the URL and cancels the navigation to the mail client.
 */
import { expectNoAxeViolations } from './axe';
import { expect, test, type Page } from './fixtures';

type DraftWindow = Window & { __mailDrafts: string[] };

async function captureMailDrafts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as DraftWindow;
    w.__mailDrafts = [];
    window.addEventListener('maildraft', (event) => {
      w.__mailDrafts.push((event as CustomEvent<{ url: string }>).detail.url);
      event.preventDefault();
    });
  });
}

const mailDrafts = (page: Page) =>
  page.evaluate(() => (window as unknown as DraftWindow).__mailDrafts);

/** The brand, read from the tab title "{Page} | {brand}" (the build's configured brand). */
async function brandOf(page: Page): Promise<string> {
  const title = await page.title();
  return title.slice(title.indexOf(' | ') + 3);
}

const draftUrl = (to: string, subject: string, lines: string[]) =>
  `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(lines.join('\r\n'))}`;

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

// ---------- Promotion ----------

test('an advertiser fills the quote form and gets the right mail draft', async ({ page }) => {
  await captureMailDrafts(page);
  await page.goto('/promotion');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const brand = await brandOf(page);
  expect(await page.title()).toBe(`Promotion | ${brand}`);
  const emailLink = page
    .getByRole('region', { name: /^Ready to reach/ })
    .getByRole('link', { name: /^Email \S+@\S+$/i });
  const contact = (await emailLink.getAttribute('href'))!.replace(/^mailto:/, '').split('?')[0]!;

  const form = page.getByRole('form', { name: 'Tell us about your campaign' });
  await expect(form.getByLabel('Promotion type')).toHaveValue('Blog Posting');
  await expect(form.getByLabel('Budget (INR)')).toHaveValue('25000');
  await expect(form.getByLabel('Goal')).toHaveValue('Traffic');
  await expect(form.getByLabel('Timeline')).toHaveValue('2 weeks');

  await form.getByLabel('Promotion type').selectOption('Sponsored Content');
  await form.getByLabel('Budget (INR)').fill('50000');
  await form.getByLabel('Goal').selectOption('Leads');
  await form.getByLabel('Timeline').fill('1 month');
  await form.getByLabel('Notes').fill('Launch week');
  await form.getByLabel('Name').fill('Asha Rao');
  await form.getByLabel('Email').fill('asha@brand.example');
  await form.getByRole('button', { name: 'Request a quote' }).click();

  await expect.poll(() => mailDrafts(page)).toHaveLength(1);
  const [url] = await mailDrafts(page);
  expect(url).toBe(
    draftUrl(contact, `[${brand}] Promotion Request – Sponsored Content`, [
      'Type: Sponsored Content',
      'Budget: ₹50,000',
      'Goal: Leads',
      'Timeline: 1 month',
      'Notes: Launch week',
      'Name: Asha Rao',
      'Email: asha@brand.example',
    ]),
  );
  expect(url).toContain('%E2%80%93%20Sponsored%20Content&body=');
  expect(url).toContain('Budget%3A%20%E2%82%B950%2C000%0D%0A');
  // Still on the page: the draft did not navigate away, and the entries are kept.
  await expect(form.getByLabel('Name')).toHaveValue('Asha Rao');
});

test('empty quote fields appear as "-" and plan buttons draft "[brand] {plan} Plan"', async ({
  page,
}) => {
  await captureMailDrafts(page);
  await page.goto('/promotion');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const brand = await brandOf(page);

  await page.getByRole('button', { name: 'Request a quote' }).click();
  await page.getByRole('button', { name: 'Choose Starter' }).click();
  await page.getByRole('button', { name: 'Choose Growth' }).click();
  await page.getByRole('button', { name: 'Ask about Custom' }).click();

  await expect.poll(() => mailDrafts(page)).toHaveLength(4);
  const drafts = (await mailDrafts(page)).map((u) => new URL(u));
  expect(drafts[0]!.searchParams.get('body')).toBe(
    [
      'Type: Blog Posting',
      'Budget: ₹25,000',
      'Goal: Traffic',
      'Timeline: 2 weeks',
      'Notes: -',
      'Name: -',
      'Email: -',
    ].join('\r\n'),
  );
  expect(drafts.slice(1).map((u) => u.searchParams.get('subject'))).toEqual([
    `[${brand}] Starter Plan`,
    `[${brand}] Growth Plan`,
    `[${brand}] Custom Plan`,
  ]);
});

// ---------- Suggestions ----------

test('a visitor submits suggestions in two tabs, reloads, finds them in the right tabs and deletes one', async ({
  page,
}) => {
  await captureMailDrafts(page);
  await page.goto('/suggestions');

  const notice = page.getByRole('dialog', { name: 'Suggestions is in beta' });
  await expect(notice).toBeVisible();
  await notice.getByLabel("Don't show again").check();
  await notice.getByRole('button', { name: 'Got it' }).click();
  await expect(notice).toBeHidden();

  const panel = page.getByRole('tabpanel');
  const submit = async (title: string, details: string, tags: string) => {
    await panel.getByLabel(/^Title/).fill(title);
    await panel.getByLabel(/^Details/).fill(details);
    await panel.getByRole('textbox', { name: 'Tags' }).fill(tags);
    await panel.getByRole('button', { name: 'Submit suggestion' }).click();
    await expect(page.getByText('Thanks! Your suggestion has been saved (local).')).toBeVisible();
    await expect(panel.getByLabel(/^Title/)).toHaveValue('');
  };

  await expect(page.getByRole('tab', { name: 'Post Ideas' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await submit('Cricket fantasy guide', 'Explain how to pick a captain.', 'cricket, fantasy');
  await page.getByRole('tab', { name: 'News Tips' }).click();
  await submit('League expansion rumour', 'Two new teams next season?', 'football');

  await expect.poll(() => mailDrafts(page)).toHaveLength(2);
  const subjects = (await mailDrafts(page)).map((u) => new URL(u).searchParams.get('subject'));
  expect(subjects).toEqual([
    '[posts] Suggestion – Post Ideas: Cricket fantasy guide',
    '[news] Suggestion – News Tips: League expansion rumour',
  ]);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Suggestions' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Post Ideas (the default tab) holds only its own suggestion.
  await expect(panel.getByRole('heading', { name: 'Your submissions (1)' })).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'Cricket fantasy guide' })).toBeVisible();
  await expect(panel.getByText('League expansion rumour')).toHaveCount(0);

  await page.getByRole('tab', { name: 'News Tips' }).click();
  await expect(panel.getByRole('heading', { name: 'League expansion rumour' })).toBeVisible();
  await expect(panel.getByText('Cricket fantasy guide')).toHaveCount(0);

  await panel.getByRole('button', { name: 'Delete suggestion: League expansion rumour' }).click();
  await expect(page.getByText('Suggestion removed.')).toBeVisible();
  await expect(panel.getByText('No submissions yet in this tab.')).toBeVisible();

  await page.reload();
  await expect(panel.getByRole('heading', { name: 'Cricket fantasy guide' })).toBeVisible();
  await page.getByRole('tab', { name: 'News Tips' }).click();
  await expect(panel.getByText('No submissions yet in this tab.')).toBeVisible();
});

test('validation toasts keep what the visitor typed', async ({ page }) => {
  await captureMailDrafts(page);
  await page.addInitScript(() => localStorage.setItem('suggestions_beta_seen_v1', 'true'));
  await page.goto('/suggestions');
  const panel = page.getByRole('tabpanel');
  await panel.getByLabel(/^Title/).fill('Only a title');
  await panel.getByRole('button', { name: 'Submit suggestion' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Please add a title and details.' }),
  ).toBeVisible();
  await panel.getByLabel(/^Details/).fill('x'.repeat(801));
  await expect(panel.getByText('801/800')).toBeVisible();
  await panel.getByRole('button', { name: 'Submit suggestion' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Description must be ≤ 800 characters.' }),
  ).toBeVisible();
  await expect(panel.getByLabel(/^Title/)).toHaveValue('Only a title');
  expect(await mailDrafts(page)).toEqual([]);
});

// ---------- Accessibility ----------

const PAGES: { path: string; ready: (page: Page) => Promise<void> }[] = [
  { path: '/promotion', ready: (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible() },
  {
    path: '/categories',
    ready: (p) =>
      expect(p.getByRole('heading', { level: 1, name: 'Find your game' })).toBeVisible(),
  },
  {
    path: '/suggestions',
    ready: (p) => expect(p.getByRole('heading', { level: 1, name: 'Suggestions' })).toBeVisible(),
  },
  { path: '/about', ready: (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible() },
  {
    path: '/policy',
    ready: (p) =>
      expect(p.getByRole('heading', { level: 1, name: 'Privacy policy and terms' })).toBeVisible(),
  },
  {
    path: '/blogs',
    ready: (p) =>
      expect(
        p.getByRole('list', { name: 'Latest blogs' }).getByRole('article').first(),
      ).toBeVisible(),
  },
];

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((value) => {
        localStorage.setItem('theme', value);
        localStorage.setItem('suggestions_beta_seen_v1', 'true');
      }, theme);
    });

    // One test for the pages, a step each, in one browser context (a context each cost more
    // than the page's own check).
    test('the visitor pages have no axe violations', async ({ page }) => {
      for (const { path, ready } of PAGES) {
        await test.step(`${path} has no axe violations`, async () => {
          await page.goto(path);
          await ready(page);
          await expect(page.locator('html')).toHaveClass(
            theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/,
          );
          await expectNoAxeViolations(page);
        });
      }
    });

    test('the suggestions page with a saved suggestion and the beta info dialog has no axe violations', async ({
      page,
    }) => {
      await page.addInitScript(() =>
        localStorage.setItem(
          'suggestions_guest',
          JSON.stringify([
            {
              id: 1,
              tab: 'posts',
              title: 'A saved idea',
              details: 'With details.',
              url: 'https://example.com/',
              tags: ['one', 'two', 'three', 'four'],
              urgency: 'high',
              allowContact: true,
              email: '',
              createdAt: '2026-03-01T10:00:00.000Z',
              status: 'new',
            },
          ]),
        ),
      );
      await page.goto('/suggestions');
      await expect(page.getByRole('heading', { name: 'A saved idea' })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: /^Beta/ }).click();
      await expect(page.getByRole('dialog', { name: 'About the Suggestions beta' })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}
