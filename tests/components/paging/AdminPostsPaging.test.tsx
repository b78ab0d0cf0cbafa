import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminDb } from '../../msw/adminHandlers';
import { renderRoute } from '../../utils/render';
import { setupAdminTests } from '../admin/adminTestSetup';
import { manyPosts, postTitles, servePosts, openPaged } from './pagingBackend';

setupAdminTests();

const rowTitles = async () =>
  within(await screen.findByRole('table'))
    .getAllByRole('rowheader')
    .map((h) => h.textContent);
const pager = () => screen.getByRole('navigation', { name: 'Posts pages' });

describe('admin posts list paging', () => {
  it('shows 20 posts a page with Previous / Next, the page kept in the URL', async () => {
    const { backend, user, router } = openPaged('/admin/posts', 45);
    expect(await rowTitles()).toEqual(postTitles(1, 20));
    expect(pager()).toHaveTextContent('Page 1 of 3');
    expect(within(pager()).getByRole('button', { name: /previous/i })).toBeDisabled();

    await user.click(within(pager()).getByRole('link', { name: /next/i }));
    await waitFor(async () => expect(await rowTitles()).toEqual(postTitles(21, 40)));
    expect(router.state.location.search).toBe('?page=2');

    await user.click(within(pager()).getByRole('link', { name: /next/i }));
    await waitFor(async () => expect(await rowTitles()).toEqual(postTitles(41, 45)));
    expect(pager()).toHaveTextContent('Page 3 of 3 · posts 41–45 of 45');
    expect(within(pager()).getByRole('button', { name: /next/i })).toBeDisabled();

    await user.click(within(pager()).getByRole('link', { name: /previous/i }));
    await waitFor(async () => expect(await rowTitles()).toEqual(postTitles(21, 40)));
    expect(backend.requests.filter((r) => r.q === 'posts').map((r) => [r.page, r.limit])).toEqual(
      expect.arrayContaining([
        ['1', '20'],
        ['2', '20'],
        ['3', '20'],
      ]),
    );
    expect(backend.requests.every((r) => r.limit === '20')).toBe(true);
  });

  it('opens the page the URL names', async () => {
    servePosts(45);
    renderRoute('/admin/posts?page=3');
    expect(await rowTitles()).toEqual(postTitles(41, 45));
  });

  it('pages on the client when the backend sends every post', async () => {
    adminDb.posts = manyPosts(45);
    const user = userEvent.setup();
    renderRoute('/admin/posts');
    expect(await rowTitles()).toEqual(postTitles(1, 20));
    await user.click(within(pager()).getByRole('link', { name: /next/i }));
    await waitFor(async () => expect(await rowTitles()).toEqual(postTitles(21, 40)));
  });

  it('shows no pager when every post fits on one page', async () => {
    renderRoute('/admin/posts');
    await rowTitles();
    expect(screen.queryByRole('navigation', { name: 'Posts pages' })).not.toBeInTheDocument();
  });

  it('goes back a page when the last post of the last page is deleted', async () => {
    adminDb.posts = manyPosts(21);
    const user = userEvent.setup();
    const { router } = renderRoute('/admin/posts?page=2');
    expect(await rowTitles()).toEqual(['Post 21']);
    await user.click(screen.getByRole('button', { name: 'Delete post: Post 21' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await rowTitles()).toEqual(postTitles(1, 20));
  });
});
