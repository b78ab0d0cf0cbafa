/**
 * Pages of a renamed post: `/posts/{old}`, `/popular/{old}` and `/{category}/{old}` answer 301 to
 * the post's current URL (its current category for the last), query string kept.
 */
import type { Queryable } from '../db/connect';
import { movedPost } from '../resources/oldSlugs';
import { postPathUnder } from '../../src/contract/paths';

/** Lists of posts under their own first segment; any other first segment must be a category. */
const POST_PREFIXES = new Set(['posts', 'popular']);

/**
 * Where the page at `url` moved to, or null when it is not an old slug of a post readers can see
 * by `now` (a draft's old slug redirects nowhere).
 */
export async function oldSlugLocation(
  db: Pick<Queryable, 'query'>,
  url: URL,
  now: Date,
): Promise<string | null> {
  const match = /^\/([^/]+)\/([^/]+)\/?$/.exec(url.pathname);
  if (!match) return null;
  let first: string, slug: string;
  try {
    first = decodeURIComponent(match[1]!);
    slug = decodeURIComponent(match[2]!);
  } catch {
    return null;
  }
  if (first === 'admin') return null;
  const moved = await movedPost(db, slug, now);
  if (!moved) return null;
  let prefix = first;
  if (!POST_PREFIXES.has(first)) {
    const { rows } = await db.query('SELECT 1 FROM categories WHERE slug = $1', [first]);
    if (!rows[0]) return null;
    prefix = moved.category_slug;
  }
  return `${postPathUnder(prefix, moved.slug)}${url.search}`;
}
