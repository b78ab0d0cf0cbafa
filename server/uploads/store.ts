/**
 * Where uploaded images live: in the database's `media` table, one row per image, named by the
 * path that posts and banners record (`uploads/<random>.<ext>`) and served at
 * `/backend/public/<image_path>`. Every instance on one database therefore serves every image;
 * the only files are copies in a local cache any instance can rebuild (diskCache.ts). Names are
 * random and never reused, so a copy is right as long as its row exists. The client's file name
 * never reaches the database.
 *
 * A row is deleted only when no post or banner names it any more, so two rows sharing one image
 * (data put in by hand) never lose it to the first delete.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Queryable } from '../db/connect';
import { IMAGE_TYPES, type ImageExt } from './imageType';
import { originalFile, readCached, removeCached, sweepCache, writeCached } from './diskCache';
import { VARIANT_WIDTHS } from './variants';

/** Image paths the store knows: one name directly inside `uploads/`. */
const IMAGE_PATH = /^uploads\/[A-Za-z0-9][A-Za-z0-9._-]{0,200}\.(png|jpe?g|webp|gif|avif)$/;

/** True when `imagePath` is one of the store's names (a restore accepts no other). */
export const isImagePath = (imagePath: string) => IMAGE_PATH.test(imagePath);

export interface StoredImage {
  bytes: Buffer;
  contentType: string;
  /** Hex SHA-256 of the bytes. */
  sha256: string;
}

export function sha256Hex(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** The content type an image path's extension names (what its URL has always been served as). */
export function contentTypeOf(imagePath: string): string {
  const ext = path.extname(imagePath).slice(1).replace('jpeg', 'jpg') as ImageExt;
  return IMAGE_TYPES[ext];
}

/**
 * Bytes cross to the database as base64 text, both ways: PGlite parses a bytea parameter or
 * answer (hex text) some 10 to 30 times slower than base64 (a 460 kB image: 50 to 200 ms against
 * 4 ms), and for `pg` base64 is a third smaller on the wire than hex.
 */
const toBase64 = (bytes: Uint8Array) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64');

/** How long a looked-up image is taken to exist before it is looked up again. */
const RECHECK_MS = 5_000;
/** At most this many remembered lookups (the oldest are forgotten first). */
const REMEMBERED = 20_000;

export class UploadStore {
  /** Image path → hash, and when it was looked up: serving needs no query while it is fresh. */
  private readonly known = new Map<string, { sha256: string; at: number }>();

  private constructor(
    /** The directory that holds the disk cache (the data dir, or a temporary one). */
    readonly root: string,
    private readonly temporary: boolean,
    private readonly recheckMs: number,
  ) {}

  /**
   * `dataDir` '' (in-memory test mode) uses a temporary directory removed by `close()`.
   * `recheckMs`: how long an image stays served after another instance deleted it (this
   * instance's own deletes take effect at once).
   */
  static async open(dataDir: string, options: { recheckMs?: number } = {}): Promise<UploadStore> {
    const temporary = dataDir === '';
    const root = temporary
      ? await mkdtemp(path.join(tmpdir(), 'betpulse-data-'))
      : path.resolve(dataDir);
    await mkdir(root, { recursive: true });
    // The old files folder, empty: tests' before/after snapshots still list it.
    if (temporary) await mkdir(path.join(root, 'uploads'));
    return new UploadStore(root, temporary, options.recheckMs ?? RECHECK_MS);
  }

  /** True when `imagePath` is one of the store's names (anything else is never looked up). */
  isImagePath(imagePath: string): boolean {
    return isImagePath(imagePath);
  }

  /** Stores the bytes under a new random name; answers the image path. Use the caller's `tx`. */
  async save(db: Queryable, bytes: Uint8Array, ext: ImageExt): Promise<string> {
    const imagePath = `uploads/${randomBytes(16).toString('hex')}.${ext}`;
    await this.put(db, imagePath, bytes);
    return imagePath;
  }

  /**
   * Stores bytes under a given path, unless that path is taken (answers false then). For images
   * that already have a name: files moved in from disk, and tests.
   */
  async put(db: Queryable, imagePath: string, bytes: Uint8Array): Promise<boolean> {
    if (!this.isImagePath(imagePath)) throw new Error(`Not an image path: ${imagePath}`);
    const { rows } = await db.query(
      `INSERT INTO media (path, content_type, size, sha256, bytes)
       VALUES ($1, $2, $3, $4, decode($5, 'base64'))
       ON CONFLICT (path) DO NOTHING RETURNING path`,
      [imagePath, contentTypeOf(imagePath), bytes.byteLength, sha256Hex(bytes), toBase64(bytes)],
    );
    return rows.length === 1;
  }

  /** The image's hash, without its bytes, or null when there is none. */
  async hashOf(db: Queryable, imagePath: string): Promise<string | null> {
    if (!this.isImagePath(imagePath)) return null;
    const { rows } = await db.query<{ sha256: string }>(
      'SELECT sha256 FROM media WHERE path = $1',
      [imagePath],
    );
    return rows[0]?.sha256 ?? null;
  }

  /** `hashOf`, remembered for a few seconds: a request for a cached image makes no query. */
  async existing(db: Queryable, imagePath: string): Promise<string | null> {
    const now = Date.now();
    const known = this.known.get(imagePath);
    if (known && now - known.at < this.recheckMs) return known.sha256;
    const sha256 = await this.hashOf(db, imagePath);
    this.known.delete(imagePath);
    if (sha256 === null) return null;
    this.known.set(imagePath, { sha256, at: now });
    if (this.known.size > REMEMBERED) this.known.delete(this.known.keys().next().value!);
    return sha256;
  }

  /** The original's bytes: this instance's copy, or the row (copied for next time). */
  async readOriginal(db: Queryable, imagePath: string): Promise<Buffer | null> {
    const file = originalFile(this.root, imagePath);
    const cached = await readCached(file);
    if (cached) return cached;
    const stored = await this.read(db, imagePath);
    if (!stored) return null;
    await writeCached(file, stored.bytes);
    return stored.bytes;
  }

  async read(db: Queryable, imagePath: string): Promise<StoredImage | null> {
    if (!this.isImagePath(imagePath)) return null;
    const { rows } = await db.query<{ base64: string; content_type: string; sha256: string }>(
      `SELECT encode(bytes, 'base64') AS base64, content_type, sha256 FROM media WHERE path = $1`,
      [imagePath],
    );
    const row = rows[0];
    if (!row) return null;
    // Node's decoder skips the line breaks PostgreSQL puts in.
    const bytes = Buffer.from(row.base64, 'base64');
    return { bytes, contentType: row.content_type, sha256: row.sha256 };
  }

  /**
   * Deletes the image's row when no post, campaign (banner) or staff photo names it any more; answers whether it did.
   * Inside the write's transaction, so the row goes exactly when the reference does. Call
   * `dropCached` after the commit.
   */
  async release(db: Queryable, imagePath: string | null | undefined): Promise<boolean> {
    if (!imagePath || !this.isImagePath(imagePath)) return false;
    const { rows } = await db.query(
      `DELETE FROM media WHERE path = $1
         AND NOT EXISTS (SELECT 1 FROM posts WHERE image_path = $1)
         AND NOT EXISTS (SELECT 1 FROM campaigns WHERE image_path = $1)
         AND NOT EXISTS (SELECT 1 FROM campaigns WHERE phone_image_path = $1)
         AND NOT EXISTS (SELECT 1 FROM admin_users WHERE avatar_path = $1)
       RETURNING path`,
      [imagePath],
    );
    return rows.length === 1;
  }

  /** Forgets an image on this instance: its remembered lookup and its cached copies. */
  async dropCached(imagePath: string | null | undefined): Promise<void> {
    if (!imagePath || !this.isImagePath(imagePath)) return;
    this.known.delete(imagePath);
    await removeCached(this.root, imagePath, VARIANT_WIDTHS);
  }

  /** Removes cached copies of images deleted elsewhere (at start); answers how many files. */
  async sweepCache(db: Queryable): Promise<number> {
    return sweepCache(this.root, async (imagePaths) => {
      const { rows } = await db.query<{ path: string }>(
        'SELECT path FROM media WHERE path = ANY($1)',
        [imagePaths],
      );
      return new Set(rows.map((r) => r.path));
    });
  }

  /** `release` then `dropCached`, for a caller outside a transaction. */
  async remove(db: Queryable, imagePath: string | null | undefined): Promise<void> {
    if (await this.release(db, imagePath)) await this.dropCached(imagePath);
  }

  async close(): Promise<void> {
    if (this.temporary) await rm(this.root, { recursive: true, force: true });
  }
}
