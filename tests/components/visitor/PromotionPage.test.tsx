import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '../../utils/render';
import { server } from '../../msw/server';
import { env } from '../../../src/config/env';
import { mailDraft } from '../../../src/lib/mailto';

const brand = encodeURIComponent(env.brandName);
const to = env.contactEmail;
let open: MockInstance<(url: string) => void>;

beforeEach(() => {
  open = vi.spyOn(mailDraft, 'open').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

async function renderPromotion() {
  const utils = renderRoute('/promotion');
  await screen.findByRole(
    'heading',
    { level: 1, name: /put your brand in front of fans/i },
    { timeout: 10_000 },
  );
  return utils;
}

const quoteForm = () => screen.getByRole('form', { name: 'Tell us about your campaign' });

/** The six offerings, in the page's order (the quote form lists them first too). */
const OFFERINGS = [
  'Blog Posting',
  'Display Ads',
  'Custom Ads',
  'Sponsored Content',
  'Social Boost',
  'Newsletter Shoutout',
];

describe('Promotion page', () => {
  it('sets the tab title', async () => {
    await renderPromotion();
    await waitFor(() => expect(document.title).toBe(`Promotion | ${env.brandName}`));
  });

  it('lists the six offerings, with the blog posting terms', async () => {
    await renderPromotion();
    const offerings = screen.getByRole('region', { name: 'Ways to reach our readers' });
    for (const name of OFFERINGS) {
      expect(within(offerings).getByRole('heading', { level: 3, name })).toBeInTheDocument();
    }
    expect(within(offerings).getAllByRole('listitem')).toHaveLength(6);
    expect(within(offerings).getByText('1200–2000 words, 1 revision')).toBeInTheDocument();
  });

  it('shows Starter, Growth as Best Value and Custom on request, with their contents', async () => {
    await renderPromotion();
    const plans = screen.getByRole('region', { name: 'Simple packages, clear prices' });
    const card = (name: string) =>
      within(plans).getByRole('heading', { level: 3, name }).closest('li')!;
    expect(card('Starter')).toHaveTextContent('One blog post or one display slot for 7 days.');
    expect(card('Starter')).toHaveTextContent('₹7,500');
    expect(card('Growth')).toHaveTextContent('2 blog posts and 2 display slots for 14 days.');
    expect(card('Growth')).toHaveTextContent('Best Value');
    expect(card('Growth')).toHaveTextContent('₹18,000');
    expect(card('Custom')).toHaveTextContent('On Request');
    expect(within(plans).getAllByText('Best Value')).toHaveLength(1);
  });

  it('opens a mail draft titled after the plan from each plan button', async () => {
    const user = userEvent.setup();
    await renderPromotion();
    await user.click(screen.getByRole('button', { name: 'Choose Starter' }));
    await user.click(screen.getByRole('button', { name: 'Choose Growth' }));
    await user.click(screen.getByRole('button', { name: 'Ask about Custom' }));
    const subjects = open.mock.calls.map(([url]) => new URL(url).searchParams.get('subject'));
    expect(subjects).toEqual([
      `[${env.brandName}] Starter Plan`,
      `[${env.brandName}] Growth Plan`,
      `[${env.brandName}] Custom Plan`,
    ]);
    expect(open.mock.calls[1]![0]).toMatch(
      new RegExp(`^mailto:${to}\\?subject=%5B${brand}%5D%20Growth%20Plan&body=`),
    );
  });

  it('starts the quote form with the spec defaults and option lists', async () => {
    await renderPromotion();
    const form = quoteForm();
    const type = within(form).getByLabelText('Promotion type');
    expect(type).toHaveValue('Blog Posting');
    expect(
      within(type)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([...OFFERINGS, 'Video Placement']);
    const budget = within(form).getByLabelText('Budget (INR)');
    expect(budget).toHaveValue(25000);
    expect(budget).toHaveAttribute('type', 'number');
    expect(budget).toHaveAttribute('min', '0');
    const goal = within(form).getByLabelText('Goal');
    expect(goal).toHaveValue('Traffic');
    expect(
      within(goal)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Traffic', 'Leads', 'Sales', 'Awareness']);
    expect(within(form).getByLabelText('Timeline')).toHaveValue('2 weeks');
    expect(within(form).getByLabelText('Notes')).toHaveValue('');
    expect(within(form).getByLabelText('Name')).toHaveValue('');
    expect(within(form).getByLabelText('Email')).toHaveAttribute('type', 'email');
  });

  it('submits the defaults as a mail draft with "-" for the empty fields', async () => {
    const user = userEvent.setup();
    await renderPromotion();
    await user.click(screen.getByRole('button', { name: 'Request a quote' }));
    expect(open).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledWith(
      `mailto:${to}?subject=%5B${brand}%5D%20Promotion%20Request%20%E2%80%93%20Blog%20Posting` +
        '&body=Type%3A%20Blog%20Posting%0D%0ABudget%3A%20%E2%82%B925%2C000%0D%0AGoal%3A%20Traffic' +
        '%0D%0ATimeline%3A%202%20weeks%0D%0ANotes%3A%20-%0D%0AName%3A%20-%0D%0AEmail%3A%20-',
    );
    expect(
      screen.getByText('Your mail app should open with the request ready to send.'),
    ).toBeInTheDocument();
  });

  it('keeps the quote button on one line when the note appears beside it after submitting', async () => {
    const user = userEvent.setup();
    await renderPromotion();
    const button = screen.getByRole('button', { name: 'Request a quote' });
    await user.click(button);
    const note = screen.getByText('Your mail app should open with the request ready to send.');
    // jsdom lays nothing out: the classes that keep it whole are what the browser applies.
    expect(button).toHaveClass('whitespace-nowrap', 'shrink-0');
    expect(note).toHaveClass('min-w-0');
    expect(note.parentElement).toContainElement(button);
  });

  it('puts every filled field in the draft, with the budget in rupees without decimals', async () => {
    const user = userEvent.setup();
    await renderPromotion();
    const form = quoteForm();
    await user.selectOptions(within(form).getByLabelText('Promotion type'), 'Video Placement');
    await user.clear(within(form).getByLabelText('Budget (INR)'));
    await user.type(within(form).getByLabelText('Budget (INR)'), '1234567.6');
    await user.selectOptions(within(form).getByLabelText('Goal'), 'Leads');
    await user.clear(within(form).getByLabelText('Timeline'));
    await user.type(within(form).getByLabelText('Timeline'), 'June & July');
    await user.type(within(form).getByLabelText('Notes'), 'Line one{enter}Line two');
    await user.type(within(form).getByLabelText('Name'), 'Asha Rao');
    await user.type(within(form).getByLabelText('Email'), 'asha@brand.example');
    await user.click(screen.getByRole('button', { name: 'Request a quote' }));

    const url = open.mock.calls[0]![0];
    expect(url).toBe(
      `mailto:${to}?subject=%5B${brand}%5D%20Promotion%20Request%20%E2%80%93%20Video%20Placement` +
        '&body=Type%3A%20Video%20Placement%0D%0ABudget%3A%20%E2%82%B912%2C34%2C568%0D%0AGoal%3A%20Leads' +
        '%0D%0ATimeline%3A%20June%20%26%20July%0D%0ANotes%3A%20Line%20one%0D%0ALine%20two' +
        '%0D%0AName%3A%20Asha%20Rao%0D%0AEmail%3A%20asha%40brand.example',
    );
    // The visitor's entries stay in the form.
    expect(within(form).getByLabelText('Name')).toHaveValue('Asha Rao');
  });

  it('writes "-" for a cleared budget', async () => {
    const user = userEvent.setup();
    await renderPromotion();
    await user.clear(within(quoteForm()).getByLabelText('Budget (INR)'));
    await user.click(screen.getByRole('button', { name: 'Request a quote' }));
    expect(new URL(open.mock.calls[0]![0]).searchParams.get('body')).toContain('\r\nBudget: -\r\n');
  });

  it('makes no server call when the quote form or a plan is submitted', async () => {
    const user = userEvent.setup();
    await renderPromotion();
    const requests: string[] = [];
    server.events.on('request:start', ({ request }) => void requests.push(request.url));
    await user.click(screen.getByRole('button', { name: 'Request a quote' }));
    await user.click(screen.getByRole('button', { name: 'Choose Growth' }));
    server.events.removeAllListeners();
    expect(open).toHaveBeenCalledTimes(2);
    expect(requests).toEqual([]);
  });

  it('shows the quote draft with its address and a Copy button, until a field changes', async () => {
    const user = userEvent.setup();
    await renderPromotion();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    const requests: string[] = [];
    server.events.on('request:start', ({ request }) => void requests.push(request.url));
    await user.click(screen.getByRole('button', { name: 'Request a quote' }));
    const draft = await screen.findByRole('region', { name: 'Your message is ready' });
    expect(draft).toHaveFocus();
    expect(within(draft).getByRole('link', { name: to })).toHaveAttribute('href', `mailto:${to}`);
    const subject = `[${env.brandName}] Promotion Request – Blog Posting`;
    expect(within(draft).getByText(subject)).toBeInTheDocument();
    const body = within(draft).getByText(/^Type: Blog Posting/);
    expect(body.textContent).toBe(
      'Type: Blog Posting\nBudget: ₹25,000\nGoal: Traffic\nTimeline: 2 weeks\nNotes: -\nName: -\nEmail: -',
    );
    await user.click(within(draft).getByRole('button', { name: /^Copy/ }));
    expect(writeText).toHaveBeenCalledWith(`To: ${to}\nSubject: ${subject}\n\n${body.textContent}`);
    expect(within(draft).getByRole('button', { name: /^Copied/ })).toBeInTheDocument();
    server.events.removeAllListeners();
    expect(requests).toEqual([]);
    // An edit makes it stale: it goes until the next request.
    await user.type(within(quoteForm()).getByLabelText('Name'), 'A');
    expect(draft).not.toBeInTheDocument();
  });

  it("shows a plan's draft too, and closing it returns to the plan's button", async () => {
    const user = userEvent.setup();
    await renderPromotion();
    const growth = screen.getByRole('button', { name: 'Choose Growth' });
    await user.click(growth);
    const draft = await screen.findByRole('region', { name: 'Your message is ready' });
    expect(within(draft).getByText(`[${env.brandName}] Growth Plan`)).toBeInTheDocument();
    await user.click(within(draft).getByRole('button', { name: 'Close the message' }));
    expect(draft).not.toBeInTheDocument();
    expect(growth).toHaveFocus();
  });

  it('shows four numbered how-it-works steps', async () => {
    await renderPromotion();
    const steps = screen.getByRole('region', { name: 'From brief to live in four steps' });
    expect(within(steps).getAllByRole('listitem')).toHaveLength(4);
    expect(
      within(steps)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([
      'Step 1: Tell us your goal',
      'Step 2: Get a tailored proposal',
      'Step 3: Approve the content',
      'Step 4: Go live and measure',
    ]);
  });

  it('opens and closes each FAQ answer, with the lead times', async () => {
    const user = userEvent.setup();
    await renderPromotion();
    const faq = screen.getByRole('region', { name: 'Questions advertisers ask' });
    const questions = within(faq).getAllByRole('button');
    expect(questions).toHaveLength(4);
    const placement = within(faq).getByRole('button', {
      name: 'How soon can a display placement go live?',
    });
    expect(placement).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(placement.getAttribute('aria-controls')!)!;
    expect(panel).not.toBeVisible();

    await user.click(placement);
    expect(placement).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toBeVisible();
    expect(panel).toHaveTextContent('2–4 business days');

    const sponsored = within(faq).getByRole('button', {
      name: 'How long does a sponsored post take?',
    });
    sponsored.focus();
    await user.keyboard('{Enter}');
    expect(document.getElementById(sponsored.getAttribute('aria-controls')!)).toHaveTextContent(
      '3–5 days',
    );
    await user.click(placement);
    expect(placement).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();
  });

  it('offers a mail link and a phone link to the configured contact', async () => {
    await renderPromotion();
    const cta = screen.getByRole('region', { name: `Ready to reach ${env.brandName} readers?` });
    expect(within(cta).getByRole('link', { name: `Email ${env.contactEmail}` })).toHaveAttribute(
      'href',
      expect.stringMatching(new RegExp(`^mailto:${env.contactEmail}`)),
    );
    expect(within(cta).getByRole('link', { name: `Call ${env.contactPhone}` })).toHaveAttribute(
      'href',
      `tel:${env.contactPhone.replace(/[^\d+]/g, '')}`,
    );
  });

  it('does not open a draft when the budget is negative (browser validation)', async () => {
    const user = userEvent.setup();
    await renderPromotion();
    const budget = within(quoteForm()).getByLabelText('Budget (INR)');
    await user.clear(budget);
    await user.type(budget, '-5');
    await user.click(screen.getByRole('button', { name: 'Request a quote' }));
    await waitFor(() => expect(budget).toBeInvalid());
    expect(open).not.toHaveBeenCalled();
  });
});
