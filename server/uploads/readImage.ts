/**
 * Reads and checks the image file of a multipart form: format by bytes, size by setting, then
 * decoded and cleaned of its metadata (cleanImage.ts) before anything is stored.
 */
import { formatBytes } from '../../src/contract/bytes';
import { HttpError } from '../http/errors';
import type { Settings } from '../settings';
import { cleanImage, type CleanImage } from './cleanImage';
import { detectImageType, NOT_AN_IMAGE } from './imageType';

export type UploadedImage = CleanImage;

/**
 * The image in `form[field]`, ready to store, or null when none was chosen (browsers send an
 * empty, nameless part for an empty file input).
 */
export async function readImage(
  form: FormData,
  field: string,
  limits: Pick<Settings, 'uploadMaxBytes' | 'imageMaxPixels'>,
): Promise<UploadedImage | null> {
  const entry = form.get(field);
  if (entry === null || entry === '') return null;
  if (typeof entry === 'string') throw new HttpError(400, `${field} must be a file`);
  if (entry.size === 0) {
    if (entry.name === '') return null;
    throw new HttpError(400, `${field} is empty`);
  }
  if (entry.size > limits.uploadMaxBytes) {
    throw new HttpError(413, `${field} must be at most ${formatBytes(limits.uploadMaxBytes)}`);
  }
  const bytes = new Uint8Array(await entry.arrayBuffer());
  const ext = detectImageType(bytes);
  if (!ext) throw new HttpError(400, NOT_AN_IMAGE);
  return cleanImage(bytes, ext, limits.imageMaxPixels);
}
