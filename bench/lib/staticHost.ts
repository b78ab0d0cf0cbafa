/**
 * A plain static host for the client-rendered benchmark: what a PHP host serves with
 * deploy/nginx/site.conf. The files of `dist/` as they are, the unmodified `dist/index.html` for
 * any page path, a 404 for a missing file, and `/backend/*` passed to the reference server (the
 * API and the images, answered and compressed by it, as php-fpm would answer them).
 *
 * Compression as nginx does it: a precompressed `.br`/`.gz` sibling when the build wrote one
 * (`brotli_static` / `gzip_static`), else gzip level 6 for text types of 256 bytes or more (the
 * kit's `gzip_comp_level 6; gzip_min_length 256`; the kit leaves brotli commented out, as stock
 * nginx has no brotli module). Headers: the kit's Cache-Control map and security headers.
 */
import { createServer, request as httpRequest, type IncomingMessage } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { mediaTypeOf } from '../../server/http/mediaTypes.mjs';
import { freePort } from './server';

export interface StaticHost {
  url: string;
  stop(): Promise<void>;
}

/** The kit's `gzip_types` (text/html is always compressed by nginx's gzip). */
const GZIP_TYPES =
  /^(?:text\/html|text\/plain|text\/css|application\/javascript|text\/javascript|application\/json|image\/svg\+xml|application\/xml)/;
const GZIP_MIN_LENGTH = 256;
const GZIP_LEVEL = 6;

const CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self' data:; connect-src 'self'; frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'";

function cacheControl(urlPath: string): string {
  if (urlPath.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  if (urlPath === '/index.html') return 'no-cache';
  return 'public, max-age=3600';
}

function accepts(req: IncomingMessage, encoding: 'br' | 'gzip'): boolean {
  const header = String(req.headers['accept-encoding'] ?? '');
  return header.split(',').some((part) => {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return name.trim() === encoding && (q ? Number(q.slice(2)) > 0 : true);
  });
}

async function isFile(file: string): Promise<boolean> {
  return (await stat(file).catch(() => null))?.isFile() ?? false;
}

export async function startStaticHost(distDir: string, backend: string): Promise<StaticHost> {
  const root = path.resolve(distDir);
  const backendUrl = new URL(backend);
  /** gzip of a file is computed once per file version (nginx spends it per request). */
  const gzipped = new Map<string, Buffer>();

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');

    if (url.pathname.startsWith('/backend/')) {
      const upstream = httpRequest(
        {
          host: backendUrl.hostname,
          port: backendUrl.port,
          method: req.method,
          path: req.url,
          headers: { ...req.headers, host: backendUrl.host },
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => {
        if (!res.headersSent) res.writeHead(502);
        res.end();
      });
      req.pipe(upstream);
      return;
    }

    void (async () => {
      let decoded: string;
      try {
        decoded = decodeURIComponent(url.pathname);
      } catch {
        decoded = '/\0';
      }
      let file = path.resolve(root, `.${path.posix.normalize(decoded)}`);
      let urlPath = url.pathname;
      const inside = file === root || file.startsWith(root + path.sep);
      if (!inside || decoded.includes('\0') || !(await isFile(file))) {
        // `location ~ \.[A-Za-z0-9]+$ { try_files $uri =404; }`, else `try_files $uri /index.html`.
        if (/\.[A-Za-z0-9]+$/.test(url.pathname)) {
          res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
          res.end('Not found');
          return;
        }
        file = path.join(root, 'index.html');
        urlPath = '/index.html';
      }
      const type = mediaTypeOf(file) ?? 'application/octet-stream';
      const headers: Record<string, string> = {
        'Content-Type': type,
        'Cache-Control': cacheControl(urlPath),
        'Content-Security-Policy': CSP,
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'strict-origin-when-cross-origin',
        'X-Frame-Options': 'DENY',
        'Cross-Origin-Opener-Policy': 'same-origin',
      };
      let body: Buffer;
      const compressible = GZIP_TYPES.test(type);
      if (compressible) headers.Vary = 'Accept-Encoding';
      if (compressible && accepts(req, 'br') && (await isFile(`${file}.br`))) {
        body = await readFile(`${file}.br`);
        headers['Content-Encoding'] = 'br';
      } else if (compressible && accepts(req, 'gzip') && (await isFile(`${file}.gz`))) {
        body = await readFile(`${file}.gz`);
        headers['Content-Encoding'] = 'gzip';
      } else {
        body = await readFile(file);
        if (compressible && body.length >= GZIP_MIN_LENGTH && accepts(req, 'gzip')) {
          const info = await stat(file);
          const key = `${file} ${info.mtimeMs} ${info.size}`;
          let gz = gzipped.get(key);
          if (!gz) {
            gz = gzipSync(body, { level: GZIP_LEVEL });
            gzipped.set(key, gz);
          }
          body = gz;
          headers['Content-Encoding'] = 'gzip';
        }
      }
      headers['Content-Length'] = String(body.length);
      res.writeHead(200, headers);
      res.end(req.method === 'HEAD' ? undefined : body);
    })().catch(() => {
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });

  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
