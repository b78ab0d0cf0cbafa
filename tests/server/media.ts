/** Looking at stored images (the `media` table) from server tests. */
import type { Queryable } from '../../server/db/connect';
import type { TestApp } from './helpers';

/** The image paths stored, sorted. */
export async function storedImages(t: Pick<TestApp, 'deps'>): Promise<string[]> {
  const { rows } = await t.deps.db.query<{ path: string }>('SELECT path FROM media ORDER BY path');
  return rows.map((r) => r.path);
}

export async function isStored(t: Pick<TestApp, 'deps'>, imagePath: unknown): Promise<boolean> {
  return (await t.deps.uploads.hashOf(t.deps.db, String(imagePath))) !== null;
}

/** Stores `bytes` as they are under `uploads/<name>`, as if put there before upload checks. */
export async function putStoredImage(
  t: Pick<TestApp, 'deps'>,
  name: string,
  bytes: Uint8Array,
  db: Queryable = t.deps.db,
): Promise<string> {
  const imagePath = `uploads/${name}`;
  await t.deps.uploads.put(db, imagePath, bytes);
  return imagePath;
}
