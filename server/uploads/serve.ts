/**
 * Serves uploaded images at `/backend/public/<image_path>` from the database (store.ts): exact
 * content type, never sniffed, sandboxed, cached for a year (names are random and never reused),
 * with a strong ETag of the content hash. `?w=<width>` answers a resized WebP variant (see
 * variants.ts) with a strong ETag of its own bytes (304 when the client has them): a variant made
 * again (another encoder, the cache folder emptied) may differ from the one a browser kept. Both
 * are sent from this instance's disk cache (diskCache.ts) once made; the database is asked
 * whether the image still exists at most every few seconds (store.ts), so an image deleted
 * through another instance stops being served here within that time (at once when deleted here).
 */
import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import type { Db } from '../db/connect';
import { HttpError } from '../http/errors';
import type { Settings } from '../settings';
import { contentTypeOf, type UploadStore } from './store';
import { readVariant, VARIANT_WIDTHS } from './variants';

export const PUBLIC_PREFIX = '/backend/public/';

const strongTag = (digest: Buffer) => `"${digest.toString('base64url').slice(0, 27)}"`;

/** The part of the handler dependencies (server/types.ts) serving an upload uses. */
export interface ServeDeps {
  db: Db;
  settings: Settings;
  uploads: UploadStore;
}

export async function serveUpload(c: Context, deps: ServeDeps): Promise<Response> {
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
  if (width !== undefined && !(VARIANT_WIDTHS as readonly number[]).includes(Number(width))) {
    throw new HttpError(400, `w must be one of ${VARIANT_WIDTHS.join(', ')}`);
  }
  const clientTags = c.req.header('If-None-Match');
  const gone = async () => {
    // Deleted (maybe through another instance): this instance's copies go too.
    await uploads.dropCached(imagePath);
    return notFound;
  };
  const sha256 = await uploads.existing(db, imagePath);
  if (!sha256) throw await gone();
  let bytes: Buffer | null;
  let type: string;
  let etag: string;
  if (width === undefined) {
    etag = strongTag(Buffer.from(sha256, 'hex'));
    if (clientHas(clientTags, etag)) return notModified(etag);
    bytes = await uploads.readOriginal(db, imagePath);
    if (!bytes) throw await gone();
    type = contentTypeOf(imagePath);
  } else {
    bytes = await readVariant(
      uploads.root,
      imagePath,
      () => uploads.readOriginal(db, imagePath),
      Number(width),
      deps.settings.imageMaxPixels,
    );
    if (!bytes) throw await gone();
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
