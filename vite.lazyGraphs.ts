/**
 * The files of a lazy part of the app, named by the build, so that the app can ask for all of
 * them at once (`<link rel="modulepreload">`, lib/preloadModules.ts) instead of the browser
 * finding them one import after another: a lazy chunk's imports are only known once it has
 * arrived, and a component's own lazy import (framer-motion's features, which the modal loads
 * when it first renders) only once it has run. Each part is a global constant the app reads
 * (`declare const NAME: string | undefined`): its files, separated by spaces, in a production
 * build of the app; undefined on a dev server, in tests and in the server's render.
 *
 * A part's files are those of its root modules' files with what they import statically, less
 * the start-up chain (the entry with what it imports, the framework and the reader's shell),
 * which the app has loaded before any of its parts can be opened.
 *
 * The list is written into the built code after the files were named (as Vite writes its own
 * preload lists): the file holding it imports the part, so its name already changes with theirs.
 */
import type { Plugin, ResolvedConfig, Rollup } from 'vite';
import { chunkGraph } from './vite.chunkGraph';

/** What the constant holds until the files are named (only ever seen in the built code). */
const placeholder = (name: string) => `lazy-graph-files:${name}`;

/** The files of the part made of `roots` (project-relative source files). */
function partFiles(config: ResolvedConfig, bundle: Rollup.OutputBundle, roots: string[]) {
  const { withImports, startUp, holding } = chunkGraph(config, bundle);
  const loaded = startUp();
  return [...withImports(roots.flatMap((root) => holding(root, root)))]
    .filter((name) => !loaded.has(name))
    .map((name) => `${config.base}${name}`);
}

/** `parts`: for each constant's name, the root modules of its part. */
export function lazyGraphs(parts: Record<string, string[]>): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'lazy-graphs',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    config: () => ({
      define: Object.fromEntries(
        Object.keys(parts).map((name) => [name, JSON.stringify(placeholder(name))]),
      ),
    }),
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle(_options, bundle) {
      for (const [name, roots] of Object.entries(parts)) {
        const files = partFiles(config, bundle, roots).join(' ');
        let found = false;
        for (const file of Object.values(bundle)) {
          if (file.type !== 'chunk' || !file.code.includes(placeholder(name))) continue;
          file.code = file.code.replaceAll(placeholder(name), files);
          found = true;
        }
        if (!found) throw new Error(`No built file reads ${name}`);
      }
    },
  };
}
