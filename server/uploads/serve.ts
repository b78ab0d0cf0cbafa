/**
 * Serves uploaded images at `/backend/public/<image_path>` from the database (store.ts): exact
 * content type, never sniffed, sandboxed, cached for a year (names are random and never reused),
 * with a strong ETag of the content hash. `?w=<width>` answers a resized WebP variant (see
 * variants.ts), kept in this instance's disk cache, with a strong ETag of its own bytes (304 when
 * the client has them): a variant made again (another encoder, the cache folder emptied) may
 * differ from the one a browser kept. A variant is served only while its original is in the
 * database, so an image deleted through any instance stops being served by every instance.
 */
import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { HttpError } from '../http/errors';
import type { Deps } from '../types';
import { readVariant, VARIANT_WIDTHS } from './variants';

export const PUBLIC_PREFIX = '/backend/public/';

const strongTag = (digest: Buffer) => `"${digest.toString('base64url').slice(0, 27)}"`;

export async function serveUpload(c: Context, deps: Deps): Promise<Response> {
  const notFound = new HttpError(404, 'Image not found');
  const rawPath = new URL(c.req.url).pathname.slice(PUBLIC_PREFIX.length);
  let imagePath: string;
  try {
    imagePath = decodeURIComponent(rawPath);
  } catch {
    throw notFound;
  }
  const { db, uploads } = deps;
  if (!uploads.isImagePath(imagePath)) throw notFound;
  const width = c.req.query('w');
  const clientTags = c.req.header('If-None-Match');
  let bytes: Buffer;
  let type: string;
  let etag: string;
  if (width === undefined) {
    // A client that has some version asks first: the hash answers it without the bytes.
    if (clientTags) {
      const sha256 = await uploads.hashOf(db, imagePath);
      if (!sha256) throw notFound;
      const tag = strongTag(Buffer.from(sha256, 'hex'));
      if (clientHas(clientTags, tag)) return notModified(tag);
    }
    const stored = await uploads.read(db, imagePath);
    if (!stored) throw notFound;
    bytes = stored.bytes;
    type = stored.contentType;
    etag = strongTag(Buffer.from(stored.sha256, 'hex'));
  } else {
    if (!(VARIANT_WIDTHS as readonly number[]).includes(Number(width))) {
      throw new HttpError(400, `w must be one of ${VARIANT_WIDTHS.join(', ')}`);
    }
    if (!(await uploads.hashOf(db, imagePath))) {
      // Deleted (maybe through another instance): this instance's copies go too.
      await uploads.dropVariants(imagePath);
      throw notFound;
    }
    const variant = await readVariant(
      uploads.root,
      imagePath,
      async () => (await uploads.read(db, imagePath))?.bytes ?? null,
      Number(width),
      deps.settings.imageMaxPixels,
    );
    if (!variant) throw notFound;
    bytes = variant;
    type = 'image/webp';
    etag = strongTag(createHash('sha256').update(bytes).digest());
    if (clientHas(clientTags, etag)) return notModified(etag);
  }
  return new Response(c.req.method === 'HEAD' ? null : new Uint8Array(bytes), {
    headers: {
      ...HEADERS,
      ETag: etag,
      'Content-Type': type,
      'Content-Length': String(bytes.length),
    },
  });
}

const HEADERS = {
  'Cache-Control': 'public, max-age=31536000, immutable',
  'Content-Security-Policy': "sandbox; default-src 'none'",
  'X-Content-Type-Options': 'nosniff',
};

function notModified(etag: string): Response {
  return new Response(null, { status: 304, headers: { ...HEADERS, ETag: etag } });
}

/** True when `If-None-Match` names `etag` (weak comparison, as the header asks), or `*`. */
function clientHas(header: string | undefined, etag: string): boolean {
  return Boolean(
    header?.split(',').some((raw) => {
      const tag = raw.trim();
      return tag === '*' || tag === etag || tag === `W/${etag}`;
    }),
  );
}
