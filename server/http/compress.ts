/**
 * Compression of text answers: brotli when the client accepts it, gzip otherwise. Answers that
 * repeat are compressed once and kept: hashed assets (immutable) by their path, at the highest
 * brotli quality; answers with an ETag (cached JSON, pages, feeds) by their validator. Everything
 * else (errors, admin answers) is compressed on the fly at a fast setting.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';
import { LruCache } from './cache';

type Encoding = 'br' | 'gzip';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const COMPRESSIBLE =
  /^\s*(?:text\/[^;\s]+|application\/(?:javascript|json|xml|rss\+xml|manifest\+json|[^;\s]+\+json)|image\/svg\+xml)/i;
/** Smaller answers gain nothing from compression that outweighs its cost. */
const THRESHOLD = 1024;
/** Above this, a repeated answer is compressed at the fast setting. */
const SLOW_LIMIT = 512 * 1024;

/** The encoding to use, from `Accept-Encoding` (q=0 refuses); brotli wins a tie. */
export function chooseEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    weights.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (name: Encoding) => weights.get(name) ?? weights.get('*') ?? 0;
  const br = weightOf('br');
  const gz = weightOf('gzip');
  if (br > 0 && br >= gz) return 'br';
  return gz > 0 ? 'gzip' : null;
}

/** max: assets compressed once for good; kept: repeated answers; fast: one-off answers. */
type Effort = 'max' | 'kept' | 'fast';
const BROTLI_QUALITY: Record<Effort, number> = { max: 11, kept: 9, fast: 5 };
const GZIP_LEVEL: Record<Effort, number> = { max: 9, kept: 8, fast: 6 };

async function encode(body: Uint8Array, encoding: Encoding, effort: Effort): Promise<Buffer> {
  if (encoding === 'gzip') return gzipAsync(body, { level: GZIP_LEVEL[effort] });
  return brotli(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY[effort],
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

/**
 * Replaces the answer. The current one is dropped first: Hono's setter would otherwise copy its
 * headers onto the new one through `body`, which turns the new answer into a web stream that the
 * server then pumps chunk by chunk instead of writing the bytes at once.
 */
function replaceResponse(
  c: Context,
  body: Uint8Array<ArrayBuffer>,
  status: number,
  headers: Headers,
): void {
  c.res = undefined;
  c.res = new Response(body, { status, headers });
}

function addVary(headers: Headers): void {
  const vary = headers.get('Vary');
  if (vary === '*' || /(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary ?? '')) return;
  headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}

export function compression(
  options: { maxEntries?: number; maxBytes?: number } = {},
): MiddlewareHandler {
  const kept = new LruCache<Buffer>(
    options.maxEntries ?? 1000,
    options.maxBytes ?? 32 * 1024 * 1024,
  );
  /** Compressions under way, so that a burst of first requests compresses once. */
  const running = new Map<string, Promise<Buffer>>();

  /** One computation per key at a time (a burst of first requests compresses once). */
  function once(key: string, work: () => Promise<Buffer>): Promise<Buffer> {
    let job = running.get(key);
    if (!job) {
      job = work();
      running.set(key, job);
      void job.finally(() => running.delete(key)).catch(() => undefined);
    }
    return job;
  }

  /**
   * The compressed bytes to keep for `key`. An asset is answered at once at the fast setting,
   * and recompressed at the best one in the background for everyone after (best quality on a
   * 400 KB bundle takes seconds: no visitor should wait for it). A repeated answer is compressed
   * well when small enough to do so quickly.
   */
  async function compressKept(
    key: string,
    body: Uint8Array,
    encoding: Encoding,
    immutable: boolean,
  ): Promise<Buffer> {
    const keep = (bytes: Buffer) => {
      kept.set(key, bytes, bytes.length + key.length);
      return bytes;
    };
    if (!immutable) {
      const effort = body.length <= SLOW_LIMIT ? 'kept' : 'fast';
      return keep(await once(key, () => encode(body, encoding, effort)));
    }
    const quick = keep(await once(`fast ${key}`, () => encode(body, encoding, 'fast')));
    void once(key, () => encode(body, encoding, 'max'))
      .then(keep)
      .catch(() => undefined);
    return quick;
  }

  return async (c, next) => {
    await next();
    // Nothing here reads `res.body` unless it compresses: asking for it turns the server's light
    // answer (bytes written at once) into a web stream, which costs more than the whole request.
    const res = c.res;
    if (c.req.method === 'HEAD' || [204, 206, 304].includes(res.status)) return;
    const headers = res.headers;
    const type = headers.get('Content-Type') ?? '';
    const cacheControl = headers.get('Cache-Control') ?? '';
    if (
      headers.has('Content-Encoding') ||
      !COMPRESSIBLE.test(type) ||
      /(?:^|,)\s*no-transform\s*(?:,|$)/i.test(cacheControl)
    ) {
      return;
    }
    const length = Number(headers.get('Content-Length') ?? NaN);
    if (length < THRESHOLD) return;
    const encoding = chooseEncoding(c.req.header('Accept-Encoding'));
    if (!encoding) {
      // Sent as it is; caches must still tell it apart from the compressed variants.
      addVary(headers);
      return;
    }
    const immutable = /\bimmutable\b/i.test(cacheControl);
    const etag = headers.get('ETag');
    const identity = immutable ? `path:${c.req.path}` : etag && `etag:${etag}`;
    const key = identity ? `${encoding} ${identity}` : null;

    let compressed = key ? kept.get(key) : undefined;
    const replaced = new Headers(headers);
    addVary(replaced);
    if (!compressed) {
      const body = new Uint8Array(await res.arrayBuffer());
      if (body.length < THRESHOLD) {
        // The body was read (it had no declared length): answer the same bytes anew.
        replaceResponse(c, body, res.status, replaced);
        return;
      }
      compressed = key
        ? await compressKept(key, body, encoding, immutable)
        : await encode(body, encoding, 'fast');
    }
    replaced.set('Content-Encoding', encoding);
    replaced.set('Content-Length', String(compressed.length));
    replaceResponse(c, bytesOf(compressed), res.status, replaced);
  };
}

/** The same memory as a plain Uint8Array (no copy), as a Response body. */
function bytesOf(buffer: Buffer): Uint8Array<ArrayBuffer> {
  return new Uint8Array(buffer.buffer as ArrayBuffer, buffer.byteOffset, buffer.length);
}
