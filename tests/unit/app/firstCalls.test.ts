/**
 * What a static host's early script starts (app/pages/earlyStart.ts, from the route table's
 * `firstCalls`) is exactly what each page's `firstView` and the layout's ask for, URL for URL:
 * the app then finds every answer it needs among the early ones, and no early call is wasted.
 * Every entry of the table is walked, with and without `?page=N`.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { callUrl, firstCallsAt } from '../../../src/app/pages/earlyStart';
import { matchPublicPage, PUBLIC_PAGES } from '../../../src/app/pages/table';
import type { FirstView } from '../../../src/app/pages/types';
import { firstView as layoutFirstView } from '../../../src/app/routes/public/PublicLayout';
import { makeStore } from '../../../src/app/store';
import { PAGE_IMPORT } from '../../../vite.earlyScript';

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

/** The URLs the server render asks for (entry-server.tsx): the page's firstView and the layout's. */
async function firstViewCalls(url: URL): Promise<string[]> {
  const match = matchPublicPage(url.pathname)!;
  const calls: string[] = [];
  const store = makeStore(undefined, {
    fetch: (input, init) => {
      calls.push(String(input));
      return fetch(input, init);
    },
  });
  const view: FirstView = {
    params: match.params,
    search: url.searchParams,
    store,
    site: { brand: 'BetPulse', description: 'Test site.' },
  };
  const page = await match.page.load();
  await Promise.all([page.firstView(view), layoutFirstView(view)]);
  return calls;
}

describe('the early script’s first calls', () => {
  for (const page of PUBLIC_PAGES) {
    const urls = SAMPLES[page.path] ?? [`/${page.path}`];
    it(`are the calls of ${page.path || 'index'}'s first view (${urls.join(', ')})`, async () => {
      // A post that does not exist is logged as the page asks for it.
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      for (const path of urls) {
        const url = new URL(path, 'http://localhost');
        expect(matchPublicPage(url.pathname)?.page, path).toBe(page);
        const early = firstCallsAt(url.pathname, url.search).map(callUrl);
        expect(new Set(early).size, path).toBe(early.length);
        expect(early.toSorted(), path).toEqual((await firstViewCalls(url)).toSorted());
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

  it('rely on each table entry loading its page with an import() of its own, in order', () => {
    // The build names each entry's page files by this order (vite.earlyScript.ts).
    const source = readFileSync('src/app/pages/table.ts', 'utf8');
    expect([...source.matchAll(PAGE_IMPORT)]).toHaveLength(PUBLIC_PAGES.length);
  });
});
