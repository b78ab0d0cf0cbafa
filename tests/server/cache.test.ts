import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import * as serverEntry from '../../src/entry-server';
import { createApp } from '../../server/app';
import { PublicCache, publicCacheFor } from '../../server/http/cache';
import { chooseEncoding } from '../../server/http/encode';
import { addCategory, addPost, file, freshTestApp, pngBytes } from './helpers';

const t = freshTestApp();

const get = (q: string, params: Record<string, string | number> = {}, headers = {}) =>
  t.request('GET', q, { params, headers });

async function titles(res: Response): Promise<string[]> {
  const body = (await res.json()) as { title: string }[] | { posts: { title: string }[] };
  return (Array.isArray(body) ? body : body.posts).map((p) => p.title);
}

describe('the public answer cache', () => {
  it('answers a second identical read from memory, with the same body and validator', async () => {
    await addPost(t, { title: 'One', category_id: t.football });
    const first = await get('posts', { page: 1, limit: 12 });
    expect(first.headers.get('x-cache')).toBe('MISS');
    const second = await get('posts', { page: 1, limit: 12 });
    expect(second.headers.get('x-cache')).toBe('HIT');
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(second.headers.get('content-type')).toBe(first.headers.get('content-type'));
    // The page's own headers are kept.
    expect(second.headers.get('x-total-count')).toBe('1');
    expect(await second.text()).toBe(await first.text());
    // Another query is another answer.
    expect((await get('posts', { page: 2, limit: 12 })).headers.get('x-cache')).toBe('MISS');
    expect((await get('posts')).headers.get('x-cache')).toBe('MISS');
  });

  it.each([
    ['posts', {}],
    ['post', { slug: 'one' }],
    ['category-posts', { slug: 'football' }],
    ['categories', {}],
    ['popular', {}],
    ['search-posts', { keyword: 'one' }],
  ] as const)('caches q=%s', async (q, params) => {
    await addPost(t, { title: 'One', slug: 'one', category_id: t.football });
    expect((await get(q, params)).headers.get('x-cache')).toBe('MISS');
    expect((await get(q, params)).headers.get('x-cache')).toBe('HIT');
  });

  it('never caches q=banners: each request draws its campaigns', async () => {
    const first = await get('banners');
    expect(first.headers.get('x-cache')).toBeNull();
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect((await get('banners')).headers.get('x-cache')).toBeNull();
  });

  it('never caches errors, the session state or the admin reads', async () => {
    const missing = await get('post', { slug: 'later' });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('x-cache')).toBeNull();
    await addPost(t, { title: 'Later', slug: 'later', category_id: t.football });
    expect((await get('post', { slug: 'later' })).status).toBe(200);
    expect((await get('session')).headers.get('x-cache')).toBeNull();
    const admin = await t.admin('GET', 'category', { params: { id: t.football } });
    expect(admin.headers.get('x-cache')).toBeNull();
    expect(admin.headers.get('cache-control')).toBe('no-store');
  });

  it('keeps ETag / 304 working on cached answers', async () => {
    const first = await get('categories');
    const etag = first.headers.get('etag')!;
    const again = await get('categories', {}, { 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(again.headers.get('x-cache')).toBe('HIT');
    expect(again.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect(await again.text()).toBe('');
    await addCategory(t, 'Poker', 'poker');
    const changed = await get('categories', {}, { 'If-None-Match': etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
  });
});

describe('invalidation by admin writes', () => {
  it('shows a new post at once in every list', async () => {
    await addPost(t, { title: 'First', slug: 'first', category_id: t.football });
    for (let i = 0; i < 2; i += 1) {
      await get('posts', { page: 1, limit: 12 });
      await get('category-posts', { slug: 'football', page: 1, limit: 12 });
      await get('categories');
    }
    await addPost(t, { title: 'Second', slug: 'second', category_id: t.football });
    const posts = await get('posts', { page: 1, limit: 12 });
    expect(posts.headers.get('x-cache')).toBe('MISS');
    expect(await titles(posts)).toEqual(['Second', 'First']);
    expect(
      await titles(await get('category-posts', { slug: 'football', page: 1, limit: 12 })),
    ).toEqual(['Second', 'First']);
    const counts = (await (await get('categories')).json()) as { post_count: number }[];
    expect(counts[0]!.post_count).toBe(2);
  });

  const writes: [string, (ids: { post: number }) => Promise<Response>][] = [
    [
      'a post update',
      ({ post }) =>
        t.admin('POST', 'post-update', {
          form: {
            id: String(post),
            title: 'Renamed',
            slug: 'one',
            excerpt: 'x',
            content: '<p>x</p>',
            category_id: String(t.football),
          },
        }),
    ],
    ['a post deletion', ({ post }) => t.admin('DELETE', 'post-delete', { params: { id: post } })],
    ['a new category', () => t.admin('POST', 'categories', { json: { name: 'P', slug: 'p' } })],
    [
      'a category update',
      () =>
        t.admin('POST', 'category-update', {
          json: { id: t.football, name: 'Soccer', slug: 'football' },
        }),
    ],
    ['popular-save', ({ post }) => t.admin('POST', 'popular-save', { json: { post_ids: [post] } })],
    [
      'a banner upload',
      async () =>
        t.admin('POST', 'banners', { form: { type: 'home', image: file(await pngBytes()) } }),
    ],
  ];

  it.each(writes)('drops every cached answer after %s', async (_name, write) => {
    const post = await addPost(t, { title: 'One', slug: 'one', category_id: t.football });
    const reads = [
      ['posts', {}],
      ['post', { slug: 'one' }],
      ['categories', {}],
      ['popular', {}],
    ] as const;
    for (const [q, params] of reads) await get(q, params);
    for (const [q, params] of reads) {
      expect((await get(q, params)).headers.get('x-cache'), q).toBe('HIT');
    }
    expect((await write({ post })).status).toBe(200);
    for (const [q, params] of reads) {
      expect((await get(q, params)).headers.get('x-cache'), q).not.toBe('HIT');
    }
  });

  it('drops the cache after a category and a banner deletion', async () => {
    const poker = await addCategory(t, 'Poker', 'poker');
    await t.admin('POST', 'banners', { form: { type: 'home', image: file(await pngBytes()) } });
    await get('categories');
    await get('banners');
    expect((await t.admin('DELETE', 'category-delete', { params: { id: poker } })).status).toBe(
      200,
    );
    expect((await get('categories')).headers.get('x-cache')).toBe('MISS');
    await get('banners');
    expect((await t.admin('DELETE', 'banner-delete', { params: { type: 'home' } })).status).toBe(
      200,
    );
    // Banners are never kept (each request draws its campaigns): the deletion shows at once.
    const banners = await get('banners');
    expect(banners.headers.get('x-cache')).toBeNull();
    expect(banners.headers.get('cache-control')).toBe('no-store');
    expect(await banners.json()).toMatchObject({ home_banner: null, post_banner: null });
  });

  it('does not drop anything on a public write (login) or a refused admin call', async () => {
    await get('categories');
    await t.request('POST', 'login', { json: { username: 'admin', password: 'wrong' } });
    expect((await get('categories')).headers.get('x-cache')).toBe('HIT');
    const anonymous = await t.request('POST', 'categories', { json: { name: 'X', slug: 'x' } });
    expect(anonymous.status).toBe(401);
    expect((await get('categories')).headers.get('x-cache')).toBe('HIT');
  });
});

describe('PublicCache', () => {
  const app = (cache: PublicCache, produce: () => Promise<Response>) =>
    new Hono().get('/', (c) => cache.answer(c, 'key', produce));

  it('does not keep an answer computed while a write was running', async () => {
    const cache = new PublicCache();
    let n = 0;
    const produce = async () => {
      n += 1;
      // A write finishes while this read is still running: its answer may be stale.
      if (n === 1) cache.invalidate();
      return new Response(`answer ${n}`, { headers: { 'Content-Type': 'text/plain' } });
    };
    const server = app(cache, produce);
    expect(await (await server.request('/')).text()).toBe('answer 1');
    const second = await server.request('/');
    expect(await second.text()).toBe('answer 2');
    expect(second.headers.get('x-cache')).toBe('MISS');
    expect((await server.request('/')).headers.get('x-cache')).toBe('HIT');
  });

  it('computes an answer once for a burst of identical requests, but anew after a write', async () => {
    const cache = new PublicCache();
    let runs = 0;
    const releases: (() => void)[] = [];
    const produce = async () => {
      const run = (runs += 1);
      await new Promise<void>((resolve) => releases.push(resolve));
      return new Response(`run ${run}`);
    };
    const tick = () => new Promise((resolve) => setTimeout(resolve, 10));
    const server = app(cache, produce);
    const burst = Array.from({ length: 5 }, () => server.request('/'));
    await tick();
    // A write lands while the first computation runs: later readers must not share it.
    cache.invalidate();
    const after = server.request('/');
    await tick();
    expect(runs).toBe(2);
    for (const release of releases) release();
    const answers = await Promise.all(burst);
    expect(await Promise.all(answers.map((r) => r.text()))).toEqual(Array(5).fill('run 1'));
    expect(answers.map((r) => r.headers.get('x-cache'))).toEqual([
      'MISS',
      'SHARED',
      'SHARED',
      'SHARED',
      'SHARED',
    ]);
    const fresh = await after;
    expect(fresh.headers.get('x-cache')).toBe('MISS');
    expect(await fresh.text()).toBe('run 2');
    // The first run finished across the write: only the second is kept.
    expect(await (await server.request('/')).text()).toBe('run 2');
  });

  it('expires entries after a few seconds when another instance may write (PostgreSQL)', async () => {
    let now = 0;
    const shared = publicCacheFor({ databaseUrl: 'postgres://db/app' });
    expect(publicCacheFor({ databaseUrl: '' })).toBeInstanceOf(PublicCache);
    const clocked = new PublicCache({ ttlMs: 5_000, now: () => now });
    expect(shared).toBeInstanceOf(PublicCache);
    const server = app(clocked, async () => new Response(`at ${now}`));
    await server.request('/');
    now = 4_000;
    expect(await (await server.request('/')).text()).toBe('at 0');
    now = 5_001;
    expect(await (await server.request('/')).text()).toBe('at 5001');
  });

  it('is bounded: the least recently used entries go first, by count and by bytes', async () => {
    const cache = new PublicCache({ maxEntries: 3, maxBytes: 4096 });
    const server = new Hono().get('/:key', (c) =>
      cache.answer(c, c.req.param('key'), () => new Response(c.req.param('key').repeat(100))),
    );
    const state = async (key: string) => (await server.request(`/${key}`)).headers.get('x-cache');
    for (const key of ['a', 'b', 'c']) await state(key);
    expect(await state('a')).toBe('HIT');
    await state('d');
    // b was the least recently used of four: it went.
    expect(cache.size).toBe(3);
    expect(await state('b')).toBe('MISS');
    expect(await state('a')).toBe('HIT');
    // By bytes: 100 bytes and its bookkeeping each, a 3 KB answer leaves room for one more.
    await server.request(`/${'x'.repeat(30)}`);
    expect(cache.size).toBeLessThanOrEqual(2);
    expect(cache.bytes).toBeLessThanOrEqual(4096);
  });

  it('keeps its compressed bodies inside the entry, made once and counted in its size', async () => {
    const cache = new PublicCache();
    const json = JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i, odds: '2.10' })));
    let runs = 0;
    const server = app(cache, async () => {
      runs += 1;
      return new Response(json, { headers: { 'Content-Type': 'application/json' } });
    });
    const br = { headers: { 'Accept-Encoding': 'br' } };
    const first = await server.request('/', br);
    expect(first.headers.get('content-encoding')).toBe('br');
    expect(first.headers.get('vary')).toBe('Accept-Encoding');
    const bytes = Buffer.from(await first.arrayBuffer());
    expect(brotliDecompressSync(bytes).toString()).toBe(json);
    const plainSize = cache.bytes;
    const again = await server.request('/', br);
    expect(again.headers.get('x-cache')).toBe('HIT');
    expect(Buffer.from(await again.arrayBuffer())).toEqual(bytes);
    expect(runs).toBe(1);
    // The entry now holds the brotli body as well (it was counted once it was made).
    expect(cache.bytes).toBeGreaterThanOrEqual(plainSize);
    const gz = await server.request('/', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(json);
    expect(cache.bytes).toBeGreaterThan(plainSize);
    // A write drops the entry with its compressions.
    cache.invalidate();
    expect(cache.bytes).toBe(0);
  });
});

describe('compression', () => {
  async function manyPosts(n: number) {
    for (let i = 0; i < n; i += 1) {
      await addPost(t, {
        title: `Post ${i}`,
        slug: `post-${i}`,
        content: `<p>${'Odds and previews of the weekend. '.repeat(20)}</p>`,
        category_id: t.football,
      });
    }
  }

  it('answers brotli when the client accepts br, gzip otherwise, and the same data either way', async () => {
    await manyPosts(3);
    const plain = await get('posts');
    const identity = await plain.text();
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toMatch(/accept-encoding/i);

    const br = await get('posts', {}, { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toMatch(/accept-encoding/i);
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(Number(br.headers.get('content-length'))).toBe(brBytes.length);
    expect(brBytes.length).toBeLessThan(identity.length / 3);
    expect(brotliDecompressSync(brBytes).toString()).toBe(identity);

    const gz = await get('posts', {}, { 'Accept-Encoding': 'gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(identity);
    // The validator is the same whatever the encoding.
    expect(gz.headers.get('etag')).toBe(plain.headers.get('etag'));
  });

  it('compresses a repeated answer once and sends the kept bytes', async () => {
    await manyPosts(2);
    const first = await get('posts', {}, { 'Accept-Encoding': 'br' });
    const second = await get('posts', {}, { 'Accept-Encoding': 'br' });
    expect(second.headers.get('x-cache')).toBe('HIT');
    expect(Buffer.from(await second.arrayBuffer())).toEqual(Buffer.from(await first.arrayBuffer()));
  });

  it('leaves small answers and refused encodings alone', async () => {
    const small = await get('categories', {}, { 'Accept-Encoding': 'br' });
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('gzip;q=1, br;q=0.5')).toBe('gzip');
    expect(chooseEncoding(undefined)).toBeNull();
  });

  it('serves hashed assets as the build compressed them, never compressing one itself, and the page compressed', async () => {
    const dist = await mkdtemp(path.join(tmpdir(), 'betpulse-br-'));
    try {
      await mkdir(path.join(dist, 'assets'));
      const js = await readFile(path.join(process.cwd(), 'src/contract/schemas.ts'), 'utf8');
      await writeFile(path.join(dist, 'assets', 'index-AbC123.js'), js);
      await writeFile(path.join(dist, 'assets', 'index-AbC123.js.br'), brotliCompressSync(js));
      // No sibling: the build found it not worth compressing, and the server does not either.
      await writeFile(path.join(dist, 'assets', 'other-AbC123.js'), js);
      await writeFile(
        path.join(dist, 'index.html'),
        `<!doctype html><html><head><title>BetPulse</title></head><body>${'<p>x</p>'.repeat(200)}</body></html>`,
      );
      const app = createApp(t.deps, { staticDir: dist, renderEntry: serverEntry });
      const br = { headers: { 'Accept-Encoding': 'br, gzip' } };
      const asset = await app.request('/assets/index-AbC123.js', br);
      expect(asset.headers.get('content-encoding')).toBe('br');
      expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(brotliDecompressSync(Buffer.from(await asset.arrayBuffer())).toString()).toBe(js);
      const other = await app.request('/assets/other-AbC123.js', br);
      expect(other.headers.get('content-encoding')).toBeNull();
      expect(await other.text()).toBe(js);
      const page = await app.request('/', { headers: { 'Accept-Encoding': 'br' } });
      expect(page.headers.get('content-encoding')).toBe('br');
      const html = brotliDecompressSync(Buffer.from(await page.arrayBuffer())).toString();
      expect(html).toContain('<title>BetPulse</title>');
      const again = await app.request('/', {
        headers: { 'Accept-Encoding': 'br', 'If-None-Match': page.headers.get('etag')! },
      });
      expect(again.status).toBe(304);
      const missing = await app.request('/no-such-category', {
        headers: { 'Accept-Encoding': 'br' },
      });
      expect(missing.status).toBe(404);
      expect(missing.headers.get('content-encoding')).toBe('br');
    } finally {
      await rm(dist, { recursive: true, force: true });
    }
  });
});
