import { afterEach, describe, it, expect } from 'vitest';
import sharp from 'sharp';

import { seedCategories, seedPopularSlugs, seedPosts } from '../../server/db/seed/content';
import { buildSeedBannerSvg, renderSeedBanner } from '../../server/db/seed/banners';
import {
  buildSeedImageSvg,
  motifFor,
  motifsForCategory,
  renderSeedImage,
  seedImageAlt,
  type Motif,
} from '../../server/db/seed/images';
import { seedDemoContent } from '../../server/db/seed/seed';
import { makeTestApp, type TestApp } from './helpers';

/** The slug rule the backend uses: keep letters, digits, spaces and hyphens; spaces to hyphens. */
function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9 -]/g, '')
    .trim()
    .replace(/\s+/g, '-');
}

function isJpeg(buffer: Buffer): boolean {
  return buffer.length > 3 && buffer[0] === 0xff && buffer[1] === 0xd8 && buffer[2] === 0xff;
}

describe('seed categories', () => {
  it('has the 7 categories in the specified order', () => {
    expect(seedCategories.map((c) => [c.name, c.slug])).toEqual([
      ['Casino', 'casino'],
      ['Crypto', 'crypto'],
      ['Blog', 'blog'],
      ['Football', 'football'],
      ['Poker', 'poker'],
      ['Rummy', 'rummy'],
      ['Cricket', 'cricket'],
    ]);
  });

  it('has unique slugs and non-empty descriptions', () => {
    const slugs = seedCategories.map((c) => c.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const category of seedCategories) {
      expect(category.description.trim().length).toBeGreaterThan(20);
    }
  });
});

describe('seed posts', () => {
  it('has at least 36 posts with unique slugs', () => {
    expect(seedPosts.length).toBeGreaterThanOrEqual(36);
    const slugs = seedPosts.map((p) => p.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it('derives every slug from its title', () => {
    for (const post of seedPosts) {
      expect(post.slug).toBe(slugify(post.title));
      expect(post.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    }
  });

  it('assigns every post to a known category, with at least 4 per category', () => {
    const known = new Set(seedCategories.map((c) => c.slug));
    const counts = new Map<string, number>();
    for (const post of seedPosts) {
      expect(known.has(post.categorySlug)).toBe(true);
      counts.set(post.categorySlug, (counts.get(post.categorySlug) ?? 0) + 1);
    }
    for (const category of seedCategories) {
      expect(counts.get(category.slug) ?? 0).toBeGreaterThanOrEqual(4);
    }
  });

  it('has sensible metadata and HTML content', () => {
    for (const post of seedPosts) {
      expect(post.title.trim()).toBe(post.title);
      expect(post.excerpt.length).toBeGreaterThan(20);
      expect(Number.isInteger(post.daysAgo)).toBe(true);
      expect(post.daysAgo).toBeGreaterThanOrEqual(0);
      expect(post.daysAgo).toBeLessThanOrEqual(120);
      const paragraphs = post.content.match(/<p>/g) ?? [];
      expect(paragraphs.length).toBeGreaterThanOrEqual(3);
      expect(post.content).not.toMatch(/lorem ipsum/i);
    }
  });

  it('includes at least one table, one of them wrapped in a figure', () => {
    expect(seedPosts.some((p) => p.content.includes('<table'))).toBe(true);
    expect(seedPosts.some((p) => /<figure class="table">\s*<table/.test(p.content))).toBe(true);
  });
});

describe('seed popular list', () => {
  it('has 6 distinct slugs that exist in the posts', () => {
    expect(seedPopularSlugs).toHaveLength(6);
    expect(new Set(seedPopularSlugs).size).toBe(6);
    const slugs = new Set(seedPosts.map((p) => p.slug));
    for (const slug of seedPopularSlugs) {
      expect(slugs.has(slug)).toBe(true);
    }
  });
});

describe('seed images', () => {
  it('renders a 1200x675 JPEG cover deterministically', async () => {
    const first = await renderSeedImage('northbridge-fc-vs-harlow-athletic', 'football');
    const second = await renderSeedImage('northbridge-fc-vs-harlow-athletic', 'football');
    expect(isJpeg(first)).toBe(true);
    const meta = await sharp(first).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.width).toBe(1200);
    expect(meta.height).toBe(675);
    expect(first.equals(second)).toBe(true);
    expect(first.length).toBeLessThan(80 * 1024);
  });

  it('varies with the slug and category and honours a custom size', async () => {
    const a = await renderSeedImage('how-roulette-odds-really-work', 'casino');
    const b = await renderSeedImage('how-roulette-odds-really-work', 'poker');
    const c = await renderSeedImage('baccarat-in-five-minutes-banker-player-and-tie', 'casino');
    expect(a.equals(b)).toBe(false);
    expect(a.equals(c)).toBe(false);
    const small = await renderSeedImage('how-roulette-odds-really-work', 'casino', 400, 225);
    const meta = await sharp(small).metadata();
    expect([meta.width, meta.height]).toEqual([400, 225]);
  });

  it('keeps every seeded cover under 80 KB', async () => {
    for (const post of seedPosts) {
      const image = await renderSeedImage(post.slug, post.categorySlug);
      expect(image.length).toBeLessThan(80 * 1024);
    }
  });

  it("draws every seeded cover from its own category's motifs", () => {
    const sets = new Map(seedCategories.map((c) => [c.slug, motifsForCategory(c.slug)]));
    // Each category has its own motifs, two or more so its covers are not all alike.
    const all = [...sets.values()].flat();
    expect(new Set(all).size).toBe(all.length);
    for (const motifs of sets.values()) expect(motifs.length).toBeGreaterThanOrEqual(2);
    expect(sets.get('football')).toEqual(expect.arrayContaining(['pitch', 'ball', 'goal']));
    expect(sets.get('cricket')).toEqual(expect.arrayContaining(['wicket', 'strip', 'bat']));
    expect(sets.get('casino')).toContain('roulette');
    expect(sets.get('crypto')).toContain('coin');

    const used = new Map<string, Set<string>>();
    for (const post of seedPosts) {
      const motif = motifFor(post.categorySlug, post.slug);
      expect(sets.get(post.categorySlug)).toContain(motif);
      expect(motifFor(post.categorySlug, post.slug)).toBe(motif);
      used.set(post.categorySlug, (used.get(post.categorySlug) ?? new Set()).add(motif));
    }
    // Every category shows at least two different motifs across its posts.
    for (const category of seedCategories) {
      expect(used.get(category.slug)?.size ?? 0).toBeGreaterThanOrEqual(2);
    }
    // A post that names its subject gets the matching motif.
    expect(motifFor('casino', 'how-roulette-odds-really-work')).toBe('roulette');
    expect(motifFor('crypto', 'reading-a-candlestick-chart-without-the-hype')).toBe('chart');
  });

  it('gives a post in an unknown category a generic motif', async () => {
    const motif = motifFor('darts', 'nine-dart-finishes-explained');
    expect(motif).toBe('rings');
    expect(motifsForCategory('darts')).toEqual(['rings']);
    const known = seedCategories.flatMap((c) => motifsForCategory(c.slug));
    expect(known).not.toContain(motif);
    // Nothing inherited from Object.prototype passes for a category.
    expect(motifsForCategory('constructor')).toEqual(['rings']);
    const image = await renderSeedImage('nine-dart-finishes-explained', 'darts', 240, 135);
    expect(isJpeg(image)).toBe(true);
  });

  it('builds the same text-free SVG for the same post', () => {
    for (const post of seedPosts) {
      const svg = buildSeedImageSvg(post.slug, post.categorySlug);
      expect(svg).toBe(buildSeedImageSvg(post.slug, post.categorySlug));
      expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 1200 675"/);
      expect(svg).not.toMatch(/<text\b/);
      expect(svg).not.toMatch(/NaN|undefined/);
    }
  });

  it('renders 1200x240 JPEG banners', async () => {
    for (const kind of ['home', 'post'] as const) {
      const banner = await renderSeedBanner(kind);
      expect(isJpeg(banner)).toBe(true);
      const meta = await sharp(banner).metadata();
      expect(meta.format).toBe('jpeg');
      expect([meta.width, meta.height]).toEqual([1200, 240]);
      expect((await renderSeedBanner(kind)).equals(banner)).toBe(true);
    }
  });

  it('draws the demo banners as adverts with words, not placeholder bars', () => {
    const words = (svg: string) =>
      [...svg.matchAll(/<text[^>]*>([^<]+)<\/text>/g)].map((m) => m[1]);
    expect(words(buildSeedBannerSvg('home'))).toEqual([
      'SPONSORED · ACE ODDS',
      'Live odds for',
      'every match',
      'Compare 20+ bookmakers in one place',
      'Compare now →',
    ]);
    expect(words(buildSeedBannerSvg('post'))).toContain('Join free →');
    for (const kind of ['home', 'post'] as const) {
      const svg = buildSeedBannerSvg(kind);
      // The headline is 58 px of 240: about 17 px when a phone shows the whole banner 343 px wide.
      expect(svg.match(/font-size="58"/g)).toHaveLength(2);
      // No text-less bars standing in for a headline.
      expect(svg).not.toMatch(/<rect[^>]*height="(16|30)"/);
    }
  });
});

describe('seed image alt texts', () => {
  let t: TestApp | null = null;
  afterEach(async () => {
    await t?.close();
    t = null;
  });

  it('describes each seeded cover by what its motif shows, never by the post title', () => {
    const byMotif = new Map<Motif, string>();
    for (const post of seedPosts) {
      const alt = seedImageAlt(post.slug, post.categorySlug);
      expect(alt, post.slug).toMatch(/^Illustration: \S.{20,}$/);
      expect(alt.length, post.slug).toBeLessThanOrEqual(250);
      expect(alt.toLowerCase(), post.slug).not.toContain(post.title.toLowerCase());
      byMotif.set(motifFor(post.categorySlug, post.slug), alt);
    }
    // One sentence per motif: covers that look different are described differently.
    expect(new Set(byMotif.values()).size).toBe(byMotif.size);
    expect(seedImageAlt('asian-handicap-betting-a-beginner-guide', 'football')).toMatch(
      /football pitch/,
    );
    expect(seedImageAlt('how-roulette-odds-really-work', 'casino')).toMatch(/roulette wheel/);
    expect(seedImageAlt('reading-a-candlestick-chart-without-the-hype', 'crypto')).toMatch(
      /candlestick/,
    );
    expect(seedImageAlt('nine-dart-finishes-explained', 'darts')).toMatch(/rings/);
  });

  it('stores an alt text, not the title, with every seeded post that has an image', async () => {
    t = await makeTestApp();
    expect(await seedDemoContent(t.deps)).toBe(true);
    const { rows } = await t.deps.db.query<{
      slug: string;
      title: string;
      image_path: string | null;
      image_alt: string | null;
    }>('SELECT slug, title, image_path, image_alt FROM posts ORDER BY id');
    expect(rows).toHaveLength(seedPosts.length);
    for (const row of rows) {
      expect(row.image_path, row.slug).toBeTruthy();
      expect(row.image_alt?.trim(), row.slug).toBeTruthy();
      expect(row.image_alt, row.slug).not.toBe(row.title);
      const post = seedPosts.find((p) => p.slug === row.slug)!;
      expect(row.image_alt, row.slug).toBe(seedImageAlt(post.slug, post.categorySlug));
    }
    // Readers get it with the post.
    const res = await t.request('GET', 'post', { params: { slug: rows[0]!.slug } });
    expect(((await res.json()) as { image_alt: string }).image_alt).toBe(rows[0]!.image_alt);
  }, 120_000);
});
