/**
 * This instance's disk cache of images, under the data dir: `originals/<name>` (copies of the
 * rows in `media`) and `variants/<name>-<width>.webp` (variants.ts). Only ever a copy: any of it
 * may be deleted at any time, and is made again from the database on the next request.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
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
