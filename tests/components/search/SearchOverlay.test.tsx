import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { server } from '../../msw/server';
import { publicCall } from '../../msw/handlers';
import { renderLayout } from '../layout/renderLayout';

/** Every search request the app sends, as `q:keyword`. */
let requests: string[] = [];
const record = ({ request }: { request: Request }) => {
  const url = new URL(request.url);
  requests.push(`${url.searchParams.get('q')}:${url.searchParams.get('keyword')}`);
};

// The overlay is a lazy chunk: compile it once up front so no test waits on the first load.
beforeAll(async () => {
  await import('../../../src/features/search/components/SearchOverlay');
  await import('../../../src/components/motionFeatures');
});

beforeEach(() => {
  requests = [];
  server.events.on('request:start', record);
});
afterEach(() => {
  server.events.removeListener('request:start', record);
});
const searchRequests = () => requests.filter((r) => r.startsWith('search-'));

const longText = `<p>${'Odds <em>move</em> when money arrives. '.repeat(8)}</p>`;

async function openSearch() {
  const user = userEvent.setup();
  const view = await renderLayout('/');
  await user.click(screen.getByRole('button', { name: 'Search' }));
  const dialog = await screen.findByRole('dialog', { name: 'Search' }, { timeout: 4000 });
  const box = within(dialog).getByRole('searchbox', { name: 'Keyword' });
  return { user, dialog, box, ...view };
}

/** Any search answers `results`; the reader types `keyword`: answers the result link named `title`. */
async function resultFor(results: object[], keyword: string, title: RegExp) {
  server.use(publicCall('search-posts', () => HttpResponse.json(results)));
  const { user, box, dialog } = await openSearch();
  await user.type(box, keyword);
  return within(dialog).findByRole('link', { name: title }, { timeout: 2000 });
}

/** The result "How the wheel works" (casino), with `fields`, found by typing `keyword`. */
const wheelResult = (fields: object, keyword: string) =>
  resultFor(
    [{ id: 9, slug: 'wheel', title: 'How the wheel works', category_slug: 'casino', ...fields }],
    keyword,
    /How the wheel works/,
  );

describe('search overlay', () => {
  it('opens with the keyword box focused, the filters and the prompt', async () => {
    const { dialog, box } = await openSearch();
    expect(box).toHaveFocus();
    const filters = within(dialog).getByRole('group', { name: 'Search in' });
    expect(
      within(filters)
        .getAllByRole('radio')
        .map((r) => r.closest('label')!.textContent),
    ).toEqual(['All Content', 'Posts', 'Categories']);
    expect(within(filters).getByRole('radio', { name: 'All Content' })).toBeChecked();
    expect(
      within(dialog).getByText('Please enter a keyword to start your search'),
    ).toBeInTheDocument();
    // The page stops scrolling in an effect after the dialog is drawn (useScrollLock).
    await waitFor(() => expect(document.body.style.overflow).toBe('hidden'));
  });

  it('sends one request 500 ms after typing stops, not one per keystroke', async () => {
    const { user, box, dialog } = await openSearch();
    await user.type(box, 'roulette');
    expect(searchRequests()).toEqual([]);
    expect(within(dialog).getByText('Searching')).toBeInTheDocument();
    await waitFor(() => expect(searchRequests()).toEqual(['search-posts:roulette']), {
      timeout: 2000,
    });
    expect(
      await within(dialog).findByRole('link', { name: /Roulette Odds Explained/ }),
    ).toBeInTheDocument();
    expect(searchRequests()).toEqual(['search-posts:roulette']);
  });

  it('waits the full 500 ms before searching', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { box } = await openSearch();
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      await user.type(box, 'derby');
      await vi.advanceTimersByTimeAsync(480);
      expect(searchRequests()).toEqual([]);
      await vi.advanceTimersByTimeAsync(40);
      await waitFor(() => expect(searchRequests()).toEqual(['search-posts:derby']));
    } finally {
      vi.useRealTimers();
    }
  });

  it('sends no request for a blank keyword and clears the results', async () => {
    const { user, box, dialog } = await openSearch();
    await user.type(box, 'derby');
    expect(
      await within(dialog).findByRole('link', { name: /Derby Day Preview/ }, { timeout: 2000 }),
    ).toBeInTheDocument();
    await user.clear(box);
    expect(within(dialog).queryByRole('link')).not.toBeInTheDocument();
    expect(
      within(dialog).getByText('Please enter a keyword to start your search'),
    ).toBeInTheDocument();
    await user.type(box, '    ');
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(searchRequests()).toEqual(['search-posts:derby']);
    expect(
      within(dialog).getByText('Please enter a keyword to start your search'),
    ).toBeInTheDocument();
  });

  it('shows each result’s title and the first 100 characters of text without markup', async () => {
    // A keyword found in the title only: the text's words are not marked.
    const link = await resultFor(
      [{ id: 9, slug: 'odds-101', title: 'Odds 101', content: longText, category_slug: 'blog' }],
      '101',
      /Odds 101/,
    );
    expect(link).toHaveAttribute('href', '/posts/odds-101');
    const snippet = within(link).getByText(/^Odds move/);
    const expected = 'Odds move when money arrives. '.repeat(8).slice(0, 100).trimEnd();
    expect(snippet.textContent).toBe(`${expected}…`);
    expect(snippet.innerHTML).not.toContain('<em>');
  });

  it('shows the passage the server sent as the snippet, its matched word in a <mark>', async () => {
    const snippet = '…Every roulette payout is calculated as if the zero did not exist.';
    const link = await wheelResult(
      { content: longText, snippet, snippet_marks: [[7, 15]] },
      'roulete',
    );
    const mark = link.querySelector('mark')!;
    expect(mark).toHaveTextContent(/^roulette$/);
    expect(mark.parentElement).toHaveTextContent(snippet);
    expect(link).not.toHaveTextContent(/Odds move/);
  });

  it('marks the keyword’s words in the start of the text a seed backend sent', async () => {
    const link = await resultFor(
      [{ id: 9, slug: 'odds-101', title: 'Odds 101', content: longText, category_slug: 'blog' }],
      'money',
      /Odds 101/,
    );
    const marks = Array.from(link.querySelectorAll('mark'), (m) => m.textContent);
    expect(marks.length).toBeGreaterThan(1);
    expect(new Set(marks)).toEqual(new Set(['money']));
    expect(link).toHaveTextContent(/Odds move when money arrives/);
  });

  it('never builds HTML from a snippet, and ignores marks that do not fit it', async () => {
    const hostile = '<img src=x onerror="window.__xss = 1"> zero <b>edge</b>';
    const link = await wheelResult(
      {
        content: '<p>Zero.</p>',
        snippet: hostile,
        snippet_marks: [
          [0, 4],
          [2, 400],
        ],
      },
      'zero',
    );
    expect(link).toHaveTextContent(hostile);
    expect(link.querySelector('img, b, mark')).toBeNull();
    expect((window as unknown as { __xss?: number }).__xss).toBeUndefined();
  });

  it('closes when a result is followed and opens the post', async () => {
    const { user, box, dialog } = await openSearch();
    await user.type(box, 'roulette');
    await user.click(
      await within(dialog).findByRole(
        'link',
        { name: /Roulette Odds Explained/ },
        { timeout: 2000 },
      ),
    );
    expect(await screen.findByRole('heading', { name: 'Post page' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says No results found for "{keyword}" when nothing matches', async () => {
    const { user, box, dialog } = await openSearch();
    await user.type(box, '  zzz  ');
    expect(
      await within(dialog).findByText('No results found for "zzz"', {}, { timeout: 2000 }),
    ).toBeInTheDocument();
  });

  it('ends the searching state when the request fails, and logs the failure', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(publicCall('search-posts', () => HttpResponse.json({}, { status: 500 })));
    const { user, box, dialog } = await openSearch();
    await user.type(box, 'derby');
    expect(
      await within(dialog).findByText('No results found for "derby"', {}, { timeout: 2000 }),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('status', { name: 'Searching' })).not.toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('Search error', expect.anything());
    log.mockRestore();
  });

  it('searches categories with the Categories filter', async () => {
    const { user, box, dialog } = await openSearch();
    await user.click(within(dialog).getByRole('radio', { name: 'Categories' }));
    await user.type(box, 'crypto');
    const link = await within(dialog).findByRole('link', { name: /Crypto/ }, { timeout: 2000 });
    expect(link).toHaveTextContent('Crypto markets and tokens.');
    expect(searchRequests()).toEqual(['search-categories:crypto']);
  });

  it('uses search-posts for the Posts filter too', async () => {
    const { user, box, dialog } = await openSearch();
    await user.click(within(dialog).getByRole('radio', { name: 'Posts' }));
    await user.type(box, 'bitcoin');
    await within(dialog).findByRole('link', { name: /Bitcoin Weekly Outlook/ }, { timeout: 2000 });
    expect(searchRequests()).toEqual(['search-posts:bitcoin']);
  });

  it('closes on Escape and gives focus back to the search button', async () => {
    const { user } = await openSearch();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Search' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes on a backdrop click and with the close button', async () => {
    const { user } = await openSearch();
    await user.click(screen.getByTestId('modal-backdrop'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Search' });
    await user.click(within(dialog).getByRole('button', { name: 'Close search' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
