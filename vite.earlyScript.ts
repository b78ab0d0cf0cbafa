/**
 * The early script's build (src/entry-early.ts, which index.html loads before the app). It is
 * built on its own, as a small classic script with its own copy of the few modules it uses (the
 * route table with the pages' calls, the request builders): a module shared with the app would tie it to the app's
 * chunks, and it would then wait for the framework chunk before it could run. Written to
 * assets/ under a hash of its content, where index.html's tag was; in dev, served as a module.
 *
 * It is handed the files of the app's first view, as the build named them, so that on a page
 * built in the browser it can ask for all of them at once (`<link rel="modulepreload">`)
 * instead of the browser finding them one import after another: the start-up chain (main.tsx with
 * boot/bootApp.ts → React DOM's client and app/start.tsx, with what they import) and, for each
 * page of the route table (src/app/pages/routes.ts, read as data), its component's files.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import { build, type Plugin, type ResolvedConfig, type Rollup } from 'vite';
import { PAGE_ROUTES, pageComponent, type PageName } from './src/app/pages/routes.js';
import type { FirstViewFiles } from './src/boot/earlyStart';
import { chunkGraph, type Chunk } from './vite.chunkGraph';

const ENTRY = 'src/entry-early.ts';
/** index.html's tag for it (a dev server serves it as a module instead). */
const TAG = /<script defer src="\/src\/entry-early\.ts"><\/script>/;
const PLACEHOLDER = '<!-- early script -->';
/** The file of page `name`'s component (app/pages/table.ts loads each with an `import()`). */
export const pageFile = (name: PageName) => `src/app/routes/public/${pageComponent(name)}.tsx`;
/** The page's data module (loaded with its component: src/app/pages/table.ts). */
export const dataFile = (name: PageName) => `src/app/pages/${name}.data.ts`;
/**
 * Minified; about 12 KB today (4 KB gzip), most of it the route table and each page's file names,
 * which grow by a few dozen bytes a page: a tripwire, so that an import that pulls a library in
 * (tens of KB) fails the build.
 */
const MAX_BYTES = 13_000;

/** The files of the app's first view: the start-up chain's, and each page's, by its name. */
function firstViewFiles(config: ResolvedConfig, bundle: Rollup.OutputBundle): FirstViewFiles {
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
    pages[page] = [...withImports(files)].filter((name) => !common.has(name)).map(url);
  }
  common.delete(entry.fileName); // index.html asks for it itself
  return { common: [...common].map(url), pages };
}

export function earlyScript(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'early-script',
    enforce: 'post',
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
    async generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (config.build.ssr || html?.type !== 'asset') return;
      const built = await build({
        configFile: false,
        root: config.root,
        mode: config.mode,
        envDir: config.envDir,
        // Warnings about modules it does not keep (react-router's "use client") are noise here.
        logLevel: 'error',
        publicDir: false,
        plugins: [],
        define: { __FIRST_VIEW_FILES__: JSON.stringify(firstViewFiles(config, bundle)) },
        build: {
          write: false,
          target: config.build.target,
          modulePreload: false,
          rolldownOptions: {
            input: path.resolve(config.root, ENTRY),
            output: { format: 'iife' },
          },
        },
      });
      const chunk = (Array.isArray(built) ? built : [built])
        .flatMap((out) => ('output' in out ? out.output : []))
        .find((file): file is Chunk => file.type === 'chunk' && file.isEntry);
      if (!chunk) throw new Error(`${ENTRY} built to nothing`);
      if (chunk.code.length > MAX_BYTES) {
        throw new Error(`${ENTRY} built to ${chunk.code.length} bytes (at most ${MAX_BYTES})`);
      }
      const hash = createHash('sha256').update(chunk.code).digest('base64url').slice(0, 8);
      const fileName = `${config.build.assetsDir}/early-${hash}.js`;
      this.emitFile({ type: 'asset', fileName, source: chunk.code });
      html.source = String(html.source).replace(
        PLACEHOLDER,
        `<script defer fetchpriority="high" src="${config.base}${fileName}"></script>`,
      );
    },
  };
}
