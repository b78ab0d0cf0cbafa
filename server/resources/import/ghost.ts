/**
 * Imports a Ghost export (JSON, Ghost 5 and 6: `{db: [{meta: {version}, data: {posts, tags,
 * posts_tags, users, posts_authors}}]}`): posts with their rendered HTML (Ghost renders Lexical
 * and mobiledoc into `html`), the primary tag as the category (the other public tags as a last
 * line), authors as staff to be invited, feature images from the `content/images` folder given
 * beside it, status (published, scheduled, draft) and dates. Old addresses (`/slug/`,
 * `/tag/slug/`) answer 301.
 *
 * Unlike a WXR file, the JSON is read whole (a Ghost export holds no images, so even a large site
 * is tens of MB); a file over GHOST_MAX_BYTES is refused. It is checked whole before anything is
 * written, then written a transaction per post, as the WordPress import does.
 */
import { readFile, stat } from 'node:fs/promises';
import type { Queryable } from '../../db/connect';
import { plainText, tagsLine } from './content';
import { importerFor } from './images';
import {
  findOrCreateAuthor,
  findOrCreateCategory,
  recordImported,
  recordLegacyPaths,
} from './importWrite';
import { legacyKey } from './legacyPaths';
import { draftAt, importPost, publishedAt, type Publication } from './postImport';
import { emptyReport, type ImportReport } from './report';
import { ghostImagePathOf } from './uploadsSource';
import type { ImportOptions } from './wordpress';
import { ImportRefused } from './xmlStream';

export const GHOST_MAX_BYTES = 512 * 1024 * 1024;

interface GhostPost {
  id: string;
  uuid?: string;
  title?: string;
  slug?: string;
  html?: string | null;
  type?: string;
  status?: string;
  custom_excerpt?: string | null;
  feature_image?: string | null;
  created_at?: string | null;
  updated_at?: string | null;
  published_at?: string | null;
}
interface GhostTag {
  id: string;
  name?: string;
  slug?: string;
  description?: string | null;
  visibility?: string;
}
interface GhostUser {
  id: string;
  name?: string;
  slug?: string;
  email?: string;
}
interface Link {
  post_id: string;
  sort_order?: number;
}

export interface GhostPlan {
  version: string;
  posts: GhostPost[];
  tags: Map<string, GhostTag>;
  users: Map<string, GhostUser>;
  postTags: Map<string, string[]>;
  postAuthors: Map<string, string[]>;
}

const list = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

/** Each post's linked ids (tags or authors), in their order. */
function linksOf(rows: (Link & Record<string, unknown>)[], key: string): Map<string, string[]> {
  const sorted = [...rows].sort((a, b) => (a.sort_order ?? 0) - (b.sort_order ?? 0));
  const links = new Map<string, string[]>();
  for (const row of sorted) {
    const id = row[key];
    if (typeof id !== 'string') continue;
    links.set(row.post_id, [...(links.get(row.post_id) ?? []), id]);
  }
  return links;
}

/** Reads and checks the export; writes nothing. */
export async function readGhost(file: string): Promise<GhostPlan> {
  const info = await stat(file);
  if (info.size > GHOST_MAX_BYTES) {
    throw new ImportRefused(`The Ghost export is over ${GHOST_MAX_BYTES / 1024 / 1024} MB.`);
  }
  let json: unknown;
  try {
    json = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new ImportRefused(
      `The file is not valid JSON (${error instanceof Error ? error.message : String(error)}).`,
    );
  }
  const db = (json as { db?: unknown })?.db;
  const first = Array.isArray(db) ? (db[0] as Record<string, unknown> | undefined) : undefined;
  const meta = first?.meta as { version?: unknown } | undefined;
  const data = first?.data as Record<string, unknown> | undefined;
  if (!meta || !data || !Array.isArray(data.posts)) {
    throw new ImportRefused('This is not a Ghost export: it has no db[0].meta and data.posts.');
  }
  const version = String(meta.version ?? '');
  if (!/^[56]\./.test(version)) {
    throw new ImportRefused(
      `This Ghost export is version ${version || 'unknown'}: only Ghost 5 and 6 exports are read.`,
    );
  }
  const posts = list<GhostPost>(data.posts).filter((p) => typeof p?.id === 'string');
  return {
    version,
    posts,
    tags: new Map(list<GhostTag>(data.tags).map((t) => [t.id, t])),
    users: new Map(list<GhostUser>(data.users).map((u) => [u.id, u])),
    postTags: linksOf(list(data.posts_tags), 'tag_id'),
    postAuthors: linksOf(list(data.posts_authors), 'author_id'),
  };
}

const dateOf = (text: string | null | undefined) => {
  const date = text ? new Date(text) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
};

function publicationOf(post: GhostPost, now: Date): Publication | string {
  const at = dateOf(post.published_at);
  switch (post.status) {
    case 'published':
      return publishedAt(at ?? now, now);
    case 'scheduled':
      return at ? publishedAt(at, now) : draftAt(dateOf(post.created_at), now);
    case 'draft':
      return draftAt(dateOf(post.created_at), now);
    default:
      return `its Ghost status is "${post.status ?? 'none'}" (only published, scheduled and draft posts are imported)`;
  }
}

/** A public tag (Ghost's internal ones start with #). */
const isPublic = (tag: GhostTag | undefined): tag is GhostTag =>
  tag !== undefined && tag.visibility !== 'internal' && !(tag.name ?? '').startsWith('#');

export async function importGhost(file: string, options: ImportOptions): Promise<ImportReport> {
  return writeGhost(await readGhost(file), options);
}

/** The export's posts an import counts (pages too: each is skipped with its reason). */
export const importedPosts = (plan: GhostPlan) =>
  plan.posts.filter((p) => (p.type ?? 'post') === 'post' || p.type === 'page');

export async function writeGhost(plan: GhostPlan, options: ImportOptions): Promise<ImportReport> {
  const { db } = options;
  const source = 'ghost';
  const report = emptyReport();
  const posts = importedPosts(plan);
  report.total = posts.length;
  const images = importerFor(options, source);
  const categoryIds = new Map<string, number>();
  const authorIds = new Map<string, number>();

  async function categoryOf(tx: Queryable, tag: GhostTag | undefined): Promise<number> {
    const key = tag?.id ?? '';
    const known = categoryIds.get(key);
    if (known !== undefined) return known;
    const made = await findOrCreateCategory(tx, {
      name: tag ? plainText(tag.name ?? '') : 'Uncategorized',
      slug: tag?.slug ?? 'uncategorized',
      description: plainText(tag?.description ?? ''),
      parentName: '',
    });
    if (made.created) report.categoriesCreated++;
    if (tag) {
      await recordImported(tx, source, 'category', tag.id, made.id, '', options.now());
      const keys = [legacyKey(`/tag/${tag.slug ?? ''}`)].filter((k): k is string => k !== null);
      await recordLegacyPaths(tx, keys, { category_id: made.id });
    }
    categoryIds.set(key, made.id);
    return made.id;
  }

  async function authorOf(tx: Queryable, user: GhostUser | undefined): Promise<number | null> {
    if (!user) return null;
    const known = authorIds.get(user.id);
    if (known !== undefined) return known;
    const made = await findOrCreateAuthor(tx, {
      login: user.email || user.slug || user.name || 'author',
      email: user.email ?? '',
      displayName: user.name ?? '',
    });
    if (made.created) report.authorsCreated++;
    await recordImported(tx, source, 'author', user.id, made.id, '', options.now());
    authorIds.set(user.id, made.id);
    return made.id;
  }

  const context = {
    db,
    source,
    images,
    uploadPathOf: ghostImagePathOf,
    now: options.now,
    report,
  };
  let done = 0;
  for (const post of posts) {
    const tags = (plan.postTags.get(post.id) ?? []).map((id) => plan.tags.get(id)).filter(isPublic);
    const author = plan.users.get(plan.postAuthors.get(post.id)?.[0] ?? '');
    if (post.type === 'page') {
      report.skipped.push({
        title: post.title || '(untitled)',
        reason: 'a page: this site has posts only',
      });
    } else if (typeof post.html !== 'string') {
      report.skipped.push({
        title: post.title || '(untitled)',
        reason: 'the export holds no HTML for it (export it again from Ghost 5 or 6)',
      });
    } else {
      await importPost(context, {
        sourceId: post.uuid || post.id,
        title: post.title ?? '',
        html: post.html + tagsLine(tags.slice(1).map((t) => t.name ?? '')),
        excerpt: post.custom_excerpt ?? '',
        slug: post.slug ?? '',
        publication: publicationOf(post, options.now()),
        modified: dateOf(post.updated_at),
        featuredUrl: post.feature_image ?? '',
        legacyKeys: [legacyKey(`/${post.slug ?? ''}`)].filter((k): k is string => k !== null),
        fingerprintOf: { post, tags, author },
        categoryOf: (tx) => categoryOf(tx, tags[0]),
        authorOf: (tx) => authorOf(tx, author),
      });
    }
    options.onProgress?.(++done, posts.length);
  }
  return report;
}
