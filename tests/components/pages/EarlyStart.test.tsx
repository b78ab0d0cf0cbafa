/**
 * A page built in the browser (a static or PHP host's unrendered index.html) gets a head start:
 * the early script (boot/earlyStart.ts) sends the page's first API calls before the app has
 * loaded, and the app uses those answers as its own, once. Rendered pages and the admin area are
 * left alone.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { earlyStart } from '../../../src/boot/earlyStart';
import { PUBLIC_PAGES } from '../../../src/app/pages/table';
import { SERVER_STATE_ID } from '../../../src/contract/serverState';
import { server } from '../../msw/server';
import { renderRoute } from '../../utils/render';
import { manyPosts, pagingBackend } from '../paging/pagingBackend';

// Lazy pages compile on first use; a busy machine needs more than the default second.
configure({ asyncUtilTimeout: 5000 });

const at = (path: string) => new URL(path, 'http://localhost');

/** Every request that reaches the backend (MSW), by URL. */
function recordRequests(): string[] {
  const urls: string[] = [];
  server.events.on('request:start', ({ request }) => void urls.push(request.url));
  return urls;
}

const titles = async (name = 'Latest posts') =>
  within(await screen.findByRole('list', { name }))
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent);
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => `Post ${from + i}`);
const headLinks = (rel: string) => [...document.head.querySelectorAll(`link[rel="${rel}"]`)];

afterEach(async () => {
  server.events.removeAllListeners();
  // Answers no page took still preload their image: let them, before clearing the head.
  const pending = Object.values(window.__earlyAnswers ?? {}).map((early) => early.response);
  await Promise.allSettled(pending);
  await new Promise((resolve) => setTimeout(resolve, 20));
  delete window.__earlyAnswers;
  for (const link of document.head.querySelectorAll('link')) link.remove();
  document.getElementById(SERVER_STATE_ID)?.remove();
});

describe('the early script on a page built in the browser', () => {
  it('sends the first calls once, and the app shows their answers without asking again', async () => {
    const backend = pagingBackend(manyPosts(30));
    server.use(...backend.handlers);
    const requests = recordRequests();
    earlyStart(document, at('/'));
    const early = Object.keys(window.__earlyAnswers ?? {});
    expect(early).toHaveLength(4);

    renderRoute('/');
    expect(await titles()).toEqual(range(1, 12));
    expect(screen.getByText('Showing 12 of 30 posts')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Home page advertisement' })).toBeVisible();
    // Every early answer was taken by the app; none was asked for a second time.
    await waitFor(() => expect(window.__earlyAnswers).toEqual({}));
    for (const url of early)
      expect(
        requests.filter((r) => r === url),
        url,
      ).toHaveLength(1);
  });

  it('reads an answer that ignored page and limit as the app reads its own: paged on the client', async () => {
    const backend = pagingBackend(manyPosts(30), { pages: false });
    server.use(...backend.handlers);
    const user = userEvent.setup();
    earlyStart(document, at('/'));

    renderRoute('/');
    expect(await titles()).toEqual(range(1, 12));
    expect(screen.getByText('Showing 12 of 30 posts')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(async () => expect(await titles()).toEqual(range(1, 24)));
    // The one request was the early script's: the full list it brought is paged in place.
    expect(backend.requests).toEqual([{ q: 'posts', page: '1', limit: '12', slug: null }]);
  });

  it('preloads the first card’s image with the srcset and sizes the card gives it', async () => {
    server.use(...pagingBackend(manyPosts(30)).handlers);
    earlyStart(document, at('/casino?page=2'));
    await waitFor(() => expect(headLinks('preload')).toHaveLength(1));
    const [link] = headLinks('preload');

    renderRoute('/casino?page=2');
    const list = await screen.findByRole('list', { name: 'Posts in Casino' });
    const image = within(list).getAllByRole('article')[0]!.querySelector('img')!;
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(link).toHaveAttribute('as', 'image');
    expect(link).toHaveAttribute('fetchpriority', 'high');
    expect(link!.getAttribute('imagesrcset')).toBe(image.getAttribute('srcset'));
    expect(link!.getAttribute('imagesizes')).toBe(image.getAttribute('sizes'));
    expect(link!.getAttribute('imagesrcset')).toContain('uploads/post-1.jpg?w=1280 1280w');
  });

  it('preloads a post’s own image as its page shows it', async () => {
    earlyStart(document, at('/casino/roulette-odds-explained'));
    await waitFor(() => expect(headLinks('preload')).toHaveLength(1));
    const [link] = headLinks('preload');

    renderRoute('/casino/roulette-odds-explained');
    const hero = await screen.findByRole('img', { name: 'Roulette Odds Explained' });
    expect(link!.getAttribute('imagesrcset')).toBe(hero.getAttribute('srcset'));
    expect(link!.getAttribute('imagesizes')).toBe(hero.getAttribute('sizes'));
  });

  it('asks for the app’s files of the page it opens, and no other page’s', () => {
    const files = {
      common: ['/assets/framework.js', '/assets/reader.js'],
      pages: Object.fromEntries(
        PUBLIC_PAGES.map(({ page }) => [page, [`/assets/${page}.js`, '/assets/reader.js']]),
      ),
    };
    earlyStart(document, at('/casino'), files);
    expect(headLinks('modulepreload').map((l) => l.getAttribute('href'))).toEqual([
      '/assets/framework.js',
      '/assets/reader.js',
      '/assets/category.js',
    ]);
  });

  it('does nothing on a page the server rendered (its answers are in the page)', async () => {
    const requests = recordRequests();
    const state = document.createElement('script');
    state.type = 'application/json';
    state.id = SERVER_STATE_ID;
    state.textContent = '{}';
    document.body.append(state);
    earlyStart(document, at('/'), { common: ['/assets/reader.js'], pages: {} });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests).toEqual([]);
    expect(window.__earlyAnswers).toBeUndefined();
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
  });

  it('does nothing in the admin area', async () => {
    const requests = recordRequests();
    for (const path of ['/admin', '/admin/login', '/admin/posts?page=2']) {
      earlyStart(document, at(path), { common: ['/assets/reader.js'], pages: {} });
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests).toEqual([]);
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
  });
});
