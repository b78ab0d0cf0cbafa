/**
 * Resized WebP variants of uploaded images, made on first request from the original in the
 * database and kept in this instance's cache on disk (`<data dir>/variants`, safe to delete: any
 * instance rebuilds what it lacks):
 * `/backend/public/<image_path>?w=640` answers the image at most 640 px wide as WebP. A backend
 * without variants ignores the parameter and answers the original, so the app can always ask.
 *
 * The stored original is treated as hostile (it may predate the upload checks, or have been put
 * there by hand): its first frame only is decoded, within the pixel limit and the image slots of
 * decoder.ts, and an image that is too large or damaged gets 422, never a 500.
 */
import { HttpError } from '../http/errors';
import { decoderOptions, imageJob, readHeader, sharp, sizeProblem } from './decoder';
import { readCached, variantFile, writeCached } from './diskCache';

/** The widths offered (a fixed set: nobody can make the server render arbitrary sizes). */
export const VARIANT_WIDTHS = [320, 640, 960, 1280] as const;
const WEBP_QUALITY = 75;

export const CANNOT_RESIZE = 'The image is damaged or incomplete and cannot be resized';

/**
 * The variant's bytes, from the cache, or rendered from the original (`loadOriginal`, null when
 * the image is gone) and cached the first time. Null when there is no original.
 */
export async function readVariant(
  root: string,
  imagePath: string,
  loadOriginal: () => Promise<Buffer | null>,
  width: number,
  maxPixels: number,
): Promise<Buffer | null> {
  const file = variantFile(root, imagePath, width);
  const cached = await readCached(file);
  if (cached) return cached;
  const source = await loadOriginal();
  if (!source) return null;
  const header = await readHeader(source);
  if (!header) throw new HttpError(422, CANNOT_RESIZE);
  const tooLarge = sizeProblem(header, 1, maxPixels);
  if (tooLarge) throw new HttpError(422, `The image is too large to resize: ${tooLarge}`);
  const bytes = await imageJob(() =>
    sharp(source, decoderOptions(maxPixels, false))
      .autoOrient()
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer()
      .catch(() => {
        throw new HttpError(422, CANNOT_RESIZE);
      }),
  );
  await writeCached(file, bytes);
  return bytes;
}
