/**
 * Security headers on every kind of answer, request body limits, and the request log's content.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp, type App } from '../../server/app';
import { CONTENT_SECURITY_POLICY } from '../../server/http/security';
import { readSettings } from '../../server/settings';
import {
  addCategory,
  addPost,
  API,
  file,
  jpegBytes,
  makeTestApp,
  pngBytes,
  type TestApp,
} from './helpers';

const MB = 1024 * 1024;

let t: TestApp;
let app: App;
let dist: string;

beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'betpulse-security-dist-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(
    path.join(dist, 'index.html'),
    '<!doctype html><title>BetPulse</title><script src="/theme-init.js"></script>',
  );
  await writeFile(path.join(dist, 'assets', 'index-AbC123.js'), 'console.log(1)');
});
afterAll(() => rm(dist, { recursive: true, force: true }));

beforeEach(async () => {
  t = await makeTestApp();
  app = createApp(t.deps, { staticDir: dist });
});
afterEach(() => t.close());

/** An uploaded image's public URL. */
async function uploadedImage(): Promise<string> {
  const categoryId = await addCategory(t);
  const id = await addPost(t, { category_id: categoryId, image: file(await pngBytes()) });
  const post = (await (await t.admin('GET', 'post', { params: { id } })).json()) as {
    image_path: string;
  };
  return `/backend/public/${post.image_path}`;
}

function expectCommonHeaders(res: Response) {
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(res.headers.get('x-frame-options')).toBe('DENY');
  expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
  expect(res.headers.get('permissions-policy')).toMatch(/camera=\(\).*microphone=\(\)/);
}

describe('security headers', () => {
  it('sends the content security policy without inline or eval scripts', () => {
    const directives = Object.fromEntries(
      CONTENT_SECURITY_POLICY.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]),
    );
    expect(directives['script-src']).toEqual(["'self'"]);
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/unsafe-eval/);
    expect(CONTENT_SECURITY_POLICY).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; " +
        "img-src 'self' data: blob:; font-src 'self' data:; connect-src 'self'; " +
        "frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'",
    );
  });

  it('allows the backend origin the app was built for (VITE_API_ORIGIN) for calls and images', async () => {
    const elsewhere = createApp(
      { ...t.deps, settings: { ...t.deps.settings, apiOrigin: 'https://api.example.com' } },
      { staticDir: dist },
    );
    const policy = (await elsewhere.request('/')).headers.get('content-security-policy');
    expect(policy).toContain("connect-src 'self' https://api.example.com;");
    expect(policy).toContain("img-src 'self' data: blob: https://api.example.com;");
    expect(policy).toContain("script-src 'self';");
    expect(readSettings({ VITE_API_ORIGIN: 'https://api.example.com/base/' }).apiOrigin).toBe(
      'https://api.example.com',
    );
    for (const value of [
      '',
      'javascript:alert(1)',
      'not a url',
      "https://x.example 'unsafe-eval'",
    ]) {
      expect(readSettings({ VITE_API_ORIGIN: value }).apiOrigin).not.toMatch(/unsafe|javascript/);
    }
  });

  it.each([
    ['the app page', '/'],
    ['an app route', '/admin/posts/add'],
    ['a hashed asset', '/assets/index-AbC123.js'],
    ['a missing asset (404)', '/assets/missing-123.js'],
    ['a public API read', `${API}?q=categories`],
    ['an API error', `${API}?q=nope`],
    ['a wrong method', `${API}?q=popular-save`],
    ['a refused admin call', `${API}?q=category&id=1`],
    ['an unknown backend path', '/backend/other.php'],
  ])('puts every header and the policy on %s', async (_, url) => {
    const res = await app.request(url);
    expectCommonHeaders(res);
    expect(res.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
  });

  it('keeps the sandbox policy of uploaded images (and their exact type) instead of the generic one', async () => {
    const url = await uploadedImage();
    for (const res of [await app.request(url), await app.request(`${url}?w=320`)]) {
      expect(res.status).toBe(200);
      expect(res.headers.get('content-security-policy')).toBe("sandbox; default-src 'none'");
      expect(res.headers.get('content-type')).toMatch(/^image\/(png|webp)$/);
      expectCommonHeaders(res);
    }
    const missing = await app.request('/backend/public/uploads/0123456789abcdef.png');
    expect(missing.status).toBe(404);
    expectCommonHeaders(missing);
  });

  it('serves an image carrying a script in its metadata as that image, without the script', async () => {
    const jpeg = await jpegBytes();
    const script = Buffer.from('<html><script>alert(document.cookie)</script></html>');
    // A JPEG comment segment (FF FE, length) right after the start-of-image marker.
    const length = Buffer.from([(script.length + 2) >> 8, (script.length + 2) & 255]);
    const tricky = Buffer.concat([
      jpeg.subarray(0, 2),
      Buffer.from([0xff, 0xfe]),
      length,
      script,
      jpeg.subarray(2),
    ]);
    const categoryId = await addCategory(t);
    const id = await addPost(t, {
      category_id: categoryId,
      image: file(tricky, 'page.html', 'text/html'),
    });
    const post = (await (await t.admin('GET', 'post', { params: { id } })).json()) as {
      image_path: string;
    };
    expect(post.image_path).toMatch(/^uploads\/[0-9a-f]{32}\.jpg$/);
    const res = await app.request(`/backend/public/${post.image_path}`);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toBe("sandbox; default-src 'none'");
    // The upload was re-encoded without its comment; the picture is what remains.
    const served = Buffer.from(await res.arrayBuffer());
    expect(served.includes('<script>')).toBe(false);
    expect((await sharp(served).metadata()).format).toBe('jpeg');

    // A file stored before uploads were cleaned is still sent as that image, sandboxed.
    const name = 'uploads/0123456789abcdef0123456789abcdef.jpg';
    await t.deps.uploads.put(t.deps.db, name, tricky);
    const old = await app.request(`/backend/public/${name}`);
    expect(old.headers.get('content-type')).toBe('image/jpeg');
    expect(old.headers.get('x-content-type-options')).toBe('nosniff');
    expect(old.headers.get('content-security-policy')).toBe("sandbox; default-src 'none'");
    expect(Buffer.compare(Buffer.from(await old.arrayBuffer()), tricky)).toBe(0);
  });

  it('sends the headers on an unexpected error (500) too', async () => {
    const failing = createApp({
      ...t.deps,
      db: { ...t.deps.db, query: () => Promise.reject(new Error('down')) },
    });
    const res = await failing.request(`${API}?q=posts`);
    expect(res.status).toBe(500);
    expectCommonHeaders(res);
    expect(res.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
  });

  it('sends Strict-Transport-Security only over https (direct, or from a trusted proxy)', async () => {
    const hsts = (res: Response) => res.headers.get('strict-transport-security');
    expect(hsts(await app.request('http://localhost/'))).toBeNull();
    expect(hsts(await app.request(`${API}?q=posts`))).toBeNull();
    expect(hsts(await app.request('https://localhost/'))).toBe(
      'max-age=31536000; includeSubDomains',
    );
    expect(hsts(await app.request(`https://localhost/backend/index.php?q=nope`))).toBe(
      'max-age=31536000; includeSubDomains',
    );
    const forwarded = { headers: { 'X-Forwarded-Proto': 'https' } };
    // A client claiming https through a header is not believed unless the proxy is trusted.
    expect(hsts(await app.request('http://localhost/', forwarded))).toBeNull();
    const behindProxy = createApp({
      ...t.deps,
      settings: { ...t.deps.settings, trustProxyHttps: true },
    });
    expect(hsts(await behindProxy.request('http://localhost/', forwarded))).toBe(
      'max-age=31536000; includeSubDomains',
    );
    expect(hsts(await behindProxy.request('http://localhost/'))).toBeNull();
  });

  it('marks every admin answer and session answer Cache-Control: no-store', async () => {
    const categoryId = await addCategory(t);
    const answers = [
      await t.admin('GET', 'category', { params: { id: categoryId } }),
      await t.admin('POST', 'category-update', {
        json: { id: categoryId, name: 'Renamed', slug: 'renamed' },
      }),
      await t.admin('GET', 'category', { params: { id: 999 } }),
      await t.request('GET', 'category', { params: { id: categoryId } }),
      await t.request('GET', 'session'),
      await t.request('POST', 'login', { json: { username: 'admin', password: 'wrong-one' } }),
    ];
    for (const res of answers) {
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('etag')).toBeNull();
    }
  });

  it('issues the session cookie HttpOnly and SameSite=Strict', async () => {
    const res = await t.request('POST', 'login', {
      json: { username: 'admin', password: t.deps.settings.adminPassword },
    });
    expect(res.status).toBe(200);
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
  });
});

describe('request body limits', () => {
  it('refuses a JSON body over 1 MB with 413 JSON before parsing it, and changes nothing', async () => {
    const huge = JSON.stringify({ name: 'a'.repeat(MB), slug: 'huge' });
    const res = await t.admin('POST', 'categories', {
      body: huge,
      headers: { 'Content-Type': 'application/json' },
    });
    expect(res.status).toBe(413);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toMatchObject({
      status: 'error',
      message: 'The request is too large (at most 1 MB)',
    });
    expect(await (await t.request('GET', 'categories')).json()).toEqual([]);
  });

  it('counts a streamed JSON body (no Content-Length) and refuses it once past the limit', async () => {
    let sent = 0;
    const chunk = new TextEncoder().encode('a'.repeat(64 * 1024));
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        // Endless: only the limit stops it.
        sent += chunk.length;
        controller.enqueue(chunk);
        if (sent > 64 * MB) controller.close();
      },
    });
    const init = {
      method: 'POST',
      body: stream,
      duplex: 'half',
      headers: { 'Content-Type': 'application/json', Cookie: await t.login() },
    };
    const res = await t.app.request(new Request(`${API}?q=popular-save`, init as RequestInit));
    expect(res.status).toBe(413);
    expect(sent).toBeLessThan(2 * MB);
  });

  it('takes a JSON body just under the limit to the handler (400 for its content, not 413)', async () => {
    const res = await t.admin('POST', 'categories', {
      json: { name: 'a'.repeat(MB - 100), slug: 'big' },
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toMatch(/name/);
  });

  it('lets a multipart post carry the upload limit plus its text, and refuses more with 413', async () => {
    const categoryId = await addCategory(t);
    const content = `<p>${'x'.repeat(400_000)}</p>`;
    const ok = await t.admin('POST', 'posts', {
      form: { title: 'Long', slug: 'long', content, category_id: String(categoryId) },
    });
    expect(ok.status).toBe(200);
    const limit = t.deps.settings.uploadMaxBytes + 4 * MB;
    const tooBig = await t.admin('POST', 'posts', {
      body: 'x'.repeat(limit + 1),
      headers: { 'Content-Type': 'multipart/form-data; boundary=x' },
    });
    expect(tooBig.status).toBe(413);
    expect(await tooBig.json()).toMatchObject({ status: 'error' });
  });

  it('makes the JSON limit a setting', async () => {
    await t.close();
    t = await makeTestApp({ jsonMaxBytes: 100 });
    const res = await t.admin('POST', 'categories', {
      json: { name: 'n'.repeat(100), slug: 'x' },
    });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { message: string }).message).toBe(
      'The request is too large (at most 100 bytes)',
    );
  });
});

describe('request log', () => {
  beforeEach(async () => {
    await t.close();
    t = await makeTestApp({ logRequests: true });
    app = createApp(t.deps, { staticDir: dist });
  });

  it('writes one JSON line per request: method, path, q, status, ms; the message when refused', async () => {
    await app.request(`${API}?q=categories`);
    await app.request(`${API}?q=post&slug=missing`);
    await app.request('/assets/missing-1.js');
    await app.request('/');
    expect(t.deps.log.lines).toEqual([
      {
        level: 'info',
        method: 'GET',
        path: '/backend/index.php',
        q: 'categories',
        status: 200,
        ms: expect.any(Number),
      },
      {
        level: 'info',
        method: 'GET',
        path: '/backend/index.php',
        q: 'post',
        status: 404,
        ms: expect.any(Number),
        error: 'Post not found',
      },
      {
        level: 'info',
        method: 'GET',
        path: '/assets/missing-1.js',
        status: 404,
        ms: expect.any(Number),
        error: 'Not found',
      },
      { level: 'info', method: 'GET', path: '/', status: 200, ms: expect.any(Number) },
    ]);
  });

  it('says what failed on a 500 (request line with the answer, error line with the cause)', async () => {
    const failing = createApp({
      ...t.deps,
      db: { ...t.deps.db, query: () => Promise.reject(new Error('connection lost')) },
    });
    await failing.request(`${API}?q=popular`);
    expect(t.deps.log.lines).toEqual([
      expect.objectContaining({ level: 'error', q: 'popular', error: 'connection lost' }),
      expect.objectContaining({
        level: 'info',
        q: 'popular',
        status: 500,
        error: 'Something went wrong on the server. Please try again.',
      }),
    ]);
  });

  it('never writes a password, a cookie, a session token, a search keyword or a body', async () => {
    const password = t.deps.settings.adminPassword;
    const login = await app.request(`${API}?q=login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password }),
    });
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
    const token = cookie.split('=')[1]!;
    await app.request(`${API}?q=login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'wrong-secret-guess' }),
    });
    await app.request(`${API}?q=login&password=${password}-in-query`, { method: 'POST' });
    await app.request(`${API}?q=search-posts&keyword=my-private-words`);
    await app.request(`${API}?q=categories`, {
      method: 'POST',
      headers: { Cookie: cookie, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Secret body text', slug: 'body-slug' }),
    });
    await app.request(`${API}?q=session`, { headers: { Cookie: cookie, Authorization: 'x' } });
    await app.request(`${API}?q=logout`, { method: 'POST', headers: { Cookie: cookie } });
    const text = JSON.stringify(t.deps.log.lines);
    expect(t.deps.log.lines.length).toBe(7);
    for (const secret of [
      password,
      'wrong-secret-guess',
      token,
      'my-private-words',
      'Secret body',
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toMatch(/sid=/);
  });

  it('clips request-controlled fields: a 1 MB q is not written whole', async () => {
    await app.request(`${API}?q=${'q'.repeat(MB)}`);
    const [line] = t.deps.log.lines;
    expect(line).toMatchObject({ status: 404 });
    expect(JSON.stringify(line).length).toBeLessThan(1000);
  });
});
