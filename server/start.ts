/**
 * `npm start` (run from its plain-JS build by scripts/start.mjs): builds the app with Vite when
 * `dist/` is missing or older than its sources, then serves app, API and images on one port.
 */
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { changedSince } from './buildAge.mjs';
import { DIST_DIR, PROJECT_ROOT, startFailure, startServer } from './index';
import { readSettings } from './settings';
import { renderEntryBeside } from './pages/appRender';

/** What the built app is made of. */
const SOURCES = [
  'src',
  'public',
  'index.html',
  'vite.config.ts',
  'tailwind.config.ts',
  'package-lock.json',
];

export async function needsBuild(
  root = PROJECT_ROOT,
  distDir = DIST_DIR,
  renderEntry = renderEntryBeside(distDir),
): Promise<boolean> {
  const builds = await Promise.all(
    [path.join(distDir, 'index.html'), renderEntry].map((file) => stat(file).catch(() => null)),
  );
  if (builds.some((info) => info === null)) return true;
  return changedSince(root, SOURCES, Math.min(...builds.map((info) => info!.mtimeMs)));
}

async function start() {
  // Settings first: a bad setting should fail before a minute of building.
  const settings = readSettings();
  if (await needsBuild()) {
    process.stdout.write('Building the app (first start or changed sources)…\n');
    const { build } = await import('vite');
    await build({ root: PROJECT_ROOT, logLevel: 'warn' });
    // The .br and .gz siblings `npm run build` writes too (scripts/precompress.mjs).
    const script = pathToFileURL(path.join(PROJECT_ROOT, 'scripts', 'precompress.mjs')).href;
    const { precompress } = (await import(script)) as {
      precompress(dir: string): Promise<unknown>;
    };
    await precompress(DIST_DIR);
    await build({
      root: PROJECT_ROOT,
      logLevel: 'warn',
      build: { ssr: 'src/entry-server.tsx', outDir: path.dirname(renderEntryBeside(DIST_DIR)) },
    });
  }
  await startServer(settings, { staticDir: DIST_DIR });
}

/**
 * Starts as `npm start` does (scripts/start.mjs runs this module's build); a failure is told in a
 * sentence and exits 1.
 */
export async function main(): Promise<void> {
  await start().catch((error: unknown) => {
    process.stderr.write(`Could not start: ${startFailure(error)}\n`);
    process.exit(1);
  });
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  void main();
}
