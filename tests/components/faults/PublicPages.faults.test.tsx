/**
 * The public pages against a broken backend (down, HTML error pages, an empty body, invalid
 * JSON, 502): the app never blanks, each page shows the spec's error or fallback, and it comes
 * back once the backend does.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, type MockInstance } from 'vitest';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server } from '../../msw/server';
import { posts } from '../../fixtures/data';
import { openSearchAt, renderRoute } from '../../utils/render';
import {
  backendFault,
  backendReturns,
  FAILED_REQUEST_FAULTS,
  FAULT_NAMES,
  silenceConsoleErrors,
  type FaultName,
} from './backendFaults';

// Lazy pages compile on first use; a busy machine needs more than the default second.
configure({ asyncUtilTimeout: 8000 });

const SAMPLE_PICK = 'Matchday Preview: The Fixtures Worth Watching';

let consoleError: MockInstance;

beforeAll(async () => {
  await Promise.all([
    import('../../../src/app/routes/public/HomePage'),
    import('../../../src/app/routes/public/TrendingPage'),
    import('../../../src/app/routes/public/PostPage'),
    import('../../../src/app/routes/public/CategoryPage'),
    import('../../../src/features/search/components/SearchOverlay'),
    import('../../../src/app/routes/public/SiteFooter'),
  ]);
}, 60_000);
beforeEach(() => {
  consoleError = silenceConsoleErrors();
});
afterEach(() => consoleError.mockRestore());

// The footer is a lazy chunk: wait for it.
const footerSection = async (name: string) =>
  within(await screen.findByRole('contentinfo')).getByRole('region', { name });
const categoryBar = () => screen.getByRole('navigation', { name: 'Categories' });
const loggedMessages = () => consoleError.mock.calls.map((args) => String(args[0]));

/** The layout around every page is still there and shows its fallbacks. */
async function expectLayoutFallbacks() {
  const mainNav = screen.getByRole('navigation', { name: 'Main' });
  expect(within(mainNav).getByRole('link', { name: 'Home' })).toBeInTheDocument();
  expect(
    await within(await footerSection('CATEGORIES')).findByText('No categories found.'),
  ).toBeInTheDocument();
  expect(
    await within(await footerSection('OUR PICKS')).findByText(SAMPLE_PICK),
  ).toBeInTheDocument();
  // The category bar keeps "All"; the popular rail (nothing to show) is left out.
  expect(
    within(categoryBar())
      .getAllByRole('link')
      .map((l) => l.textContent),
  ).toEqual(['All']);
  expect(screen.queryByRole('complementary', { name: 'POPULAR NOW' })).not.toBeInTheDocument();
}

describe.each(FAULT_NAMES)('public pages when the backend answers with %s', (fault) => {
  beforeEach(() => server.use(backendFault(fault)));

  it('home shows "Error loading posts", the advert panel and the footer fallbacks', async () => {
    renderRoute('/');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading posts');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(await screen.findByText('Promote your brand here')).toBeInTheDocument();
    await expectLayoutFallbacks();
    expect(screen.getByRole('heading', { level: 1, name: 'Latest posts' })).toBeInTheDocument();
  });

  it('trending shows "Error loading posts" under its heading', async () => {
    renderRoute('/trending');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading posts');
    expect(screen.getByRole('heading', { level: 1, name: 'Trending Posts' })).toBeInTheDocument();
    expect(await screen.findByText('Promote your brand here')).toBeInTheDocument();
  });

  it.each(['/posts/roulette-odds-explained', '/popular/roulette-odds-explained'])(
    'the post page %s shows "Post not found" and the advert panel',
    async (path) => {
      renderRoute(path);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Post not found' }),
      ).toBeInTheDocument();
      expect(await screen.findByText('Promote your brand here')).toBeInTheDocument();
      await expectLayoutFallbacks();
    },
  );

  it('the category page falls back to its slug and "No posts found in this category."', async () => {
    renderRoute('/casino');
    expect(await screen.findByText('No posts found in this category.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^casino$/);
    expect(screen.queryByText('Page Not Found')).not.toBeInTheDocument();
  });

  it('search shows the none-found state instead of crashing', async () => {
    const { user, dialog, box } = await openSearchAt('/');
    await user.type(box, 'roulette');
    expect(await within(dialog).findByText('No results found for "roulette"')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'Categories' }));
    expect(await within(dialog).findByText('No results found for "roulette"')).toBeInTheDocument();
  });
});

describe.each(FAILED_REQUEST_FAULTS)('failures are logged when the backend answers %s', (fault) => {
  it('logs the spec console messages for the failed reads', async () => {
    server.use(backendFault(fault));
    renderRoute('/');
    await screen.findByText('Error loading posts');
    await waitFor(() =>
      expect(loggedMessages()).toEqual(
        expect.arrayContaining([
          'Failed to fetch posts',
          'Error fetching categories',
          'Popular fetch failed',
        ]),
      ),
    );
  });
});

const focusWindow = () => act(() => void window.dispatchEvent(new Event('focus')));

describe.each<FaultName>([
  'the backend is down (network error)',
  'invalid JSON',
  '502 Bad Gateway',
])('recovery after %s', (fault) => {
  beforeEach(() => server.use(backendFault(fault)));

  it('home: "Try again" shows the posts once the backend is back', async () => {
    renderRoute('/');
    const retry = await screen.findByRole('button', { name: 'Try again' });
    backendReturns();
    await userEvent.click(retry);
    const list = await screen.findByRole('list', { name: 'Latest posts' });
    expect(within(list).getAllByRole('article')).toHaveLength(posts.length);
    expect(screen.queryByText('Error loading posts')).not.toBeInTheDocument();
  });

  it('the layout (categories, picks, rail, banner) comes back when the reader returns to the tab', async () => {
    renderRoute('/');
    await screen.findByText('Error loading posts');
    await expectLayoutFallbacks();
    backendReturns();
    focusWindow();
    expect(
      await within(await footerSection('CATEGORIES')).findByRole('link', { name: /Casino/ }),
    ).toBeInTheDocument();
    expect(
      await within(await footerSection('OUR PICKS')).findByRole('link', {
        name: /Roulette Odds Explained/,
      }),
    ).toBeInTheDocument();
    expect(await within(categoryBar()).findByRole('link', { name: 'Crypto' })).toBeVisible();
    expect(await screen.findByRole('complementary', { name: 'POPULAR NOW' })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Home page advertisement' })).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Latest posts' })).toBeInTheDocument();
  });

  it('post page: going back to the posts and opening it again shows the post', async () => {
    const user = userEvent.setup();
    renderRoute('/posts/roulette-odds-explained');
    await screen.findByRole('heading', { level: 1, name: 'Post not found' });
    backendReturns();
    await user.click(screen.getByRole('link', { name: 'Back to latest posts' }));
    const list = await screen.findByRole('list', { name: 'Latest posts' });
    await user.click(within(list).getByRole('link', { name: 'Roulette Odds Explained' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Roulette Odds Explained' }),
    ).toBeInTheDocument();
    expect(await screen.findByText(/Roulette is a game of/)).toBeInTheDocument();
  });

  it('category page: the posts and the category bar come back when the reader returns to the tab', async () => {
    renderRoute('/casino');
    await screen.findByText('No posts found in this category.');
    backendReturns();
    focusWindow();
    const list = await screen.findByRole('list', { name: 'Posts in Casino' });
    expect(within(list).getAllByRole('article')).toHaveLength(2);
    expect(await within(categoryBar()).findByRole('link', { name: 'Casino' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('search: typing the keyword again finds the results', async () => {
    const { user, dialog, box } = await openSearchAt('/');
    await user.type(box, 'roulette');
    await within(dialog).findByText('No results found for "roulette"');
    backendReturns();
    await user.clear(box);
    await user.type(box, 'roulette');
    expect(
      await within(dialog).findByRole('link', { name: /Roulette Odds Explained/ }),
    ).toHaveAttribute('href', '/posts/roulette-odds-explained');
  });
});
