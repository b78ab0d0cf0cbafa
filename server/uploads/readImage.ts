/** Reads and checks the image file of a multipart form: format by bytes, size by setting. */
import sharp from 'sharp';
import { formatBytes } from '../http/bytes';
import { HttpError } from '../http/errors';
import { detectImageType, NOT_AN_IMAGE, type ImageExt } from './imageType';

export interface UploadedImage {
  bytes: Uint8Array;
  ext: ImageExt;
}

/** sharp's name for each format (AVIF is decoded by libheif). */
const SHARP_FORMAT: Record<ImageExt, string> = {
  png: 'png',
  jpg: 'jpeg',
  webp: 'webp',
  gif: 'gif',
  avif: 'heif',
};

/**
 * The image in `form[field]`, or null when none was chosen (browsers send an empty, nameless
 * part for an empty file input).
 */
export async function readImage(
  form: FormData,
  field: string,
  maxBytes: number,
): Promise<UploadedImage | null> {
  const entry = form.get(field);
  if (entry === null || entry === '') return null;
  if (typeof entry === 'string') throw new HttpError(400, `${field} must be a file`);
  if (entry.size === 0) {
    if (entry.name === '') return null;
    throw new HttpError(400, `${field} is empty`);
  }
  if (entry.size > maxBytes) {
    throw new HttpError(413, `${field} must be at most ${formatBytes(maxBytes)}`);
  }
  const bytes = new Uint8Array(await entry.arrayBuffer());
  const ext = detectImageType(bytes);
  if (!ext) throw new HttpError(400, NOT_AN_IMAGE);
  // The leading bytes name the format; the decoder confirms that a real image follows.
  const format = await sharp(bytes)
    .metadata()
    .then((m) => m.format as string | undefined)
    .catch(() => undefined);
  if (format !== SHARP_FORMAT[ext]) throw new HttpError(400, NOT_AN_IMAGE);
  return { bytes, ext };
}
