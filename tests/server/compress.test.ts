/**
 * The compression middleware on its own: which answers it reads, and what it sends in their place.
 * (Brotli/gzip choice and the app's cached answers: cache.test.ts.)
 */
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { afterEach, describe, expect, it } from 'vitest';
import { compression } from '../../server/http/compress';

const JSON_BODY = JSON.stringify(
  Array.from({ length: 60 }, (_, i) => ({ id: i, title: `Match preview ${i}`, odds: '2.10' })),
);

/** Answers whose body reads are counted: compression must not read what it does not compress. */
function counted() {
  const reads = { count: 0 };
  const answer = (etag: string | null, init: ResponseInit = {}) => {
    const res = new Response(JSON_BODY, {
      ...init,
      headers: {
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Length': String(Buffer.byteLength(JSON_BODY)),
        ...(etag ? { ETag: etag } : {}),
        ...(init.headers as Record<string, string> | undefined),
      },
    });
    const body = Object.getOwnPropertyDescriptor(Response.prototype, 'body')!.get!;
    const arrayBuffer = res.arrayBuffer.bind(res);
    Object.defineProperty(res, 'body', {
      get() {
        reads.count++;
        return body.call(res) as ReadableStream | null;
      },
    });
    res.arrayBuffer = () => {
      reads.count++;
      return arrayBuffer();
    };
    return res;
  };
  return { reads, answer };
}

describe('compression', () => {
  it('leaves an answer it does not compress as it is, unread, with Vary: Accept-Encoding', async () => {
    const { reads, answer } = counted();
    let sent: Response | undefined;
    const app = new Hono();
    app.use(compression());
    app.get('/a', () => (sent = answer('W/"a"')));
    const res = await app.request('/a');
    expect(reads.count).toBe(0);
    expect(res).toBe(sent);
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(await res.text()).toBe(JSON_BODY);
  });

  it("leaves answers already encoded and the app's files as they are, unread", async () => {
    const { reads, answer } = counted();
    const app = new Hono();
    app.use(compression());
    app.get('/encoded', () => answer('W/"a"', { headers: { 'Content-Encoding': 'br' } }));
    app.get('/file', (c) => {
      c.set('builtFile', true);
      return answer('"file"');
    });
    for (const url of ['/encoded', '/file']) {
      const res = await app.request(url, { headers: { 'Accept-Encoding': 'br' } });
      expect(res.headers.get('content-encoding')).toBe(url === '/encoded' ? 'br' : null);
    }
    expect(reads.count).toBe(0);
  });

  it("keeps the answer's own headers and cookies on the compressed one", async () => {
    const app = new Hono();
    app.use(compression());
    app.get('/a', (c) => {
      c.header('X-Total-Count', '60');
      const res = c.body(JSON_BODY, 200, {
        'Content-Type': 'application/json',
        'Content-Length': String(Buffer.byteLength(JSON_BODY)),
        Vary: 'Origin',
      });
      res.headers.append('Set-Cookie', 'a=1; HttpOnly');
      res.headers.append('Set-Cookie', 'b=2; HttpOnly');
      return res;
    });
    const res = await app.request('/a', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('x-total-count')).toBe('60');
    expect(res.headers.get('vary')).toBe('Origin, Accept-Encoding');
    expect(res.headers.getSetCookie()).toEqual(['a=1; HttpOnly', 'b=2; HttpOnly']);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(Number(res.headers.get('content-length'))).toBe(bytes.length);
    expect(gunzipSync(bytes).toString()).toBe(JSON_BODY);
  });
});

describe('compression behind the real HTTP server', () => {
  let server: ServerType | null = null;
  afterEach(() => {
    server?.close();
    server = null;
  });

  it('sends whole answers, compressed or not, with their declared length', async () => {
    const app = new Hono();
    app.use(compression());
    app.get('/a', (c) =>
      c.body(JSON_BODY, 200, {
        'Content-Type': 'application/json',
        'Content-Length': String(Buffer.byteLength(JSON_BODY)),
        ETag: 'W/"real"',
        'X-Cache': 'HIT',
      }),
    );
    const port = await new Promise<number>((resolve) => {
      server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) =>
        resolve(info.port),
      );
    });
    const url = `http://127.0.0.1:${port}/a`;
    for (const encoding of ['br', 'br', 'gzip', 'identity']) {
      const res = await fetch(url, { headers: { 'Accept-Encoding': encoding } });
      expect(res.status).toBe(200);
      expect(res.headers.get('x-cache')).toBe('HIT');
      expect(res.headers.get('vary')).toBe('Accept-Encoding');
      // fetch decodes br and gzip itself: the text is the answer whatever the encoding.
      expect(await res.text()).toBe(JSON_BODY);
      expect(res.headers.get('content-encoding')).toBe(encoding === 'identity' ? null : encoding);
    }
  });
});
