/**
 * Writes an archive where a reader never meets half of it: into a temporary file in the same
 * folder (so the rename stays on one file system), flushed to disk, then renamed over the name.
 * A crash or a stop midway leaves at most the temporary file, named so that it sorts apart.
 */
import { randomBytes } from 'node:crypto';
import { open, rename, rm } from 'node:fs/promises';
import path from 'node:path';

/** The prefix of temporary files: a leftover one is recognisable, and never taken for a backup. */
export const TEMP_PREFIX = '.partial-';

export async function writeFileAtomic(file: string, bytes: Uint8Array): Promise<void> {
  const temp = path.join(
    path.dirname(file),
    `${TEMP_PREFIX}${path.basename(file)}.${randomBytes(4).toString('hex')}`,
  );
  const handle = await open(temp, 'wx', 0o600);
  try {
    await handle.writeFile(bytes);
    await handle.sync();
  } catch (error) {
    await handle.close();
    await rm(temp, { force: true });
    throw error;
  }
  await handle.close();
  try {
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}
