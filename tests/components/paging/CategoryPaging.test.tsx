import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, HttpResponse } from 'msw';
import { renderRoute } from '../../utils/render';
import { server } from '../../msw/server';
import { publicCall } from '../../msw/handlers';
import { servePosts, cardTitles, openPaged } from './pagingBackend';

configure({ asyncUtilTimeout: 5000 });

const titles = () => cardTitles('Posts in Casino');
const loadMore = () => screen.findByRole('button', { name: 'Load more' });

describe('category grid paging', () => {
  it('asks for the category page by page and appends page 2 on "Load more"', async () => {
    const { backend, user, router } = openPaged('/casino', 15);
    expect(await titles()).toHaveLength(12);
    expect(screen.getByText('Showing 12 of 15 posts')).toBeInTheDocument();
    await user.click(await loadMore());
    await waitFor(async () => expect(await titles()).toHaveLength(15));
    expect(router.state.location).toMatchObject({ pathname: '/casino', search: '?page=2' });
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(backend.requests).toEqual([
      { q: 'category-posts', slug: 'casino', page: '1', limit: '12' },
      { q: 'category-posts', slug: 'casino', page: '2', limit: '12' },
    ]);
  });

  it('shows both pages when opened at ?page=2', async () => {
    const backend = servePosts(30);
    renderRoute('/casino?page=2');
    expect(await titles()).toHaveLength(24);
    expect(backend.requests.map((r) => r.limit)).toEqual(['24']);
  });

  it('pages a category on the client when the backend sends all its posts', async () => {
    const backend = servePosts(15, { pages: false });
    const user = userEvent.setup();
    renderRoute('/casino');
    expect(await titles()).toHaveLength(12);
    await user.click(await loadMore());
    expect(await titles()).toHaveLength(15);
    expect(backend.requests).toHaveLength(1);
  });

  it('starts again at page 1 in another category', async () => {
    servePosts(30);
    const user = userEvent.setup();
    const { router } = renderRoute('/casino?page=2');
    expect(await titles()).toHaveLength(24);
    await user.click(
      within(screen.getByRole('navigation', { name: /categories/i })).getByRole('link', {
        name: 'Crypto',
      }),
    );
    expect(await screen.findByText('No posts found in this category.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('keeps the spinner for the first page and "No posts found in this category." when empty', async () => {
    server.use(
      publicCall('category-posts', async () => {
        await delay(80);
        return HttpResponse.json({ posts: [] }, { headers: { 'X-Total-Count': '0' } });
      }),
    );
    renderRoute('/casino');
    expect(await screen.findByText('Loading posts')).toBeInTheDocument();
    expect(await screen.findByText('No posts found in this category.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
});
