/**
 * Serves the built app from `dist/` in production: files as they are (hashed assets cached for
 * good), and `index.html` for every other path so that the app's router takes over.
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Context } from 'hono';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
};

async function fileIn(root: string, urlPath: string): Promise<string | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const file = path.resolve(root, `.${path.posix.normalize(decoded)}`);
  if (file !== root && !file.startsWith(root + path.sep)) return null;
  const info = await stat(file).catch(() => null);
  return info?.isFile() ? file : null;
}

async function send(c: Context, file: string, cacheControl: string): Promise<Response> {
  const body = await readFile(file);
  const type = CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
  return new Response(c.req.method === 'HEAD' ? null : new Uint8Array(body), {
    headers: {
      'Content-Type': type,
      'Content-Length': String(body.length),
      'Cache-Control': cacheControl,
    },
  });
}

/** Answers `index.html` for a page path (e.g. with that page's meta written in). */
export type IndexRenderer = (c: Context, indexFile: string) => Promise<Response>;

export function serveApp(distDir: string, renderIndex?: IndexRenderer) {
  const root = path.resolve(distDir);
  return async (c: Context): Promise<Response> => {
    const urlPath = new URL(c.req.url).pathname;
    const file = await fileIn(root, urlPath);
    if (file && path.basename(file) !== 'index.html') {
      const hashed = urlPath.startsWith('/assets/');
      return send(c, file, hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    }
    // A missing file (a path whose last part has an extension) is a real 404, not a page.
    if (!file && path.posix.extname(urlPath) !== '' && !urlPath.endsWith('.html')) {
      return c.text('Not found', 404);
    }
    const index = path.join(root, 'index.html');
    return renderIndex ? renderIndex(c, index) : send(c, index, 'no-cache');
  };
}
