/**
 * The app's own reading pages on the server (src/entry-server.tsx, built into dist-ssr/ by
 * `npm run build`), loaded on first use: each page's head and first answers, and its render.
 * Without a build (the API-only server) there are no pages to serve.
 */
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { LoadedPage, RenderEntry, RenderedPage, SiteInfo } from '../../src/contract/pageHead';

export type { LoadedPage, RenderEntry, RenderedPage };

/** Where `npm run build` puts the server render: `dist-ssr/` beside the built app's `dist/`. */
export function renderEntryBeside(distDir: string): string {
  return path.join(distDir, '..', 'dist-ssr', 'entry-server.js');
}

export interface AppRenderer {
  /** The reading page at `url`, its first answers read; null without a build or for the admin. */
  load(url: URL, site: SiteInfo): Promise<LoadedPage | null>;
  /** The app's fixed pages (none without a build). */
  fixedPaths(): Promise<readonly string[]>;
}

export interface AppRendererOptions {
  /** Path of the built entry-server.js, or the entry itself (tests load it from source). */
  entry: string | RenderEntry;
  /** The server's API, in process. */
  fetch: typeof fetch;
  sanitizeHtml: (html: string) => string;
  /** A render slower than this is dropped (the page goes out unrendered). */
  timeoutMs?: number;
}

export function createAppRenderer(options: AppRendererOptions): AppRenderer {
  let loaded: Promise<{ version: string; entry: RenderEntry }> | null = null;

  /**
   * The built entry, imported once. Its lazy chunks import the entry by its plain URL, so it must
   * be that same module instance (one React context, one store setup): a rebuild while running
   * is not picked up, and pages go out without the app's head or render (never from stale code)
   * until a restart.
   */
  async function load(): Promise<RenderEntry | null> {
    if (typeof options.entry !== 'string') return options.entry;
    const file = options.entry;
    const info = await stat(file).catch(() => null);
    if (!info) return null;
    const version = `${info.mtimeMs}-${info.size}`;
    loaded ??= import(pathToFileURL(file).href).then((module: Partial<RenderEntry>) => {
      if (typeof module.loadPage !== 'function' || !Array.isArray(module.fixedPaths)) {
        throw new Error(`${file} is not the app's server entry`);
      }
      return { version, entry: module as RenderEntry };
    });
    const current = await loaded;
    return current.version === version ? current.entry : null;
  }

  return {
    async load(url, site) {
      const entry = await load();
      const page = await entry?.loadPage(url, {
        fetch: options.fetch,
        sanitizeHtml: options.sanitizeHtml,
        site,
      });
      if (!page) return null;
      return {
        head: page.head,
        render: () => page.render(AbortSignal.timeout(options.timeoutMs ?? 2000)),
      };
    },
    async fixedPaths() {
      return (await load())?.fixedPaths ?? [];
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
