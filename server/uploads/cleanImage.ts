/**
 * Every uploaded image is decoded and re-encoded with sharp before it is stored: its orientation
 * applied, its metadata dropped (EXIF with GPS positions and camera serials, XMP, IPTC, comments,
 * text chunks, thumbnails, ICC profiles other than sRGB, bytes after the image's end), in its own
 * format at high quality, animations kept. Bombs (huge dimensions, too many pixels over all
 * frames) are refused from the header, before any pixel is decoded.
 *
 * An upload that carries none of that is stored as sent: the decode still proved every pixel
 * readable, and the image loses nothing to a second compression. So the stored file differs from
 * the upload exactly when something was removed.
 */
import type { Metadata, Sharp } from 'sharp';
import { HttpError } from '../http/errors';
import { decoderOptions, framesOf, imageJob, readHeader, sharp, sizeProblem } from './decoder';
import { NOT_AN_IMAGE, type ImageExt } from './imageType';
import {
  findMetadata,
  ICC_PROFILE,
  animatedPngFrames,
  isAnimatedPng,
  isSrgbProfile,
  pngPictureOnly,
  type Finding,
} from './metadata';

export interface CleanImage {
  bytes: Uint8Array;
  ext: ImageExt;
  /** What was removed ([] when the upload is stored as sent). */
  removed: Finding[];
}

/** sharp's name for each format (AVIF is decoded by libheif). */
const SHARP_FORMAT: Record<ImageExt, string> = {
  png: 'png',
  jpg: 'jpeg',
  webp: 'webp',
  gif: 'gif',
  avif: 'heif',
};

export const DAMAGED_IMAGE = 'image is damaged or incomplete: its pixels cannot be read';

/** The metadata of an upload: what its structure shows, and what the decoder found in it. */
function metadataOf(bytes: Uint8Array, ext: ImageExt, header: Metadata): Finding[] {
  const found = new Set(findMetadata(bytes, ext));
  if (header.exif) found.add('EXIF');
  if (header.xmp) found.add('XMP');
  if (header.iptc) found.add('IPTC');
  if (header.comments?.length) found.add('text chunks');
  if (header.icc) found.add(ICC_PROFILE);
  // sRGB is what browsers assume anyway: that profile may stay.
  if (header.icc && isSrgbProfile(header.icc)) found.delete(ICC_PROFILE);
  return [...found];
}

/** The encoder for `ext`, at high quality, keeping what the original's encoding chose. */
function encode(image: Sharp, ext: ImageExt, header: Metadata, bytes: Uint8Array): Sharp {
  switch (ext) {
    case 'jpg':
      return image.jpeg({
        quality: 92,
        progressive: header.isProgressive,
        chromaSubsampling: header.chromaSubsampling?.startsWith('4:4:4') ? '4:4:4' : '4:2:0',
      });
    case 'png':
      // A palette image has at most 256 colours: kept exactly, without dithering.
      return header.isPalette
        ? image.png({ palette: true, quality: 100, colours: 256, dither: 0 })
        : image.png();
    case 'webp':
      return isLosslessWebp(bytes) ? image.webp({ lossless: true }) : image.webp({ quality: 92 });
    case 'gif':
      return image.gif();
    case 'avif':
      // AV1 encoding is slow: the lowest effort that keeps the quality.
      return image.avif({ quality: 80, effort: 2 });
  }
}

/** A WebP coded losslessly only (VP8L, no lossy VP8 frame anywhere). */
function isLosslessWebp(bytes: Uint8Array): boolean {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  return text.includes('VP8L') && !text.includes('VP8 ');
}

/**
 * The image to store for an upload of `ext` (already recognised by its leading bytes): 400 for
 * what no decoder reads as that format, for an image too large to decode, and for damaged pixels.
 */
export async function cleanImage(
  bytes: Uint8Array,
  ext: ImageExt,
  maxPixels: number,
): Promise<CleanImage> {
  const header = await readHeader(bytes);
  // The leading bytes name the format; the decoder confirms that a real image follows.
  if (!header || header.format !== SHARP_FORMAT[ext]) throw new HttpError(400, NOT_AN_IMAGE);
  const frames = framesOf(header, true);
  // The decoder reads an APNG's first frame only, but a reader's browser decodes every frame.
  const shown = ext === 'png' ? Math.max(frames, animatedPngFrames(bytes)) : frames;
  const tooLarge = sizeProblem(header, shown, maxPixels);
  if (tooLarge) throw new HttpError(400, `image is too large: ${tooLarge}`);

  const removed = metadataOf(bytes, ext, header);
  const animatedPng = ext === 'png' && isAnimatedPng(bytes);
  const reencoded = await imageJob(() =>
    encode(sharp(bytes, decoderOptions(maxPixels, frames > 1)).autoOrient(), ext, header, bytes)
      .toBuffer()
      .catch(() => {
        throw new HttpError(400, DAMAGED_IMAGE);
      }),
  );
  if (removed.length === 0) return { bytes, ext, removed };
  // The decoder reads an animated PNG's first frame only: its frames stay, its metadata goes.
  if (animatedPng) return { bytes: pngPictureOnly(bytes), ext, removed };
  return { bytes: new Uint8Array(reencoded), ext, removed };
}
