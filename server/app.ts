/**
 * The Hono app: request log, security headers, the `q` dispatcher on `/backend/index.php`, JSON
 * errors in one place, uploaded images, and (in production) the built app.
 */
import { Hono, type Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { ZodError } from 'zod';
import { auditWrite } from './auth/audit';
import { requireAdmin } from './auth/guard';
import { assertTwoFactorDone } from './auth/twoFactorGate';
import { publicCacheFor } from './http/cache';
import { compression } from './http/compress';
import { badInput, HttpError } from './http/errors';
import { mountHealth } from './health';
import { requestLog } from './http/log';
import { rateLimits } from './http/rateLimit';
import { ROUTES, type Method } from './routes';
import { requestBodyLimit, securityHeaders } from './http/security';
import { importFileLimit } from './resources/siteData/import';
import { restoreBodyLimit } from './resources/siteData/restore';
import { serveApp } from './http/static';
import type { Deps } from './types';
import { sanitisePostHtml } from './html/postHtml';
import { nextKickoff } from './resources/predictions';
import { nextScheduled } from './resources/schedule';
import { createAppRenderer, renderEntryBeside, type RenderEntry } from './pages/appRender';
import { createSeo } from './pages/routes';
import { PUBLIC_PREFIX, serveUpload } from './uploads/serve';

export const API_PATH = '/backend/index.php';
const UNEXPECTED = 'Something went wrong on the server. Please try again.';

export interface AppOptions {
  /** Serve the built app from this directory (production). */
  staticDir?: string;
  /**
   * The app's server entry (the built entry-server.js, or the entry itself): each page's head,
   * and its render. By default `dist-ssr/entry-server.js` beside `staticDir`.
   */
  renderEntry?: string | RenderEntry;
  /** URLs per sitemap file; 50,000 (the protocol's) unless a test needs a small site to split. */
  sitemapMaxUrls?: number;
}

function errorResponse(c: Context, error: HttpError): Response {
  return c.json({ status: 'error', message: error.message, ...error.extra.body }, error.status, {
    ...error.extra.headers,
  });
}

export function createApp(deps: Deps, options: AppOptions = {}) {
  const app = new Hono();
  // Public answers (JSON reads, pages, feeds) kept in memory until the next admin write, or the
  // next scheduled post's time, whichever comes first.
  const cache = publicCacheFor(deps.settings, {
    now: () => deps.now().getTime(),
    nextChange: async () => {
      const now = deps.now();
      // A scheduled post goes out, or a prediction kicks off (it locks, it is no longer upcoming).
      const [post, kickoff] = await Promise.all([
        nextScheduled(deps.db, now),
        nextKickoff(deps.db, now),
      ]);
      const times = [post ? Date.parse(post.published_at) : null, kickoff];
      const ahead = times.filter((at): at is number => at !== null);
      return ahead.length > 0 ? Math.min(...ahead) : null;
    },
  });
  // Another instance's write (or a reconnect of the feed, when some may have been missed).
  deps.changes?.subscribe(() => cache.invalidate());
  // Posts an import brought in (every few seconds while it runs, and at its end).
  deps.imports?.onChange(() => cache.invalidate());
  const renderEntry =
    options.renderEntry ?? (options.staticDir ? renderEntryBeside(options.staticDir) : undefined);
  const seo = createSeo(
    deps,
    cache,
    renderEntry
      ? createAppRenderer({
          entry: renderEntry,
          // The page's first answers come from this same app, in process (and its cache).
          fetch: (input, init) => Promise.resolve(app.request(String(input), init)),
          sanitizeHtml: sanitisePostHtml,
        })
      : null,
    { sitemapMaxUrls: options.sitemapMaxUrls },
  );

  app.use(requestLog(deps.log, { enabled: deps.settings.logRequests, apiPath: API_PATH }));
  app.use(securityHeaders(deps.settings));
  // The app's hashed files, answered from memory with their own compressed bodies: nothing after
  // this (compression, health, the API's limits, the pages) has anything to do with them.
  const serve = options.staticDir
    ? serveApp(options.staticDir, (c, index) => seo.renderIndex(c, index))
    : null;
  if (serve) app.on(['GET', 'HEAD'], '/assets/*', serve);
  app.use(compression());
  // For load balancers: before the rate limits, the cache and the app's pages.
  mountHealth(app, deps);

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

  // Refused before the body is read: over the rate, then over the size for its kind.
  app.use(API_PATH, rateLimits(deps.settings, deps.now, deps.db));
  app.use(
    API_PATH,
    requestBodyLimit(deps.settings, {
      'site-restore': restoreBodyLimit,
      'site-import': importFileLimit(deps.settings),
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
      const staff = await requireAdmin(c, deps, route.right);
      assertTwoFactorDone(staff, route.key);
      if (method === 'GET') return route.handler(c, deps);
      if (route.readerNeutral) {
        const answer = await route.handler(c, deps);
        await auditWrite(c, deps, route.key, staff, answer);
        return answer;
      }
      // Any admin write may change what readers see (refused ones too, to be safe).
      let response: Response;
      try {
        response = await route.handler(c, deps);
      } finally {
        cache.invalidate();
      }
      await auditWrite(c, deps, route.key, staff, response);
      // The other instances' caches (a call that threw changed nothing). Sent before the answer,
      // so a write acknowledged here is already on its way to them.
      await deps.changes?.publish(q!);
      return response;
    }
    if (!route.cacheable(c)) return route.handler(c, deps);
    return cache.answer(c, new URL(c.req.url).search, () => route.handler(c, deps));
  });

  app.on(['GET', 'HEAD'], `${PUBLIC_PREFIX}*`, (c) => serveUpload(c, deps));
  app.all('/backend/*', () => {
    throw new HttpError(404, 'Not found');
  });

  seo.mount(app);
  if (serve) app.on(['GET', 'HEAD'], '*', serve);
  app.notFound((c) => c.json({ status: 'error', message: 'Not found' }, 404));
  return app;
}

export type App = ReturnType<typeof createApp>;
