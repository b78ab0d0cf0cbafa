/**
 * One post of an import, whatever it came from (WordPress, Ghost): recognised when imported
 * before (skipped when unchanged, or edited or deleted here since; updated otherwise), its images
 * prepared outside the transaction, then in one transaction its images, the post, the record of
 * it and its old addresses. The report says what became of it.
 */
import { createHash } from 'node:crypto';
import { LIMITS } from '../../../src/contract/limits';
import type { Db, Queryable } from '../../db/connect';
import {
  excerptOf,
  pointImages,
  slugify,
  titleOf,
  uploadPathsIn,
  type UploadPathOf,
} from './content';
import type { ImageImporter, PreparedImage } from './images';
import {
  importedItem,
  insertPost,
  postUpdatedAt,
  recordImported,
  recordLegacyPaths,
  storedHtml,
  updatePost,
  type PostInput,
} from './importWrite';
import type { ImportReport } from './report';

export interface Publication {
  status: 'draft' | 'published';
  postedAt: Date | null;
  createdAt: Date;
  firstPublishedAt: Date | null;
}

/** A post as an export gives it, already read into this app's terms. */
export interface SourcePost {
  sourceId: string;
  title: string;
  /** Before its images are pointed here; sanitised at the save. */
  html: string;
  excerpt: string;
  slug: string;
  /** Its status and times here, or why it is skipped. */
  publication: Publication | string;
  modified: Date | null;
  /** The featured image's URL on the old site, or ''. */
  featuredUrl: string;
  legacyKeys: string[];
  /** Everything the export says of it: a change to any of it updates the post. */
  fingerprintOf: unknown;
  categoryOf(tx: Queryable): Promise<number>;
  authorOf(tx: Queryable): Promise<number | null>;
}

export interface PostImportContext {
  db: Db;
  source: string;
  images: ImageImporter;
  uploadPathOf: UploadPathOf;
  now: () => Date;
  report: ImportReport;
}

/** A post the import leaves as it is, with why (it rolls its transaction back). */
class Skip extends Error {}

export async function importPost(ctx: PostImportContext, post: SourcePost): Promise<void> {
  const { db, images, report } = ctx;
  const title = titleOf(post.title) || '(untitled)';
  const skip = (reason: string) => void report.skipped.push({ title, reason });
  if (typeof post.publication === 'string') return skip(post.publication);
  const publication = post.publication;
  const now = ctx.now();
  const fingerprint = createHash('sha256').update(JSON.stringify(post.fingerprintOf)).digest('hex');
  const earlier = await importedItem(db, ctx.source, 'post', post.sourceId);
  if (earlier) {
    if (earlier.fingerprint === fingerprint) return skip('already imported, unchanged since');
    const changedAt = await postUpdatedAt(db, Number(earlier.target));
    if (!changedAt) return skip('deleted here after it was imported: not made again');
    if (changedAt.getTime() > new Date(earlier.imported_at).getTime()) {
      return skip('edited here since it was imported: kept as it is');
    }
  }

  const featured = post.featuredUrl ? ctx.uploadPathOf(post.featuredUrl) : null;
  const wanted = uploadPathsIn(post.html, ctx.uploadPathOf);
  if (featured && !wanted.includes(featured)) wanted.push(featured);
  const prepared: PreparedImage[] = [];
  for (const rel of wanted) prepared.push(await images.prepare(rel));

  try {
    await db.transaction(async (tx) => {
      const stored = new Map<string, string | null>();
      // One file named twice (a resized copy and its original) is stored once.
      const byFile = new Map<string, string | null>();
      for (const image of prepared) {
        const file = 'file' in image ? image.file : null;
        const imagePath =
          file !== null && byFile.has(file) ? byFile.get(file)! : await images.save(tx, image, now);
        if (file !== null) byFile.set(file, imagePath);
        stored.set(image.rel, imagePath);
      }
      const urls = new Map([...stored].map(([rel, p]) => [rel, p && `/backend/public/${p}`]));
      const content = pointImages(post.html, urls, ctx.uploadPathOf);
      if (storedHtml(content).length > LIMITS.contentMax) {
        throw new Skip(`its text is longer than ${LIMITS.contentMax} characters`);
      }
      const input: PostInput = {
        slug: slugify(post.slug) || slugify(post.title) || `post-${slugify(post.sourceId)}`,
        title,
        excerpt: excerptOf(post.excerpt),
        html: content,
        categoryId: await post.categoryOf(tx),
        authorId: await post.authorOf(tx),
        imagePath: (featured && stored.get(featured)) || null,
        status: publication.status,
        postedAt: publication.postedAt,
        createdAt: publication.createdAt,
        updatedAt: post.modified && post.modified.getTime() <= now.getTime() ? post.modified : now,
        firstPublishedAt: publication.firstPublishedAt,
      };
      let id: number;
      if (earlier) {
        id = Number(earlier.target);
        await updatePost(tx, id, input, now);
      } else {
        id = (await insertPost(tx, input, now)).id;
      }
      // Read back: the import's own write must not count as an edit made here.
      const written = (await postUpdatedAt(tx, id)) ?? now;
      await recordImported(tx, ctx.source, 'post', post.sourceId, id, fingerprint, written);
      await recordLegacyPaths(tx, post.legacyKeys, { post_id: id });
    });
  } catch (error) {
    if (error instanceof Skip) return skip(error.message);
    throw error;
  }
  if (earlier) report.updated++;
  else report.created++;
  for (const image of prepared) {
    if ('missing' in image) {
      report.imagesMissing.push({ post: title, file: image.rel, reason: image.missing });
    }
  }
}

/** Published at `at` (scheduled when ahead of `now`). */
export const publishedAt = (at: Date, now: Date): Publication => ({
  status: 'published',
  postedAt: at,
  createdAt: at,
  firstPublishedAt: at.getTime() <= now.getTime() ? at : null,
});

/** A draft, made at `at` when known. */
export const draftAt = (at: Date | null, now: Date): Publication => ({
  status: 'draft',
  postedAt: null,
  createdAt: at && at.getTime() <= now.getTime() ? at : now,
  firstPublishedAt: null,
});
