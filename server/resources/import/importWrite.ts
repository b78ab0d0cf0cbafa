/**
 * The writes of an import, each inside the caller's transaction: staff accounts for the old site's
 * authors, categories, posts, the record of what each became (imported_items, so a second import
 * creates nothing new) and the old addresses that lead to them (legacy_paths). A post is saved the
 * way the admin's form saves one: its HTML through the one sanitiser, its predictions synced and
 * a revision recorded; search words follow by the posts table's own triggers.
 */
import { LIMITS } from '../../../src/contract/limits';
import type { Queryable } from '../../db/connect';
import { sanitisePostHtml } from '../../html/postHtml';
import { syncPredictions } from '../predictionSync';
import { recordRevision } from '../revisions';
import { slugify } from './content';

export type ItemKind = 'post' | 'category' | 'author' | 'image';

export interface Imported {
  target: string;
  fingerprint: string;
  imported_at: Date;
}

/** What `sourceId` of `kind` became on an earlier import of `source`, or null. */
export async function importedItem(
  db: Queryable,
  source: string,
  kind: ItemKind,
  sourceId: string,
): Promise<Imported | null> {
  const { rows } = await db.query<Imported>(
    `SELECT target, fingerprint, imported_at FROM imported_items
     WHERE source = $1 AND kind = $2 AND source_id = $3`,
    [source, kind, sourceId],
  );
  return rows[0] ?? null;
}

export async function recordImported(
  tx: Queryable,
  source: string,
  kind: ItemKind,
  sourceId: string,
  target: string | number,
  fingerprint: string,
  now: Date,
) {
  await tx.query(
    `INSERT INTO imported_items (source, kind, source_id, target, fingerprint, imported_at)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (source, kind, source_id) DO UPDATE SET target = EXCLUDED.target,
       fingerprint = EXCLUDED.fingerprint, imported_at = EXCLUDED.imported_at`,
    [source, kind, sourceId, String(target), fingerprint, now],
  );
}

/** Old addresses of one post or category: the newest import of an address wins it. */
export async function recordLegacyPaths(
  tx: Queryable,
  paths: string[],
  target: { post_id: number } | { category_id: number },
) {
  const postId = 'post_id' in target ? target.post_id : null;
  const categoryId = 'category_id' in target ? target.category_id : null;
  for (const path of new Set(paths)) {
    await tx.query(
      `INSERT INTO legacy_paths (path, post_id, category_id) VALUES ($1, $2, $3)
       ON CONFLICT (path) DO UPDATE SET post_id = EXCLUDED.post_id,
         category_id = EXCLUDED.category_id`,
      [path, postId, categoryId],
    );
  }
}

export interface AuthorInput {
  login: string;
  email: string;
  displayName: string;
}

/**
 * A staff account for an old author: role author, with no password (the stored hash is no scrypt
 * hash, so no password ever matches): they sign in once the owner sends them a password-reset link
 * from the staff page. An account with the same email or username is used instead.
 */
export async function findOrCreateAuthor(
  tx: Queryable,
  author: AuthorInput,
): Promise<{ id: number; created: boolean }> {
  const email = author.email.length <= 254 ? author.email : '';
  const login = (author.login || author.displayName || 'author').slice(0, 90);
  const { rows: existing } = await tx.query<{ id: number }>(
    `SELECT id FROM admin_users
     WHERE ($1 <> '' AND lower(email) = lower($1)) OR lower(username) = lower($2)
     ORDER BY (lower(email) = lower($1)) DESC, id LIMIT 1`,
    [email, login],
  );
  if (existing[0]) return { id: existing[0].id, created: false };
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO admin_users (username, password_hash, role, display_name, email)
     VALUES ($1, 'imported:no-password', 'author', $2, $3) RETURNING id`,
    [login, (author.displayName || login).slice(0, 100), email],
  );
  return { id: rows[0]!.id, created: true };
}

export interface CategoryInput {
  name: string;
  slug: string;
  description: string;
  /** The WordPress parent's name, noted in the description (this app's categories are flat). */
  parentName: string;
}

/** The category with this slug, made when there is none. */
export async function findOrCreateCategory(
  tx: Queryable,
  category: CategoryInput,
): Promise<{ id: number; created: boolean }> {
  const slug = slugify(category.slug) || slugify(category.name) || 'category';
  const { rows: existing } = await tx.query<{ id: number }>(
    'SELECT id FROM categories WHERE slug = $1',
    [slug],
  );
  if (existing[0]) return { id: existing[0].id, created: false };
  const note = category.parentName ? `Part of ${category.parentName}.` : '';
  const description = [category.description, note]
    .filter(Boolean)
    .join(' ')
    .slice(0, LIMITS.categoryDescriptionMax);
  const { rows } = await tx.query<{ id: number }>(
    'INSERT INTO categories (name, slug, description) VALUES ($1, $2, $3) RETURNING id',
    [(category.name || slug).slice(0, LIMITS.categoryNameMax), slug, description],
  );
  return { id: rows[0]!.id, created: true };
}

export interface PostInput {
  slug: string;
  title: string;
  excerpt: string;
  /** Not yet sanitised: savePost does it, as every save does. */
  html: string;
  categoryId: number;
  authorId: number | null;
  imagePath: string | null;
  status: 'draft' | 'published';
  postedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  /** When readers first saw it (a post that was out on the old site). */
  firstPublishedAt: Date | null;
}

/** The HTML a post is stored with: what the admin's form would store for it. */
export function storedHtml(html: string): string {
  return sanitisePostHtml(html);
}

/** A new post, its slug made unique (`-2`, `-3`…) when taken; answers its id and slug. */
export async function insertPost(
  tx: Queryable,
  post: PostInput,
  now: Date,
): Promise<{ id: number; slug: string }> {
  const content = storedHtml(post.html);
  for (let n = 1; n <= 100; n++) {
    const slug = n === 1 ? post.slug : `${post.slug.slice(0, LIMITS.slugMax - 4)}-${n}`;
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO posts (slug, title, excerpt, content, image_path, category_id, created_at,
         posted_at, updated_at, status, author_id, first_published_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
       ON CONFLICT (slug) DO NOTHING RETURNING id`,
      [
        slug,
        post.title,
        post.excerpt,
        content,
        post.imagePath,
        post.categoryId,
        post.createdAt,
        post.postedAt,
        post.updatedAt,
        post.status,
        post.authorId,
        post.firstPublishedAt,
      ],
    );
    const id = rows[0]?.id;
    if (id !== undefined) {
      await syncPredictions(tx, id, content, now);
      await recordRevision(tx, id, 'save', now);
      return { id, slug };
    }
  }
  throw new Error(`No free slug for ${post.slug}`);
}

/** An earlier import's post brought up to date (its slug, and so its address, kept). */
export async function updatePost(tx: Queryable, id: number, post: PostInput, now: Date) {
  const content = storedHtml(post.html);
  await tx.query(
    `UPDATE posts SET title = $2, excerpt = $3, content = $4, category_id = $5,
       image_path = coalesce($6, image_path), status = $7, posted_at = $8,
       updated_at = greatest($9::timestamptz, updated_at + interval '1 millisecond'),
       author_id = coalesce($10, author_id),
       first_published_at = coalesce(first_published_at, $11)
     WHERE id = $1`,
    [
      id,
      post.title,
      post.excerpt,
      content,
      post.categoryId,
      post.imagePath,
      post.status,
      post.postedAt,
      now,
      post.authorId,
      post.firstPublishedAt,
    ],
  );
  await syncPredictions(tx, id, content, now);
  await recordRevision(tx, id, 'save', now);
}

/** The post an import made, if it is still there: when it was last changed. */
export async function postUpdatedAt(db: Queryable, id: number): Promise<Date | null> {
  const { rows } = await db.query<{ updated_at: Date | string }>(
    'SELECT updated_at FROM posts WHERE id = $1',
    [id],
  );
  return rows[0] ? new Date(rows[0].updated_at) : null;
}

/**
 * The account or category an earlier import of `source` made for `sourceId`, if it is still
 * there (renamed here or not); null otherwise.
 */
export async function stillImported(
  tx: Queryable,
  source: string,
  kind: 'author' | 'category',
  sourceId: string,
): Promise<number | null> {
  const table = kind === 'author' ? 'admin_users' : 'categories';
  const { rows } = await tx.query<{ id: number }>(
    `SELECT t.id FROM imported_items i JOIN ${table} t ON t.id::text = i.target
     WHERE i.source = $1 AND i.kind = $2 AND i.source_id = $3`,
    [source, kind, sourceId],
  );
  return rows[0]?.id ?? null;
}
