/**
 * Reads the built app (dist/) as a browser would load it: the entry chunks named by index.html,
 * and for every chunk the chunks it imports statically (loaded with it) and dynamically (loaded
 * on demand). Used by bundle.spec.ts to prove what a reader's browser can ever download.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export interface Chunk {
  file: string;
  code: string;
  staticImports: string[];
  dynamicImports: string[];
}

// Minified output: `import{a as b}from"./x.js"`, `import"./x.js"`, `export{a}from"./x.js"`,
// and `import(\`./x.js\`)` for lazy chunks (quotes of any kind).
const STATIC = /\b(?:import|export)\s*(?:[\w$*{}\s,]*?\bfrom\s*)?["'`](\.\.?\/[^"'`]+?\.js)["'`]/g;
const DYNAMIC = /\bimport\(\s*["'`](\.\.?\/[^"'`]+?\.js)["'`]\s*\)/g;

function matches(code: string, pattern: RegExp): string[] {
  return [...code.matchAll(pattern)].map((m) => m[1]!);
}

export function readChunks(distDir: string): Map<string, Chunk> {
  const assets = path.join(distDir, 'assets');
  const chunks = new Map<string, Chunk>();
  for (const name of readdirSync(assets)) {
    if (!name.endsWith('.js')) continue;
    const code = readFileSync(path.join(assets, name), 'utf8');
    const resolve = (spec: string) => path.posix.join('assets', spec);
    chunks.set(`assets/${name}`, {
      file: `assets/${name}`,
      code,
      staticImports: matches(code, STATIC).map(resolve),
      dynamicImports: matches(code, DYNAMIC).map(resolve),
    });
  }
  return chunks;
}

/** The scripts index.html loads: the module entry and its modulepreloads. */
export function entryFiles(distDir: string): string[] {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  return [...html.matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="\/?(assets\/[^"]+\.js)"/g)].map(
    (m) => m[1]!,
  );
}

/**
 * Every chunk reachable from `roots`, following static imports always and dynamic imports
 * unless `skipDynamic` says the target is off limits (e.g. the admin area for a reader).
 */
export function reachable(
  chunks: Map<string, Chunk>,
  roots: string[],
  {
    followDynamic = true,
    skipDynamic = () => false,
  }: {
    followDynamic?: boolean;
    skipDynamic?: (file: string) => boolean;
  } = {},
): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    const chunk = chunks.get(file);
    if (!chunk) throw new Error(`${file} is imported but not in dist/`);
    seen.add(file);
    queue.push(...chunk.staticImports);
    if (followDynamic) queue.push(...chunk.dynamicImports.filter((f) => !skipDynamic(f)));
  }
  return seen;
}

/** Every text file of the build (HTML, JS, CSS, maps, manifest), for a plain search. */
export function textFiles(distDir: string): { file: string; text: string }[] {
  const out: { file: string; text: string }[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (/\.(html|js|mjs|css|map|json|txt|webmanifest|svg)$/.test(name)) {
        out.push({ file: path.relative(distDir, full), text: readFileSync(full, 'utf8') });
      }
    }
  };
  walk(distDir);
  return out;
}
