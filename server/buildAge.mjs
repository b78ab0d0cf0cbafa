/**
 * How old a build is against its sources, once for both builds `npm start` makes when stale: the
 * server's own (scripts/buildServer.mjs) and the app's (server/start.ts). Plain JavaScript, so
 * that the start script imports it with no compiler.
 */
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';

/** The newest modification time under `entry` (a file or a folder, walked whole); 0 if none. */
async function newestMtime(entry) {
  const info = await stat(entry).catch(() => null);
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const child of await readdir(entry)) {
    newest = Math.max(newest, await newestMtime(path.join(entry, child)));
  }
  return newest;
}

/**
 * Whether any of `sources` (paths under `root`) changed after `builtMs`, the time of the oldest
 * file of the build.
 */
export async function changedSince(root, sources, builtMs) {
  for (const source of sources) {
    if ((await newestMtime(path.join(root, source))) > builtMs) return true;
  }
  return false;
}
