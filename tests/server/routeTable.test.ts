/**
 * The route table (src/app/pages/table.ts) is the one list of reading pages: this walks it and
 * proves that the server serves every entry, rendered by the app's own components, with the head
 * the page declares, and with the status the spec gives it. A page added to the table is checked
 * here with no extra step (only a new kind of path parameter needs a sample value below).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp, type App } from '../../server/app';
import { shareLinkCreatedAnswer } from '../../src/contract/schemas';
import { FIXED_PATHS, PUBLIC_PAGES } from '../../src/app/pages/table';
import * as serverEntry from '../../src/entry-server';
import { builtSiteDir } from './siteDir';
import { addCategory, addPost, makeTestApp, type TestApp } from './helpers';
import { attr, elements } from './html';

/**
 * A value for each kind of path parameter, naming content that exists (`token`: a share link's,
 * made through the API before each test).
 */
const SAMPLES: Record<string, string> = {
  categorySlug: 'football',
  postSlug: 'derby-day',
  slug: 'derby-day',
  // The test admin's page: they wrote the post.
  authorSlug: 'admin',
  token: '{token}',
  '*': 'no/such/page',
};

/**
 * Pages for whoever holds their link only: kept out of search engines, with no canonical, and
 * stored nowhere (their head is `private`).
 */
const PRIVATE = new Set(['shared/:token']);

/** The URL of a table entry, with its parameters filled in. */
function sampleUrl(pattern: string): string {
  const filled = pattern
    .split('/')
    .map((segment) => {
      const name = segment === '*' ? '*' : segment.startsWith(':') ? segment.slice(1) : null;
      if (name === null) return segment;
      const value = SAMPLES[name];
      if (value === undefined) throw new Error(`no sample value for the path parameter "${name}"`);
      return value;
    })
    .join('/');
  return `/${filled}`;
}

const siteDir = builtSiteDir();
let t: TestApp;
let app: App;

beforeEach(async () => {
  t = await makeTestApp();
  const football = await addCategory(t, 'Football', 'football');
  const post = await addPost(t, {
    title: 'Derby Day',
    slug: 'derby-day',
    excerpt: 'The derby, priced.',
    category_id: football,
  });
  const link = await t.admin('POST', 'share-links', { json: { post_id: post } });
  SAMPLES.token = shareLinkCreatedAnswer.parse(await link.json()).token;
  app = createApp(t.deps, { staticDir: siteDir(), renderEntry: serverEntry });
});
afterEach(() => t.close());

async function serve(url: string) {
  const res = await app.request(url);
  const html = await res.text();
  const all = elements(html);
  const root = all.find((el) => el.tagName === 'div' && attr(el, 'id') === 'root');
  const metas = all.filter((el) => el.tagName === 'meta');
  const meta = (key: string) =>
    metas.find((m) => attr(m, 'name') === key || attr(m, 'property') === key);
  return {
    status: res.status,
    title: all.find((el) => el.tagName === 'title'),
    description: meta('description') && attr(meta('description')!, 'content'),
    ogTitle: meta('og:title') && attr(meta('og:title')!, 'content'),
    canonical: all.find((el) => el.tagName === 'link' && attr(el, 'rel') === 'canonical'),
    noindex: meta('robots') !== undefined,
    rendered: (root?.childNodes.length ?? 0) > 0,
    cacheControl: res.headers.get('cache-control'),
  };
}

describe('every page of the route table', () => {
  for (const page of PUBLIC_PAGES) {
    const url = sampleUrl(page.path);
    const missing = page.path === '*';
    const hidden = PRIVATE.has(page.path);
    it(`serves ${url} (${page.path || 'index'}) ${page.render === false ? 'unrendered' : 'rendered'}, with its head and ${missing ? '404' : '200'}`, async () => {
      const served = await serve(sampleUrl(page.path));
      expect(served.status).toBe(missing ? 404 : 200);
      expect(served.title).toBeDefined();
      expect(served.description).toBeTruthy();
      expect(served.ogTitle).toBeTruthy();
      // A page that exists has one canonical URL; a missing or private one is kept out of search
      // engines, and a private one is stored nowhere.
      expect(served.canonical !== undefined).toBe(!missing && !hidden);
      expect(served.noindex).toBe(missing || hidden);
      expect(served.cacheControl === 'no-store').toBe(hidden);
      expect(served.rendered).toBe(page.render !== false);
    });
  }

  it('answers 404 for content that does not exist, under every dynamic path', async () => {
    for (const url of [
      '/no-such-category',
      '/football/no-such-post',
      '/posts/no-such-post',
      '/popular/no-such-post',
      '/shared/no-such-token',
    ]) {
      const served = await serve(url);
      expect(served.status, url).toBe(404);
      expect(served.noindex, url).toBe(true);
      expect(served.rendered, url).toBe(true);
    }
  });

  it('lists every fixed page of the table in the sitemap', async () => {
    const xml = await (await app.request('/sitemap.xml')).text();
    const locs = [...xml.matchAll(/<loc>http:\/\/localhost([^<]*)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(expect.arrayContaining([...FIXED_PATHS]));
    expect(FIXED_PATHS).toEqual(
      PUBLIC_PAGES.filter((p) => !/[:*]/.test(p.path)).map((p) => `/${p.path}`),
    );
  });

  it('keeps the admin area out of search engines and renders none of it', async () => {
    for (const url of ['/admin', '/admin/login', '/admin/posts']) {
      const served = await serve(url);
      expect(served.status, url).toBe(200);
      expect(served.noindex, url).toBe(true);
      expect(served.rendered, url).toBe(false);
    }
  });
});
