/**
 * sharp, set up for untrusted images (uploads, and the resized variants of what is stored).
 *
 * Memory stays bounded by construction: an image's size is read from its header and judged
 * before any pixel is decoded (sharp's `limitInputPixels` is the backstop); each image gets one
 * libvips thread; at most IMAGE_JOBS images are worked on at once, the rest wait their turn; and
 * libvips keeps no cache of past operations (each image is new, and variants live on disk).
 */
import sharp, { type Metadata, type SharpOptions } from 'sharp';

sharp.concurrency(1);
sharp.cache(false);

/** Images decoded at the same time; with the pixel limit this caps the memory images take. */
export const IMAGE_JOBS = 2;

/** The widest and tallest image accepted: WebP's own limit, so that every image has variants. */
export const MAX_IMAGE_SIDE = 16_383;

/** Formats whose frames are all decoded when an upload is re-encoded. */
const ANIMATED_FORMATS = new Set(['gif', 'webp']);

/** The header of an image, read without decoding a pixel; null when no decoder takes it. */
export function readHeader(input: Uint8Array | string): Promise<Metadata | null> {
  return sharp(input, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
}

/** The frames a full decode reads: all of an animation's, or only the first. */
export function framesOf(header: Metadata, allFrames: boolean): number {
  return allFrames && ANIMATED_FORMATS.has(header.format) ? Math.max(1, header.pages ?? 1) : 1;
}

const megapixels = (pixels: number) => `${Number((pixels / 1e6).toPrecision(3))} megapixels`;

/**
 * Why the image is too large to decode, as "100000 × 100000 pixels (at most 16383 wide and
 * high)", or null when it is not. `frames`: how many of its frames will be decoded.
 */
export function sizeProblem(header: Metadata, frames: number, maxPixels: number): string | null {
  const { width, height } = header;
  if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE) {
    return `${width} × ${height} pixels (at most ${MAX_IMAGE_SIDE} wide and high)`;
  }
  const pixels = width * height * frames;
  if (pixels > maxPixels) {
    const over = frames > 1 ? ` over ${frames} frames` : '';
    return `${megapixels(pixels)}${over} (at most ${megapixels(maxPixels)})`;
  }
  return null;
}

/** How untrusted input is opened for a full decode. */
export function decoderOptions(maxPixels: number, animated: boolean): SharpOptions {
  return {
    limitInputPixels: maxPixels,
    // Truncated or corrupt pixel data is refused; mere warnings (common in phone JPEGs) are not.
    failOn: 'error',
    animated,
  };
}

let running = 0;
const waiting: (() => void)[] = [];

/** Runs `job` when one of the IMAGE_JOBS slots is free. */
export async function imageJob<T>(job: () => Promise<T>): Promise<T> {
  if (running < IMAGE_JOBS) running += 1;
  else await new Promise<void>((resolve) => waiting.push(resolve));
  try {
    return await job();
  } finally {
    // The slot passes straight to the next in line, so no newcomer can slip in between.
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

export { sharp };
