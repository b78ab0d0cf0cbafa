/** Per-address rate limits on search and admin writes: 429 with Retry-After, then recovery. */
import { afterEach, describe, expect, it } from 'vitest';
import { limitedKind, TokenBucket } from '../../server/http/rateLimit';
import { readSettings } from '../../server/settings';
import { addCategory, makeTestApp, type TestApp } from './helpers';

let t: TestApp;
let clock = 0;

async function start(overrides: Parameters<typeof makeTestApp>[0] = {}) {
  clock = Date.parse('2030-01-01T12:00:00Z');
  t = await makeTestApp(
    {
      searchRateLimit: 30,
      searchRateWindowMs: 10_000,
      writeRateLimit: 60,
      writeRateWindowMs: 60_000,
      ...overrides,
    },
    { now: () => new Date(clock) },
  );
  return t;
}

afterEach(async () => {
  await t?.close();
});

const search = (keyword = 'goal', headers: Record<string, string> = {}) =>
  t.request('GET', 'search-posts', { params: { keyword }, headers });

describe('the search limit', () => {
  it('answers 30 searches in 10 s, then 429 JSON with Retry-After, and again once it has passed', async () => {
    await start();
    for (let i = 0; i < 30; i++) expect((await search()).status).toBe(200);
    const refused = await search();
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({
      status: 'error',
      message: 'Too many searches. Please wait a moment and try again.',
    });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBe(1);
    expect(refused.headers.get('cache-control')).toBe('no-store');
    // Both search calls draw on the same allowance.
    expect((await t.request('GET', 'search-categories', { params: { keyword: 'x' } })).status).toBe(
      429,
    );
    // Other calls are not limited.
    expect((await t.request('GET', 'posts')).status).toBe(200);

    // The allowance refills evenly (3 a second): after Retry-After, searches pass again.
    clock += retryAfter * 1000;
    for (let i = 0; i < 3; i++) expect((await search()).status).toBe(200);
    expect((await search()).status).toBe(429);

    // After the whole window the full allowance is back.
    clock += 10_000;
    for (let i = 0; i < 30; i++) expect((await search()).status).toBe(200);
    expect((await search()).status).toBe(429);
  });

  it('counts each address on its own (behind a trusted proxy: the address it forwarded)', async () => {
    await start({ trustProxyHttps: true });
    const from = (ip: string) => ({ 'X-Forwarded-For': ip });
    for (let i = 0; i < 30; i++) expect((await search('a', from('203.0.113.1'))).status).toBe(200);
    expect((await search('a', from('203.0.113.1'))).status).toBe(429);
    expect((await search('a', from('203.0.113.2'))).status).toBe(200);
    // What the client itself wrote in front of the proxy's entry changes nothing.
    expect((await search('a', from('198.51.100.7, 203.0.113.1'))).status).toBe(429);
  });

  it('can be switched off (0) and tuned by setting', async () => {
    await start({ searchRateLimit: 0 });
    for (let i = 0; i < 100; i++) expect((await search()).status).toBe(200);
    await t.close();
    await start({ searchRateLimit: 2, searchRateWindowMs: 60_000 });
    expect((await search()).status).toBe(200);
    expect((await search()).status).toBe(200);
    const refused = await search();
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('30');
  });
});

describe('the admin write limit', () => {
  it('answers 60 writes a minute, then 429 with Retry-After without touching the data, then recovers', async () => {
    await start();
    const id = await addCategory(t);
    for (let i = 1; i < 60; i++) {
      const res = await t.admin('POST', 'category-update', {
        json: { id, name: `Name ${i}`, slug: 'football' },
      });
      expect(res.status).toBe(200);
    }
    const refused = await t.admin('POST', 'category-update', {
      json: { id, name: 'Refused', slug: 'football' },
    });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({
      status: 'error',
      message: 'Too many changes in a short time. Please wait a moment and try again.',
    });
    expect(refused.headers.get('retry-after')).toBe('1');
    expect((await (await t.admin('GET', 'category', { params: { id } })).json()).name).toBe(
      'Name 59',
    );
    // Deletes count as writes; admin reads, public reads and the session do not.
    expect((await t.admin('DELETE', 'post-delete', { params: { id: 1 } })).status).toBe(429);
    expect((await t.admin('GET', 'category', { params: { id } })).status).toBe(200);
    expect((await t.request('GET', 'categories')).status).toBe(200);
    expect((await t.request('GET', 'session')).status).toBe(200);

    clock += 60_000;
    const again = await t.admin('POST', 'category-update', {
      json: { id, name: 'Accepted', slug: 'football' },
    });
    expect(again.status).toBe(200);
  });
});

describe('which calls are limited', () => {
  it('limits the two searches and every admin write, nothing else', () => {
    expect(limitedKind('GET', 'search-posts')).toBe('search');
    expect(limitedKind('HEAD', 'search-categories')).toBe('search');
    for (const [method, q] of [
      ['POST', 'posts'],
      ['POST', 'post-update'],
      ['DELETE', 'post-delete'],
      ['POST', 'categories'],
      ['POST', 'category-update'],
      ['DELETE', 'category-delete'],
      ['POST', 'popular-save'],
      ['POST', 'banners'],
      ['DELETE', 'banner-delete'],
    ] as const) {
      expect(limitedKind(method, q)).toBe('write');
    }
    for (const [method, q] of [
      ['GET', 'posts'],
      ['GET', 'post'],
      ['GET', 'category'],
      ['POST', 'login'],
      ['POST', 'logout'],
      ['GET', 'session'],
      ['GET', 'nope'],
      ['POST', 'search-posts'],
    ] as const) {
      expect(limitedKind(method, q)).toBeNull();
    }
    expect(limitedKind('GET', undefined)).toBeNull();
  });

  it('reads its defaults and settings from the environment', () => {
    expect(readSettings({})).toMatchObject({
      searchRateLimit: 30,
      searchRateWindowMs: 10_000,
      writeRateLimit: 60,
      writeRateWindowMs: 60_000,
      jsonMaxBytes: 1024 * 1024,
    });
    expect(
      readSettings({
        RATE_LIMIT_SEARCH: '5',
        RATE_LIMIT_SEARCH_WINDOW_SECONDS: '1',
        RATE_LIMIT_WRITES: '0',
        JSON_MAX_BYTES: '2048',
      }),
    ).toMatchObject({
      searchRateLimit: 5,
      searchRateWindowMs: 1000,
      writeRateLimit: 0,
      jsonMaxBytes: 2048,
    });
    expect(() => readSettings({ RATE_LIMIT_SEARCH: '-1' })).toThrow(/RATE_LIMIT_SEARCH/);
  });
});

describe('the token bucket', () => {
  it('refills evenly: one request back every window/limit', () => {
    const bucket = new TokenBucket(3, 3000);
    expect([0, 0, 0].map(() => bucket.take('a', 0))).toEqual([0, 0, 0]);
    expect(bucket.take('a', 0)).toBe(1000);
    expect(bucket.take('a', 400)).toBe(600);
    expect(bucket.take('a', 1000)).toBe(0);
    expect(bucket.take('a', 1000)).toBe(1000);
    // A clock going backwards refills nothing.
    expect(bucket.take('a', 0)).toBe(1000);
  });

  it('stays bounded in memory however many addresses it sees', () => {
    const bucket = new TokenBucket(2, 1000);
    for (let i = 0; i < 25_000; i++) bucket.take(`10.0.${i >> 8}.${i & 255}`, i);
    expect(bucket.size).toBeLessThanOrEqual(10_000);
    // A busy address seen just now survives the pruning.
    bucket.take('busy', 25_000);
    bucket.take('busy', 25_000);
    expect(bucket.take('busy', 25_000)).toBeGreaterThan(0);
  });
});
