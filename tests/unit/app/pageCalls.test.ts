/**
 * Each call a page's data module declares names its request (which the early script sends) and
 * the endpoint that makes it in the app's store (the server's render, the browser's first
 * render, the page's components): both must be the same URL, or the app would ask again for what
 * it was handed. Every entry of the table is walked, with and without `?page=N`.
 */
import { describe, expect, it, vi } from 'vitest';
import { askCalls } from '../../../src/app/pages/answers';
import { firstCallsAt } from '../../../src/boot/earlyStart';
import { EARLY_PAGES } from '../../../src/boot/earlyPages';
import { browserCalls, callUrl, firstCallsOf } from '../../../src/app/pages/firstCalls';
import { matchPublicPage, PUBLIC_PAGES } from '../../../src/app/pages/table';
import { makeStore } from '../../../src/app/store';

/** Paths opening each entry of the table, content that exists and content that does not. */
const SAMPLES: Record<string, string[]> = {
  '': ['/', '/?page=3'],
  trending: ['/trending', '/trending?page=2'],
  blogs: ['/blogs?page=2'],
  ':categorySlug': ['/casino', '/casino?page=40', '/no-such-category'],
  ':categorySlug/:postSlug': ['/casino/roulette-odds-explained', '/casino/no-such-post'],
  'posts/:slug': ['/posts/roulette-odds-explained'],
  'popular/:slug': ['/popular/bitcoin-weekly-outlook'],
  '*': ['/no/such/page'],
};

/** The URLs the app's store asks for when it makes the page's first calls (askCalls). */
async function storeCalls(url: URL): Promise<string[]> {
  const match = matchPublicPage(url.pathname)!;
  const calls: string[] = [];
  const store = makeStore(undefined, {
    fetch: (input, init) => {
      calls.push(String(input));
      return fetch(input, init);
    },
  });
  const data = await match.page.loadData();
  // As the browser's first render asks (the server's render also makes the `renderedOnly` ones).
  await askCalls(
    store,
    browserCalls(
      firstCallsOf({ data }, { params: match.params, search: url.searchParams, counting: false }),
    ),
  );
  return calls;
}

describe('a page’s first calls', () => {
  for (const page of PUBLIC_PAGES) {
    const urls = SAMPLES[page.path] ?? [`/${page.path}`];
    it(`are sent by the early script as the store sends them, for ${page.path || 'index'} (${urls.join(', ')})`, async () => {
      // A post that does not exist is logged as the page asks for it.
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      for (const path of urls) {
        const url = new URL(path, 'http://localhost');
        expect(matchPublicPage(url.pathname)?.page, path).toBe(page);
        const early = firstCallsAt(url.pathname, url.search).map(callUrl);
        expect(new Set(early).size, path).toBe(early.length);
        expect(early, path).toEqual(await storeCalls(url));
      }
      vi.restoreAllMocks();
    });
  }

  it('are none in the admin area', () => {
    for (const path of ['/admin', '/admin/', '/admin/login', '/admin/posts/3/edit']) {
      expect(firstCallsAt(path, ''), path).toEqual([]);
    }
  });

  it('ask for the page’s posts before the layout’s calls (the LCP image is in them)', () => {
    expect(firstCallsAt('/', '').map(callUrl)[0]).toMatch(/q=posts&page=1&limit=12$/);
    expect(firstCallsAt('/casino/roulette-odds-explained', '').map(callUrl)[0]).toMatch(
      /q=post&slug=roulette-odds-explained$/,
    );
  });

  it('are the same in the early script’s table, with the same likely LCP', async () => {
    // The early script's table takes each page's calls and hero by name (boot/earlyPages.ts).
    expect(EARLY_PAGES.map(({ path, page }) => ({ path, page }))).toEqual(
      PUBLIC_PAGES.map(({ path, page }) => ({ path, page })),
    );
    for (const [i, { path, loadData }] of PUBLIC_PAGES.entries()) {
      const data = await loadData();
      const early = EARLY_PAGES[i]!.data;
      if (early.calls === undefined && data.calls) {
        // A page whose calls the server's render alone makes (the predictions' record).
        const at = {
          params: { categorySlug: 'football' },
          search: new URLSearchParams(),
          counting: false,
        };
        expect(
          Object.values(data.calls(at)).every((call) => call.renderedOnly),
          path,
        ).toBe(true);
        continue;
      }
      expect(early.calls, path).toBe(data.calls);
      expect(early.hero, path).toBe(data.hero);
    }
  });
});
