/**
 * Responsive images: the backend serves `/backend/public/<image_path>?w=320|640|960|1280` as
 * resized WebP (a backend without variants ignores `w` and sends the original, so the same markup
 * works against both). Pure and framework-free, so the server can build the same `srcset` for
 * its preload hints.
 */

/** The widths the backend renders (a fixed set: it refuses any other `w`). */
export const IMAGE_WIDTHS = [320, 640, 960, 1280] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** The variant used as `src`: enough for a card on a phone, and what srcset-less clients get. */
export const DEFAULT_SRC_WIDTH: ImageWidth = 640;

/**
 * `sizes` for each place an image is shown, from the layout: the main column has 80 px gutters
 * on both sides from 768 px (md; the rail is on the left), 80 px and a 64 px dock gutter from
 * 1024 px (lg), page padding of 16/24/32 px, and a content width capped at 1280 px (reached at
 * 1424 px of viewport). Plain strings, so a bundle without the grid or the hero drops them.
 */
export const IMAGE_SIZES = {
  /** A post card in the 1 / 2 / 3-column grid (gap 24 px). */
  card:
    '(min-width: 1424px) 390px, (min-width: 1024px) calc((100vw - 256px) / 3), ' +
    '(min-width: 768px) calc(50vw - 116px), (min-width: 640px) calc(50vw - 36px), ' +
    'calc(100vw - 32px)',
  /**
   * Home's lead story: from 1024 px three fifths of two grid columns and their gap (its text
   * beside it), the full content width below.
   */
  lead:
    '(min-width: 1424px) 482px, (min-width: 1024px) calc((100vw - 256px) * 0.4 + 14px), ' +
    '(min-width: 768px) calc(100vw - 208px), (min-width: 640px) calc(100vw - 48px), ' +
    'calc(100vw - 32px)',
  /** The post page's hero, in a column of at most 768 px. */
  hero: '(min-width: 1024px) 768px, (min-width: 768px) calc(100vw - 208px), calc(100vw - 32px)',
  /** A home or post banner, as wide as the content. */
  banner:
    '(min-width: 1424px) 1216px, (min-width: 1024px) calc(100vw - 208px), ' +
    '(min-width: 768px) calc(100vw - 208px), (min-width: 640px) calc(100vw - 48px), ' +
    'calc(100vw - 32px)',
} as const;

/** Only the backend's own upload folder renders variants; any other URL is used as it is. */
export function hasVariants(url: string): boolean {
  return /\/backend\/public\/[^?#]+$/.test(url);
}

/** The URL of one width of an image (the URL itself when it has no variants). */
export function imageVariant(url: string, width: ImageWidth): string {
  return hasVariants(url) ? `${url}?w=${width}` : url;
}

/** `srcset` with every variant width, or undefined for an image without variants. */
export function imageSrcSet(url: string): string | undefined {
  if (!hasVariants(url)) return undefined;
  return IMAGE_WIDTHS.map((width) => `${imageVariant(url, width)} ${width}w`).join(', ');
}
