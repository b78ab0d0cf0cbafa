/**
 * Imports a WordPress export (WXR) into the site, in two passes over the file, each streamed:
 *
 * 1. A reading pass writes nothing. It proves the whole file well-formed and within the limits
 *    (xmlStream.ts refuses hostile XML), and keeps only what is small and needed before the posts:
 *    the authors, categories and attachment addresses, and the number of posts. So a refused
 *    file leaves nothing half-imported: the refusal comes before the first write.
 * 2. A writing pass: the authors and categories in one transaction, then each post in its own
 *    (its images, the post, its record and old addresses together, or none of them). Memory
 *    stays bounded by one post; an interrupted import is resumed by running it again, since every
 *    post already imported is recognised (imported_items) and skipped.
 */
import type { Db, Queryable } from '../../db/connect';
import type { Settings } from '../../settings';
import type { UploadStore } from '../../uploads/store';
import { autop, plainText, tagsLine, titleOf } from './content';
import { importerFor } from './images';
import {
  findOrCreateAuthor,
  findOrCreateCategory,
  recordImported,
  recordLegacyPaths,
  stillImported,
} from './importWrite';
import { draftAt, importPost, publishedAt, type Publication } from './postImport';
import { legacyKey, legacyKeysOfLink } from './legacyPaths';
import { emptyReport, type ImportReport, type OnProgress } from './report';
import { renderShortcodes } from './shortcodes';
import { uploadPathOf, type UploadsSource } from './uploadsSource';
import {
  readAuthor,
  readCategory,
  readItem,
  readSiteField,
  type WxrAuthor,
  type WxrCategory,
  type WxrPost,
  type WxrSite,
} from './wxr';
import { ImportRefused, streamChannel, type StreamOptions } from './xmlStream';

export interface ImportOptions extends StreamOptions {
  db: Db;
  uploads: UploadStore;
  settings: Pick<Settings, 'uploadMaxBytes' | 'imageMaxPixels'>;
  /** The WordPress uploads folder or zip; without it every image is reported missing. */
  images?: UploadsSource;
  now: () => Date;
  onProgress?: OnProgress;
}

/** The most attachments kept in memory from the reading pass (their addresses only). */
const MAX_ATTACHMENTS = 1_000_000;

/** What the reading pass keeps: small (no post's text), and proof the file can be imported. */
export interface WordpressPlan {
  site: WxrSite;
  authors: Map<string, WxrAuthor>;
  categories: WxrCategory[];
  attachments: Map<string, string>;
  attachedTo: Map<string, string[]>;
  total: number;
}

const counted = (post: WxrPost) => post.type === 'post' || post.type === 'page';

/** The reading pass (writes nothing): refuses the file, or answers what the writing pass needs. */
export async function readWordpress(
  file: string,
  options: StreamOptions = {},
): Promise<WordpressPlan> {
  const plan: WordpressPlan = {
    site: { title: '', link: '', baseSiteUrl: '', baseBlogUrl: '', wxrVersion: '' },
    authors: new Map(),
    categories: [],
    attachments: new Map(),
    attachedTo: new Map(),
    total: 0,
  };
  await streamChannel(
    file,
    (entry) => {
      switch (entry.name) {
        case 'wp:author': {
          const author = readAuthor(entry);
          if (author.login) plan.authors.set(author.login, author);
          return;
        }
        case 'wp:category': {
          const category = readCategory(entry);
          if (category.slug || category.name) plan.categories.push(category);
          return;
        }
        case 'item': {
          const item = readItem(entry);
          if (item.type === 'attachment' && item.attachmentUrl) {
            if (plan.attachments.size >= MAX_ATTACHMENTS) {
              throw new ImportRefused(`The export lists over ${MAX_ATTACHMENTS} attachments.`);
            }
            plan.attachments.set(item.id, item.attachmentUrl);
            if (item.parentId && item.parentId !== '0') {
              const list = plan.attachedTo.get(item.parentId) ?? [];
              list.push(item.attachmentUrl);
              plan.attachedTo.set(item.parentId, list);
            }
          } else if (counted(item)) {
            plan.total++;
          }
          return;
        }
        default:
          readSiteField(plan.site, entry);
      }
    },
    options,
  );
  if (!plan.site.wxrVersion) {
    throw new ImportRefused(
      'This is not a WordPress export (WXR): it has no wp:wxr_version. Export it from ' +
        'WordPress under Tools → Export.',
    );
  }
  return plan;
}

/** The exported site, as imported_items names it: the same site imports as the same source. */
function sourceKeyOf(site: WxrSite): string {
  const url = (site.baseBlogUrl || site.baseSiteUrl || site.link || 'unknown').toLowerCase();
  return `wordpress ${url.replace(/\/+$/, '')}`;
}

/** A post's status and times here, from its WordPress status; a string says why it is skipped. */
function publicationOf(post: WxrPost, now: Date): Publication | string {
  switch (post.status) {
    case 'publish':
      return publishedAt(post.date ?? now, now);
    case 'future':
      return post.date ? publishedAt(post.date, now) : draftAt(null, now);
    case 'draft':
    case 'pending':
    case 'private':
      return draftAt(post.date, now);
    default:
      return `its WordPress status is "${post.status || 'none'}" (only published, scheduled and draft posts are imported)`;
  }
}

/** The old addresses of a post: `/?p=`, its own permalink, and the date-based ones. */
function postLegacyKeys(post: WxrPost): string[] {
  const keys = [legacyKey('/', `?p=${post.id}`), ...legacyKeysOfLink(post.link)];
  if (post.date && post.slug) {
    const y = String(post.date.getUTCFullYear());
    const m = String(post.date.getUTCMonth() + 1).padStart(2, '0');
    const d = String(post.date.getUTCDate()).padStart(2, '0');
    keys.push(legacyKey(`/${y}/${m}/${post.slug}`), legacyKey(`/${y}/${m}/${d}/${post.slug}`));
  }
  return keys.filter((key): key is string => key !== null);
}

/** Both passes: nothing is written unless the whole file passes the first. */
export async function importWordpress(file: string, options: ImportOptions): Promise<ImportReport> {
  return writeWordpress(file, await readWordpress(file, options), options);
}

/** The writing pass over `file`, once `readWordpress` accepted it. */
export async function writeWordpress(
  file: string,
  plan: WordpressPlan,
  options: ImportOptions,
): Promise<ImportReport> {
  const { db } = options;
  const report = emptyReport();
  report.total = plan.total;
  const source = sourceKeyOf(plan.site);
  const images = importerFor(options, source);

  // Authors and categories first, together.
  const authorIds = new Map<string, number>();
  const categoryIds = new Map<string, number>();
  const termSlugs = new Map<string, string>();
  await db.transaction(async (tx) => {
    const now = options.now();
    for (const author of plan.authors.values()) {
      // An earlier import's account, even renamed here since; else one found or made.
      const kept = await stillImported(tx, source, 'author', author.login);
      const made =
        kept !== null ? { id: kept, created: false } : await findOrCreateAuthor(tx, author);
      if (made.created) report.authorsCreated++;
      await recordImported(tx, source, 'author', author.login, made.id, '', now);
      authorIds.set(author.login, made.id);
    }
    const bySlug = new Map(plan.categories.map((c) => [c.slug, c]));
    for (const category of plan.categories) {
      termSlugs.set(category.termId, category.slug);
      const parent = bySlug.get(category.parentSlug);
      const kept = await stillImported(tx, source, 'category', category.slug);
      const made =
        kept !== null
          ? { id: kept, created: false }
          : await findOrCreateCategory(tx, {
              name: plainText(category.name),
              slug: category.slug,
              description: plainText(category.description),
              parentName: parent ? plainText(parent.name) : '',
            });
      if (made.created) report.categoriesCreated++;
      await recordImported(tx, source, 'category', category.slug, made.id, '', now);
      categoryIds.set(category.slug, made.id);
      const path = parent ? `${parent.slug}/${category.slug}` : category.slug;
      const keys = [legacyKey(`/category/${path}`), legacyKey(`/category/${category.slug}`)];
      if (category.termId) keys.push(legacyKey('/', `?cat=${category.termId}`));
      await recordLegacyPaths(
        tx,
        keys.filter((key): key is string => key !== null),
        { category_id: made.id },
      );
    }
  });
  const owner = await firstOwner(db);

  /** The category of a post: Yoast's primary one, else its first, else "Uncategorized". */
  async function categoryOf(tx: Queryable, post: WxrPost): Promise<number> {
    const primarySlug = termSlugs.get(post.primaryCategoryId);
    const chosen = post.categories.find((c) => c.slug === primarySlug) ??
      post.categories[0] ?? { slug: 'uncategorized', name: 'Uncategorized' };
    const known = categoryIds.get(chosen.slug);
    if (known !== undefined) return known;
    const made = await findOrCreateCategory(tx, { ...chosen, description: '', parentName: '' });
    if (made.created) report.categoriesCreated++;
    categoryIds.set(chosen.slug, made.id);
    return made.id;
  }

  async function authorOf(tx: Queryable, post: WxrPost): Promise<number | null> {
    if (!post.creator) return owner;
    const known = authorIds.get(post.creator);
    if (known !== undefined) return known;
    const made = await findOrCreateAuthor(tx, { login: post.creator, email: '', displayName: '' });
    if (made.created) report.authorsCreated++;
    authorIds.set(post.creator, made.id);
    return made.id;
  }

  const gallery = (post: WxrPost) => ({
    byId: (id: string) => plan.attachments.get(id) ?? null,
    attachedTo: () => plan.attachedTo.get(post.id) ?? [],
  });
  const context = { db, source, images, uploadPathOf, now: options.now, report };

  async function importItem(post: WxrPost) {
    if (post.type === 'page') {
      report.skipped.push({
        title: titleOf(post.title) || '(untitled)',
        reason: 'a page: this site has posts only',
      });
      return;
    }
    await importPost(context, {
      sourceId: post.id,
      title: post.title,
      html: autop(renderShortcodes(post.content, gallery(post))) + tagsLine(post.tags),
      excerpt: post.excerpt,
      slug: post.slug,
      publication: publicationOf(post, options.now()),
      modified: post.modified,
      featuredUrl: (post.thumbnailId && plan.attachments.get(post.thumbnailId)) || '',
      legacyKeys: postLegacyKeys(post),
      fingerprintOf: post,
      categoryOf: (tx) => categoryOf(tx, post),
      authorOf: (tx) => authorOf(tx, post),
    });
  }

  let done = 0;
  await streamChannel(
    file,
    async (entry) => {
      if (entry.name !== 'item') return;
      const post = readItem(entry);
      if (!counted(post)) return;
      await importItem(post);
      options.onProgress?.(++done, plan.total);
    },
    options,
  );
  return report;
}

async function firstOwner(db: Queryable): Promise<number | null> {
  const { rows } = await db.query<{ id: number }>(
    "SELECT id FROM admin_users WHERE role = 'owner' ORDER BY id LIMIT 1",
  );
  return rows[0]?.id ?? null;
}
