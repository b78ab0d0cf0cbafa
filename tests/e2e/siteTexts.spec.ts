/**
 * The responsible-gambling texts (issue 24), on the reference server: the admin changes the
 * footer's note and the help link on "Responsible gambling", and a reader's next page carries
 * them in the HTML the server sends and keeps them after hydration. Axe checks the admin screen.
 * The texts go back to the defaults afterwards (the spec's own data).
 */
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { API, asAdmin, logIn } from './adminApi';
import { withProjectRequest } from './xssKit';

const NOTE = 'Adults only. Set a limit before you play.';
const HELP = 'Find help near you';

test.afterEach(async ({ playwright }, testInfo) => {
  await withProjectRequest(playwright, testInfo, async (request) => {
    await asAdmin(request);
    const res = await request.post(`${API}?q=site-texts`, {
      data: { help_label: '', help_url: '', strip_note: '' },
    });
    expect(res.ok(), await res.text()).toBe(true);
  });
});

test('the admin changes the footer texts, and readers get them rendered and hydrated', async ({
  page,
  browser,
}) => {
  await logIn(page);
  await page.getByRole('link', { name: 'Responsible gambling' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Responsible gambling' })).toBeVisible();
  await expectNoAxeViolations(page);

  // A link that is not http(s) is refused at its field, and nothing is saved.
  await page.getByLabel('Help link address').fill('javascript:alert(1)');
  await page.getByRole('button', { name: 'Save texts' }).click();
  await expect(
    page.getByText('Help link address must be an http:// or https:// address'),
  ).toBeVisible();

  await page.getByLabel('Help link text').fill(HELP);
  await page.getByLabel('Help link address').fill('https://help.example/');
  await page.getByLabel('Footer note').fill(NOTE);
  await page.getByRole('button', { name: 'Save texts' }).click();
  await expect(page.getByText('Texts saved')).toBeVisible();

  const reader = await browser.newPage();
  try {
    const served = await (await reader.request.get('/')).text();
    expect(served).toContain(NOTE);
    const errors: string[] = [];
    reader.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await reader.goto('/');
    const strip = reader.getByRole('region', { name: /Gamble responsibly/ });
    await strip.scrollIntoViewIfNeeded();
    // The footer's code comes as it nears the screen: hydrated, it says the same, with no
    // mismatch (a request for the texts would show one as the defaults flashed in).
    await reader.waitForLoadState('networkidle');
    await expect(strip).toContainText(NOTE);
    expect(errors).toEqual([]);
    await expect(strip.getByRole('link', { name: new RegExp(HELP) })).toHaveAttribute(
      'href',
      'https://help.example/',
    );
  } finally {
    await reader.close();
  }
});
