/**
 * Serves uploaded images at `/backend/public/<image_path>`: exact content type, never sniffed,
 * sandboxed, cached for a year (names are random and never reused). `?w=<width>` answers a
 * resized WebP variant (see variants.ts), kept on disk, with a strong ETag of its bytes (304 when
 * the client has them): a variant made again (another encoder, the cache folder emptied) may
 * differ from the one a browser kept.
 */
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Context } from 'hono';
import { HttpError } from '../http/errors';
import type { Deps } from '../types';
import { IMAGE_TYPES, type ImageExt } from './imageType';
import { readVariant, VARIANT_WIDTHS } from './variants';

export const PUBLIC_PREFIX = '/backend/public/';

export async function serveUpload(c: Context, deps: Deps): Promise<Response> {
  const notFound = new HttpError(404, 'Image not found');
  const rawPath = new URL(c.req.url).pathname.slice(PUBLIC_PREFIX.length);
  let imagePath: string;
  try {
    imagePath = decodeURIComponent(rawPath);
  } catch {
    throw notFound;
  }
  const file = deps.uploads.resolve(imagePath);
  if (!file) throw notFound;
  const width = c.req.query('w');
  let bytes: Buffer;
  let type: string;
  let etag: string | null = null;
  try {
    if (width === undefined) {
      bytes = await readFile(file);
      type = IMAGE_TYPES[path.extname(file).slice(1).replace('jpeg', 'jpg') as ImageExt];
    } else {
      if (!(VARIANT_WIDTHS as readonly number[]).includes(Number(width))) {
        throw new HttpError(400, `w must be one of ${VARIANT_WIDTHS.join(', ')}`);
      }
      await stat(file);
      bytes = await readVariant(
        deps.uploads.root,
        imagePath,
        file,
        Number(width),
        deps.settings.imageMaxPixels,
      );
      type = 'image/webp';
      etag = `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw notFound;
    throw error;
  }
  const headers: Record<string, string> = {
    'Cache-Control': 'public, max-age=31536000, immutable',
    'Content-Security-Policy': "sandbox; default-src 'none'",
    'X-Content-Type-Options': 'nosniff',
  };
  if (etag) {
    headers.ETag = etag;
    if (clientHas(c.req.header('If-None-Match'), etag)) {
      return new Response(null, { status: 304, headers });
    }
  }
  headers['Content-Type'] = type;
  headers['Content-Length'] = String(bytes.length);
  return new Response(c.req.method === 'HEAD' ? null : new Uint8Array(bytes), { headers });
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
