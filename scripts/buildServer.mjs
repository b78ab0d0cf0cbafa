/**
 * The reference server as one plain-JS module (`dist-server/start.mjs`), which `npm start` runs
 * with Node alone: no TypeScript compiler in the running process. That process starts about a
 * second sooner and holds about 60 MB less than one that compiles the server's sources as it
 * loads them. npm packages stay outside the bundle, loaded from node_modules as before; the
 * migrations are copied beside it, where the bundled code looks for them.
 *
 * `node scripts/buildServer.mjs` builds it (part of `npm run build`); `npm start` builds it
 * itself when it is missing or older than its sources.
 */
import { cp, mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { changedSince } from '../server/buildAge.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Where the bundle goes, beside dist/ (so the server finds the app at `../dist`). */
const SERVER_OUT = 'dist-server';
/** The bundle's entry, which `npm start` imports. */
export const SERVER_START = path.join(ROOT, SERVER_OUT, 'start.mjs');
/** What the bundle is made of: the server, the app code it imports, and the packages' versions. */
const SOURCES = ['server', 'src', 'package-lock.json', 'tsconfig.json', 'scripts/buildServer.mjs'];

/** Whether `<out>/start.mjs` is missing or older than any of its sources under `root`. */
export async function serverBuildIsStale(root = ROOT, out = path.join(root, SERVER_OUT)) {
  const built = await stat(path.join(out, 'start.mjs')).catch(() => null);
  return !built || changedSince(root, SOURCES, built.mtimeMs);
}

/**
 * Bundles server/start.ts into `<out>/start.mjs` with the migrations beside it. Written to a
 * folder of its own and then moved into place, so a server starting meanwhile never loads half
 * a bundle.
 */
export async function buildServer(root = ROOT, out = path.join(root, SERVER_OUT)) {
  const { build } = await import('esbuild');
  const building = `${out}.${process.pid}.tmp`;
  await rm(building, { recursive: true, force: true });
  await mkdir(building, { recursive: true });
  await build({
    absWorkingDir: root,
    entryPoints: ['server/start.ts'],
    outfile: path.join(building, 'start.mjs'),
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    packages: 'external',
    // Readable stack traces in the server's log: names and lines as written, only joined.
    minify: false,
    keepNames: true,
    logLevel: 'warning',
  });
  await cp(path.join(root, 'server/db/migrations'), path.join(building, 'migrations'), {
    recursive: true,
  });
  const old = `${out}.${process.pid}.old`;
  await rename(out, old).catch(() => undefined);
  await rename(building, out);
  await rm(old, { recursive: true, force: true });
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await buildServer();
}
