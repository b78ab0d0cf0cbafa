/**
 * This instance's disk cache of images, under the data dir: `originals/<name>` (copies of the
 * rows in `media`) and `variants/<name>-<width>.webp` (variants.ts). Only ever a copy: any of it
 * may be deleted at any time, and is made again from the database on the next request.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

export function originalFile(root: string, imagePath: string): string {
  return path.join(root, 'originals', path.basename(imagePath));
}

export function variantFile(root: string, imagePath: string, width: number): string {
  return path.join(root, 'variants', `${path.basename(imagePath)}-${width}.webp`);
}

export function readCached(file: string): Promise<Buffer | null> {
  return readFile(file).catch(() => null);
}

export async function writeCached(file: string, bytes: Uint8Array): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  // Write then rename: a concurrent request never reads half a file.
  const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(temporary, bytes);
  await rename(temporary, file);
}

/** Removes every cached copy of an image: its original and its variants at `widths`. */
export async function removeCached(
  root: string,
  imagePath: string,
  widths: readonly number[],
): Promise<void> {
  const files = [
    originalFile(root, imagePath),
    ...widths.map((w) => variantFile(root, imagePath, w)),
  ];
  await Promise.all(files.map((file) => unlink(file).catch(() => undefined)));
}

/** Answers which of the image paths still exist (one lookup for many). */
export type ExistingPaths = (imagePaths: string[]) => Promise<Set<string>>;

/**
 * Removes cached copies of images that no longer exist: deleted through another instance while
 * nobody asked this one for them. Run at start; answers how many files went.
 */
export async function sweepCache(root: string, existing: ExistingPaths): Promise<number> {
  const cached: { file: string; imagePath: string }[] = [];
  for (const folder of ['originals', 'variants']) {
    const names = await readdir(path.join(root, folder)).catch(() => [] as string[]);
    for (const name of names) {
      // `<name>` or `<name>-<width>.webp`; half-written `.tmp` files of a stopped process too.
      const base = folder === 'variants' ? name.replace(/-\d+\.webp(\..*\.tmp)?$/, '') : name;
      cached.push({ file: path.join(root, folder, name), imagePath: `uploads/${base}` });
    }
  }
  const BATCH = 1000;
  let removed = 0;
  for (let i = 0; i < cached.length; i += BATCH) {
    const batch = cached.slice(i, i + BATCH);
    const alive = await existing([...new Set(batch.map((c) => c.imagePath))]);
    for (const { file, imagePath } of batch) {
      if (alive.has(imagePath) && !file.endsWith('.tmp')) continue;
      await unlink(file).catch(() => undefined);
      removed += 1;
    }
  }
  return removed;
}
