/**
 * The pages crawlers read: robots.txt, sitemap.xml and rss.xml, and the app's index.html with
 * each page's meta written in. All answered through the public cache (so any admin write shows
 * at once) with absolute URLs on the request's own origin.
 */
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Context, Hono } from 'hono';
import { pageFromSearch } from '../../src/contract/paging';
import { VIEW_RANKED_PATHS } from '../../src/contract/pageRoutes';
import { ownOrigin } from '../http/request';
import type { PublicCache } from '../http/cache';
import { contentSecurityPolicy } from '../http/security';
import type { Deps } from '../types';
import {
  robotsTxt,
  rssXml,
  SITEMAP_MAX_URLS,
  sitemapFileNumber,
  sitemapFileXml,
  sitemapXml,
} from './feeds';
import type { AppRenderer, LoadedPage, RenderedPage } from './appRender';
import { renderPage, templateDescription } from './headTags';
import { oldSlugLocation } from './oldSlugRedirect';
import { isLegacyQuery, legacyLocation } from './legacyRedirect';
import { FALLBACK_DESCRIPTION } from './site';
import { goToCampaign } from '../resources/campaigns/events';
import { bannerVariants } from './bannerVariants';

const HTML = 'text/html; charset=utf-8';
const XML = 'application/xml; charset=utf-8';

interface Template {
  html: string;
  description: string;
  version: string;
  /** The pages' policy: the inline theme script allowed by its hash. */
  policy: string;
}

/** The theme is set before the first paint by this script, inlined to save a blocking request. */
const THEME_INIT_TAG = '<script src="/theme-init.js"></script>';

/** `html` with theme-init.js inlined when the build has it, and the hashes that allows. */
async function inlineThemeInit(html: string, dir: string): Promise<[string, string[]]> {
  const code = await readFile(path.join(dir, 'theme-init.js'), 'utf8').catch(() => null);
  if (code === null || !html.includes(THEME_INIT_TAG) || /<\/script/i.test(code)) return [html, []];
  const hash = `sha256-${createHash('sha256').update(code).digest('base64')}`;
  return [html.replace(THEME_INIT_TAG, () => `<script>${code}</script>`), [hash]];
}

/**
 * The mark that tells the app its pages' views are counted here (features/analytics): a static or
 * PHP host serves index.html without it, and the app then sends its backend nothing.
 */
export const COUNTING_MARK = '<meta name="analytics" content="views" />';

function markCounting(html: string): string {
  return html.replace('</head>', () => `    ${COUNTING_MARK}\n  </head>`);
}

export interface Seo {
  /** Adds robots.txt, sitemap.xml and rss.xml to `app`. */
  mount(app: Hono): void;
  /** Answers the app's index.html (the SPA fallback) for the request's page. */
  renderIndex(c: Context, indexFile: string): Promise<Response>;
}

/**
 * The URL a page is rendered and kept for: its path and the one parameter pages read, `page`
 * (as the app reads it: a whole number from 2 up to the app's limit). Anything else (utm_*,
 * fbclid, …) would only make each shared link render and fill the cache again for the same page.
 */
export function pageUrl(url: URL): URL {
  const kept = new URL(url.pathname, url.origin);
  // The app reads `?page` by this rule: any other spelling shows the same page.
  const page = pageFromSearch(url.searchParams);
  if (page > 1) kept.searchParams.set('page', String(page));
  return kept;
}

/**
 * 301 to a renamed post's URL. Kept by browsers for a day only: the old slug may later be given to
 * a new post, which must then be reachable again.
 */
function movedPermanently(location: string): Response {
  return new Response(null, {
    status: 301,
    headers: { Location: location, 'Cache-Control': 'public, max-age=86400' },
  });
}

/** The headers of a page for whoever holds its link only (`PageHead.private`). */
const PRIVATE_PAGE_HEADERS = {
  'Cache-Control': 'no-store',
  'X-Robots-Tag': 'noindex, nofollow',
};

/** A request with this header set to `off` gets the page unrendered (tests of the browser app alone). */
const RENDER_HEADER = 'x-render';

export interface SeoOptions {
  /** URLs per sitemap file (the protocol's 50,000); over it /sitemap.xml is an index. */
  sitemapMaxUrls?: number;
}

export function createSeo(
  deps: Deps,
  cache: PublicCache,
  renderer: AppRenderer | null = null,
  { sitemapMaxUrls = SITEMAP_MAX_URLS }: SeoOptions = {},
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
      const [built, hashes] = await inlineThemeInit(
        await readFile(file, 'utf8'),
        path.dirname(file),
      );
      const html = deps.settings.analytics ? markCounting(built) : built;
      template = {
        html,
        version,
        description: templateDescription(html) ?? FALLBACK_DESCRIPTION,
        policy: contentSecurityPolicy(deps.settings.apiOrigin, hashes),
      };
    }
    return template;
  }

  const origin = (c: Context) => ownOrigin(c, deps.settings);
  // Rendered pages are kept once per choice of banner campaigns, not once for all readers.
  const banners = bannerVariants(deps);

  /** The page's render; null (the browser builds it) when that fails or is slow. */
  async function renderApp(page: LoadedPage, url: URL): Promise<RenderedPage | null> {
    try {
      return await page.render();
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
      const fixedPaths = async () => (await renderer?.fixedPaths()) ?? [];
      serveText(app, '/sitemap.xml', XML, async (own) =>
        sitemapXml(deps.db, own, await fixedPaths(), deps.now(), sitemapMaxUrls),
      );
      // The index's files; any other name of their shape (sitemap-abc.xml, sitemap-0.xml, a file
      // past the last, any file while the site fits in /sitemap.xml) is a 404, never kept.
      app.on(['GET', 'HEAD'], '/:file{sitemap-[^/]+\\.xml}', (c) => {
        const n = sitemapFileNumber(c.req.param('file'));
        if (n === null) return c.text('Not found', 404);
        const own = origin(c);
        return cache.answer(c, `${c.req.path} ${own}`, async () => {
          const xml = await sitemapFileXml(
            deps.db,
            own,
            await fixedPaths(),
            deps.now(),
            n,
            sitemapMaxUrls,
          );
          return xml === null
            ? c.text('Not found', 404)
            : c.body(xml, 200, { 'Content-Type': XML });
        });
      });
      serveText(app, '/rss.xml', 'application/rss+xml; charset=utf-8', (own) =>
        rssXml(deps.db, own, { brand, description: description() }, deps.now()),
      );
      // A banner's click: counted, then on to the campaign's link (never cached).
      app.on(['GET', 'HEAD'], '/go/:campaign', (c) => goToCampaign(c, deps));
    },

    async renderIndex(c, indexFile) {
      const page = await loadTemplate(indexFile);
      const asked = new URL(c.req.url);
      // An imported site's `/?p=123`: the page kept for `/` (its key drops the query) must not
      // answer it.
      if (isLegacyQuery(asked)) {
        // A failed lookup serves the page the query would show anyway (the home page).
        const moved = await legacyLocation(deps.db, asked, deps.now()).catch(() => null);
        if (moved) return movedPermanently(moved);
      }
      const url = pageUrl(asked);
      const own = origin(c);
      const render = renderer !== null && c.req.header(RENDER_HEADER) !== 'off';
      const id = `${render ? 'rendered' : 'plain'} ${own}${url.pathname}${url.search}`;
      // A list ranked by views changes with no write (analytics on): kept a minute at most.
      const minute =
        deps.settings.analytics && VIEW_RANKED_PATHS.has(url.pathname)
          ? ` minute ${Math.floor(deps.now().getTime() / 60_000)}`
          : '';
      const key = `page ${page.version} ${id}${minute}`;
      const variant = await banners.variant(id);
      return cache.answer(
        c,
        key + variant.key,
        () =>
          variant.render(async () => {
            const headers = {
              'Content-Type': HTML,
              'Cache-Control': 'no-cache',
              'Content-Security-Policy': page.policy,
            };
            try {
              // A renamed post's old URL, or an imported site's (never kept: only 200 answers
              // are).
              const moved =
                (await oldSlugLocation(deps.db, asked, deps.now())) ??
                (await legacyLocation(deps.db, asked, deps.now()));
              if (moved) return movedPermanently(moved);
              const site = {
                brand,
                description: page.description,
                origin: own,
                counting: deps.settings.analytics,
              };
              const loaded = (await renderer?.load(url, site)) ?? null;
              // No build of the app's pages (or the admin area): the app as built.
              if (!loaded) return new Response(page.html, { status: 200, headers });
              const rendered = render ? await renderApp(loaded, url) : null;
              const html = renderPage(
                page.html,
                loaded.head,
                own,
                brand,
                rendered,
                deps.now().getTime(),
              );
              if (loaded.head.private) {
                // A share link's page: kept nowhere, so a link revoked or expired is a 404 at once
                // (revoking empties no cache: it changes nothing readers see).
                return cache.passThrough(
                  new Response(html, {
                    status: loaded.head.status,
                    headers: { ...headers, ...PRIVATE_PAGE_HEADERS },
                  }),
                );
              }
              return new Response(html, { status: loaded.head.status, headers });
            } catch (error) {
              // The app itself must always load: without its head rather than not at all.
              deps.log.error({
                msg: 'page head failed',
                path: url.pathname,
                error: error instanceof Error ? error.message : String(error),
              });
              return cache.passThrough(new Response(page.html, { status: 200, headers }));
            }
          }),
        'no-cache',
        () => key + variant.keptAs(),
      );
    },
  };
}
