import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  brotliCompressSync,
  brotliDecompressSync,
  constants,
  gunzipSync,
  gzipSync,
} from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type App } from '../../server/app';
import { compression } from '../../server/http/compress';
import { isCompressible, MEDIA_TYPES } from '../../server/http/mediaTypes.mjs';
import { PRELOAD_MAX_BYTES } from '../../server/http/static';
import { makeTestApp, type TestApp } from './helpers';

const run = promisify(execFile);

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

/** A built app of its own, its files given by path; answers the folder. */
async function builtApp(files: Record<string, string | Buffer>): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'betpulse-built-'));
  for (const [name, body] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
    await writeFile(path.join(dir, name), body);
  }
  return dir;
}

/** Script text well over the compression threshold. */
const SCRIPT = `export const items = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `item ${i}`))};\n`;
const STYLE = `${Array.from({ length: 120 }, (_, i) => `.c${i} { margin: ${i}px; }`).join('\n')}\n`;
const bytesOf = async (res: Response) => Buffer.from(await res.arrayBuffer());

describe('the built app from memory', () => {
  let built: string;
  let outside: string;
  let mem: App;
  const get = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
    mem.request(url, { method, headers });

  beforeAll(async () => {
    built = await builtApp({
      'index.html': '<!doctype html><title>BetPulse</title>',
      'assets/app-AbC123.js': SCRIPT,
      // Siblings made at settings the server never uses: sending these very bytes proves them used.
      'assets/app-AbC123.js.br': brotliCompressSync(SCRIPT, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 1 },
      }),
      'assets/app-AbC123.js.gz': gzipSync(SCRIPT, { level: 1 }),
      // Stale siblings (of other bytes) are not sent: the server compresses the file itself.
      'assets/style-Def456.css': STYLE,
      'assets/style-Def456.css.br': brotliCompressSync('.old { color: red }'),
      'assets/style-Def456.css.gz': gzipSync('.old { color: red }'),
      'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    });
    // Beside the folder, with a name it starts with: a prefix check alone would let it through.
    outside = `${built}-outside`;
    await mkdir(outside);
    await writeFile(path.join(outside, 'secret.txt'), 'TOP SECRET');
    mem = createApp(t.deps, { staticDir: built });
  });
  afterAll(async () => {
    await rm(built, { recursive: true, force: true });
    await rm(outside, { recursive: true, force: true });
  });

  it('sends a strong ETag and answers 304 when the client has it', async () => {
    const res = await get('/assets/app-AbC123.js');
    const etag = res.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(await res.text()).toBe(SCRIPT);
    expect((await get('/assets/app-AbC123.js')).headers.get('etag')).toBe(etag);
    for (const header of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const again = await get('/assets/app-AbC123.js', { 'If-None-Match': header });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
      expect(again.headers.get('etag')).toBe(etag);
      expect(again.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
    expect((await get('/assets/app-AbC123.js', { 'If-None-Match': '"other"' })).status).toBe(200);
    // Another file has another validator.
    const style = (await get('/assets/style-Def456.css')).headers.get('etag');
    expect(style).toMatch(/^"[\w-]+"$/);
    expect(style).not.toBe(etag);
  });

  it('caches hashed assets for good and other files for an hour, each with its validator', async () => {
    const asset = await get('/assets/style-Def456.css');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-type')).toBe('text/css; charset=utf-8');
    const icon = await get('/favicon.svg');
    expect(icon.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(icon.headers.get('content-type')).toBe('image/svg+xml');
    const etag = icon.headers.get('etag')!;
    expect((await get('/favicon.svg', { 'If-None-Match': etag })).status).toBe(304);
  });

  it("sends the build's .br and .gz siblings as they are, never compressed again", async () => {
    const br = await get('/assets/app-AbC123.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    const brBytes = await bytesOf(br);
    expect(brBytes.equals(await readFile(path.join(built, 'assets/app-AbC123.js.br')))).toBe(true);
    expect(br.headers.get('content-length')).toBe(String(brBytes.length));
    expect(brotliDecompressSync(brBytes).toString()).toBe(SCRIPT);

    const gz = await get('/assets/app-AbC123.js', { 'Accept-Encoding': 'gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    const gzBytes = await bytesOf(gz);
    expect(gzBytes.equals(await readFile(path.join(built, 'assets/app-AbC123.js.gz')))).toBe(true);
    expect(gunzipSync(gzBytes).toString()).toBe(SCRIPT);

    // Each encoding its own validator; any of them tells that the client has the file.
    const etags = new Set([br, gz].map((res) => res.headers.get('etag')));
    const plain = await get('/assets/app-AbC123.js');
    etags.add(plain.headers.get('etag'));
    expect(etags.size).toBe(3);
    const again = await get('/assets/app-AbC123.js', {
      'Accept-Encoding': 'br',
      'If-None-Match': gz.headers.get('etag')!,
    });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(br.headers.get('etag'));
    expect(again.headers.get('vary')).toBe('Accept-Encoding');
  });

  it('sends brotli to a browser that also takes zstd (the build writes no .zst)', async () => {
    const res = await get('/assets/app-AbC123.js', {
      'Accept-Encoding': 'gzip, deflate, br, zstd',
    });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(brotliDecompressSync(await bytesOf(res)).toString()).toBe(SCRIPT);
    const zstdOnly = await get('/assets/app-AbC123.js', { 'Accept-Encoding': 'zstd' });
    expect(zstdOnly.headers.get('content-encoding')).toBeNull();
    expect(await zstdOnly.text()).toBe(SCRIPT);
  });

  it('sends the file as it is when a sibling does not hold its bytes (never compressing it)', async () => {
    for (const accept of ['br', 'gzip']) {
      const res = await get('/assets/style-Def456.css', { 'Accept-Encoding': accept });
      expect(res.headers.get('content-encoding')).toBeNull();
      expect(await res.text()).toBe(STYLE);
    }
  });

  it('sends the file as it is, varying, to a client that takes no compression', async () => {
    for (const accept of [undefined, 'identity', 'br;q=0, gzip;q=0']) {
      const res = await get('/assets/app-AbC123.js', accept ? { 'Accept-Encoding': accept } : {});
      expect(res.headers.get('content-encoding')).toBeNull();
      expect(res.headers.get('vary')).toBe('Accept-Encoding');
      expect(await res.text()).toBe(SCRIPT);
    }
    expect(
      (await get('/assets/app-AbC123.js', { 'Accept-Encoding': 'br;q=0, gzip' })).headers.get(
        'content-encoding',
      ),
    ).toBe('gzip');
  });

  it("never answers a sibling as a file of its own (it has the file's name and a wrong type)", async () => {
    for (const url of ['/assets/app-AbC123.js.br', '/assets/app-AbC123.js.gz']) {
      const res = await get(url, { 'Accept-Encoding': 'br' });
      expect(res.status).toBe(404);
    }
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const headers = { 'Accept-Encoding': 'br' };
    const got = await get('/assets/app-AbC123.js', headers);
    const head = await get('/assets/app-AbC123.js', headers, 'HEAD');
    expect(head.status).toBe(200);
    for (const name of ['content-type', 'content-length', 'content-encoding', 'etag', 'vary']) {
      expect(head.headers.get(name)).toBe(got.headers.get(name));
    }
    expect(await head.text()).toBe('');
    const plain = await get('/favicon.svg', {}, 'HEAD');
    expect(plain.headers.get('content-length')).toBe('41');
    expect(await plain.text()).toBe('');
  });

  it('answers index.html through the page, as before', async () => {
    const res = await get('/index.html');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toContain('<title>BetPulse</title>');
    expect((await get('/assets/missing-123.js')).status).toBe(404);
  });

  it.each([
    (name: string) => `/..%2f${name}-outside%2fsecret.txt`,
    (name: string) => `/assets/..%2f..%2f${name}-outside/secret.txt`,
    (name: string) => `/%2e%2e/${name}-outside/secret.txt`,
    () => '/assets/app-AbC123.js%00',
    () => '/assets/app-AbC123.js%00.png',
  ])('never serves files outside the folder, nor with a NUL (%#)', async (url) => {
    const res = await get(url(path.basename(built)));
    const text = await res.text();
    expect(text).not.toContain('TOP SECRET');
    expect(text).not.toContain('item 1');
  });
});

describe('the folder, read on demand', () => {
  it('reads a file on its first request and never looks at the folder again', async () => {
    const built = await builtApp({
      'index.html': '<!doctype html><title>BetPulse</title>',
      'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    });
    try {
      const live = createApp(t.deps, { staticDir: built });
      const icon = await live.request('/favicon.svg');
      const iconTag = icon.headers.get('etag')!;
      // A file added after the start (as the bench does) is served at once, with its sibling.
      await writeFile(path.join(built, 'assets-new.js'), SCRIPT);
      await writeFile(path.join(built, 'assets-new.js.br'), brotliCompressSync(SCRIPT));
      const fresh = await live.request('/assets-new.js', { headers: { 'Accept-Encoding': 'br' } });
      expect(fresh.headers.get('content-encoding')).toBe('br');
      expect(fresh.headers.get('vary')).toBe('Accept-Encoding');
      expect(brotliDecompressSync(await bytesOf(fresh)).toString()).toBe(SCRIPT);
      // A change in place is not picked up, however long one waits: no timer rescans the
      // folder (a rebuild takes a restart, as the render entry does).
      await writeFile(path.join(built, 'favicon.svg'), '<svg id="new"/>');
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      const again = await live.request('/favicon.svg', { headers: { 'If-None-Match': iconTag } });
      expect(again.status).toBe(304);
      expect(await (await live.request('/favicon.svg')).text()).not.toContain('id="new"');
      // A restart reads it anew.
      const restarted = createApp(t.deps, { staticDir: built });
      expect(await (await restarted.request('/favicon.svg')).text()).toContain('id="new"');
    } finally {
      await rm(built, { recursive: true, force: true });
    }
  });

  it('serves a file over the memory limit from disk', async () => {
    const big = Buffer.alloc(PRELOAD_MAX_BYTES + 1, 7);
    const built = await builtApp({ 'index.html': '<title>x</title>', 'assets/big-Abc.png': big });
    try {
      const live = createApp(t.deps, { staticDir: built });
      const res = await live.request('/assets/big-Abc.png');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(res.headers.get('etag')).toBeNull();
      expect((await bytesOf(res)).equals(big)).toBe(true);
    } finally {
      await rm(built, { recursive: true, force: true });
    }
  });
});

describe('scripts/precompress.mjs', () => {
  it('writes quality 11 .br and level 9 .gz siblings of text files over 1 KB, which the server sends', async () => {
    const built = await builtApp({
      'index.html': `<!doctype html><title>BetPulse</title>${'<p>x</p>'.repeat(200)}`,
      'assets/app-AbC123.js': SCRIPT,
      'assets/tiny-AbC123.js': 'console.log(1)',
      'assets/photo-AbC123.png': Buffer.alloc(4096, 1),
      'site.webmanifest': JSON.stringify({ name: 'BetPulse', icons: SCRIPT }),
    });
    try {
      // Options (npm passes `npm run build -- …` on) are ignored.
      await run(process.execPath, ['scripts/precompress.mjs', built, '--logLevel', 'warn']);
      const body = Buffer.from(SCRIPT);
      const br = await readFile(path.join(built, 'assets/app-AbC123.js.br'));
      const best = brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      });
      expect(br.equals(best)).toBe(true);
      const gz = await readFile(path.join(built, 'assets/app-AbC123.js.gz'));
      expect(gz.equals(gzipSync(body, { level: 9 }))).toBe(true);
      for (const name of ['index.html', 'site.webmanifest']) {
        const source = await readFile(path.join(built, name));
        expect(brotliDecompressSync(await readFile(path.join(built, `${name}.br`)))).toEqual(
          source,
        );
        expect(gunzipSync(await readFile(path.join(built, `${name}.gz`)))).toEqual(source);
      }
      const names = await readdir(path.join(built, 'assets'));
      expect(names.filter((name) => name.startsWith('tiny') || name.startsWith('photo'))).toEqual([
        'photo-AbC123.png',
        'tiny-AbC123.js',
      ]);

      const live = createApp(t.deps, { staticDir: built });
      const res = await live.request('/assets/app-AbC123.js', {
        headers: { 'Accept-Encoding': 'br' },
      });
      expect((await bytesOf(res)).equals(br)).toBe(true);
    } finally {
      await rm(built, { recursive: true, force: true });
    }
  });

  it('compresses the same types as the server: one list for the build and the answers', async () => {
    const text = 'a text worth compressing, '.repeat(100);
    const files = Object.fromEntries(Object.keys(MEDIA_TYPES).map((ext) => [`f.${ext}`, text]));
    const built = await builtApp(files);
    try {
      await run(process.execPath, ['scripts/precompress.mjs', built]);
      const names = new Set(await readdir(built));
      const answers = new Hono().use(compression());
      answers.get('/:ext', (c) =>
        c.body(text, 200, {
          'Content-Type': MEDIA_TYPES[c.req.param('ext')]!,
          'Content-Length': String(text.length),
        }),
      );
      for (const [ext, type] of Object.entries(MEDIA_TYPES)) {
        const res = await answers.request(`/${ext}`, { headers: { 'Accept-Encoding': 'br' } });
        const compressed = res.headers.get('content-encoding') === 'br';
        expect({ ext, build: names.has(`f.${ext}.br`), server: compressed }).toEqual({
          ext,
          build: isCompressible(type),
          server: isCompressible(type),
        });
      }
    } finally {
      await rm(built, { recursive: true, force: true });
    }
  });
});
