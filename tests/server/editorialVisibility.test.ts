/**
 * Editorial workflow, the readers' side: drafts and posts scheduled ahead are invisible in every
 * public call, count, feed and rendered page, and a scheduled post appears at its time with no
 * write at all (the caches expire at the next scheduled moment). The clock is the test's.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import * as serverEntry from '../../src/entry-server';
import { createApp, type App } from '../../server/app';
import type { Change, ChangeFeed } from '../../server/db/changes';
import { PublicCache, capMaxAge } from '../../server/http/cache';
import { startFailure } from '../../server/index';
import { readSettings } from '../../server/settings';
import { builtSiteDir } from './siteDir';
import { attr, elements } from './html';
import { addPost, API, file, pngBytes, clockedTestApp, START, MINUTE } from './helpers';

const siteDir = builtSiteDir();
const t = clockedTestApp();

type Json = Record<string, unknown>;

/** Sets a post's stored status and publication time, as the admin's writes do. */
async function setPublication(id: number, status: 'draft' | 'published', at: number | null) {
  await t.deps.db.query('UPDATE posts SET status = $2, posted_at = $3 WHERE id = $1', [
    id,
    status,
    at === null ? null : new Date(at),
  ]);
}

async function titlesOf(res: Response): Promise<string[]> {
  const body = (await res.json()) as Json[] | { posts: Json[] };
  return (Array.isArray(body) ? body : body.posts).map((p) => String(p.title));
}

/** A site serving the app's pages (rendered with the app's own entry) on the test's database. */
function site(): App {
  return createApp(t.deps, { staticDir: siteDir(), renderEntry: serverEntry });
}

/** Everything public that could show the posts, as one comparable record. */
async function publicView(app: App = t.app) {
  const get = async (q: string, params: Record<string, string | number> = {}) => {
    const url = new URL(API);
    url.searchParams.set('q', q);
    for (const [k, v] of Object.entries(params)) url.searchParams.set(k, String(v));
    return app.request(url.toString());
  };
  const paged = await get('posts', { page: 1, limit: 10 });
  const categoryPaged = await get('category-posts', { slug: 'football', page: 1, limit: 10 });
  const categories = (await (await get('categories')).json()) as Json[];
  return {
    posts: await titlesOf(await get('posts')),
    paged: await titlesOf(paged),
    total: paged.headers.get('x-total-count'),
    category: await titlesOf(categoryPaged),
    categoryTotal: categoryPaged.headers.get('x-total-count'),
    popular: await titlesOf(await get('popular')),
    search: await titlesOf(await get('search-posts', { keyword: 'derby' })),
    count: categories.find((c) => c.slug === 'football')?.post_count,
    bySlug: (await get('post', { slug: 'derby-preview' })).status,
    byOldSlug: (await get('post', { slug: 'derby-old' })).status,
  };
}

describe('drafts and scheduled posts, for readers', () => {
  let hidden: number;

  beforeEach(async () => {
    await addPost(t, { title: 'Derby report', slug: 'derby-report', category_id: t.football });
    hidden = await addPost(t, {
      title: 'Derby preview',
      slug: 'derby-old',
      category_id: t.football,
    });
    // Renamed once: its old slug must not lead readers to it either.
    const res = await t.admin('POST', 'post-update', {
      form: {
        id: String(hidden),
        title: 'Derby preview',
        slug: 'derby-preview',
        excerpt: '',
        content: '<p>Derby</p>',
        category_id: String(t.football),
      },
    });
    expect(res.status).toBe(200);
    await t.admin('POST', 'popular-save', { json: { post_ids: [hidden] } });
  });

  const visible = {
    posts: ['Derby preview', 'Derby report'],
    paged: ['Derby preview', 'Derby report'],
    total: '2',
    category: ['Derby preview', 'Derby report'],
    categoryTotal: '2',
    popular: ['Derby preview'],
    search: ['Derby preview', 'Derby report'],
    count: 2,
    bySlug: 200,
    byOldSlug: 200,
  };
  const invisible = {
    posts: ['Derby report'],
    paged: ['Derby report'],
    total: '1',
    category: ['Derby report'],
    categoryTotal: '1',
    popular: [],
    search: ['Derby report'],
    count: 1,
    bySlug: 404,
    byOldSlug: 404,
  };

  it('shows a published post in every public call (the baseline)', async () => {
    expect(await publicView()).toEqual(visible);
  });

  it('hides a draft from every public call, count and old slug; the admin still reads it', async () => {
    await setPublication(hidden, 'draft', null);
    expect(await publicView()).toEqual(invisible);
    const admin = await t.admin('GET', 'post', { params: { id: hidden } });
    expect(admin.status).toBe(200);
    expect(await admin.json()).toMatchObject({
      id: hidden,
      status: 'draft',
      published_at: null,
      meta_title: null,
      meta_description: null,
      image_alt: null,
    });
  });

  it('hides a post scheduled ahead until its minute, then shows it with no write (caches expire)', async () => {
    const at = START + 5 * MINUTE;
    await setPublication(hidden, 'published', at);
    expect(await publicView()).toEqual(invisible);
    // Kept: the same read again is answered from memory.
    const again = await t.request('GET', 'posts');
    expect(again.headers.get('x-cache')).toBe('HIT');

    t.clock = at - 1000;
    expect(await publicView()).toEqual(invisible);
    const admin = (await (await t.admin('GET', 'post', { params: { id: hidden } })).json()) as Json;
    expect(admin).toMatchObject({ status: 'scheduled', published_at: new Date(at).toISOString() });

    t.clock = at;
    expect(await publicView()).toEqual(visible);
  });

  it('keeps drafts and future posts out of the sitemap, the feed and the rendered pages', async () => {
    const at = START + 10 * MINUTE;
    await setPublication(hidden, 'published', at);
    const app = site();
    const text = async (path: string) => (await app.request(`http://localhost${path}`)).text();

    expect(await text('/sitemap.xml')).not.toContain('derby-preview');
    expect(await text('/rss.xml')).not.toContain('Derby preview');
    const page = await app.request('http://localhost/football/derby-preview');
    expect(page.status).toBe(404);
    expect(await page.text()).not.toContain('<h1>Derby preview');
    expect(await text('/')).not.toContain('Derby preview');
    // The old slug's page does not redirect to it either.
    expect((await app.request('http://localhost/football/derby-old')).status).toBe(404);

    t.clock = at + 1000;
    expect(await text('/sitemap.xml')).toContain('/football/derby-preview');
    expect(await text('/rss.xml')).toContain('Derby preview');
    expect((await app.request('http://localhost/football/derby-preview')).status).toBe(200);
    expect(await text('/')).toContain('Derby preview');
    expect((await app.request('http://localhost/football/derby-old')).status).toBe(301);

    await setPublication(hidden, 'draft', null);
    await t.admin('POST', 'popular-save', { json: { post_ids: [] } }); // any write empties caches
    const draftPage = await createApp(t.deps, {
      staticDir: siteDir(),
      renderEntry: serverEntry,
    }).request('http://localhost/football/derby-preview');
    expect(draftPage.status).toBe(404);
  });
});

describe('cache expiry at the next scheduled moment', () => {
  it('caps a public max-age so that it does not run past the next scheduled moment', async () => {
    let now = 1_000_000;
    const cache = new PublicCache({
      now: () => now,
      nextChange: () => Promise.resolve(now + 90_500),
    });
    const app = createApp(t.deps);
    const answer = () =>
      cache.answer(
        { req: { header: () => undefined, method: 'GET' } } as never,
        'k',
        () => app.request(`${API}?q=categories`),
        'public, max-age=600, s-maxage=3600',
      );
    expect((await answer()).headers.get('cache-control')).toBe('public, max-age=90, s-maxage=90');
    now += 60_000;
    expect((await answer()).headers.get('cache-control')).toBe('public, max-age=30, s-maxage=30');
    expect(capMaxAge('public, max-age=0, must-revalidate', 10)).toBe(
      'public, max-age=0, must-revalidate',
    );
  });

  it('never lets a public answer outlive the schedule: max-age stays 0 and answers are revalidated', async () => {
    const id = await addPost(t, { title: 'Later', category_id: t.football });
    await setPublication(id, 'published', START + MINUTE);
    const res = await createApp(t.deps).request(`${API}?q=posts`);
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
  });

  it('recomputes the next moment on every instance after another instance schedules a post', async () => {
    // Two instances on one database, their change feed in memory.
    const listeners = new Set<(change: Change) => void>();
    const feed: ChangeFeed = {
      publish: (what) => {
        for (const listener of listeners) listener({ what });
        return Promise.resolve();
      },
      subscribe: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      ready: () => Promise.resolve(),
      close: () => Promise.resolve(),
    };
    const a = createApp({ ...t.deps, changes: feed });
    const b = createApp({ ...t.deps, changes: feed });
    const cookie = await t.login();
    const list = async (app: App) => titlesOf(await app.request(`${API}?q=posts`));
    expect(await list(b)).toEqual([]);

    const form = new FormData();
    for (const [k, v] of Object.entries({
      title: 'Kick-off',
      slug: 'kick-off',
      category_id: String(t.football),
    })) {
      form.append(k, v);
    }
    const created = await a.request(`${API}?q=posts`, {
      method: 'POST',
      body: form,
      headers: { Cookie: cookie },
    });
    expect(created.status).toBe(200);
    const { id } = (await created.json()) as { id: number };
    await setPublication(id, 'published', START + 2 * MINUTE);
    // The admin's next write (any) reaches b, which looks the schedule up again.
    await a.request(`${API}?q=popular-save`, {
      method: 'POST',
      body: JSON.stringify({ post_ids: [] }),
      headers: { Cookie: cookie, 'Content-Type': 'application/json' },
    });
    expect(await list(b)).toEqual([]);
    expect((await b.request(`${API}?q=posts`)).headers.get('x-cache')).toBe('HIT');
    t.clock = START + 2 * MINUTE;
    expect(await list(b)).toEqual(['Kick-off']);
  });
});

describe("a post's head tags", () => {
  /** The served page's title and the content of each meta name or property. */
  async function headOf(path: string) {
    const res = await site().request(`http://localhost${path}`, { headers: { 'x-render': 'off' } });
    const all = elements(await res.text());
    const meta = (key: string) =>
      all
        .filter((el) => el.tagName === 'meta')
        .filter((m) => attr(m, 'property') === key || attr(m, 'name') === key)
        .map((m) => attr(m, 'content'));
    const title = all
      .filter((el) => el.tagName === 'title')
      .map((el) => el.childNodes.map((n) => ('value' in n ? n.value : '')).join(''));
    return { title, meta };
  }

  async function post(fields: Record<string, string>) {
    const res = await t.admin('POST', 'posts', {
      form: {
        excerpt: 'The excerpt.',
        content: '<p>Body</p>',
        category_id: String(t.football),
        image: file(await pngBytes()),
        ...fields,
      },
    });
    expect(res.status).toBe(200);
  }

  it('uses the meta title, meta description and image alt text when set', async () => {
    await post({
      title: 'Derby preview',
      slug: 'derby-preview',
      meta_title: 'Derby: our pick',
      meta_description: 'Who wins on Sunday, and why.',
      image_alt: 'Both captains at the coin toss',
    });
    const head = await headOf('/football/derby-preview');
    expect(head.title).toEqual(['Derby: our pick | BetPulse']);
    expect(head.meta('og:title')).toEqual(['Derby: our pick']);
    expect(head.meta('description')).toEqual(['Who wins on Sunday, and why.']);
    expect(head.meta('og:description')).toEqual(['Who wins on Sunday, and why.']);
    expect(head.meta('og:image:alt')).toEqual(['Both captains at the coin toss']);
    expect(head.meta('twitter:image:alt')).toEqual(['Both captains at the coin toss']);
  });

  it('falls back to the title and excerpt without them', async () => {
    await post({ title: 'Derby report', slug: 'derby-report' });
    const head = await headOf('/football/derby-report');
    expect(head.title).toEqual(['Derby report | BetPulse']);
    expect(head.meta('description')).toEqual(['The excerpt.']);
    expect(head.meta('og:image:alt')).toEqual(['Derby report']);
  });
});

describe('SITE_TIME_ZONE', () => {
  it('defaults to Asia/Kolkata and takes any zone Intl knows', () => {
    expect(readSettings({}).siteTimeZone).toBe('Asia/Kolkata');
    expect(readSettings({ SITE_TIME_ZONE: ' Europe/London ' }).siteTimeZone).toBe('Europe/London');
    expect(readSettings({ SITE_TIME_ZONE: 'UTC' }).siteTimeZone).toBe('UTC');
  });

  it('refuses a zone Intl does not know, with a message naming the setting', () => {
    expect(() => readSettings({ SITE_TIME_ZONE: 'Mars/Olympus_Mons' })).toThrow(
      /SITE_TIME_ZONE: "Mars\/Olympus_Mons" is not a time zone this system knows/,
    );
    // What the start prints: the message alone, no stack.
    let failure = '';
    try {
      readSettings({ SITE_TIME_ZONE: 'Mars/Olympus_Mons' });
    } catch (error) {
      failure = startFailure(error);
    }
    expect(failure).toBe(
      'Invalid settings:\n  SITE_TIME_ZONE: "Mars/Olympus_Mons" is not a time zone this system knows; use an IANA name such as Asia/Kolkata, Europe/London or UTC',
    );
  });
});
