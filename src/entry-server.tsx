/**
 * The server's render of a reading page (built by `vite build --ssr` into dist-ssr/, loaded by
 * server/pages/appRender.ts). The page's first-view answers are fetched from the server's own API
 * in process, the page is rendered to HTML with them, and the answers are handed to the browser
 * (see app/start.tsx), which hydrates the same page instead of building it again: a reader sees the
 * content as soon as the HTML and CSS arrive, before any script has run.
 */
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { apiOrigin } from './api/http';
import { Providers } from './app/providers';
import { routes } from './app/router';
import { firstViewRequests } from './app/ssr/firstView';
import { makeStore } from './app/store';
import { ServerSanitizerContext } from './components/serverSanitizer';

export interface RenderOptions {
  /** The server's own API, in process: `fetch('/backend/index.php?q=…')`. */
  fetch: typeof fetch;
  /** How the server makes post HTML safe. */
  sanitizeHtml: (html: string) => string;
  /** Stops a render that takes too long (the page is then served unrendered). */
  signal?: AbortSignal;
}

export interface RenderedPage {
  /** The markup of `#root`. */
  html: string;
  /** The store's API state, for `serverStateReceived` in the browser. */
  state: unknown;
}

/** Markup React could only finish with an inline script (a boundary streamed in later). */
const NEEDS_SCRIPT = /<script|<template id="B:/i;

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) {
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The page at `url` rendered, or null when the server does not render that page. */
export async function render(url: URL, options: RenderOptions): Promise<RenderedPage | null> {
  // An app built to read another backend must not be shown this server's data.
  if (apiOrigin() !== '') return null;
  const requests = firstViewRequests(url);
  if (!requests) return null;

  const store = makeStore(undefined, { fetch: options.fetch });
  await Promise.all(requests.map((request) => request(store)));
  options.signal?.throwIfAborted();

  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url.href, { signal: options.signal }));
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);

  // The same tree as App (app/start.tsx) renders, so hydration finds what it expects.
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <ServerSanitizerContext value={options.sanitizeHtml}>
        <Providers store={store}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </Providers>
      </ServerSanitizerContext>
    </StrictMode>,
    // Every boundary inline: React outlines big ones behind an inline script otherwise.
    { signal: options.signal, progressiveChunkSize: Number.POSITIVE_INFINITY },
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
