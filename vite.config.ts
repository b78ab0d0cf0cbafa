import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import path from 'node:path';

/** The libraries every page runs: one file, cached across deploys of the app's own code. */
const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@reduxjs|immer|reselect|redux|react-redux|redux-thunk|use-sync-external-store|@standard-schema)[\\/]/;

/**
 * The reader's first view, as lazy imports reach it: the app shell, the reading pages and the
 * pieces the layout loads lazily on every page. Their own modules (and what they import
 * statically, outside node_modules) go in one `reader` file instead of dozens of tiny chunks.
 */
const FIRST_VIEW_ROOTS = [
  'src/app/start.tsx',
  'src/app/routes/public/HomePage.tsx',
  'src/app/routes/public/TrendingPage.tsx',
  'src/app/routes/public/BlogsPage.tsx',
  'src/app/routes/public/CategoryPage.tsx',
  'src/app/routes/public/PostPage.tsx',
  'src/app/routes/public/SiteFooter.tsx',
  'src/features/popular/components/PopularRail.tsx',
  'src/features/layout/components/SideDock.tsx',
];

type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };
const firstViewSets = new WeakMap<ModuleGraph, Set<string>>();

/** The app's own modules statically reachable from the first-view roots. */
function firstViewModules(graph: ModuleGraph): Set<string> {
  let set = firstViewSets.get(graph);
  if (set) return set;
  set = new Set();
  const stack = FIRST_VIEW_ROOTS.map((root) => path.resolve(root));
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (set.has(id) || id.includes('node_modules') || id.startsWith('\0')) continue;
    const info = graph.getModuleInfo(id);
    if (!info) continue;
    set.add(id);
    stack.push(...info.importedIds);
  }
  firstViewSets.set(graph, set);
  return set;
}

function readerChunk(id: string, graph: ModuleGraph): string | null {
  if (FRAMEWORK.test(id)) return 'framework';
  return firstViewModules(graph).has(id) ? 'reader' : null;
}

export default defineConfig({
  plugins: [react(), tailwindcss()],
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
          groups: [{ name: readerChunk }],
        },
      },
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'app',
          include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/components/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/setup.ts'],
          testTimeout: 15_000,
        },
      },
    ],
  },
});
