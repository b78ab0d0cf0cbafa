import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '../../utils/render';
import { server } from '../../msw/server';
import { env } from '../../../src/config/env';
import { mailDraft } from '../../../src/lib/mailto';

const BETA_KEY = 'suggestions_beta_seen_v1';
const GUEST_KEY = 'suggestions_guest';
const NOW = '2026-04-02T09:30:00.000Z';

let open: MockInstance<(url: string) => void>;
beforeEach(() => {
  open = vi.spyOn(mailDraft, 'open').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

async function renderSuggestions({ betaSeen = true } = {}) {
  if (betaSeen) localStorage.setItem(BETA_KEY, 'true');
  const utils = renderRoute('/suggestions');
  await screen.findByRole('heading', { level: 1, name: 'Suggestions' }, { timeout: 10_000 });
  return utils;
}

const panel = () => screen.getByRole('tabpanel');
const form = () => within(panel()).getByRole('form');
const input = (name: string | RegExp) => within(form()).getByLabelText(name);
const submitButton = () => within(form()).getByRole('button', { name: 'Submit suggestion' });
const stored = (key = GUEST_KEY) => JSON.parse(localStorage.getItem(key) ?? 'null') as unknown;

function suggestion(overrides: Record<string, unknown> = {}) {
  return {
    id: 1_700_000_000_000,
    tab: 'posts',
    title: 'Cricket guide',
    details: 'Explain the markets.',
    url: '',
    tags: [],
    urgency: 'normal',
    allowContact: true,
    email: '',
    createdAt: '2026-03-01T10:00:00.000Z',
    status: 'new',
    ...overrides,
  };
}

/** A first visit: the page with its beta notice open. */
async function openBetaNotice() {
  const user = userEvent.setup();
  const first = await renderSuggestions({ betaSeen: false });
  const dialog = await screen.findByRole('dialog', { name: 'Suggestions is in beta' });
  return { user, first, dialog };
}

describe('Suggestions page: beta dialogs', () => {
  it('shows the beta notice on a first visit', async () => {
    await renderSuggestions({ betaSeen: false });
    expect(
      await screen.findByRole('dialog', { name: 'Suggestions is in beta' }),
    ).toBeInTheDocument();
  });

  it('does not show it again once closed with "Don\'t show again" ticked', async () => {
    const { user, first, dialog } = await openBetaNotice();
    await user.click(within(dialog).getByLabelText("Don't show again"));
    await user.click(within(dialog).getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(localStorage.getItem(BETA_KEY)).toBe('true');

    first.unmount();
    await renderSuggestions({ betaSeen: false });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stores the flag also when the ticked notice is closed with Escape', async () => {
    const { user, dialog } = await openBetaNotice();
    await user.click(within(dialog).getByLabelText("Don't show again"));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(localStorage.getItem(BETA_KEY)).toBe('true');
  });

  it('shows the notice again on the next visit when closed without ticking', async () => {
    const { user, first, dialog } = await openBetaNotice();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(localStorage.getItem(BETA_KEY)).toBeNull();

    first.unmount();
    await renderSuggestions({ betaSeen: false });
    expect(
      await screen.findByRole('dialog', { name: 'Suggestions is in beta' }),
    ).toBeInTheDocument();
  });

  it('opens the beta info dialog from the Beta badge', async () => {
    const user = userEvent.setup();
    await renderSuggestions();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Beta/ }));
    const dialog = await screen.findByRole('dialog', { name: 'About the Suggestions beta' });
    expect(within(dialog).getByText('Kept in this browser')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('Suggestions page: tabs', () => {
  it('sets the tab title and shows the six category tabs, posts selected', async () => {
    await renderSuggestions();
    await waitFor(() => expect(document.title).toBe(`Suggestions | ${env.brandName}`));
    const tabs = within(screen.getByRole('tablist')).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual([
      'Post Ideas',
      'Website Enhancement',
      'Advertising',
      'General Feedback',
      'News Tips',
      'Other',
    ]);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(tabs.filter((t) => t.tabIndex === 0)).toEqual([tabs[0]]);
    expect(panel()).toHaveAttribute('aria-labelledby', tabs[0]!.id);
    expect(tabs[1]).toHaveAttribute('aria-controls', panel().id);
  });

  it('changes label, hint and placeholders with the tab', async () => {
    const user = userEvent.setup();
    await renderSuggestions();
    await user.click(screen.getByRole('tab', { name: 'Website Enhancement' }));
    expect(within(panel()).getByRole('heading', { name: 'Website Enhancement' })).toBeVisible();
    expect(
      within(panel()).getByText(
        'Tell us what would make the site faster, clearer or easier to use.',
      ),
    ).toBeInTheDocument();
    expect(input(/^Title/)).toHaveAttribute('placeholder', 'e.g. Let me filter posts by date');
    expect(input(/^Details/)).toHaveAttribute(
      'placeholder',
      'What were you trying to do, what happened, and what would work better?',
    );
    expect(input('Tags')).toHaveAttribute('placeholder', 'search, mobile, dark mode');
    expect(panel()).toHaveAttribute(
      'aria-labelledby',
      screen.getByRole('tab', { name: 'Website Enhancement' }).id,
    );
  });

  it('moves between tabs with the arrow keys, Home and End', async () => {
    const user = userEvent.setup();
    await renderSuggestions();
    const tab = (name: string) => screen.getByRole('tab', { name });
    tab('Post Ideas').focus();
    await user.keyboard('{ArrowRight}');
    expect(tab('Website Enhancement')).toHaveFocus();
    expect(tab('Website Enhancement')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(tab('Other')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(tab('Post Ideas')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(tab('Other')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(tab('Post Ideas')).toHaveAttribute('aria-selected', 'true');
    expect(within(panel()).getByRole('heading', { name: 'Post Ideas' })).toBeInTheDocument();
  });

  it('keeps what was typed when switching tabs', async () => {
    const user = userEvent.setup();
    await renderSuggestions();
    await user.type(input(/^Title/), 'Half-written idea');
    await user.click(screen.getByRole('tab', { name: 'News Tips' }));
    expect(input(/^Title/)).toHaveValue('Half-written idea');
  });
});

describe('Suggestions page: form', () => {
  it('has the fields of the spec, with their defaults', async () => {
    await renderSuggestions();
    expect(input(/^Title/)).toHaveAttribute('aria-required', 'true');
    expect(input('Reference link')).toHaveAttribute('type', 'url');
    expect(input(/^Details/)).toHaveAttribute('aria-required', 'true');
    expect(input('Urgency')).toHaveValue('normal');
    expect(
      within(input('Urgency'))
        .getAllByRole('option')
        .map((o) => [(o as HTMLOptionElement).value, o.textContent]),
    ).toEqual([
      ['low', 'Low'],
      ['normal', 'Normal'],
      ['high', 'High'],
    ]);
    expect(input('Allow contact')).toBeChecked();
    expect(input('Email')).toHaveAttribute('type', 'email');
    expect(input('Email')).toBeEnabled();
    expect(within(form()).getByRole('button', { name: 'Clear' })).toBeInTheDocument();
    expect(within(form()).getByRole('link', { name: `Email ${env.supportEmail}` })).toHaveAttribute(
      'href',
      expect.stringMatching(new RegExp(`^mailto:${env.supportEmail}\\?subject=`)),
    );
  });

  it('disables the email input unless contact is allowed', async () => {
    const user = userEvent.setup();
    await renderSuggestions();
    await user.click(input('Allow contact'));
    expect(input('Email')).toBeDisabled();
    await user.click(input('Allow contact'));
    expect(input('Email')).toBeEnabled();
  });

  it.each([
    ['nothing', '', ''],
    ['only a title', 'A title', ''],
    ['only details', '', 'Some details'],
    ['blank text', '   ', '   '],
  ])(
    'says "Please add a title and details." with %s, saving and sending nothing',
    async (_, title, details) => {
      const user = userEvent.setup();
      await renderSuggestions();
      if (title) await user.type(input(/^Title/), title);
      if (details) await user.type(input(/^Details/), details);
      await user.click(submitButton());
      const message = await screen.findByText('Please add a title and details.');
      expect(message.closest('[role="alert"]')).not.toBeNull();
      expect(open).not.toHaveBeenCalled();
      expect(localStorage.getItem(GUEST_KEY)).toBeNull();
      expect(input(/^Title/)).toHaveValue(title);
      expect(input(/^Details/)).toHaveValue(details);
    },
  );

  it('moves focus to the field to fix', async () => {
    const user = userEvent.setup();
    await renderSuggestions();
    await user.click(submitButton());
    expect(input(/^Title/)).toHaveFocus();
    await user.type(input(/^Title/), 'T');
    await user.click(submitButton());
    expect(input(/^Details/)).toHaveFocus();
  });

  it('counts characters and turns the counter red over 800', async () => {
    const user = userEvent.setup();
    await renderSuggestions();
    expect(within(form()).getByText('0/800')).toBeInTheDocument();
    await user.click(input(/^Details/));
    await user.paste('x'.repeat(800));
    const counter = within(form()).getByText('800/800');
    expect(counter).not.toHaveClass('text-red-600');
    expect(input(/^Details/)).not.toHaveAttribute('aria-invalid');
    await user.type(input(/^Details/), 'y');
    expect(within(form()).getByText('801/800')).toHaveClass('text-red-600');
    expect(input(/^Details/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('says "Description must be ≤ 800 characters." over the limit and keeps the text', async () => {
    const user = userEvent.setup();
    await renderSuggestions();
    await user.type(input(/^Title/), 'Long one');
    await user.click(input(/^Details/));
    await user.paste('z'.repeat(801));
    await user.click(submitButton());
    const message = await screen.findByText('Description must be ≤ 800 characters.');
    expect(message.closest('[role="alert"]')).not.toBeNull();
    expect(open).not.toHaveBeenCalled();
    expect(localStorage.getItem(GUEST_KEY)).toBeNull();
    expect(input(/^Title/)).toHaveValue('Long one');
    expect((input(/^Details/) as HTMLTextAreaElement).value).toHaveLength(801);
  });

  it('saves locally, opens the mail draft, clears the form and thanks the visitor', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(NOW));
    const user = userEvent.setup();
    await renderSuggestions();
    await user.click(screen.getByRole('tab', { name: 'Website Enhancement' }));
    await user.type(input(/^Title/), '  Dark mode toggle ');
    await user.type(input('Reference link'), 'https://example.com/page?a=1&b=2');
    await user.type(input('Tags'), ' ui, theme ,, colours, extra ');
    await user.type(input(/^Details/), 'Please add it.{enter}Thanks & bye');
    await user.selectOptions(input('Urgency'), 'high');
    await user.type(input('Email'), 'me@example.com');
    await user.click(submitButton());

    expect(stored()).toEqual([
      {
        id: Date.parse(NOW),
        tab: 'website',
        title: 'Dark mode toggle',
        details: 'Please add it.\nThanks & bye',
        url: 'https://example.com/page?a=1&b=2',
        tags: ['ui', 'theme', 'colours', 'extra'],
        urgency: 'high',
        allowContact: true,
        email: 'me@example.com',
        createdAt: NOW,
        status: 'new',
      },
    ]);

    const subject = '[website] Suggestion – Website Enhancement: Dark mode toggle';
    const body = [
      'Category: Website Enhancement (website)',
      'Title: Dark mode toggle',
      'Urgency: High',
      'URL: https://example.com/page?a=1&b=2',
      'Details: Please add it.',
      'Thanks & bye',
      'Tags: ui, theme, colours, extra',
      'Contact back: Yes',
      'Email: me@example.com',
      `Submitted: ${NOW}`,
    ].join('\r\n');
    expect(open).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledWith(
      `mailto:${env.supportEmail}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`,
    );
    expect(open.mock.calls[0]![0]).toContain(
      'subject=%5Bwebsite%5D%20Suggestion%20%E2%80%93%20Website%20Enhancement%3A%20Dark%20mode%20toggle&body=Category%3A%20',
    );

    const thanks = await screen.findByText('Thanks! Your suggestion has been saved (local).');
    expect(thanks.closest('[role="status"]')).not.toBeNull();
    expect(input(/^Title/)).toHaveValue('');
    expect(input('Reference link')).toHaveValue('');
    expect(input('Tags')).toHaveValue('');
    expect(input(/^Details/)).toHaveValue('');
    expect(input('Urgency')).toHaveValue('normal');
    expect(input('Allow contact')).toBeChecked();
    expect(input('Email')).toHaveValue('');

    const list = within(panel()).getByRole('region', { name: /Your submissions/ });
    expect(within(list).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Your submissions (1)',
    );
    expect(within(list).getByRole('heading', { level: 3, name: 'Dark mode toggle' })).toBeVisible();
  });

  it('writes "No" and "-" for contact and email when contact is not allowed', async () => {
    const user = userEvent.setup();
    await renderSuggestions();
    await user.type(input(/^Title/), 'Idea');
    await user.type(input('Email'), 'typed@before.example');
    await user.click(input('Allow contact'));
    await user.type(input(/^Details/), 'Details');
    await user.click(submitButton());
    const body = new URL(open.mock.calls[0]![0]).searchParams.get('body')!;
    expect(body).toContain('\r\nURL: -\r\n');
    expect(body).toContain('\r\nTags: -\r\n');
    expect(body).toContain('\r\nContact back: No\r\nEmail: -\r\n');
    expect(stored()).toEqual([
      expect.objectContaining({ allowContact: false, email: '', tags: [], url: '' }),
    ]);
  });

  it('stores under the key of the stored user id', async () => {
    localStorage.setItem('userId', 'u42');
    const user = userEvent.setup();
    await renderSuggestions();
    await user.type(input(/^Title/), 'Mine');
    await user.type(input(/^Details/), 'Text');
    await user.click(submitButton());
    expect(stored('suggestions_u42')).toEqual([expect.objectContaining({ title: 'Mine' })]);
    expect(localStorage.getItem(GUEST_KEY)).toBeNull();
  });

  it('empties the form with Clear', async () => {
    const user = userEvent.setup();
    await renderSuggestions();
    await user.type(input(/^Title/), 'Something');
    await user.type(input(/^Details/), 'More');
    await user.click(input('Allow contact'));
    await user.click(within(form()).getByRole('button', { name: 'Clear' }));
    expect(input(/^Title/)).toHaveValue('');
    expect(input(/^Details/)).toHaveValue('');
    expect(input('Allow contact')).toBeChecked();
    expect(open).not.toHaveBeenCalled();
  });

  it('makes no server call on submit', async () => {
    const user = userEvent.setup();
    await renderSuggestions();
    await user.type(input(/^Title/), 'Quiet');
    await user.type(input(/^Details/), 'No network please');
    const requests: string[] = [];
    server.events.on('request:start', ({ request }) => void requests.push(request.url));
    await user.click(submitButton());
    server.events.removeAllListeners();
    expect(open).toHaveBeenCalledTimes(1);
    expect(requests).toEqual([]);
  });
});

describe('Suggestions page: the draft for a visitor without a mail app', () => {
  async function sendOne() {
    const user = userEvent.setup();
    await renderSuggestions();
    await user.type(input(/^Title/), 'Dark mode');
    await user.type(input(/^Details/), 'Please add it.{enter}Thanks');
    return user;
  }
  const subject = '[posts] Suggestion – Post Ideas: Dark mode';

  it('shows the address, subject and text after sending, and Copy copies them, with no server call', async () => {
    const user = await sendOne();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    const requests: string[] = [];
    server.events.on('request:start', ({ request }) => void requests.push(request.url));
    await user.click(submitButton());

    const draft = await screen.findByRole('region', { name: 'Your message is ready' });
    // Announced: focus moves to it.
    expect(draft).toHaveFocus();
    expect(draft).toHaveAccessibleDescription(
      `No mail app opened? Copy the message and send it to ${env.supportEmail} from any email account.`,
    );
    expect(within(draft).getByRole('link', { name: env.supportEmail })).toHaveAttribute(
      'href',
      `mailto:${env.supportEmail}`,
    );
    const body = within(draft).getByText(/^Category: Post Ideas \(posts\)/);
    expect(body.textContent).toContain('Title: Dark mode\nUrgency: Normal');
    expect(body.textContent).toContain('Details: Please add it.\nThanks');
    expect(within(draft).getByText(subject)).toBeInTheDocument();

    const copy = within(draft).getByRole('button', { name: 'Copy address, subject and message' });
    await user.click(copy);
    expect(writeText).toHaveBeenCalledTimes(1);
    const copied = writeText.mock.calls[0]![0];
    expect(
      copied.startsWith(`To: ${env.supportEmail}\nSubject: ${subject}\n\nCategory: Post Ideas`),
    ).toBe(true);
    expect(copied).toBe(`To: ${env.supportEmail}\nSubject: ${subject}\n\n${body.textContent}`);
    expect(await navigator.clipboard.readText()).toBe(copied);
    expect(copy).toHaveTextContent(/^Copied/);
    expect(within(draft).getByRole('status')).toHaveTextContent(
      'Address, subject and message copied.',
    );
    server.events.removeAllListeners();
    expect(requests).toEqual([]);
    // The mail app was still asked first, and the local copy kept.
    expect(open).toHaveBeenCalledTimes(1);
    expect(stored()).toEqual([expect.objectContaining({ title: 'Dark mode' })]);
  }, 40_000);

  it('says so when the browser refuses to copy', async () => {
    const user = await sendOne();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(submitButton());
    const draft = await screen.findByRole('region', { name: 'Your message is ready' });
    await user.click(within(draft).getByRole('button', { name: /^Copy/ }));
    expect(await within(draft).findByRole('status')).toHaveTextContent(
      'Copying did not work here: select the message and copy it yourself.',
    );
  });

  it('closes, putting the keyboard back at the form', async () => {
    const user = await sendOne();
    await user.click(submitButton());
    const draft = await screen.findByRole('region', { name: 'Your message is ready' });
    await user.click(within(draft).getByRole('button', { name: 'Close the message' }));
    expect(draft).not.toBeInTheDocument();
    expect(input(/^Title/)).toHaveFocus();
  });
});

describe('Suggestions page: stored submissions', () => {
  it('says "No submissions yet in this tab." when there are none', async () => {
    await renderSuggestions();
    expect(within(panel()).getByText('No submissions yet in this tab.')).toBeInTheDocument();
    expect(within(panel()).getByRole('heading', { name: 'Your submissions (0)' })).toBeVisible();
  });

  it('loads stored suggestions at start and lists each under its own tab', async () => {
    localStorage.setItem(
      GUEST_KEY,
      JSON.stringify([
        suggestion({ id: 1, title: 'Older post idea', createdAt: '2026-01-01T00:00:00.000Z' }),
        suggestion({ id: 2, title: 'Newer post idea', createdAt: '2026-02-01T00:00:00.000Z' }),
        suggestion({ id: 3, tab: 'news', title: 'A news tip' }),
      ]),
    );
    const user = userEvent.setup();
    await renderSuggestions();
    expect(within(panel()).getByRole('heading', { name: 'Your submissions (2)' })).toBeVisible();
    expect(
      within(panel())
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Newer post idea', 'Older post idea']);
    expect(within(panel()).queryByText('A news tip')).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'News Tips' }));
    expect(within(panel()).getByRole('heading', { name: 'Your submissions (1)' })).toBeVisible();
    expect(within(panel()).getByText('A news tip')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Advertising' }));
    expect(within(panel()).getByText('No submissions yet in this tab.')).toBeInTheDocument();
  });

  it('shows category, capitalised urgency, up to 3 tags then an ellipsis, details, date and link', async () => {
    localStorage.setItem(
      GUEST_KEY,
      JSON.stringify([
        suggestion({
          title: 'Tagged',
          urgency: 'high',
          tags: ['one', 'two', 'three', 'four'],
          url: 'https://example.com/x',
          details: 'All the details.',
        }),
      ]),
    );
    await renderSuggestions();
    const card = within(panel()).getByRole('heading', { name: 'Tagged' }).closest('article')!;
    expect(within(card).getByText('Post Ideas')).toBeInTheDocument();
    expect(within(card).getByText('High')).toBeInTheDocument();
    const tags = within(card).getByRole('list', { name: 'Tags' });
    expect(tags).toHaveTextContent(/^#one#two#three…and 1 more$/);
    expect(within(card).queryByText('#four')).not.toBeInTheDocument();
    expect(within(card).getByText('All the details.')).toBeInTheDocument();
    expect(within(card).getByText('Mar 1, 2026')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /https:\/\/example\.com\/x/ })).toHaveAttribute(
      'href',
      'https://example.com/x',
    );
  });

  it('shows "No link" without a link, and never makes a non-web link clickable', async () => {
    localStorage.setItem(
      GUEST_KEY,
      JSON.stringify([
        suggestion({ id: 1, title: 'No url', tags: ['a', 'b', 'c'] }),
        suggestion({ id: 2, title: 'Script url', url: 'javascript:alert(1)' }),
      ]),
    );
    await renderSuggestions();
    const noUrl = within(panel()).getByRole('heading', { name: 'No url' }).closest('article')!;
    expect(within(noUrl).getByText('No link')).toBeInTheDocument();
    expect(within(noUrl).getByRole('list', { name: 'Tags' })).not.toHaveTextContent('…');
    const script = within(panel()).getByRole('heading', { name: 'Script url' }).closest('article')!;
    expect(within(script).queryByRole('link')).not.toBeInTheDocument();
    expect(within(script).getByText('javascript:alert(1)')).toBeInTheDocument();
  });

  it('deletes a suggestion, says "Suggestion removed." and updates storage', async () => {
    localStorage.setItem(
      GUEST_KEY,
      JSON.stringify([
        suggestion({ id: 1, title: 'Keep me' }),
        suggestion({ id: 2, title: 'Remove me' }),
      ]),
    );
    const user = userEvent.setup();
    await renderSuggestions();
    await user.click(within(panel()).getByRole('button', { name: 'Delete suggestion: Remove me' }));
    expect(within(panel()).queryByText('Remove me')).not.toBeInTheDocument();
    expect(await screen.findByText('Suggestion removed.')).toBeInTheDocument();
    expect(within(panel()).getByRole('heading', { name: 'Your submissions (1)' })).toHaveFocus();
    expect(stored()).toEqual([expect.objectContaining({ id: 1, title: 'Keep me' })]);

    await user.click(within(panel()).getByRole('button', { name: 'Delete suggestion: Keep me' }));
    expect(within(panel()).getByText('No submissions yet in this tab.')).toBeInTheDocument();
    expect(stored()).toEqual([]);
  });

  it.each([
    ['text that is not JSON', '{not json'],
    ['an object instead of a list', '{"title":"x"}'],
    ['a number', '42'],
    ['null', 'null'],
  ])('survives a store holding %s, and a new submission replaces it', async (_, raw) => {
    localStorage.setItem(GUEST_KEY, raw);
    const user = userEvent.setup();
    await renderSuggestions();
    expect(within(panel()).getByText('No submissions yet in this tab.')).toBeInTheDocument();
    await user.type(input(/^Title/), 'Fresh');
    await user.type(input(/^Details/), 'Start over');
    await user.click(submitButton());
    expect(stored()).toEqual([expect.objectContaining({ title: 'Fresh', tab: 'posts' })]);
    expect(within(panel()).getByRole('heading', { name: 'Your submissions (1)' })).toBeVisible();
  });

  it('drops stored items of the wrong shape and keeps the good ones', async () => {
    localStorage.setItem(
      GUEST_KEY,
      JSON.stringify([
        suggestion({ id: 1, title: 'Good one' }),
        null,
        'text',
        { id: 'x', title: 'Bad id' },
        suggestion({ id: 3, title: 'Unknown tab', tab: 'sports' }),
        suggestion({ id: 4, title: 'Bad urgency', urgency: 'urgent' }),
        suggestion({ id: 5, title: 'Bad tags', tags: 'a,b' }),
        suggestion({ id: 6, title: 'Bad date', createdAt: 'yesterday' }),
        suggestion({ id: 7, title: '' }),
      ]),
    );
    await renderSuggestions();
    expect(
      within(panel())
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Good one']);
  });
});
