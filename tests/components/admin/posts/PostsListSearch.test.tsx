import '../plainEditor';
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server } from '../../../msw/server';
import { adminDb, requestsTo } from '../../../msw/adminHandlers';
import { manyPosts, pagingBackend } from '../../paging/pagingBackend';
import { setupAdminTests, renderAdmin } from '../adminTestSetup';

setupAdminTests();

const box = () => screen.findByRole('searchbox', { name: 'Search posts' });
const titles = () =>
  within(screen.getByRole('table'))
    .getAllByRole('rowheader')
    .map((h) => h.textContent);
const count = () => screen.getByText(/ of \d+ posts?$/);

describe('searching the admin posts list', () => {
  it('filters by title, category or slug as the admin types, ignoring case and accents, with a count', async () => {
    const user = userEvent.setup();
    adminDb.posts[2]!.title = 'Bitcoin Été Outlook';
    const { router } = renderAdmin('/admin/posts');
    await screen.findByRole('table');
    expect(titles()).toHaveLength(4);

    await user.type(await box(), 'casino');
    expect(titles()).toEqual(['Roulette Odds Explained', 'Blackjack Basic Strategy']);
    expect(count()).toHaveTextContent('2 of 4 posts');
    expect(count()).toHaveAttribute('aria-live', 'polite');
    expect(router.state.location.search).toBe('?q=casino');

    await user.clear(await box());
    await user.type(await box(), 'ETE');
    expect(titles()).toEqual(['Bitcoin Été Outlook']);
    expect(count()).toHaveTextContent('1 of 4 posts');

    await user.clear(await box());
    await user.type(await box(), 'derby-day');
    expect(titles()).toEqual(['Derby Day Preview']);

    await user.clear(await box());
    expect(titles()).toHaveLength(4);
    expect(router.state.location.search).toBe('');
  });

  it('says "No posts match “…”." and the Clear search button brings every post back', async () => {
    const user = userEvent.setup();
    const { router } = renderAdmin('/admin/posts');
    await user.type(await box(), 'tennis');
    expect(await screen.findByText('No posts match “tennis”.')).toBeInTheDocument();
    expect(count()).toHaveTextContent('0 of 4 posts');
    expect(screen.queryByRole('table')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(titles()).toHaveLength(4);
    expect(await box()).toHaveValue('');
    expect(await box()).toHaveFocus();
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('keeps the search in the URL: a reload and Back from the edit form show the same results', async () => {
    const user = userEvent.setup();
    const { router } = renderAdmin('/admin/posts?q=Crypto');
    expect(await box()).toHaveValue('Crypto');
    await screen.findByRole('table');
    expect(titles()).toEqual(['Bitcoin Weekly Outlook']);

    await user.click(screen.getByRole('link', { name: 'Bitcoin Weekly Outlook' }));
    expect(await screen.findByRole('heading', { name: 'Edit Post' })).toBeInTheDocument();
    await router.navigate(-1);
    expect(await box()).toHaveValue('Crypto');
    await screen.findByRole('table');
    expect(titles()).toEqual(['Bitcoin Weekly Outlook']);
  });

  it('searches every post, not only the page on screen, when the backend pages', async () => {
    const backend = pagingBackend(manyPosts(45));
    server.use(...backend.handlers);
    const user = userEvent.setup();
    renderAdmin('/admin/posts');
    await screen.findByRole('table');
    expect(titles()).toHaveLength(20);

    await user.type(await box(), 'post 4');
    await waitFor(() =>
      expect(titles()).toEqual([
        'Post 4',
        ...['40', '41', '42', '43', '44', '45'].map((n) => `Post ${n}`),
      ]),
    );
    expect(count()).toHaveTextContent('7 of 45 posts');
    expect(screen.queryByRole('navigation', { name: 'Posts pages' })).toBeNull();
    expect(backend.requests.some((r) => r.page === '1' && r.limit === '100')).toBe(true);
  });

  it('says when only the newest 100 posts are searched', async () => {
    server.use(...pagingBackend(manyPosts(130)).handlers);
    renderAdmin('/admin/posts?q=post 12');
    await screen.findByRole('table');
    expect(titles()).toEqual(['Post 12']);
    expect(count()).toHaveTextContent('1 of 100 posts');
    expect(screen.getByText('Searching the newest 100 of 130 posts.')).toBeInTheDocument();
  });
});

describe('the quiet delete', () => {
  it('cancelling changes nothing and gives focus back to the delete button', async () => {
    const user = userEvent.setup();
    renderAdmin('/admin/posts');
    const button = await screen.findByRole('button', {
      name: 'Delete post: Blackjack Basic Strategy',
    });
    await user.click(button);
    const dialog = await screen.findByRole('dialog', {
      name: 'Are you sure you want to delete this post?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requestsTo('post-delete')).toHaveLength(0);
    expect(titles()).toHaveLength(4);
    await waitFor(() => expect(button).toHaveFocus());
  });

  it('once confirmed deletes the post and moves focus to the next post’s delete button', async () => {
    const user = userEvent.setup();
    renderAdmin('/admin/posts');
    await user.click(
      await screen.findByRole('button', { name: 'Delete post: Blackjack Basic Strategy' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Are you sure you want to delete this post?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(titles()).not.toContain('Blackjack Basic Strategy'));
    expect(requestsTo('post-delete')[0]).toMatchObject({ params: { id: '2' } });
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Delete post: Bitcoin Weekly Outlook' }),
      ).toHaveFocus(),
    );
  });

  it('deletes from search results and keeps the search', async () => {
    const user = userEvent.setup();
    const { router } = renderAdmin('/admin/posts?q=casino');
    await user.click(
      await screen.findByRole('button', { name: 'Delete post: Roulette Odds Explained' }),
    );
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(titles()).toEqual(['Blackjack Basic Strategy']));
    expect(count()).toHaveTextContent('1 of 3 posts');
    expect(router.state.location.search).toBe('?q=casino');
  });
});
