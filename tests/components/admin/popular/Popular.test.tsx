import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { server } from '../../../msw/server';
import { call } from '../../../msw/handlers';
import { legacyHandlers } from '../../../msw/legacy';
import { adminDb, requestsTo } from '../../../msw/adminHandlers';
import { renderAdmin, setupAdminTests } from '../adminTestSetup';
import {
  addPosts,
  legacyPostsHandler,
  onlyPagedRequests,
  pagedPostsHandler,
  postsRequests,
  resetPostsRequests,
  searchPostsHandler,
} from '../pagedPosts';

setupAdminTests({
  pages: ['PopularPage'],
  prepare: () => {
    // Eight posts in all: the four fixtures plus four more (ids 5 to 8).
    addPosts(4);
    resetPostsRequests();
  },
  handlers: () => [pagedPostsHandler, searchPostsHandler],
});

/** A card of the grid by its post's title ("Extra Post 1" is not "Extra Post 12"). */
const cardIn = (list: string, title: string) =>
  within(screen.getByRole('list', { name: list })).getByRole('button', {
    name: new RegExp(`^${title}(?!\\d)`),
  });
const card = (title: string) => cardIn('Posts', title);
/** The titles in the "Selected posts" list, in order. */
const selectedTitles = () =>
  within(screen.getByRole('list', { name: 'Selected posts' }))
    .getAllByRole('button')
    .map((b) => b.getAttribute('aria-label')?.replace(/^Remove /, ''));

/** Saves the list: the app says so, having sent `postIds` in order. */
async function saveSends(user: UserEvent, postIds: number[]) {
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Popular posts saved')).toBeInTheDocument();
  expect(requestsTo('popular-save')[0]?.json).toEqual({ post_ids: postIds });
}

/** Opens the popular posts page (at `path`) once its posts to choose from are shown. */
async function openPopular(path = '/admin/popular') {
  const user = userEvent.setup();
  renderAdmin(path);
  await screen.findByRole('region', { name: 'Choose posts' });
  return user;
}

describe('popular list', () => {
  it('shows the current list with ID, thumbnail, title and category', async () => {
    renderAdmin('/admin/popular');
    const table = await screen.findByRole('table', { name: 'Current popular posts' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Roulette Odds Explained');
    expect(rows[1]).toHaveTextContent('Derby Day Preview');
    expect(within(rows[1]!).getByRole('cell', { name: 'Football' })).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('cell', { name: '1' })).toBeInTheDocument();
    expect(rows[0]!.querySelector('img')).toHaveAttribute(
      'src',
      'http://api.test/backend/public/uploads/roulette.jpg',
    );
  });

  it('marks the posts already in the list as pressed in the selection grid', async () => {
    await openPopular();
    expect(card('Roulette Odds Explained')).toHaveAttribute('aria-pressed', 'true');
    expect(card('Derby Day Preview')).toHaveAttribute('aria-pressed', 'true');
    expect(card('Bitcoin Weekly Outlook')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('2 of 6 selected')).toBeInTheDocument();
  });

  it('toggles posts in and out of the selection', async () => {
    const user = await openPopular();
    await user.click(card('Roulette Odds Explained'));
    expect(card('Roulette Odds Explained')).toHaveAttribute('aria-pressed', 'false');
    await user.click(card('Bitcoin Weekly Outlook'));
    expect(card('Bitcoin Weekly Outlook')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('2 of 6 selected')).toBeInTheDocument();
  });

  it('refuses a seventh post with "Max 6 posts allowed!"', async () => {
    const user = await openPopular();
    for (const id of [5, 6, 7, 8]) await user.click(card(`Extra Post ${id}`));
    expect(screen.getByText('6 of 6 selected')).toBeInTheDocument();
    await user.click(card('Bitcoin Weekly Outlook'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Max 6 posts allowed!');
    expect(card('Bitcoin Weekly Outlook')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('6 of 6 selected')).toBeInTheDocument();
  });

  it('saves post_ids in the order chosen and refreshes the list', async () => {
    const user = await openPopular();
    await user.click(card('Roulette Odds Explained')); // out: [4]
    await user.click(card('Bitcoin Weekly Outlook')); // [4, 3]
    await user.click(card('Roulette Odds Explained')); // [4, 3, 1]
    await user.click(card('Extra Post 7')); // [4, 3, 1, 7]
    await saveSends(user, [4, 3, 1, 7]);
    const table = screen.getByRole('table', { name: 'Current popular posts' });
    await waitFor(() =>
      expect(
        within(table)
          .getAllByRole('row')
          .slice(1)
          .map((r) => within(r).getAllByRole('cell')[0]?.textContent),
      ).toEqual(['4', '3', '1', '7']),
    );
  });

  it("shows the server's message when saving fails", async () => {
    server.use(
      call('post', 'popular-save', () =>
        HttpResponse.json(
          { status: 'error', message: 'post_ids must not repeat a post' },
          { status: 400 },
        ),
      ),
    );
    const user = await openPopular();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('post_ids must not repeat a post');
  });

  it('offers the same selection at /admin/popular/add-post', async () => {
    renderAdmin('/admin/popular/add-post');
    expect(await screen.findByRole('region', { name: 'Choose posts' })).toBeInTheDocument();
    expect(card('Derby Day Preview')).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('popular selection among many posts', () => {
  /** 24 posts: page 1 holds the four fixtures and Extra Post 5 to 12, page 2 the rest. */
  beforeEach(() => addPosts(16));

  it('asks for one page of posts at a time, never for every post', async () => {
    const user = await openPopular();
    expect(screen.getByRole('list', { name: 'Posts' }).children).toHaveLength(12);
    expect(screen.getByText(/Page 1 of 2/)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Next' }));
    await waitFor(() => expect(card('Extra Post 24')).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: /^Extra Post 12(?!\d)/ })).toBeNull();
    expect(onlyPagedRequests()).toBe(true);
    expect(postsRequests.map((p) => [p.get('page'), p.get('limit')])).toEqual([
      ['1', '12'],
      ['2', '12'],
    ]);
  });

  it('keeps the selection, in order, across pages and saves every selected id', async () => {
    const user = await openPopular();
    await user.click(card('Extra Post 7')); // [1, 4, 7]
    await user.click(screen.getByRole('link', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: /^Extra Post 20(?!\d)/ }));
    // Roulette and Derby (page 1) stay selected while page 2 is shown.
    expect(selectedTitles()).toEqual([
      'Roulette Odds Explained',
      'Derby Day Preview',
      'Extra Post 7',
      'Extra Post 20',
    ]);
    expect(screen.getByText('4 of 6 selected')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Previous' }));
    await waitFor(() => expect(card('Extra Post 7')).toHaveAttribute('aria-pressed', 'true'));
    expect(card('Roulette Odds Explained')).toHaveAttribute('aria-pressed', 'true');
    await saveSends(user, [1, 4, 7, 20]);
  });

  it('counts selections on other pages towards "Max 6 posts allowed!"', async () => {
    const user = await openPopular('/admin/popular?page=2');
    for (const id of [13, 14, 15, 16]) await user.click(card(`Extra Post ${id}`));
    expect(screen.getByText('6 of 6 selected')).toBeInTheDocument();
    await user.click(card('Extra Post 17'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Max 6 posts allowed!');
    expect(card('Extra Post 17')).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows a listed post that is on another page as selected, and keeps it when saving', async () => {
    adminDb.popularIds = [20, 1];
    const user = await openPopular();
    expect(selectedTitles()).toEqual(['Extra Post 20', 'Roulette Odds Explained']);
    expect(screen.getByText('2 of 6 selected')).toBeInTheDocument();
    await user.click(card('Bitcoin Weekly Outlook'));
    await saveSends(user, [20, 1, 3]);
  });

  it('takes a post out from the selected list, focus moving to the next one', async () => {
    const user = await openPopular('/admin/popular?page=2');
    await user.click(screen.getByRole('button', { name: 'Remove Roulette Odds Explained' }));
    expect(selectedTitles()).toEqual(['Derby Day Preview']);
    expect(screen.getByRole('button', { name: 'Remove Derby Day Preview' })).toHaveFocus();
    expect(screen.getByText('1 of 6 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Previous' }));
    await waitFor(() =>
      expect(card('Roulette Odds Explained')).toHaveAttribute('aria-pressed', 'false'),
    );
  });

  it('finds a post on any page with the search box, by keyboard, and keeps the selection', async () => {
    adminDb.posts.find((p) => p.id === 22)!.title = 'Needle in the Haystack';
    const user = await openPopular();
    const box = screen.getByRole('searchbox', { name: 'Search posts' });
    await user.click(box);
    await user.keyboard('haystack{Enter}');
    expect(await screen.findByText('1 post found for “haystack”')).toBeInTheDocument();
    const hit = cardIn('Search results', 'Needle in the Haystack');
    hit.focus();
    await user.keyboard('{Enter}');
    expect(hit).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('navigation', { name: 'Posts pages' })).toBeNull();

    await user.click(box);
    await user.keyboard('{Escape}');
    expect(box).toHaveValue('');
    await waitFor(() => expect(card('Roulette Odds Explained')).toBeInTheDocument());
    expect(selectedTitles()).toEqual([
      'Roulette Odds Explained',
      'Derby Day Preview',
      'Needle in the Haystack',
    ]);
    await saveSends(user, [1, 4, 22]);
  });

  it('searches once typing stops, says when nothing matches, and "Clear search" goes back to the pages', async () => {
    const user = await openPopular();
    await user.type(screen.getByRole('searchbox', { name: 'Search posts' }), 'zebra');
    expect(await screen.findByText('No posts found for “zebra”')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(screen.getByRole('searchbox', { name: 'Search posts' })).toHaveFocus();
    expect(await screen.findByRole('list', { name: 'Posts' })).toBeInTheDocument();
  });

  it('says "Search failed." with a retry when the search cannot be made', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(call('get', 'search-posts', () => HttpResponse.json({}, { status: 500 })));
    const user = await openPopular();
    await user.type(screen.getByRole('searchbox', { name: 'Search posts' }), 'derby{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Search failed.');
    server.use(searchPostsHandler);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('1 post found for “derby”')).toBeInTheDocument();
    expect(cardIn('Search results', 'Derby Day Preview')).toHaveAttribute('aria-pressed', 'true');
  });

  it('looks up by slug the search hits that come without an id, so they can be selected', async () => {
    server.use(
      call('get', 'search-posts', () =>
        HttpResponse.json([
          { slug: 'extra-post-21', title: 'Extra Post 21', content: '<p>Text</p>' },
          { slug: 'no-such-post', title: 'Gone', content: '' },
        ]),
      ),
    );
    const user = await openPopular();
    await user.type(screen.getByRole('searchbox', { name: 'Search posts' }), 'extra{Enter}');
    expect(await screen.findByText('1 post found for “extra”')).toBeInTheDocument();
    await user.click(cardIn('Search results', 'Extra Post 21'));
    await saveSends(user, [1, 4, 21]);
  });

  it('pages on the client against a backend that ignores paging, keeping selections', async () => {
    server.use(...legacyHandlers);
    server.use(legacyPostsHandler);
    const user = await openPopular();
    expect(screen.getByRole('list', { name: 'Posts' }).children).toHaveLength(12);
    expect(card('Roulette Odds Explained')).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('link', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: /^Extra Post 24(?!\d)/ }));
    expect(screen.getByRole('list', { name: 'Posts' }).children).toHaveLength(12);
    expect(selectedTitles()).toEqual([
      'Roulette Odds Explained',
      'Derby Day Preview',
      'Extra Post 24',
    ]);
    await saveSends(user, [1, 4, 24]);
    expect(onlyPagedRequests()).toBe(true);
  });

  it('shows "Error loading posts" with a retry when a page cannot be read, keeping the selection', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = await openPopular();
    await user.click(card('Extra Post 9'));
    server.use(call('get', 'posts', () => HttpResponse.json({}, { status: 500 })));
    await user.click(screen.getByRole('link', { name: 'Next' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading posts');
    expect(screen.getByText('3 of 6 selected')).toBeInTheDocument();
    server.use(pagedPostsHandler);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: /^Extra Post 24(?!\d)/ })).toBeInTheDocument();
  });
});
