/**
 * Compression of the answers nobody keeps (errors, admin answers, a page that failed to render):
 * brotli when the client accepts it, gzip otherwise, at a fast setting. Everything else is
 * compressed once where it is kept: the app's files by the build (server/http/static.ts sends its
 * siblings), the public answers inside their cache entries (server/http/cache.ts). Both arrive
 * here with their Content-Encoding, and are left as they are.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { addVary, chooseEncoding, encode, mayCompress, MIN_COMPRESS_BYTES } from './encode';

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

export function compression(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    // Nothing here reads `res.body` unless it compresses: asking for it turns the server's light
    // answer (bytes written at once) into a web stream, which costs more than the whole request.
    const res = c.res;
    if (c.req.method === 'HEAD' || [204, 206, 304].includes(res.status)) return;
    const headers = res.headers;
    // One of the app's files: sent as the build left it (its siblings, or as it is).
    if (c.get('builtFile') || !mayCompress(headers)) return;
    const length = Number(headers.get('Content-Length') ?? NaN);
    if (length < MIN_COMPRESS_BYTES) return;
    const encoding = chooseEncoding(c.req.header('Accept-Encoding'));
    if (!encoding) {
      // Sent as it is; caches must still tell it apart from the compressed variants.
      addVary(headers);
      return;
    }
    const replaced = new Headers(headers);
    addVary(replaced);
    const body = new Uint8Array(await res.arrayBuffer());
    if (body.length < MIN_COMPRESS_BYTES) {
      // The body was read (it had no declared length): answer the same bytes anew.
      replaceResponse(c, body, res.status, replaced);
      return;
    }
    const compressed = await encode(body, encoding, 'fast');
    replaced.set('Content-Encoding', encoding);
    replaced.set('Content-Length', String(compressed.length));
    replaceResponse(c, compressed, res.status, replaced);
  };
}
