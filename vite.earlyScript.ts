/**
 * The early script (src/entry-early.ts, which index.html loads before the app): a second entry of
 * the app's build, in a file of its own (`early`, vite.config.ts) with every module it imports
 * (the route table with the pages' calls, the normalisers, the request builders). It imports
 * nothing, so it runs as soon as it has arrived, without waiting for the framework; and the app's
 * own files import those modules from it instead of carrying a second copy of them. index.html
 * loads it as a module script before the app's entry, so it runs first; the app's imports of it
 * then find it loaded and run.
 *
 * It is handed the files of the app's first view, as the build named them, so that on a page
 * built in the browser it can ask for all of them at once (`<link rel="modulepreload">`)
 * instead of the browser finding them one import after another: the start-up chain (main.tsx with
 * boot/bootApp.ts → React DOM's client and app/start.tsx, with what they import) and, for each
 * page of the route table (src/app/pages/routes.ts, read as data), its component's files. The
 * list is written into the built file once every file is named (a placeholder until then, as
 * vite.lazyGraphs.ts does): the file's name hashes its code before the list is in it.
 */
import path from 'node:path';
import type { Plugin, ResolvedConfig, Rollup } from 'vite';
import { PAGE_ROUTES, pageComponent, type PageName } from './src/app/pages/routes.js';
import type { FirstViewFiles } from './src/boot/earlyStart';
import { chunkGraph, type Chunk } from './vite.chunkGraph';

export const EARLY_ENTRY = 'src/entry-early.ts';
const ENTRY = EARLY_ENTRY;
/** What the built code holds in place of the file list until the list is known. */
const FILES_PLACEHOLDER = 'first-view-files:placeholder';
/** index.html's tag for it (a dev server serves it as a module instead). */
const TAG = /<script defer src="\/src\/entry-early\.ts"><\/script>/;
const PLACEHOLDER = '<!-- early script -->';
/** The file of page `name`'s component (app/pages/table.ts loads each with an `import()`). */
export const pageFile = (name: PageName) => `src/app/routes/public/${pageComponent(name)}.tsx`;
/** The page's data module (loaded with its component: src/app/pages/table.ts). */
export const dataFile = (name: PageName) => `src/app/pages/${name}.data.ts`;
/**
 * Minified; about 18.5 KB today (7 KB gzip): the route table with the pages' calls, heads and
 * file names, which grow by a few dozen bytes a page, and the normalisers. A tripwire, so that an
 * import that pulls a library in (tens of KB) fails the build. The early file must also import
 * nothing: it would then wait for another file before it could start the page's calls (a
 * module namespace of one of its modules, for instance, needs the bundler's helpers, which are in
 * a file of their own: earlyData.ts imports by name).
 */
const MAX_BYTES = 20_000;

/** The files of the app's first view: the start-up chain's, and each page's, by its name. */
function firstViewFiles(
  config: ResolvedConfig,
  bundle: Rollup.OutputBundle,
  early: Chunk,
): FirstViewFiles {
  const { entry, withImports, startUp, holding } = chunkGraph(config, bundle);
  const url = (name: string) => `${config.base}${name}`;
  const common = startUp();

  const pages: FirstViewFiles['pages'] = {};
  for (const { page } of PAGE_ROUTES) {
    // The files that hold the page's two modules (its component and its data module, loaded
    // together): their own, or a group's (`feed`, `post`) when the bundler needs no facade.
    const files = [pageFile(page), dataFile(page)].flatMap((file) =>
      holding(file, `the page "${page}"`),
    );
    pages[page] = [...withImports(files)]
      .filter((name) => !common.has(name) && name !== early.fileName)
      .map(url);
  }
  // index.html asks for these itself.
  common.delete(entry.fileName);
  common.delete(early.fileName);
  return { common: [...common].map(url), pages };
}

export function earlyScript(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'early-script',
    enforce: 'post',
    config: (_config, env) =>
      env.command === 'build' && !env.isSsrBuild
        ? {
            define: { __FIRST_VIEW_FILES__: JSON.stringify(FILES_PLACEHOLDER) },
            build: {
              rolldownOptions: {
                input: { index: path.resolve('index.html'), early: path.resolve(ENTRY) },
              },
            },
          }
        : undefined,
    configResolved(resolved) {
      config = resolved;
    },
    transformIndexHtml: {
      order: 'pre',
      handler: (html) =>
        html.replace(
          TAG,
          config.command === 'serve'
            ? `<script type="module" src="/${ENTRY}"></script>`
            : PLACEHOLDER,
        ),
    },
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (config.build.ssr || html?.type !== 'asset') return;
      const early = Object.values(bundle).find(
        (file): file is Chunk =>
          file.type === 'chunk' && file.facadeModuleId === path.resolve(config.root, ENTRY),
      );
      if (!early) throw new Error(`${ENTRY} built to nothing`);
      if (early.imports.length > 0) {
        throw new Error(`${ENTRY} must import nothing; it imports ${early.imports.join(', ')}`);
      }
      const quoted = new RegExp(`(["'\`])${FILES_PLACEHOLDER}\\1`);
      if (!quoted.test(early.code)) throw new Error(`${ENTRY} does not read its file list`);
      early.code = early.code.replace(
        quoted,
        JSON.stringify(firstViewFiles(config, bundle, early)),
      );
      if (early.code.length > MAX_BYTES) {
        throw new Error(`${ENTRY} built to ${early.code.length} bytes (at most ${MAX_BYTES})`);
      }
      html.source = String(html.source).replace(
        PLACEHOLDER,
        `<script type="module" fetchpriority="high" src="${config.base}${early.fileName}"></script>`,
      );
    },
  };
}
