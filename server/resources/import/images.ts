/**
 * An imported post's images: read from the uploads source, checked and cleaned exactly as an
 * upload is (format by bytes, size and pixel limits, metadata removed: cleanImage.ts), and stored
 * through the site's image store in the post's own transaction. An image already imported (by an
 * earlier post or run) is found by its upload path and used again, never stored twice. A missing
 * or refused image is reported and left out.
 */
import type { Queryable } from '../../db/connect';
import type { Settings } from '../../settings';
import { cleanImage, type CleanImage } from '../../uploads/cleanImage';
import { detectImageType, NOT_AN_IMAGE } from '../../uploads/imageType';
import type { UploadStore } from '../../uploads/store';
import { NO_UPLOADS, type UploadsSource } from './uploadsSource';

/** One image of a post, ready for its transaction. */
export type PreparedImage =
  | { rel: string; file: string; stored: string }
  | { rel: string; file: string; clean: CleanImage }
  | { rel: string; missing: string };

/** WordPress's resized copies (`photo-300x200.jpg`) fall back to the original (`photo.jpg`). */
const originalOf = (rel: string) => rel.replace(/-\d+x\d+(\.[a-z0-9]+)$/i, '$1');

export class ImageImporter {
  constructor(
    private readonly db: Queryable,
    private readonly store: UploadStore,
    private readonly source: UploadsSource,
    private readonly limits: Pick<Settings, 'uploadMaxBytes' | 'imageMaxPixels'>,
    private readonly sourceKey: string,
  ) {}

  private async imported(file: string): Promise<string | null> {
    const { rows } = await this.db.query<{ target: string }>(
      `SELECT i.target FROM imported_items i JOIN media m ON m.path = i.target
       WHERE i.source = $1 AND i.kind = 'image' AND i.source_id = $2`,
      [this.sourceKey, file],
    );
    return rows[0]?.target ?? null;
  }

  /** Finds and checks the image at upload path `rel` (outside any transaction: it may be slow). */
  async prepare(rel: string): Promise<PreparedImage> {
    const candidates = originalOf(rel) === rel ? [rel] : [rel, originalOf(rel)];
    let why = 'not in the uploads folder';
    for (const file of candidates) {
      const stored = await this.imported(file);
      if (stored) return { rel, file, stored };
      const bytes = await this.source.read(file);
      if (bytes === null) continue;
      if (typeof bytes === 'string') {
        why = bytes;
        continue;
      }
      const ext = detectImageType(bytes);
      if (!ext) return { rel, missing: NOT_AN_IMAGE };
      try {
        return { rel, file, clean: await cleanImage(bytes, ext, this.limits.imageMaxPixels) };
      } catch (error) {
        return { rel, missing: error instanceof Error ? error.message : String(error) };
      }
    }
    return { rel, missing: why };
  }

  /** Stores `image` in `tx` (unless it was already); answers its image path, or null if missing. */
  async save(tx: Queryable, image: PreparedImage, now: Date): Promise<string | null> {
    if ('missing' in image) return null;
    if ('stored' in image) return image.stored;
    const imagePath = await this.store.save(tx, image.clean.bytes, image.clean.ext);
    await tx.query(
      `INSERT INTO imported_items (source, kind, source_id, target, imported_at)
       VALUES ($1, 'image', $2, $3, $4)
       ON CONFLICT (source, kind, source_id) DO UPDATE SET target = EXCLUDED.target,
         imported_at = EXCLUDED.imported_at`,
      [this.sourceKey, image.file, imagePath, now],
    );
    return imagePath;
  }
}

/** A run's image importer: the site's store and limits, the export's images (none when not given). */
export function importerFor(
  options: {
    db: Queryable;
    uploads: UploadStore;
    images?: UploadsSource;
    settings: Pick<Settings, 'uploadMaxBytes' | 'imageMaxPixels'>;
  },
  sourceKey: string,
): ImageImporter {
  return new ImageImporter(
    options.db,
    options.uploads,
    options.images ?? NO_UPLOADS,
    options.settings,
    sourceKey,
  );
}
