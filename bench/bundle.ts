/**
 * Bundle benchmark, measured in Debian's Chromium: every JS and CSS request the browser makes for
 * the first view of `/`, a category page and a post page, until the network is idle and stays
 * idle for a moment (lazy chunks that components import while the first view renders count, and
 * so do desktop-only ones such as the popular rail: each page is loaded at a mobile viewport and
 * at a desktop one, and the worse of the two is held to the budget).
 *
 * Two ways of serving the page: `rendered` (the reference server's normal reader path) and
 * `client` (the same server with `x-render: off`: the unrendered page, as built in the browser).
 *
 * Per view: JS gzip -9 and brotli -11 of each file's body (computed here, so comparable from build
 * to build), JS bytes as transferred (CDP `Network.loadingFinished.encodedDataLength`: headers and
 * body as the server sent them), JS requests, CSS gzip and CSS requests, and the files. No admin
 * or TinyMCE chunk may be among them (told apart with the Vite manifest).
 *
 * Needs a built `dist/` and a running server: `npm run bench` does both. Alone:
 * `npx tsx bench/bundle.ts` (starts a server on a temporary database itself).
 */
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { chromium, type Browser, type CDPSession } from 'playwright-core';
import { startBenchServer } from './lib/server';

export const BUNDLE_BUDGET = { jsGzip: 135 * 1024, jsRequests: 15, cssGzip: 25 * 1024 };

export const VIEWPORTS = {
  // Lighthouse's mobile emulation (Moto G Power): 412x823 at 1.75x, touch.
  mobile: { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true },
  desktop: { viewport: { width: 1350, height: 940 }, deviceScaleFactor: 1, isMobile: false },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;
export type ServeMode = 'rendered' | 'client';

/** Quiet time after the network went idle before the view counts as complete. */
const SETTLE_MS = 1500;
const SETTLE_MAX_MS = 15_000;

export interface BundleFile {
  /** Path on the server (origin removed). */
  file: string;
  kind: 'js' | 'css';
  status: number;
  raw: number;
  gzip: number;
  brotli: number;
  /** Bytes as transferred: response headers and body as sent (encodedDataLength). */
  wire: number;
  /** The body's part of `wire` (the encoded body, without the response headers). */
  wireBody: number;
  /** Content-Encoding the server answered with ('' when none). */
  encoding: string;
}

export interface BundleView {
  mode: ServeMode;
  page: string;
  path: string;
  viewport: ViewportName;
  jsGzip: number;
  jsBrotli: number;
  jsWire: number;
  jsWireBody: number;
  jsRequests: number;
  cssGzip: number;
  cssRequests: number;
  forbidden: string[];
  files: BundleFile[];
}

export interface BundleRow extends Omit<BundleView, 'path' | 'viewport' | 'files'> {
  /** The viewport whose JS weighed most (its files are listed); each number is the worse one. */
  worstViewport: ViewportName;
  misses: string[];
  pass: boolean;
}

export interface BundleResult {
  budget: typeof BUNDLE_BUDGET;
  rows: BundleRow[];
  views: BundleView[];
  /** Content-Encoding seen per kind of file, e.g. { js: ['br'] }. */
  encodings: Record<string, string[]>;
  pass: boolean;
}

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const ADMIN_SOURCE = /(?:^|\/)(?:src\/app\/routes\/admin\/|src\/features\/admin\/)|tinymce/i;

/**
 * Files only the admin or the editor use: the chunks of sources under the admin routes, the admin
 * feature or TinyMCE, and every chunk reachable from them that no reader page can reach without
 * passing through one of them (shared admin helpers, the editor's vendor code), with their CSS.
 */
export function adminOnlyFiles(distDir: string): Set<string> {
  const manifest = JSON.parse(
    readFileSync(join(distDir, '.vite/manifest.json'), 'utf8'),
  ) as Manifest;
  const isAdmin = (key: string) => ADMIN_SOURCE.test(manifest[key]?.src ?? key);
  const walk = (roots: string[], skip: (key: string) => boolean) => {
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key) || skip(key) || !manifest[key]) return;
      seen.add(key);
      for (const k of [...(manifest[key].imports ?? []), ...(manifest[key].dynamicImports ?? [])])
        visit(k);
    };
    roots.forEach(visit);
    return seen;
  };
  const keys = Object.keys(manifest);
  const reader = walk(
    keys.filter((k) => manifest[k]!.isEntry && !isAdmin(k)),
    isAdmin,
  );
  const admin = walk(keys.filter(isAdmin), () => false);
  const files = new Set<string>();
  for (const key of admin) {
    if (reader.has(key)) continue;
    files.add(`/${manifest[key]!.file}`);
    for (const css of manifest[key]!.css ?? []) files.add(`/${css}`);
  }
  // CSS a reader chunk also uses is not admin-only.
  for (const key of reader) for (const css of manifest[key]!.css ?? []) files.delete(`/${css}`);
  return files;
}

const sizes = (body: Buffer) => ({
  raw: body.length,
  gzip: gzipSync(body, { level: 9 }).length,
  brotli: brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  }).length,
});

function kindOf(url: string, mimeType: string): 'js' | 'css' | null {
  const path = new URL(url).pathname;
  if (/javascript|ecmascript/i.test(mimeType) || /\.m?js$/i.test(path)) return 'js';
  if (/text\/css/i.test(mimeType) || /\.css$/i.test(path)) return 'css';
  return null;
}

interface Seen {
  url: string;
  kind: 'js' | 'css' | null;
  status: number;
  encoding: string;
  wire: number;
  headerBytes: number;
  done: boolean;
}

/** Loads one first view in a fresh context (empty cache) and returns its JS and CSS requests. */
async function loadView(
  browser: Browser,
  base: string,
  path: string,
  viewport: ViewportName,
  mode: ServeMode,
): Promise<{ seen: Seen[]; cdp: CDPSession; close: () => Promise<void>; ids: string[] }> {
  const context = await browser.newContext({
    ...VIEWPORTS[viewport],
    hasTouch: VIEWPORTS[viewport].isMobile,
    serviceWorkers: 'block',
    ...(mode === 'client' ? { extraHTTPHeaders: { 'x-render': 'off' } } : {}),
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const byId = new Map<string, Seen>();
  let lastActivity = Date.now();
  let inFlight = 0;
  cdp.on('Network.requestWillBeSent', (e) => {
    lastActivity = Date.now();
    if (!byId.has(e.requestId)) inFlight++;
    byId.set(e.requestId, {
      url: e.request.url,
      kind: null,
      status: 0,
      encoding: '',
      wire: 0,
      headerBytes: 0,
      done: false,
    });
  });
  cdp.on('Network.responseReceived', (e) => {
    const seen = byId.get(e.requestId);
    if (!seen) return;
    const headers = Object.fromEntries(
      Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), String(v)]),
    );
    seen.kind = kindOf(e.response.url, e.response.mimeType);
    seen.status = e.response.status;
    seen.encoding = headers['content-encoding'] ?? '';
    // Bytes received when the headers were in: the response headers (and status line).
    seen.headerBytes = e.response.encodedDataLength;
  });
  const finish = (id: string, wire: number) => {
    lastActivity = Date.now();
    const seen = byId.get(id);
    if (!seen || seen.done) return;
    seen.done = true;
    seen.wire = wire;
    inFlight--;
  };
  cdp.on('Network.loadingFinished', (e) => finish(e.requestId, e.encodedDataLength));
  cdp.on('Network.loadingFailed', (e) => finish(e.requestId, 0));
  await cdp.send('Network.enable');
  await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
  // Settle: nothing started or finished for SETTLE_MS (lazy chunks imported after idle callbacks,
  // timers or the hydration count too).
  const deadline = Date.now() + SETTLE_MAX_MS;
  while (Date.now() < deadline && (inFlight > 0 || Date.now() - lastActivity < SETTLE_MS)) {
    await page.waitForTimeout(200);
  }
  const entries = [...byId].filter(([, s]) => s.kind !== null);
  return {
    seen: entries.map(([, s]) => s),
    ids: entries.map(([id]) => id),
    cdp,
    close: () => context.close(),
  };
}

async function measureView(
  browser: Browser,
  base: string,
  [page, path]: [string, string],
  viewport: ViewportName,
  mode: ServeMode,
  forbiddenFiles: Set<string>,
): Promise<BundleView> {
  const { seen, ids, cdp, close } = await loadView(browser, base, path, viewport, mode);
  try {
    const files: BundleFile[] = [];
    for (const [i, s] of seen.entries()) {
      let body: Buffer;
      try {
        const got = await cdp.send('Network.getResponseBody', { requestId: ids[i]! });
        body = Buffer.from(got.body, got.base64Encoded ? 'base64' : 'utf8');
      } catch {
        // Evicted from the browser's buffer: the same file, fetched again.
        body = Buffer.from(await (await fetch(s.url)).arrayBuffer());
      }
      const url = new URL(s.url);
      files.push({
        file: url.origin === new URL(base).origin ? url.pathname + url.search : s.url,
        kind: s.kind!,
        status: s.status,
        ...sizes(body),
        wire: s.wire,
        wireBody: Math.max(0, s.wire - s.headerBytes),
        encoding: s.encoding,
      });
    }
    const sum = (kind: 'js' | 'css', k: 'gzip' | 'brotli' | 'wire' | 'wireBody') =>
      files.filter((f) => f.kind === kind).reduce((a, f) => a + f[k], 0);
    return {
      mode,
      page,
      path,
      viewport,
      jsGzip: sum('js', 'gzip'),
      jsBrotli: sum('js', 'brotli'),
      jsWire: sum('js', 'wire'),
      jsWireBody: sum('js', 'wireBody'),
      jsRequests: files.filter((f) => f.kind === 'js').length,
      cssGzip: sum('css', 'gzip'),
      cssRequests: files.filter((f) => f.kind === 'css').length,
      forbidden: files
        .filter((f) => forbiddenFiles.has(new URL(f.file, base).pathname))
        .map((f) => f.file),
      files,
    };
  } finally {
    await close();
  }
}

/**
 * The reference server answers a hashed asset's first request at a fast compression setting and
 * recompresses it at the best one in the background for every later visitor. Wait until it
 * answers each file at the best setting, so that the bytes on the wire are the ones a visitor of a
 * running site gets (and the same from run to run).
 */
async function waitForBestCompression(views: BundleView[], base: string) {
  const targets = new Map<string, { encoding: string; bytes: number }>();
  for (const view of views) {
    for (const f of view.files) {
      if (f.encoding !== 'br' && f.encoding !== 'gzip') continue;
      if (!new URL(f.file, base).pathname.startsWith('/assets/')) continue;
      targets.set(f.file, { encoding: f.encoding, bytes: f.encoding === 'br' ? f.brotli : f.gzip });
    }
  }
  const deadline = Date.now() + 30_000;
  for (const [file, { encoding, bytes }] of targets) {
    for (;;) {
      const res = await fetch(new URL(file, base), { headers: { 'Accept-Encoding': encoding } });
      await res.arrayBuffer();
      // Within 2% of our own best compression: the best setting (the fast one is ~10% larger).
      const length = Number(res.headers.get('content-length'));
      if (length <= bytes * 1.02 || Date.now() > deadline) break;
      await new Promise((r) => setTimeout(r, 250));
    }
  }
}

const kb = (n: number) => Number((n / 1024).toFixed(1));

export async function benchBundle(
  base: string,
  pages: [string, string][],
  distDir = process.env.BENCH_DIST ?? 'dist',
): Promise<BundleResult> {
  const forbiddenFiles = adminOnlyFiles(distDir);
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
  });
  const modes: ServeMode[] = ['rendered', 'client'];
  const viewports = Object.keys(VIEWPORTS) as ViewportName[];
  const views: BundleView[] = [];
  try {
    const all = async () => {
      const out: BundleView[] = [];
      for (const mode of modes)
        for (const page of pages)
          for (const viewport of viewports)
            out.push(await measureView(browser, base, page, viewport, mode, forbiddenFiles));
      return out;
    };
    // A first pass warms the server (rendered-page cache, compressed assets) and is dropped.
    await waitForBestCompression(await all(), base);
    views.push(...(await all()));
  } finally {
    await browser.close();
  }

  const rows: BundleRow[] = [];
  for (const mode of modes) {
    for (const [page] of pages) {
      const mine = views.filter((v) => v.mode === mode && v.page === page);
      const worst = mine.reduce((a, v) => (v.jsGzip > a.jsGzip ? v : a));
      const max = (
        k:
          | 'jsGzip'
          | 'jsBrotli'
          | 'jsWire'
          | 'jsWireBody'
          | 'jsRequests'
          | 'cssGzip'
          | 'cssRequests',
      ) => Math.max(...mine.map((v) => v[k]));
      const row: BundleRow = {
        mode,
        page,
        worstViewport: worst.viewport,
        jsGzip: max('jsGzip'),
        jsBrotli: max('jsBrotli'),
        jsWire: max('jsWire'),
        jsWireBody: max('jsWireBody'),
        jsRequests: max('jsRequests'),
        cssGzip: max('cssGzip'),
        cssRequests: max('cssRequests'),
        forbidden: [...new Set(mine.flatMap((v) => v.forbidden))],
        misses: [],
        pass: false,
      };
      if (row.jsGzip > BUNDLE_BUDGET.jsGzip)
        row.misses.push(`JS ${kb(row.jsGzip)} KB gzip > ${kb(BUNDLE_BUDGET.jsGzip)}`);
      if (row.jsRequests > BUNDLE_BUDGET.jsRequests)
        row.misses.push(`${row.jsRequests} JS requests > ${BUNDLE_BUDGET.jsRequests}`);
      if (row.cssGzip > BUNDLE_BUDGET.cssGzip)
        row.misses.push(`CSS ${kb(row.cssGzip)} KB gzip > ${kb(BUNDLE_BUDGET.cssGzip)}`);
      if (row.forbidden.length) row.misses.push(`admin/editor: ${row.forbidden.join(' ')}`);
      // A file that did not load (e.g. dist/ rebuilt under the running server) voids the view.
      const broken = mine.flatMap((v) =>
        v.files.filter((f) => f.status !== 200).map((f) => f.file),
      );
      if (broken.length)
        row.misses.push(`not loaded (status ≠ 200): ${[...new Set(broken)].join(' ')}`);
      row.pass = row.misses.length === 0;
      rows.push(row);
    }
  }

  const encodings: Record<string, string[]> = {};
  for (const f of views.flatMap((v) => v.files)) {
    const list = (encodings[f.kind] ??= []);
    if (!list.includes(f.encoding || 'identity')) list.push(f.encoding || 'identity');
  }

  console.log(
    '\nEach view (KB; gz/br: gzip -9 and brotli -11 of the bodies; wire: as transferred, ' +
      'headers included; wire body: without the headers):',
  );
  console.table(
    views.map((v) => ({
      page: v.page,
      mode: v.mode,
      viewport: v.viewport,
      'JS gz': kb(v.jsGzip),
      'JS br': kb(v.jsBrotli),
      'JS wire': kb(v.jsWire),
      'JS wire body': kb(v.jsWireBody),
      'JS req': v.jsRequests,
      'CSS gz': kb(v.cssGzip),
      'CSS req': v.cssRequests,
    })),
  );
  // One list of files per page; `in` names the views that fetched it when not all of them.
  for (const [page] of pages) {
    const mine = views.filter((v) => v.page === page);
    const byFile = new Map<string, BundleFile & { in: string[] }>();
    for (const v of mine) {
      for (const f of v.files) {
        const row = byFile.get(f.file) ?? { ...f, in: [] };
        row.in.push(`${v.mode}/${v.viewport}`);
        byFile.set(f.file, row);
      }
    }
    console.log(`\nFiles of ${page} (bytes; wire as the first view that fetched it got it):`);
    console.table(
      [...byFile.values()].map((f) => ({
        file: f.file,
        kind: f.kind,
        raw: f.raw,
        gzip: f.gzip,
        brotli: f.brotli,
        wire: f.wire,
        'wire body': f.wireBody,
        enc: f.encoding || 'identity',
        in: f.in.length === mine.length ? 'all' : f.in.join(' '),
      })),
    );
  }
  console.log(
    `\nFirst views, worse viewport (budget: JS ≤ ${kb(BUNDLE_BUDGET.jsGzip)} KB gzip and ` +
      `≤ ${BUNDLE_BUDGET.jsRequests} requests, CSS ≤ ${kb(BUNDLE_BUDGET.cssGzip)} KB gzip, no admin/editor chunk):`,
  );
  console.table(
    rows.map((r) => ({
      page: r.page,
      mode: r.mode,
      worst: r.worstViewport,
      'JS gz KB': kb(r.jsGzip),
      'JS br KB': kb(r.jsBrotli),
      'JS wire KB': kb(r.jsWire),
      'JS wire body KB': kb(r.jsWireBody),
      'JS req': r.jsRequests,
      'CSS gz KB': kb(r.cssGzip),
      'CSS req': r.cssRequests,
      admin: r.forbidden.length,
      result: r.pass ? 'PASS' : `FAIL: ${r.misses.join('; ')}`,
    })),
  );
  console.log(`Content-Encoding seen: ${JSON.stringify(encodings)}`);
  return { budget: BUNDLE_BUDGET, rows, views, encodings, pass: rows.every((r) => r.pass) };
}

// `npx tsx bench/bundle.ts`: on its own, against a server on a fresh demo database.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const dataDir = mkdtempSync(join(tmpdir(), 'site-bundle-'));
  const server = await startBenchServer(dataDir);
  try {
    const [first] = (await (
      await fetch(`${server.url}/backend/index.php?q=posts&page=1&limit=1`)
    ).json()) as { slug: string; category_slug: string }[];
    const result = await benchBundle(server.url, [
      ['home', '/'],
      ['category', `/${first!.category_slug}`],
      ['post', `/${first!.category_slug}/${first!.slug}`],
    ]);
    mkdirSync('bench/results', { recursive: true });
    writeFileSync('bench/results/bundle.json', JSON.stringify(result, null, 2));
    if (!result.pass) process.exitCode = 1;
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
