/**
 * Where uploaded images live: `<root>/uploads/<random>.<ext>`, recorded in the database as
 * `uploads/<random>.<ext>` and served at `/backend/public/<image_path>`. The client's file name
 * never reaches the file system.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ImageExt } from './imageType';
import { removeVariants } from './variants';

/** Image paths the store may read or delete: one file directly inside `uploads/`. */
const IMAGE_PATH = /^uploads\/[A-Za-z0-9][A-Za-z0-9._-]{0,200}\.(png|jpe?g|webp|gif|avif)$/;

export class UploadStore {
  private constructor(
    /** The directory that holds `uploads/`. */
    readonly root: string,
    private readonly temporary: boolean,
  ) {}

  /** `dataDir` '' (in-memory test mode) uses a temporary directory removed by `close()`. */
  static async open(dataDir: string): Promise<UploadStore> {
    const temporary = dataDir === '';
    const root = temporary
      ? await mkdtemp(path.join(tmpdir(), 'betpulse-data-'))
      : path.resolve(dataDir);
    await mkdir(path.join(root, 'uploads'), { recursive: true });
    return new UploadStore(root, temporary);
  }

  /** Stores the bytes under a new random name; answers the image path. */
  async save(bytes: Uint8Array, ext: ImageExt): Promise<string> {
    const imagePath = `uploads/${randomBytes(16).toString('hex')}.${ext}`;
    await writeFile(path.join(this.root, imagePath), bytes, { flag: 'wx' });
    return imagePath;
  }

  /** The absolute file of an image path, or null when the path is not one of ours. */
  resolve(imagePath: string): string | null {
    if (!IMAGE_PATH.test(imagePath)) return null;
    return path.join(this.root, imagePath);
  }

  /** Removes a stored image; missing files and foreign paths are ignored. */
  async remove(imagePath: string | null | undefined): Promise<void> {
    if (!imagePath) return;
    const file = this.resolve(imagePath);
    if (!file) return;
    await unlink(file).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
    await removeVariants(this.root, imagePath);
  }

  async close(): Promise<void> {
    if (this.temporary) await rm(this.root, { recursive: true, force: true });
  }
}
