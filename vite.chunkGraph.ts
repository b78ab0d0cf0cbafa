/**
 * The built app's files as a graph, for the build plugins that name the files of a part of the
 * app (vite.earlyScript.ts: the first view's; vite.lazyGraphs.ts: a lazy part's).
 */
import path from 'node:path';
import type { ResolvedConfig, Rollup } from 'vite';

export type Chunk = Rollup.OutputChunk;

export function chunkGraph(config: ResolvedConfig, bundle: Rollup.OutputBundle) {
  const chunks = Object.values(bundle).filter((file): file is Chunk => file.type === 'chunk');
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  /** The names of `start`'s files and of every file they import statically. */
  const withImports = (start: Chunk[], out = new Set<string>()) => {
    const stack = [...start];
    while (stack.length > 0) {
      const chunk = stack.pop()!;
      if (out.has(chunk.fileName)) continue;
      out.add(chunk.fileName);
      for (const name of chunk.imports) stack.push(byName.get(name)!);
    }
    return out;
  };
  const dynamicOf = (list: Chunk[]) =>
    // A CSS-only import (the brand fonts) names a JS chunk that Vite dropped: not a file to fetch.
    list.flatMap((chunk) =>
      chunk.dynamicImports.flatMap((name) => (byName.has(name) ? [byName.get(name)!] : [])),
    );
  // The app's entry (index.html's module script), not the early script's (vite.earlyScript.ts).
  const entry = chunks.find((chunk) => chunk.isEntry && chunk.name === 'index')!;
  return {
    entry,
    withImports,
    /**
     * The start-up chain: main.tsx's boot (in the entry's own file) imports React DOM's client
     * and app/start.tsx; with what they import statically. Their own lazy imports (every page,
     * the admin) are not part of it. A new set on each call.
     */
    startUp: () => withImports([entry, ...dynamicOf([entry])]),
    /** The files that hold a module (a project-relative path); throws when none does. */
    holding(file: string, what: string): Chunk[] {
      const module = path.resolve(config.root, file);
      const found = chunks.filter((chunk) => chunk.moduleIds.includes(module));
      if (found.length === 0) throw new Error(`No file holds ${what} (${module})`);
      return found;
    },
  };
}
