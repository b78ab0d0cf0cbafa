import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, HttpResponse } from 'msw';
import { renderRoute } from '../../utils/render';
import { server } from '../../msw/server';
import { publicCall } from '../../msw/handlers';
import { legacyHandlers } from '../../msw/legacy';
import { posts as fixturePosts } from '../../fixtures/data';
import { IMAGE_SIZES } from '../../../src/contract/images';
import {
  manyPosts,
  pagingBackend,
  postTitles,
  servePosts,
  cardTitles,
  openPaged,
} from './pagingBackend';

// Lazy pages compile on first use; a busy machine needs more than the default second.
configure({ asyncUtilTimeout: 5000 });

const list = () => screen.findByRole('list', { name: 'Latest posts' });
const titles = (name = 'Latest posts') => cardTitles(name);
const loadMore = () => screen.findByRole('button', { name: 'Load more' });

describe('home grid against a backend that pages', () => {
  it('asks for the first 12 posts only and says how many there are', async () => {
    const backend = servePosts(30);
    renderRoute('/');
    expect(await titles()).toEqual(postTitles(1, 12));
    expect(screen.getByText('Showing 12 of 30 posts')).toBeInTheDocument();
    expect(backend.requests.filter((r) => r.q === 'posts')).toEqual([
      { q: 'posts', page: '1', limit: '12', slug: null },
    ]);
  });

  it('appends page 2 on "Load more" and keeps ?page=2 in the URL', async () => {
    const { backend, user, router } = openPaged('/', 30);
    await user.click(await loadMore());
    await waitFor(async () => expect(await titles()).toEqual(postTitles(1, 24)));
    expect(router.state.location.search).toBe('?page=2');
    expect(backend.requests.map((r) => [r.page, r.limit])).toEqual([
      ['1', '12'],
      ['2', '12'],
    ]);
    expect(screen.getByText('Showing 24 of 30 posts')).toBeInTheDocument();
  });

  it('removes the button at the end of the list', async () => {
    const { backend, user, router } = openPaged('/', 30);
    await user.click(await loadMore());
    await waitFor(async () => expect(await titles()).toHaveLength(24));
    await user.click(await loadMore());
    await waitFor(async () => expect(await titles()).toEqual(postTitles(1, 30)));
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(screen.getByText('All 30 posts shown')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=3');
    expect(backend.requests).toHaveLength(3);
  });

  it('shows pages 1 and 2 when opened (or reloaded) at ?page=2, in one request', async () => {
    const backend = servePosts(30);
    renderRoute('/?page=2');
    expect(await titles()).toEqual(postTitles(1, 24));
    expect(backend.requests.map((r) => [r.page, r.limit])).toEqual([['1', '24']]);
    expect(await loadMore()).toBeInTheDocument();
  });

  it('fetches the pages beyond what one request may hold page by page', async () => {
    const backend = servePosts(130);
    renderRoute('/?page=10');
    await waitFor(async () => expect(await titles()).toEqual(postTitles(1, 120)));
    expect(backend.requests.map((r) => [r.page, r.limit])).toEqual([
      ['1', '96'],
      ['9', '12'],
      ['10', '12'],
    ]);
    expect(screen.getByText('Showing 120 of 130 posts')).toBeInTheDocument();
  });

  it('returns to the same posts from the cache when the reader comes back', async () => {
    const { backend, user, router } = openPaged('/', 30);
    await user.click(await loadMore());
    await waitFor(async () => expect(await titles()).toHaveLength(24));
    await user.click(screen.getByRole('link', { name: 'Post 20' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/posts/post-20'));
    await screen.findByRole('heading', { level: 1, name: 'Post not found' });
    await router.navigate(-1);
    expect(await titles()).toEqual(postTitles(1, 24));
    expect(router.state.location.search).toBe('?page=2');
    expect(backend.requests.filter((r) => r.q === 'posts')).toHaveLength(2);
  });

  it('shows the loading state on the button while the next page loads', async () => {
    const backend = pagingBackend(manyPosts(30));
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      publicCall('posts', async ({ request }) => {
        if (new URL(request.url).searchParams.get('page') === '2') await held;
        return undefined;
      }),
      ...backend.handlers,
    );
    const user = userEvent.setup();
    renderRoute('/');
    await user.click(await loadMore());
    const busy = await screen.findByRole('button', { name: 'Loading more posts…' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    await user.click(busy);
    release();
    await waitFor(async () => expect(await titles()).toHaveLength(24));
    expect(backend.requests.filter((r) => r.page === '2')).toHaveLength(1);
  });

  it('moves focus to the first new post after loading more', async () => {
    servePosts(30);
    const user = userEvent.setup();
    renderRoute('/');
    (await loadMore()).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Post 13' })).toHaveFocus());
  });

  it('says "Error loading posts" when the next page fails, and loads it on retry', async () => {
    const backend = pagingBackend(manyPosts(30));
    let failures = 1;
    server.use(
      publicCall('posts', ({ request }) => {
        const page = new URL(request.url).searchParams.get('page');
        if (page === '2' && failures-- > 0) return HttpResponse.json({}, { status: 500 });
        return undefined;
      }),
      ...backend.handlers,
    );
    const user = userEvent.setup();
    renderRoute('/');
    await user.click(await loadMore());
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading posts');
    expect(await titles()).toHaveLength(12);
    await delay(50);
    // No automatic retries: the failed page waits for the reader.
    expect(backend.requests.filter((r) => r.page === '2')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(async () => expect(await titles()).toEqual(postTitles(1, 24)));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('never asks for the full post list on the first view of home', async () => {
    const backend = servePosts(30);
    renderRoute('/');
    await titles();
    await within(screen.getByRole('contentinfo')).findByRole('link', { name: 'Casino(2)' });
    await delay(100);
    expect(backend.requests.every((r) => r.limit === '12')).toBe(true);
  });
});

describe('home grid against a backend that ignores paging', () => {
  it('pages the full list on the client, with one request', async () => {
    const { backend, user, router } = openPaged('/', 30, { pages: false });
    expect(await titles()).toEqual(postTitles(1, 12));
    expect(screen.getByText('Showing 12 of 30 posts')).toBeInTheDocument();
    await user.click(await loadMore());
    expect(await titles()).toEqual(postTitles(1, 24));
    expect(router.state.location.search).toBe('?page=2');
    await user.click(await loadMore());
    expect(await titles()).toEqual(postTitles(1, 30));
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(backend.requests.filter((r) => r.q === 'posts')).toHaveLength(1);
  });

  it('restores pages 1 and 2 at ?page=2', async () => {
    servePosts(30, { pages: false });
    renderRoute('/?page=2');
    expect(await titles()).toEqual(postTitles(1, 24));
  });

  it('treats an answer longer than the limit as the full list, even with a total', async () => {
    const all = manyPosts(20);
    server.use(
      publicCall('posts', () => HttpResponse.json(all, { headers: { 'X-Total-Count': '20' } })),
    );
    const user = userEvent.setup();
    renderRoute('/');
    expect(await titles()).toEqual(postTitles(1, 12));
    await user.click(await loadMore());
    expect(await titles()).toEqual(postTitles(1, 20));
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('shows every post of the seed-only backend without "Load more" when they fit', async () => {
    server.use(...legacyHandlers);
    renderRoute('/');
    expect(await titles()).toEqual(fixturePosts.map((p) => p.title));
    expect(screen.getByText(`All ${fixturePosts.length} posts shown`)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('pages the trending list too, under its own URL', async () => {
    servePosts(30, { pages: false });
    const user = userEvent.setup();
    const { router } = renderRoute('/trending');
    expect(await titles('Trending Posts')).toHaveLength(12);
    await user.click(await loadMore());
    expect(await titles('Trending Posts')).toHaveLength(24);
    expect(router.state.location).toMatchObject({ pathname: '/trending', search: '?page=2' });
  });
});

describe('card images', () => {
  it('gives the lead story a responsive, high-priority image at its own size and lazy-loads the rest', async () => {
    servePosts(30);
    renderRoute('/');
    const images = Array.from((await list()).querySelectorAll('img'));
    const first = images[0]!;
    const url = 'http://api.test/backend/public/uploads/post-1.jpg';
    expect(first).toHaveAttribute('src', `${url}?w=640`);
    expect(first).toHaveAttribute(
      'srcset',
      `${url}?w=320 320w, ${url}?w=640 640w, ${url}?w=960 960w, ${url}?w=1280 1280w`,
    );
    // The lead story is wider than a card: the size its preload names too (home's firstView).
    expect(first).toHaveAttribute('sizes', IMAGE_SIZES.lead);
    // The rest are compact rows on phones: a thumbnail's size there.
    expect(images[1]).toHaveAttribute('sizes', `(max-width: 639px) 112px, ${IMAGE_SIZES.card}`);
    expect(first).toHaveAttribute('width', '1280');
    expect(first).toHaveAttribute('height', '720');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('decoding', 'sync');
    for (const img of images.slice(1)) {
      expect(img).toHaveAttribute('loading', 'lazy');
      expect(img).toHaveAttribute('decoding', 'async');
      expect(img).not.toHaveAttribute('fetchpriority');
      expect(img).toHaveAttribute('srcset');
    }
  });
});
