/**
 * The search overlay's code stays out of the first view, and the first tap on search fetches all
 * of it in one round: the overlay, the modal, framer-motion and its animation features (which the
 * modal imports only once it renders) are asked for together (features/search/
 * loadSearchOverlay.ts, with their names from the build: vite.lazyGraphs.ts), none after another
 * of them has come in. Then the keyword box takes keys. On a page the server rendered and on one
 * built in the browser (as a PHP host serves dist/index.html), on a phone whose first touch is
 * that tap (nothing fetched ahead).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { CDPSession } from '@playwright/test';
import { expect, test } from './fixtures';

const DIST = path.resolve(process.env.DIST_DIR ?? 'dist');
const ROOTS = [
  'src/features/search/components/SearchOverlay.tsx',
  'src/components/motionFeatures.ts',
];

/** The overlay's files with all they import, as the manifest names them (`/assets/…`). */
function overlayGraph(): Set<string> {
  const manifest = JSON.parse(readFileSync(path.join(DIST, '.vite/manifest.json'), 'utf8')) as {
    [key: string]: { file: string; imports?: string[] };
  };
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key]!;
    if (files.has(`/${chunk.file}`)) return;
    files.add(`/${chunk.file}`);
    chunk.imports?.forEach(visit);
  };
  ROOTS.forEach(visit);
  return files;
}

interface Seen {
  file: string;
  start: number;
  end: number;
}

/** Every request of the page: its path, when it started and when it was in (CDP's clock). */
async function watch(cdp: CDPSession): Promise<Map<string, Seen>> {
  const seen = new Map<string, Seen>();
  cdp.on('Network.requestWillBeSent', (e) => {
    seen.set(e.requestId, {
      file: new URL(e.request.url).pathname,
      start: e.timestamp,
      end: Infinity,
    });
  });
  const done = (e: { requestId: string; timestamp: number }) => {
    const request = seen.get(e.requestId);
    if (request) request.end = e.timestamp;
  };
  cdp.on('Network.loadingFinished', done);
  cdp.on('Network.loadingFailed', done);
  await cdp.send('Network.enable');
  // Some latency, so that a file asked for only once another had come in shows as such.
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 100,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  return seen;
}

for (const mode of ['rendered', 'client'] as const) {
  test(`search (${mode}): not in the first view; the tap fetches all of its code in one round, and the box takes keys`, async ({
    browser,
  }) => {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      isMobile: true,
      hasTouch: true,
      serviceWorkers: 'block',
      ...(mode === 'client' ? { extraHTTPHeaders: { 'x-render': 'off' } } : {}),
    });
    try {
      const page = await context.newPage();
      const seen = await watch(await context.newCDPSession(page));
      await page.goto('/');
      await page.waitForSelector('html[data-app-ready]');
      await page.waitForLoadState('networkidle');
      const graph = overlayGraph();
      const firstView = new Set([...seen.values()].map((r) => r.file));
      // The first view fetches what every page shares (the framework, the app's shell, the
      // lists' file): none of the overlay's own files.
      const own = [...graph].filter((file) => !firstView.has(file));
      const names = own.map((file) => path.basename(file).replace(/-[\w-]+\.js$/, ''));
      expect(names).toEqual(expect.arrayContaining(['SearchOverlay', 'Modal', 'motionFeatures']));

      const before = new Set(seen.keys());
      await page.tap('button[aria-label="Search"]');
      const box = page.getByRole('searchbox', { name: 'Keyword' });
      await expect(box).toBeFocused();
      await page.keyboard.type('odds');
      await expect(box).toHaveValue('odds');

      await page.waitForLoadState('networkidle');
      const after = [...seen].filter(([id]) => !before.has(id)).map(([, r]) => r);
      const fetched = after.filter((r) => graph.has(r.file));
      // Each of the overlay's own files, once.
      expect(fetched.map((r) => r.file).sort()).toEqual([...own].sort());
      // One round: every one of them was asked for before the first of them had come in.
      const firstIn = Math.min(...fetched.map((r) => r.end));
      const late = fetched.filter((r) => r.start >= firstIn).map((r) => r.file);
      expect(late).toEqual([]);
    } finally {
      await context.close();
    }
  });
}
