/**
 * The Hono app: request log, security headers, the `q` dispatcher on `/backend/index.php`, JSON
 * errors in one place, uploaded images, and (in production) the built app.
 */
import { createHash } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { HTTPException } from 'hono/http-exception';
import { ZodError } from 'zod';
import { requireAdmin } from './auth/guard';
import { badInput, HttpError } from './http/errors';
import { formatBytes } from './uploads/readImage';
import { ROUTES, type Method } from './http/routes';
import { serveApp } from './http/static';
import type { Deps } from './http/types';
import { PUBLIC_PREFIX, serveUpload } from './uploads/serve';

export const API_PATH = '/backend/index.php';
/** Room for the text fields of a post (up to 500 000 characters of HTML) beside its image. */
const TEXT_ALLOWANCE = 4 * 1024 * 1024;
const PUBLIC_CACHE = 'public, max-age=0, must-revalidate';
const UNEXPECTED = 'Something went wrong on the server. Please try again.';

export interface AppOptions {
  /** Serve the built app from this directory (production). */
  staticDir?: string;
}

function errorResponse(c: Context, error: HttpError): Response {
  return c.json({ status: 'error', message: error.message, ...error.extra.body }, error.status, {
    ...error.extra.headers,
  });
}

/** A weak validator of the answer's bytes; a matching `If-None-Match` gets 304. */
async function withEtag(c: Context, response: Response): Promise<Response> {
  if (response.status !== 200) return response;
  const body = await response.clone().arrayBuffer();
  const etag = `W/"${createHash('sha1').update(new Uint8Array(body)).digest('base64url')}"`;
  const headers = new Headers(response.headers);
  headers.set('ETag', etag);
  headers.set('Cache-Control', PUBLIC_CACHE);
  const match = c.req.header('if-none-match');
  if (match && match.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*')) {
    headers.delete('Content-Type');
    headers.delete('Content-Length');
    return new Response(null, { status: 304, headers });
  }
  return new Response(response.body, { status: response.status, headers });
}

export function createApp(deps: Deps, options: AppOptions = {}) {
  const app = new Hono();

  app.use(async (c, next) => {
    const started = performance.now();
    await next();
    c.res.headers.set('X-Content-Type-Options', 'nosniff');
    c.res.headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    if (!c.res.headers.has('X-Frame-Options')) c.res.headers.set('X-Frame-Options', 'SAMEORIGIN');
    if (deps.settings.logRequests) {
      const url = new URL(c.req.url);
      deps.log.info({
        method: c.req.method,
        path: url.pathname,
        q: url.pathname === API_PATH ? (url.searchParams.get('q') ?? null) : undefined,
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      });
    }
  });
  app.use(compress());

  app.onError((error, c) => {
    if (error instanceof HttpError) return errorResponse(c, error);
    if (error instanceof ZodError) return errorResponse(c, badInput(error));
    if (error instanceof HTTPException && error.status < 500) {
      return errorResponse(c, new HttpError(error.status as HttpError['status'], error.message));
    }
    deps.log.error({
      msg: 'unexpected error',
      method: c.req.method,
      path: new URL(c.req.url).pathname,
      q: c.req.query('q') ?? null,
      error: error instanceof Error ? error.message : String(error),
      stack: error instanceof Error ? (error.stack ?? null) : null,
    });
    return c.json({ status: 'error', message: UNEXPECTED }, 500);
  });

  const maxBody = deps.settings.uploadMaxBytes + TEXT_ALLOWANCE;
  app.use(
    API_PATH,
    bodyLimit({
      maxSize: maxBody,
      onError: () => {
        throw new HttpError(413, `The request is too large (at most ${formatBytes(maxBody)})`);
      },
    }),
  );

  app.all(API_PATH, async (c) => {
    // Errors of this call are never cached; a successful public read gets a validator below.
    c.header('Cache-Control', 'no-store');
    const q = c.req.query('q');
    const methods = q === undefined ? undefined : ROUTES.get(q);
    if (!methods) {
      throw new HttpError(
        404,
        q ? `Unknown call "${q.slice(0, 60)}"` : 'Unknown call: q is missing',
      );
    }
    const method = (c.req.method === 'HEAD' ? 'GET' : c.req.method) as Method;
    const route = methods.get(method);
    if (!route) {
      const allow = [...methods.keys()].flatMap((m) => (m === 'GET' ? ['GET', 'HEAD'] : [m]));
      throw new HttpError(
        405,
        `q=${q} does not accept ${c.req.method}; use ${allow.join(' or ')}`,
        {
          headers: { Allow: allow.join(', ') },
        },
      );
    }
    if (route.isAdmin(c)) {
      await requireAdmin(c, deps);
      return route.handler(c, deps);
    }
    const response = await route.handler(c, deps);
    return route.cacheable(c) ? withEtag(c, response) : response;
  });

  app.on(['GET', 'HEAD'], `${PUBLIC_PREFIX}*`, (c) => serveUpload(c, deps));
  app.all('/backend/*', () => {
    throw new HttpError(404, 'Not found');
  });

  if (options.staticDir) {
    const serve = serveApp(options.staticDir);
    app.on(['GET', 'HEAD'], '*', serve);
  }
  app.notFound((c) => c.json({ status: 'error', message: 'Not found' }, 404));
  return app;
}

export type App = ReturnType<typeof createApp>;
