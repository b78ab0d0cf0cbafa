import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { CALLS } from '../../src/contract/calls';
import {
  addCategory,
  addPost,
  file,
  makeTestApp,
  ORIGIN,
  pngBytes,
  snapshot,
  type TestApp,
} from './helpers';

let t: TestApp;
beforeEach(async () => {
  t = await makeTestApp();
});
afterEach(() => t.close());

type Json = Record<string, unknown>;

describe('the q dispatcher', () => {
  it('answers 404 JSON for an unknown or missing q', async () => {
    const res = await t.request('GET', 'nope');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ status: 'error', message: 'Unknown call "nope"' });
    const missing = await t.app.request('/backend/index.php');
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as Json).status).toBe('error');
  });

  it.each([
    ['DELETE', 'posts', 'GET, HEAD, POST'],
    ['PUT', 'posts', 'GET, HEAD, POST'],
    ['GET', 'category-delete', 'DELETE'],
    ['GET', 'post-update', 'POST'],
    ['POST', 'post-delete', 'DELETE'],
    ['GET', 'popular-save', 'POST'],
    ['POST', 'search-posts', 'GET, HEAD'],
  ])('answers %s q=%s with 405 JSON and Allow: %s', async (method, q, allow) => {
    const res = await t.admin(method, q, { params: { id: 1 } });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe(allow);
    expect(((await res.json()) as Json).status).toBe('error');
  });

  it('answers HEAD like GET without a body', async () => {
    const res = await t.request('HEAD', 'posts');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('');
  });

  it('answers 404 JSON for other paths under /backend and elsewhere (no built app)', async () => {
    for (const url of ['/backend/other.php', '/backend/', '/somewhere']) {
      const res = await t.app.request(url);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toContain('application/json');
    }
  });
});

describe('admin calls', () => {
  const adminCalls = [
    ...Object.entries(CALLS)
      .filter(([, call]) => call.access === 'admin')
      .map(([key]) => key.split(' ') as [string, string]),
    ['GET', 'post'] as [string, string],
  ];

  it.each(adminCalls)(
    '%s q=%s without a session: 401 "Authentication required", nothing changed',
    async (method, q) => {
      const category = await addCategory(t);
      const post = await addPost(t, { title: 'Kept', category_id: category });
      const before = await snapshot(t);
      const init =
        method === 'GET' || method === 'DELETE'
          ? { params: { id: post, type: 'home' } }
          : q === 'posts' || q === 'post-update' || q === 'banners'
            ? {
                form: {
                  id: String(post),
                  title: 'X',
                  slug: 'x',
                  category_id: String(category),
                  type: 'home',
                  image: file(await pngBytes()),
                },
              }
            : { json: { id: category, name: 'X', slug: 'x', post_ids: [] } };
      const res = await t.request(method, q, init);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ status: 'error', message: 'Authentication required' });
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(await snapshot(t)).toEqual(before);
    },
  );

  it('refuses a write from a foreign Origin with 403 even with a session', async () => {
    const res = await t.admin('POST', 'categories', {
      json: { name: 'A', slug: 'a' },
      headers: { Origin: 'https://evil.example' },
    });
    expect(res.status).toBe(403);
    expect(await t.request('GET', 'categories').then((r) => r.json())).toEqual([]);
    const own = await t.admin('POST', 'categories', {
      json: { name: 'A', slug: 'a' },
      headers: { Origin: ORIGIN },
    });
    expect(own.status).toBe(200);
  });

  it('marks admin answers Cache-Control: no-store', async () => {
    const id = await addCategory(t);
    const res = await t.admin('GET', 'category', { params: { id } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('etag')).toBeNull();
  });
});

describe('headers and caching', () => {
  it('sends X-Content-Type-Options: nosniff on answers and errors', async () => {
    for (const res of [
      await t.request('GET', 'posts'),
      await t.request('GET', 'nope'),
      await t.request('DELETE', 'posts'),
    ]) {
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('gives public reads an ETag that answers 304 until a write changes the data', async () => {
    const first = await t.request('GET', 'categories');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    const again = await t.request('GET', 'categories', { headers: { 'If-None-Match': etag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    await addCategory(t);
    const changed = await t.request('GET', 'categories', { headers: { 'If-None-Match': etag! } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
  });

  it('never caches errors or the session state', async () => {
    expect(
      (await t.request('GET', 'post', { params: { slug: 'none' } })).headers.get('cache-control'),
    ).toBe('no-store');
    const session = await t.request('GET', 'session');
    expect(session.headers.get('cache-control')).toBe('no-store');
    expect(session.headers.get('etag')).toBeNull();
  });
});

describe('unexpected errors', () => {
  it('answers 500 JSON with a generic message and logs the stack', async () => {
    const failing = {
      ...t.deps,
      db: { ...t.deps.db, query: () => Promise.reject(new Error('disk on fire at /secret/path')) },
    };
    const app = createApp(failing);
    const res = await app.request('/backend/index.php?q=posts');
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({
      status: 'error',
      message: 'Something went wrong on the server. Please try again.',
    });
    const line = t.deps.log.lines.find((l) => l.level === 'error');
    expect(line).toMatchObject({ q: 'posts', error: 'disk on fire at /secret/path' });
    expect(String(line?.stack)).toContain('disk on fire');
  });
});

describe('request log', () => {
  it('writes one line per request with method, q, status and ms, never bodies or cookies', async () => {
    await t.close();
    t = await makeTestApp({ logRequests: true });
    const cookie = await t.login();
    await t.request('GET', 'search-posts', { params: { keyword: 'private words' }, cookie });
    const lines = t.deps.log.lines.filter((l) => l.path === '/backend/index.php');
    expect(lines).toEqual([
      {
        level: 'info',
        method: 'POST',
        path: '/backend/index.php',
        q: 'login',
        status: 200,
        ms: expect.any(Number),
      },
      {
        level: 'info',
        method: 'GET',
        path: '/backend/index.php',
        q: 'search-posts',
        status: 200,
        ms: expect.any(Number),
      },
    ]);
    const text = JSON.stringify(t.deps.log.lines);
    expect(text).not.toContain(t.deps.settings.adminPassword);
    expect(text).not.toContain(cookie.split('=')[1]);
    expect(text).not.toContain('private words');
  });

  it('writes nothing when logRequests is off', async () => {
    await t.request('GET', 'posts');
    expect(t.deps.log.lines).toEqual([]);
  });
});

describe('the test harness', () => {
  it('logs in again when the session kept from an earlier app was revoked', async () => {
    expect((await t.admin('POST', 'logout')).status).toBe(200);
    await t.close();
    t = await makeTestApp();
    expect((await t.admin('GET', 'category', { params: { id: 1 } })).status).toBe(404);
  });
});
