/**
 * The app's own render of a reading page on the server (src/entry-server.tsx, built into
 * dist-ssr/ by `npm run build`), loaded on first use. Without a build (the API-only server,
 * tests) pages are served unrendered and the browser builds them as before.
 */
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** Where `npm run build` puts the server render: `dist-ssr/` beside the built app's `dist/`. */
export function renderEntryBeside(distDir: string): string {
  return path.join(distDir, '..', 'dist-ssr', 'entry-server.js');
}

export interface RenderedPage {
  /** The markup of `#root`. */
  html: string;
  /** The answers the page was rendered with, handed to the browser. */
  state: unknown;
}

type RenderFn = (
  url: URL,
  options: { fetch: typeof fetch; sanitizeHtml: (html: string) => string; signal?: AbortSignal },
) => Promise<RenderedPage | null>;

export interface AppRenderer {
  /** The page at `url` rendered, or null when there is no build or the app renders no such page. */
  render(url: URL): Promise<RenderedPage | null>;
}

export interface AppRendererOptions {
  /** Path of the built entry-server.js. */
  entry: string;
  /** The server's API, in process. */
  fetch: typeof fetch;
  sanitizeHtml: (html: string) => string;
  /** A render slower than this is dropped (the page goes out unrendered). */
  timeoutMs?: number;
}

export function createAppRenderer(options: AppRendererOptions): AppRenderer {
  let loaded: Promise<{ version: string; render: RenderFn }> | null = null;

  /**
   * The render, imported once. Its lazy chunks import the entry by its plain URL, so it must be
   * that same module instance (one React context, one store setup): a rebuild while running is
   * not picked up, and pages go out unrendered (never rendered by stale code) until a restart.
   */
  async function load(): Promise<RenderFn | null> {
    const info = await stat(options.entry).catch(() => null);
    if (!info) return null;
    const version = `${info.mtimeMs}-${info.size}`;
    loaded ??= import(pathToFileURL(options.entry).href).then((module: { render?: RenderFn }) => {
      if (typeof module.render !== 'function') throw new Error(`${options.entry} has no render()`);
      return { version, render: module.render };
    });
    const current = await loaded;
    return current.version === version ? current.render : null;
  }

  return {
    async render(url) {
      const render = await load();
      if (!render) return null;
      return render(url, {
        fetch: options.fetch,
        sanitizeHtml: options.sanitizeHtml,
        signal: AbortSignal.timeout(options.timeoutMs ?? 2000),
      });
    },
  };
}

/** JSON safe inside a `<script type="application/json">`: no `<` can end or open anything. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
