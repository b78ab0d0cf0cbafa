/**
 * The tab title after hydration is the one the server wrote into the page: both come from the
 * page's data module (its `head`), for a post with a meta title as for any other.
 */
import { act } from '@testing-library/react';
import { type Root } from 'react-dom/client';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { setApiOrigin } from '../../../src/api/http';
import { preloadPage } from '../../../src/app/router';
import { env } from '../../../src/config/env';
import { loadPage } from '../../../src/entry-server';
import { API_ORIGIN, publicCall } from '../../msw/handlers';
import { posts } from '../../fixtures/data';
import { server } from '../../msw/server';
import { hydrateApp, serverMarkup } from './hydrate';

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  document.title = '';
  window.history.replaceState(null, '', '/');
});

/** The server's head title for `path`, and the tab title once the browser hydrated its render. */
async function titles(path: string): Promise<{ server: string; hydrated: string }> {
  // The server's render reads the API in process; here, the test backend.
  setApiOrigin('');
  let page;
  try {
    const loaded = await loadPage(new URL(path, 'http://localhost'), {
      fetch: (input, init) => fetch(`${API_ORIGIN}${String(input)}`, init),
      sanitizeHtml: (html) => html,
      site: { brand: env.brandName, description: 'Sports.' },
    });
    page = { head: loaded!.head, rendered: await loaded!.render() };
  } finally {
    setApiOrigin(API_ORIGIN);
  }
  const container = await serverMarkup(page.rendered!.html);
  window.history.replaceState(null, '', path);
  await preloadPage(path);
  ({ root } = await hydrateApp(container, page.rendered!.state));
  return { server: page.head.title, hydrated: document.title };
}

const withMetaTitle = { ...posts[0]!, meta_title: 'Roulette odds, explained simply' };

describe('the tab title after hydration', () => {
  it('is the server’s for a post with a meta title: "{meta title} | {brand}"', async () => {
    server.use(publicCall('post', () => HttpResponse.json(withMetaTitle)));
    const { server: served, hydrated } = await titles('/casino/roulette-odds-explained');
    expect(served).toBe(`Roulette odds, explained simply | ${env.brandName}`);
    expect(hydrated).toBe(served);
  });

  it('is the server’s for a post opened through a share link', async () => {
    server.use(publicCall('shared-post', () => HttpResponse.json(withMetaTitle)));
    const { server: served, hydrated } = await titles('/shared/abc123');
    expect(served).toBe(`Roulette odds, explained simply | ${env.brandName}`);
    expect(hydrated).toBe(served);
  });

  it('is the server’s for a post that does not exist', async () => {
    server.use(publicCall('post', () => HttpResponse.json(null, { status: 404 })));
    const { server: served, hydrated } = await titles('/casino/no-such-post');
    expect(served).toBe(`Post not found | ${env.brandName}`);
    expect(hydrated).toBe(served);
  });

  it('is the server’s for a category', async () => {
    const { server: served, hydrated } = await titles('/casino');
    expect(served).toBe(`Casino | ${env.brandName}`);
    expect(hydrated).toBe(served);
  });
});
