import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { dataFile, EARLY_ENTRY, earlyScript, pageFile } from './vite.earlyScript.js';
import { lazyGraphs } from './vite.lazyGraphs.js';
import type { PageName } from './src/app/pages/routes.js';
import path from 'node:path';
import { availableParallelism } from 'node:os';

/** The libraries every page runs: one file, cached across deploys of the app's own code. */
const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@reduxjs|immer|reselect|redux|react-redux|redux-thunk|use-sync-external-store|@standard-schema)[\\/]/;

/**
 * The reader's first view in three files of the app's own code instead of dozens of tiny chunks:
 * `reader` (the app shell and layout, and what the pages below all share), `feed` (the post
 * lists: home, trending, blogs, a category) and `post` (a post), each with what it imports
 * statically outside node_modules. A post never loads the lists' code, nor a list the post's.
 * Pages are named as in the route table (src/app/pages/routes.ts).
 */
const ENTRY_ROOTS = ['src/main.tsx'];
/**
 * The early script (vite.earlyScript.ts) and everything it imports: one file, which the app's
 * files import from instead of carrying their own copies (the route table, the pages' calls, the
 * normalisers, the request builders).
 */
const EARLY_ROOTS = [EARLY_ENTRY];
const SHELL_ROOTS = ['src/app/start.tsx'];
/** A page's two modules: its component and its data module (loaded together, table.ts). */
const pageModules = (name: PageName) => [pageFile(name), dataFile(name)];
const PAGE_ROOTS = {
  feed: (['home', 'trending', 'blogs', 'category'] as const).flatMap(pageModules),
  post: (['post'] as const).flatMap(pageModules),
};

type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };
const chunkMaps = new WeakMap<ModuleGraph, Map<string, string>>();

/** The app's own modules statically reachable from `roots`. */
function closure(graph: ModuleGraph, roots: readonly string[]): Set<string> {
  const set = new Set<string>();
  const stack = roots.map((root) => path.resolve(root));
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (set.has(id) || id.includes('node_modules') || id.startsWith('\0')) continue;
    const info = graph.getModuleInfo(id);
    if (!info) continue;
    set.add(id);
    stack.push(...info.importedIds);
  }
  return set;
}

/** Each first-view module and its file: `reader`, `feed` or `post`. */
function firstViewChunks(graph: ModuleGraph): Map<string, string> {
  let chunks = chunkMaps.get(graph);
  if (chunks) return chunks;
  // What the entry itself imports stays in its file (a constant, a one-line helper): were the
  // entry to import the reader file, a page the server rendered would fetch the app's code
  // before its first paint instead of after it (main.tsx), and Lighthouse's LCP would count it.
  const entry = closure(graph, ENTRY_ROOTS);
  const shell = closure(graph, SHELL_ROOTS);
  const feed = closure(graph, PAGE_ROOTS.feed);
  const post = closure(graph, PAGE_ROOTS.post);
  chunks = new Map();
  for (const id of feed) chunks.set(id, post.has(id) ? 'reader' : 'feed');
  for (const id of post) if (!feed.has(id)) chunks.set(id, 'post');
  for (const id of shell) chunks.set(id, 'reader');
  for (const id of entry) chunks.delete(id);
  // Last: a module the early script shares with the entry (a constant) is the early file's too,
  // as that file is loaded and run before the entry (index.html), and must import nothing.
  for (const id of closure(graph, EARLY_ROOTS)) chunks.set(id, 'early');
  chunkMaps.set(graph, chunks);
  return chunks;
}

function readerChunk(id: string, graph: ModuleGraph): string | null {
  if (FRAMEWORK.test(id)) return 'framework';
  return firstViewChunks(graph).get(id) ?? null;
}

// The server's name for the responsible-gambling help link (server/settings.ts) reaches the
// app's build too, so one variable sets both.
process.env.VITE_RESPONSIBLE_GAMBLING_URL ||= process.env.RESPONSIBLE_GAMBLING_URL ?? '';

const APP_TESTS = ['tests/unit/**/*.test.{ts,tsx}', 'tests/components/**/*.test.{ts,tsx}'];
/**
 * The app's tests that boot the app, hydrate a page the server rendered (both read what a page
 * carries once per page load), or prove what happens on a module's first load (a lazy chunk not
 * fetched yet, a prefetch made once, the early script, whose listeners stay on the document, the
 * API slice's endpoints injected so far): each runs in a module graph of its own, which the shared
 * one ('app') cannot give.
 */
const FRESH_MODULE_TESTS = [
  'tests/components/admin/posts/prefetchPostForm.test.tsx',
  'tests/components/analytics/PageViews.test.tsx',
  'tests/components/layout/EarlyTaps.test.tsx',
  'tests/components/layout/PopularRail.test.tsx',
  'tests/components/pages/EarlyStart.test.tsx',
  'tests/components/pages/ReadNext.test.tsx',
  'tests/components/ssr/EarlyTapsHydration.test.tsx',
  'tests/components/ssr/HydratedTitle.test.tsx',
  'tests/components/ssr/Hydration.test.tsx',
  'tests/components/ssr/TableSwipe.test.tsx',
  'tests/components/start/ClientStart.test.tsx',
  'tests/components/start/ClientStartRelease.test.tsx',
  'tests/components/start/LazyImageGate.test.tsx',
  'tests/unit/admin/mutationKinds.test.ts',
  'tests/unit/predictions/oddsSwitch.test.ts',
];
/** What both of the app's projects run in. */
const APP_ENVIRONMENT = {
  environment: 'jsdom' as const,
  setupFiles: ['tests/setup.ts'],
  testTimeout: 15_000,
};

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    earlyScript(),
    // The search overlay's files, asked for at once (features/search/loadSearchOverlay.ts): the
    // overlay and the modal's animation features, which the modal imports when it first renders.
    lazyGraphs({
      __SEARCH_OVERLAY_FILES__: [
        'src/features/search/components/SearchOverlay.tsx',
        'src/components/motionFeatures.ts',
      ],
    }),
  ],
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    // No preload helper: on a page the server rendered, the app's code downloads after the
    // first paint and the largest image (main.tsx), not before them; and the helper's link
    // insertions on every lazy import cost more main-thread time than they saved.
    modulePreload: false,
    chunkSizeWarningLimit: 2000,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // A group takes only the modules its rule names, not everything they import.
          includeDependenciesRecursively: false,
          // `debugName` labels a group whose name is a function (the bundler warns without it).
          groups: [{ name: readerChunk, debugName: 'reader-first-view' }],
        },
      },
    },
  },
  test: {
    // Vitest's default is one worker fewer than the cores: one worker on a 2-core CI machine, with
    // the other core idle. The main process only collects results, so use every core.
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          globalSetup: ['tests/server/globalSetup.ts'],
          setupFiles: ['tests/server/setup.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'app',
          ...APP_ENVIRONMENT,
          include: APP_TESTS,
          exclude: [...configDefaults.exclude, ...FRESH_MODULE_TESTS],
          // The files of a worker share one module graph: React, the router, the store and the
          // app's pages load once per worker instead of once per file, which was most of this
          // project's time (415 s → about 140 s on two cores). Each file still gets fresh MSW
          // handlers, storage, an emptied body and its own store (tests/setup.ts,
          // tests/utils/render.tsx).
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: 'app-fresh', ...APP_ENVIRONMENT, include: FRESH_MODULE_TESTS },
      },
    ],
  },
});
