import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type App } from '../../server/app';
import { makeTestApp, type TestApp } from './helpers';

let t: TestApp;
let app: App;
let dist: string;

beforeAll(async () => {
  t = await makeTestApp();
  dist = await mkdtemp(path.join(tmpdir(), 'betpulse-dist-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>BetPulse</title>');
  await writeFile(path.join(dist, 'assets', 'index-AbC123.js'), 'console.log(1)');
  await writeFile(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  app = createApp(t.deps, { staticDir: dist });
});
afterAll(async () => {
  await rm(dist, { recursive: true, force: true });
  await t.close();
});

describe('the built app (production)', () => {
  // Other pages carry their own title, and unknown posts a 404 status (seo.test.ts).
  it.each(['/', '/admin/login', '/admin/posts/edit/3', '/?page=2'])(
    'answers index.html for the app route %s, never cached stale',
    async (url) => {
      const res = await app.request(url);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toContain('<title>BetPulse</title>');
    },
  );

  it('serves hashed assets with their type and an immutable cache', async () => {
    const res = await app.request('/assets/index-AbC123.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await res.text()).toBe('console.log(1)');
  });

  it('serves other files with a short cache', async () => {
    const res = await app.request('/favicon.svg');
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it('answers 404 for a missing file instead of the page', async () => {
    expect((await app.request('/assets/missing-123.js')).status).toBe(404);
  });

  it.each([
    '/..%2fpackage.json',
    '/assets/..%2f..%2fpackage.json',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/a%00b',
  ])('never serves files outside dist for %s', async (url) => {
    const res = await app.request(url);
    expect(await res.text()).not.toContain('"name"');
  });

  it('still answers the API and uploads under /backend', async () => {
    const res = await app.request('/backend/index.php?q=posts');
    expect(await res.json()).toEqual([]);
    expect((await app.request('/backend/public/uploads/none.png')).status).toBe(404);
  });
});
