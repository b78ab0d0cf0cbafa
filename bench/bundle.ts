/**
 * Bundle benchmark: gzip and brotli bytes of the JS and CSS a reader downloads for the first view
 * of `/`, a category page and a post page, per chunk, and proof that no admin or TinyMCE chunk is
 * among them. Reads the Vite manifest of `dist/` (run `npm run build` first; `npm run bench` does).
 */
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { gzipSync, brotliCompressSync, constants } from 'node:zlib';
import { join } from 'node:path';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const DIST = process.env.BENCH_DIST ?? 'dist';
export const BUDGET = { jsGzip: 150 * 1024, cssGzip: 25 * 1024 };

const manifest = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8')) as Manifest;

/** A chunk and every chunk it imports statically: what the browser must load before it runs. */
function closure(keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const k of manifest[key]?.imports ?? []) visit(k);
  };
  keys.forEach(visit);
  return seen;
}

const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry)!;
const pageKey = (name: string) => {
  const key = Object.keys(manifest).find((k) => k.endsWith(`routes/public/${name}.tsx`));
  if (!key) throw new Error(`No chunk for ${name}`);
  return key;
};

// The entry starts the app (src/boot.tsx) after the first paint, with a dynamic import that the
// page preloads: it is part of every first view.
const bootKey = Object.keys(manifest).find((k) => k.endsWith('src/boot.tsx'));
if (!bootKey) throw new Error('No chunk for src/boot.tsx');
// boot.tsx imports React DOM and the app dynamically (to evaluate them in separate tasks): those
// are part of every first view too.
const start = [entry, bootKey, ...(manifest[bootKey]!.dynamicImports ?? [])];
const views = {
  home: closure([...start, pageKey('HomePage')]),
  category: closure([...start, pageKey('CategoryPage')]),
  post: closure([...start, pageKey('PostPage')]),
};

const size = (file: string) => {
  const buf = readFileSync(join(DIST, file));
  return {
    raw: buf.length,
    gzip: gzipSync(buf, { level: 9 }).length,
    brotli: brotliCompressSync(buf, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
    }).length,
  };
};

const results: Record<string, unknown> = {};
let ok = true;
for (const [view, keys] of Object.entries(views)) {
  const files = new Map<string, 'js' | 'css'>();
  for (const key of keys) {
    const chunk = manifest[key]!;
    files.set(chunk.file, 'js');
    for (const css of chunk.css ?? []) files.set(css, 'css');
  }
  const rows = [...files].map(([file, kind]) => ({ file, kind, ...size(file) }));
  const total = (kind: 'js' | 'css', k: 'raw' | 'gzip' | 'brotli') =>
    rows.filter((r) => r.kind === kind).reduce((a, r) => a + r[k], 0);
  const forbidden = rows.filter((r) => /admin|tinymce|editor/i.test(r.file));
  const js = total('js', 'gzip');
  const css = total('css', 'gzip');
  const pass = js <= BUDGET.jsGzip && css <= BUDGET.cssGzip && forbidden.length === 0;
  ok &&= pass;
  console.log(`\n${view} first view`);
  console.table(rows.map((r) => ({ ...r, raw: r.raw, gzip: r.gzip, brotli: r.brotli })));
  console.log(
    `  JS ${(js / 1024).toFixed(1)} KB gzip (${(total('js', 'brotli') / 1024).toFixed(1)} KB br), ` +
      `CSS ${(css / 1024).toFixed(1)} KB gzip; admin/editor chunks: ${forbidden.length} -> ${pass ? 'PASS' : 'FAIL'}`,
  );
  results[view] = {
    chunks: rows,
    jsGzip: js,
    jsBrotli: total('js', 'brotli'),
    cssGzip: css,
    cssBrotli: total('css', 'brotli'),
    forbiddenChunks: forbidden.map((r) => r.file),
    pass,
  };
}
mkdirSync('bench/results', { recursive: true });
writeFileSync('bench/results/bundle.json', JSON.stringify({ budget: BUDGET, ...results }, null, 2));
if (!ok) process.exitCode = 1;
