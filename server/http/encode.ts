/**
 * Content negotiation and compression of the server's own answers (API JSON, pages, feeds). The
 * app's files are never compressed here: the build writes their siblings (scripts/precompress.mjs).
 * Which types are worth it: server/http/mediaTypes.mjs, shared with the build.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

import { isCompressible } from './mediaTypes.mjs';

export { MIN_COMPRESS_BYTES } from './mediaTypes.mjs';

export type Encoding = 'br' | 'gzip';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

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

/** kept: answers compressed once and kept (the public cache's entries); fast: one-off answers. */
export type Effort = 'kept' | 'fast';
/**
 * Brotli 6 for kept answers: on an 85 KB post page it takes 1.3 ms for 16,374 bytes, where 9
 * took 75–90 ms (on the page's first request, and on the main thread's share of the cores) for
 * 16,181 bytes, 1% less.
 */
const BROTLI_QUALITY: Record<Effort, number> = { kept: 6, fast: 5 };
const GZIP_LEVEL: Record<Effort, number> = { kept: 8, fast: 6 };
/** Above this, even a kept answer is compressed at the fast setting (no reader waits seconds). */
const SLOW_LIMIT = 512 * 1024;

export async function encode(
  body: Uint8Array,
  encoding: Encoding,
  effort: Effort,
): Promise<Uint8Array<ArrayBuffer>> {
  const level = body.length > SLOW_LIMIT ? 'fast' : effort;
  const bytes =
    encoding === 'gzip'
      ? await gzipAsync(body, { level: GZIP_LEVEL[level] })
      : await brotli(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY[level],
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        });
  // The same memory as a plain Uint8Array (no copy), as a Response body.
  return new Uint8Array(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.length);
}

/** Adds `Accept-Encoding` to `Vary` unless it is there (or `Vary: *`). */
export function addVary(headers: Headers): void {
  const vary = headers.get('Vary');
  if (vary === '*' || /(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary ?? '')) return;
  headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}

/** True when an answer with these headers may be compressed: its type, and nothing forbids it. */
export function mayCompress(headers: Headers): boolean {
  return (
    isCompressible(headers.get('Content-Type')) &&
    !headers.has('Content-Encoding') &&
    !/(?:^|,)\s*no-transform\s*(?:,|$)/i.test(headers.get('Cache-Control') ?? '')
  );
}
