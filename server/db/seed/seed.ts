/**
 * Demo content on first start: the seven categories, every seed post with a generated cover
 * image and its alt text (the football and cricket previews with their predictions and their
 * record, predictions.ts), written by the three demo authors (authors.ts), a popular list of six,
 * both banners (each slot's house campaign), two finished demo campaigns with their reports
 * (campaigns.ts) and 90 days of analytics (analytics.ts). Runs only on an empty database, in one
 * transaction, so a second start (or a second instance starting at once) changes nothing.
 */
import type { UploadStore } from '../../uploads/store';
import type { Db } from '../connect';
import { sanitisePostHtml } from '../../html/postHtml';
import { seedCategories, seedPopularSlugs, seedPosts } from './content';
import { renderSeedBanner, renderSeedPhoneBanner } from './banners';
import { renderSeedImage, seedImageAlt } from './images';
import { seedPredictions, withSeedPicks } from './predictions';
import { insertSeedAuthors } from './authors';
import { seedDemoAnalytics, type DemoPost } from './analytics';
import { renderDemoCampaignArt, seedDemoCampaigns } from './campaigns';
import { postPath } from '../../../src/contract/paths';
import type { Settings } from '../../settings';

const DAY_MS = 24 * 3600_000;

/** Renders at most `limit` images at a time: sharp already uses every core per image. */
async function mapLimited<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>) {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

export async function isEmpty(deps: { db: Db }): Promise<boolean> {
  const { rows } = await deps.db.query<{ n: number }>(
    'SELECT ((SELECT count(*) FROM categories) + (SELECT count(*) FROM posts))::int AS n',
  );
  return Number(rows[0]!.n) === 0;
}

/** Seeds the demo content when the database has no content yet; answers whether it did. */
export async function seedDemoContent(deps: {
  db: Db;
  uploads: UploadStore;
  now: () => Date;
  /** The site's days for the demo analytics (UTC without it). */
  settings?: Pick<Settings, 'siteTimeZone'>;
}): Promise<boolean> {
  if (!(await isEmpty(deps))) return false;

  try {
    const coverArt = await mapLimited(seedPosts, 2, (post) =>
      renderSeedImage(post.slug, post.categorySlug),
    );
    const homeArt = await renderSeedBanner('home');
    const postBannerArt = await renderSeedBanner('post');
    // The phone's 6:5 creatives beside them: a phone is never shown the 5:1 one letterboxed.
    const homePhoneArt = await renderSeedPhoneBanner('home');
    const postPhoneArt = await renderSeedPhoneBanner('post');
    const campaignArt = await renderDemoCampaignArt();
    const now = deps.now().getTime();

    // The images go in with the content that names them, served like any upload.
    await deps.db.transaction(async (tx) => {
      const postImages: string[] = [];
      for (const bytes of coverArt) postImages.push(await deps.uploads.save(tx, bytes, 'jpg'));
      const homeBanner = await deps.uploads.save(tx, homeArt, 'jpg');
      const postBanner = await deps.uploads.save(tx, postBannerArt, 'jpg');
      const homePhone = await deps.uploads.save(tx, homePhoneArt, 'jpg');
      const postPhone = await deps.uploads.save(tx, postPhoneArt, 'jpg');
      const categoryIds = new Map<string, number>();
      for (const category of seedCategories) {
        const { rows } = await tx.query<{ id: number }>(
          `INSERT INTO categories (name, slug, description, created_at, betting)
           VALUES ($1, $2, $3, $4, $5) RETURNING id`,
          [
            category.name,
            category.slug,
            category.description,
            new Date(now - 400 * DAY_MS),
            category.betting ?? true,
          ],
        );
        categoryIds.set(category.slug, rows[0]!.id);
      }
      const authorIds = await insertSeedAuthors(tx, new Date(now - 400 * DAY_MS));
      const postIds = new Map<string, number>();
      const demoPosts: DemoPost[] = [];
      for (const [index, post] of seedPosts.entries()) {
        const categoryId = categoryIds.get(post.categorySlug);
        if (categoryId === undefined) {
          throw new Error(`Seed post ${post.slug} names an unknown category ${post.categorySlug}`);
        }
        // Minutes apart within a day keep the order stable for posts of the same day.
        const at = new Date(now - post.daysAgo * DAY_MS - index * 60_000);
        const { rows } = await tx.query<{ id: number }>(
          `INSERT INTO posts (slug, title, excerpt, content, image_path, image_alt, category_id,
             created_at, posted_at, updated_at, author_id)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8, $8, $9) RETURNING id`,
          [
            post.slug,
            post.title,
            post.excerpt,
            sanitisePostHtml(withSeedPicks(post.slug, post.content, now)),
            postImages[index],
            // What the cover shows, for readers who cannot see it.
            seedImageAlt(post.slug, post.categorySlug),
            categoryId,
            at,
            authorIds.get(post.categorySlug) ?? null,
          ],
        );
        postIds.set(post.slug, rows[0]!.id);
        demoPosts.push({
          id: Number(rows[0]!.id),
          categoryId,
          path: postPath({ slug: post.slug, category_slug: post.categorySlug }),
          at,
        });
        // The proof of its picks, settled as they were (not through the API: most are past).
        await seedPredictions(tx, post.slug, rows[0]!.id, at, now);
      }
      for (const [position, slug] of seedPopularSlugs.entries()) {
        const postId = postIds.get(slug);
        if (postId === undefined) throw new Error(`Seed popular slug ${slug} names no post`);
        await tx.query('INSERT INTO popular (post_id, position) VALUES ($1, $2)', [
          postId,
          position + 1,
        ]);
      }
      // 90 days of figures for the analytics page, "Most read" and "Trending" (marked demo).
      await seedDemoAnalytics(tx, {
        posts: demoPosts,
        categories: [...categoryIds].map(([slug, id]) => ({ id: Number(id), slug })),
        now: new Date(now),
        timeZone: deps.settings?.siteTimeZone ?? 'UTC',
      });
      // Each slot's banner is its house campaign (undated, the one the seed's banner calls keep).
      await tx.query(
        `INSERT INTO campaigns (slot, advertiser, image_path, phone_image_path, house)
         VALUES ('home', 'House banner', $1, $3, true), ('post', 'House banner', $2, $4, true)`,
        [homeBanner, postBanner, homePhone, postPhone],
      );
      // Two finished campaigns with their reports (marked demo).
      await seedDemoCampaigns(tx, deps.uploads, campaignArt, {
        now: new Date(now),
        timeZone: deps.settings?.siteTimeZone ?? 'UTC',
        categoryIds,
      });
    });
    return true;
  } catch (error) {
    // Another instance seeded first: its content stands.
    if (!(await isEmpty(deps))) return false;
    throw error;
  }
}
