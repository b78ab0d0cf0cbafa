/**
 * Which answers are worth compressing, once for the whole house: the build writes `.br`/`.gz`
 * siblings for files of these types (scripts/precompress.mjs), and the server compresses its own
 * answers of these types (server/http/encode.ts). Plain JavaScript, so that the build script
 * imports it with no compiler.
 */

/** The media type of each kind of file the app is built into, by extension (no dot). */
export const MEDIA_TYPES = {
  html: 'text/html; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  json: 'application/json; charset=utf-8',
  map: 'application/json; charset=utf-8',
  webmanifest: 'application/manifest+json; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  xml: 'application/xml; charset=utf-8',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
  ico: 'image/x-icon',
  woff: 'font/woff',
  woff2: 'font/woff2',
  ttf: 'font/ttf',
  wasm: 'application/wasm',
};

/** Text worth compressing; everything else (images, fonts, wasm) is sent as it is. */
export const COMPRESSIBLE_TYPES = new Set([
  'text/html',
  'text/javascript',
  'text/css',
  'text/plain',
  'application/json',
  'application/manifest+json',
  'application/xml',
  'application/rss+xml',
  'image/svg+xml',
]);

/** Smaller bodies gain nothing from compression that outweighs its cost. */
export const MIN_COMPRESS_BYTES = 1024;

/** The media type of a file, by its extension; undefined when it is none of the app's. */
export function mediaTypeOf(fileName) {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? undefined : MEDIA_TYPES[fileName.slice(dot + 1).toLowerCase()];
}

/** True when an answer of this `Content-Type` is worth compressing (parameters ignored). */
export function isCompressible(contentType) {
  const essence = (contentType ?? '').split(';', 1)[0].trim().toLowerCase();
  return COMPRESSIBLE_TYPES.has(essence);
}
