import { describe, expect, it } from 'vitest';
import {
  hasVariants,
  IMAGE_SIZES,
  IMAGE_WIDTHS,
  imageSrcSet,
  imageVariant,
} from '../../../src/contract/images';

const upload = 'http://api.test/backend/public/uploads/roulette.jpg';

describe('responsive image URLs', () => {
  it('offers the four widths the backend renders', () => {
    expect(IMAGE_WIDTHS).toEqual([320, 640, 960, 1280]);
  });

  it('asks the backend for one width with ?w=', () => {
    expect(imageVariant(upload, 640)).toBe(`${upload}?w=640`);
    expect(imageVariant('/backend/public/uploads/a.webp', 320)).toBe(
      '/backend/public/uploads/a.webp?w=320',
    );
  });

  it('builds a srcset of every variant with its width descriptor', () => {
    expect(imageSrcSet(upload)).toBe(
      `${upload}?w=320 320w, ${upload}?w=640 640w, ${upload}?w=960 960w, ${upload}?w=1280 1280w`,
    );
  });

  it('leaves images from elsewhere (or already carrying a query) as they are', () => {
    const external = 'https://cdn.example.com/pic.jpg';
    expect(hasVariants(external)).toBe(false);
    expect(imageVariant(external, 640)).toBe(external);
    expect(imageSrcSet(external)).toBeUndefined();
    expect(imageSrcSet(`${upload}?v=2`)).toBeUndefined();
  });

  it('has sizes for cards (1/2/3 columns), the hero and banners, ending with a default', () => {
    expect(IMAGE_SIZES.card).toMatch(
      /^\(min-width: 1424px\) 390px, .*\(min-width: 1024px\) calc\(\(100vw - 256px\) \/ 3\)/,
    );
    for (const sizes of Object.values(IMAGE_SIZES)) {
      const parts = sizes.split(', ');
      expect(parts.at(-1)).toBe('calc(100vw - 32px)');
      for (const part of parts.slice(0, -1)) expect(part).toMatch(/^\(min-width: \d+px\) \S/);
    }
  });
});
