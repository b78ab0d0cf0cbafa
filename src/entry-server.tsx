/**
 * The server's render of a reading page (built by `vite build --ssr` into dist-ssr/, loaded by
 * server/pages/appRender.ts). The calls the page's data module declares (app/pages/table.ts) are
 * made to the server's own API in process and its head is made of their answers; the page is
 * rendered to HTML from those same answers, which are handed to the browser (see app/start.tsx),
 * which hydrates the same page instead of building it again: a reader sees the content as soon
 * as the HTML and CSS arrive, before any script has run.
 */
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { UNSAFE_createMemoryHistory as createMemoryHistory } from 'react-router-dom';
import { apiOrigin } from './api/http';
import { answersIn, askCalls, registerEndpoints } from './app/pages/answers';
import { callUrl, firstCallsOf, pageCallsOf } from './app/pages/firstCalls';
import { calls as layoutCalls } from './app/pages/layout.data';
import { completeHead } from './app/pages/head';
import { FIXED_PATHS, matchPublicPage } from './app/pages/table';
import { App } from './app/App';
import { preloadPage } from './app/router';
import { makeStore, type AppStore } from './app/store';
import { ServerSanitizerContext } from './components/serverSanitizer';
import { ServerOriginContext } from './components/serverOrigin';
import { ServerCountingContext } from './features/analytics/counting';
import { loadPredictionCards } from './features/predictions/lib/predictionCards';
import type { LoadedPage, LoadOptions, RenderedPage, RenderEntry } from './contract/pageHead';
import { siteTextsApi } from './features/responsible/api';

// The layout's call the server's render alone makes (the browser reads its answer off the page).
registerEndpoints({ getSiteTexts: siteTextsApi.endpoints.getSiteTexts });
const RENDERED_ONLY_LAYOUT = new Set(
  Object.values(layoutCalls())
    .filter((call) => call.renderedOnly)
    .map((call) => new URL(callUrl(call), 'http://localhost').search.slice(1)),
);

/** Markup React could only finish with an inline script (a boundary streamed in later). */
const NEEDS_SCRIPT = /<script|<template id="B:/i;

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) {
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** `/index.html` is the home page, as the static host serves it. */
const pagePath = (url: URL) => (url.pathname === '/index.html' ? '/' : url.pathname);

export const loadPage: RenderEntry['loadPage'] = async (url, options) => {
  // An app built to read another backend must not be shown this server's data.
  if (apiOrigin() !== '') return null;
  const path = pagePath(url);
  const match = matchPublicPage(path);
  // The admin area: never indexed, nothing to read for it on the server.
  if (!match) {
    const head = completeHead({ title: null, canonicalPath: null }, path, options.site, []);
    return { head, render: () => Promise.resolve(null) };
  }

  // The page's calls as it makes them, in its order: the unrendered page's preload hints (not
  // the layout's that only the server's render makes: no first view in the browser asks them).
  const calls: string[] = [];
  const store = makeStore(undefined, {
    fetch: (input, init) => {
      const call = new URL(String(input), url).search.slice(1);
      if (!RENDERED_ONLY_LAYOUT.has(call)) calls.push(call);
      return options.fetch(input, init);
    },
  });
  const at = { params: match.params, search: url.searchParams, counting: !!options.site.counting };
  const page = { data: await match.page.loadData() };
  await Promise.all([match.page.load(), askCalls(store, firstCallsOf(page, at))]);
  const { answers, failed } = answersIn(store.getState(), pageCallsOf(page, at));
  const fields = page.data.head(answers, {
    ...at,
    site: options.site,
    failed,
    pending: false,
  });
  const loaded: LoadedPage = {
    head: completeHead(fields, path, options.site, calls),
    render: (signal) =>
      match.page.render === false
        ? Promise.resolve(null)
        : renderStore(url, store, options, signal),
  };
  return loaded;
};

async function renderStore(
  url: URL,
  store: AppStore,
  options: LoadOptions,
  signal?: AbortSignal,
): Promise<RenderedPage | null> {
  // The page's chunk is in (loadPage loaded it): it renders at once, as it will when hydrated.
  const path = pagePath(url);
  // Prediction cards are drawn as the body renders: their code is in before it does.
  await Promise.all([preloadPage(path), loadPredictionCards()]);
  const history = createMemoryHistory({ initialEntries: [`${path}${url.search}`], v5Compat: true });

  // The same tree as the browser hydrates (app/start.tsx), so hydration finds what it expects.
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <ServerSanitizerContext value={options.sanitizeHtml}>
        <ServerOriginContext value={options.site.origin ?? ''}>
          <ServerCountingContext value={!!options.site.counting}>
            <App store={store} history={history} />
          </ServerCountingContext>
        </ServerOriginContext>
      </ServerSanitizerContext>
    </StrictMode>,
    // Every boundary inline: React outlines big ones behind an inline script otherwise.
    { signal, progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await readAll(prelude);
  // Nothing the CSP would block (an inline script) may go out: such a page is not served.
  if (NEEDS_SCRIPT.test(html)) return null;

  // Settled answers only: a request still under way is the browser's to make.
  const { queries, provided } = store.getState().api;
  const settled = Object.fromEntries(
    Object.entries(queries).filter(
      ([, entry]) => entry?.status === 'fulfilled' || entry?.status === 'rejected',
    ),
  );
  return { html, state: { api: { queries: settled, mutations: {}, provided } } };
}

export const fixedPaths: RenderEntry['fixedPaths'] = FIXED_PATHS;

/** The page at `url` rendered, or null when the server does not render that page. */
export async function render(
  url: URL,
  options: LoadOptions,
  signal?: AbortSignal,
): Promise<RenderedPage | null> {
  return (await loadPage(url, options))?.render(signal) ?? null;
}
