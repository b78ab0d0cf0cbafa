/**
 * The pages crawlers read: robots.txt, sitemap.xml and rss.xml, and the app's index.html with
 * each page's meta written in. All answered through the public cache (so any admin write shows
 * at once) with absolute URLs on the request's own origin.
 */
import { readFile, stat } from 'node:fs/promises';
import type { Context, Hono } from 'hono';
import { ownOrigin } from '../auth/request';
import type { PublicCache } from '../http/cache';
import type { Deps } from '../http/types';
import { robotsTxt, rssXml, sitemapXml } from './feeds';
import type { AppRenderer, RenderedPage } from './appRender';
import { renderPage, templateDescription } from './headTags';
import { pageMeta } from './pageMeta';
import { FALLBACK_DESCRIPTION } from './site';

const HTML = 'text/html; charset=utf-8';

interface Template {
  html: string;
  description: string;
  version: string;
}

export interface Seo {
  /** Adds robots.txt, sitemap.xml and rss.xml to `app`. */
  mount(app: Hono): void;
  /** Answers the app's index.html (the SPA fallback) for the request's page. */
  renderIndex(c: Context, indexFile: string): Promise<Response>;
}

/** A request with this header set to `off` gets the page unrendered (tests of the browser app alone). */
const RENDER_HEADER = 'x-render';

export function createSeo(
  deps: Deps,
  cache: PublicCache,
  renderer: AppRenderer | null = null,
): Seo {
  const brand = deps.settings.brandName;
  let template: Template | null = null;
  /** The site description: the built index.html's own, once a page has been served. */
  const description = () => template?.description ?? FALLBACK_DESCRIPTION;

  /** index.html, read again only when the file changed (a rebuild while running). */
  async function loadTemplate(file: string): Promise<Template> {
    const info = await stat(file);
    const version = `${info.mtimeMs}-${info.size}`;
    if (template?.version !== version) {
      const html = await readFile(file, 'utf8');
      template = { html, version, description: templateDescription(html) ?? FALLBACK_DESCRIPTION };
    }
    return template;
  }

  const origin = (c: Context) => ownOrigin(c, deps.settings);

  /** The app's render of the page; null (the browser builds it) when that fails or is slow. */
  async function renderApp(url: URL): Promise<RenderedPage | null> {
    try {
      return (await renderer?.render(url)) ?? null;
    } catch (error) {
      deps.log.error({
        msg: 'page render failed',
        path: url.pathname,
        error: error instanceof Error ? error.message : String(error),
      });
      return null;
    }
  }

  /** A generated text file on the request's origin, kept until the next write. */
  function serveText(
    app: Hono,
    path: string,
    type: string,
    build: (origin: string) => Promise<string> | string,
  ) {
    app.on(['GET', 'HEAD'], path, (c) => {
      const own = origin(c);
      return cache.answer(c, `${path} ${own}`, async () =>
        c.body(await build(own), 200, { 'Content-Type': type }),
      );
    });
  }

  return {
    mount(app) {
      serveText(app, '/robots.txt', 'text/plain; charset=utf-8', robotsTxt);
      serveText(app, '/sitemap.xml', 'application/xml; charset=utf-8', (own) =>
        sitemapXml(deps.db, own),
      );
      serveText(app, '/rss.xml', 'application/rss+xml; charset=utf-8', (own) =>
        rssXml(deps.db, own, { brand, description: description() }),
      );
    },

    async renderIndex(c, indexFile) {
      const page = await loadTemplate(indexFile);
      const url = new URL(c.req.url);
      const own = origin(c);
      const render = renderer !== null && c.req.header(RENDER_HEADER) !== 'off';
      const key = `page ${page.version} ${render ? 'rendered' : 'plain'} ${own}${url.pathname}${url.search}`;
      return cache.answer(
        c,
        key,
        async () => {
          const headers = { 'Content-Type': HTML, 'Cache-Control': 'no-cache' };
          try {
            const meta = await pageMeta(deps.db, { brand, description: page.description }, url);
            const rendered = render ? await renderApp(url) : null;
            return new Response(renderPage(page.html, meta, own, brand, rendered), {
              status: meta.status,
              headers,
            });
          } catch (error) {
            // The app itself must always load: without meta rather than not at all.
            deps.log.error({
              msg: 'page meta failed',
              path: url.pathname,
              error: error instanceof Error ? error.message : String(error),
            });
            return cache.passThrough(new Response(page.html, { status: 200, headers }));
          }
        },
        'no-cache',
      );
    },
  };
}
