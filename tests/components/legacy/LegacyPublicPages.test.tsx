/**
 * The public pages against the seed's backend (tests/msw/legacyAdmin.ts): only the spec's calls,
 * no pagination, no counts, string ids, `categoryId`, `{categories}`, popular `date`, SQL dates,
 * empty banners. Every page works, and the app asks for nothing the seed does not have.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server } from '../../msw/server';
import {
  legacyBackend,
  legacyDb,
  legacyRequests,
  resetLegacyDb,
  SPEC_CALLS,
} from '../../msw/legacyAdmin';
import { openSearchAt, renderRoute } from '../../utils/render';

configure({ asyncUtilTimeout: 8000 });

const EXTRA_POSTS = 20;
const TOTAL_POSTS = 4 + EXTRA_POSTS;

beforeAll(async () => {
  await Promise.all([
    import('../../../src/app/routes/public/HomePage'),
    import('../../../src/app/routes/public/TrendingPage'),
    import('../../../src/app/routes/public/PostPage'),
    import('../../../src/app/routes/public/CategoryPage'),
    import('../../../src/features/search/components/SearchOverlay'),
    import('../../../src/features/popular/components/PopularMenuList'),
  ]);
}, 60_000);

beforeEach(() => {
  resetLegacyDb({ extraPosts: EXTRA_POSTS });
  server.use(legacyBackend);
});

const footerSection = async (name: string) =>
  within(within(await screen.findByRole('contentinfo')).getByRole('region', { name }));
const categoryBar = () => within(screen.getByRole('navigation', { name: 'Categories' }));
const rail = () => within(screen.getByRole('complementary', { name: 'POPULAR NOW' }));

/** Every call the app made was one of the spec's (nothing answered 404). */
function expectOnlySpecCalls() {
  const made = legacyRequests().map((r) => `${r.method} ${r.q}`);
  expect(made.length).toBeGreaterThan(0);
  expect(made.filter((call) => !SPEC_CALLS.has(call))).toEqual([]);
}

/** The titles of a grid, pressing "Load more" until every post is shown. */
async function allTitles(listName: string): Promise<string[]> {
  const user = userEvent.setup();
  await screen.findByRole('list', { name: listName });
  for (let round = 0; round < 10; round += 1) {
    const more = screen.queryByRole('button', { name: /load more/i });
    if (!more) break;
    const before = within(screen.getByRole('list', { name: listName })).getAllByRole(
      'article',
    ).length;
    await user.click(more);
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: listName })).getAllByRole('article').length,
      ).toBeGreaterThan(before),
    );
  }
  return within(screen.getByRole('list', { name: listName }))
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading').textContent ?? '');
}

describe('public pages against the seed-only backend', () => {
  it('home lists every post once, newest first, with links, category names and dates', async () => {
    renderRoute('/');
    const titles = await allTitles('Latest posts');
    expect(titles).toHaveLength(TOTAL_POSTS);
    expect(new Set(titles).size).toBe(TOTAL_POSTS);
    expect(titles.slice(0, 4)).toEqual([
      'Roulette Odds Explained',
      'Blackjack Basic Strategy',
      'Bitcoin Weekly Outlook',
      'Derby Day Preview',
    ]);
    const first = within(screen.getAllByRole('article')[0]!);
    expect(first.getByRole('link', { name: 'Roulette Odds Explained' })).toHaveAttribute(
      'href',
      '/posts/roulette-odds-explained',
    );
    expect(first.getByText('Casino')).toBeInTheDocument();
    expect(first.getByText('Mar 1, 2026')).toBeInTheDocument();
    // Empty banners: the default advert panel.
    expect(await screen.findByText('Promote your brand here')).toBeInTheDocument();
    expectOnlySpecCalls();
  });

  it('trending shows the same list, and says so: nothing measures what readers open', async () => {
    renderRoute('/trending');
    const titles = await allTitles('Trending Posts');
    expect(titles).toHaveLength(TOTAL_POSTS);
    expect(titles[0]).toBe('Roulette Odds Explained');
    expect(screen.getByText('The newest posts from every category.')).toBeInTheDocument();
    expect(screen.queryByText(/readers are opening/)).not.toBeInTheDocument();
  });

  it('the category page lists the category posts and the bar highlights it', async () => {
    renderRoute('/crypto');
    const list = await screen.findByRole('list', { name: 'Posts in Crypto' });
    expect(within(list).getAllByRole('article')).toHaveLength(1);
    expect(within(list).getByRole('link', { name: 'Bitcoin Weekly Outlook' })).toHaveAttribute(
      'href',
      '/crypto/bitcoin-weekly-outlook',
    );
    expect(await categoryBar().findByRole('link', { name: 'Crypto' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expectOnlySpecCalls();
  });

  it('a category with many posts pages them on the client without repeating any', async () => {
    renderRoute('/casino');
    const titles = await allTitles('Posts in Casino');
    expect(titles).toHaveLength(2 + EXTRA_POSTS);
    expect(new Set(titles).size).toBe(2 + EXTRA_POSTS);
  });

  it('an unknown category shows the Page Not Found panel (the categories came as {categories})', async () => {
    renderRoute('/handball');
    const dialog = await screen.findByRole('dialog', { name: 'Page Not Found' });
    expect(
      within(dialog).getByText('The category you are looking for does not exist.'),
    ).toBeInTheDocument();
  });

  it.each([
    '/casino/roulette-odds-explained',
    '/posts/roulette-odds-explained',
    '/popular/roulette-odds-explained',
  ])('the post page %s shows title, category, date and the sanitised body', async (path) => {
    renderRoute(path);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Roulette Odds Explained' }),
    ).toBeInTheDocument();
    const article = within(screen.getByRole('article'));
    expect(article.getByRole('link', { name: 'Casino' })).toHaveAttribute('href', '/casino');
    expect(article.getByText('March 1, 2026')).toBeInTheDocument();
    expect(await article.findByText(/Roulette is a game of/)).toBeInTheDocument();
    expect(await screen.findByText('Promote your brand here')).toBeInTheDocument();
    expectOnlySpecCalls();
  });

  it('shows "Post not found" when the seed answers null for an unknown slug', async () => {
    renderRoute('/posts/no-such-post');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Post not found' }),
    ).toBeInTheDocument();
  });

  it('the footer counts the posts of each category from the post list', async () => {
    renderRoute('/about');
    const categories = await footerSection('CATEGORIES');
    await waitFor(() =>
      expect(categories.getAllByRole('link').map((l) => l.textContent)).toEqual([
        `Casino(${2 + EXTRA_POSTS})`,
        'Crypto(1)',
        'Football(1)',
        'Poker(0)',
      ]),
    );
    expect(legacyRequests('posts').length).toBeGreaterThan(0);
  });

  it('the footer picks show the popular posts with their `date`', async () => {
    renderRoute('/about');
    const picks = await footerSection('OUR PICKS');
    const links = await picks.findAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/popular/roulette-odds-explained',
      '/popular/derby-day-preview',
    ]);
    // `date` (the 15th) wins over created_at (the 1st).
    expect(links[0]).toHaveTextContent('March 15, 2026');
    expect(links[1]).toHaveTextContent('January 15, 2026');
  });

  it('the popular rail ranks the popular posts and links them to /popular/{slug}', async () => {
    renderRoute('/about');
    await screen.findByRole('complementary', { name: 'POPULAR NOW' });
    const links = await rail().findAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['01Roulette Odds Explained', '/popular/roulette-odds-explained'],
      ['02Derby Day Preview', '/popular/derby-day-preview'],
    ]);
  });

  it('the full-screen menu lists the popular posts', async () => {
    const user = userEvent.setup();
    renderRoute('/about');
    await user.click(await screen.findByRole('button', { name: 'Menu' }));
    const menu = await screen.findByRole('dialog');
    expect(await within(menu).findByRole('link', { name: /Derby Day Preview/ })).toHaveAttribute(
      'href',
      '/posts/derby-day-preview',
    );
  });

  it('search finds posts and categories', async () => {
    const { user, dialog, box } = await openSearchAt('/about');
    await user.type(box, 'derby');
    expect(await within(dialog).findByRole('link', { name: /Derby Day Preview/ })).toHaveAttribute(
      'href',
      '/posts/derby-day-preview',
    );
    await user.click(within(dialog).getByRole('radio', { name: 'Categories' }));
    await user.clear(box);
    await user.type(box, 'poker');
    expect(await within(dialog).findByRole('link', { name: /Poker/ })).toHaveAttribute(
      'href',
      '/poker',
    );
    expectOnlySpecCalls();
  });

  it('shows the banner images once the seed has them', async () => {
    legacyDb.banners = { home_banner: 'uploads/home.png', post_banner: 'uploads/post.png' };
    renderRoute('/');
    expect(await screen.findByRole('img', { name: 'Home page advertisement' })).toHaveAttribute(
      'src',
      expect.stringContaining('/backend/public/uploads/home.png'),
    );
  });
});
