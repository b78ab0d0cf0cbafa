/**
 * Pages of an imported site's old addresses: `/?p=123`, `/2024/05/derby/`, the old site's own
 * permalinks and `/category/football/` answer 301 to where the post or category lives now
 * (legacy_paths, filled by the import). Only where this site has no page of its own: a category's
 * page, a post's page or one of the site's fixed pages always wins over an old address.
 */
import type { Queryable } from '../db/connect';
import { categoryPath, postPath } from '../../src/contract/paths';
import { FIXED_PATHS, SITE_SEGMENTS } from '../../src/contract/pageRoutes';
import { legacyKey, legacyTarget } from '../resources/import/legacyPaths';

type Query = Pick<Queryable, 'query'>;

/** True when the query string is one of WordPress's own page links (`?p=`, `?cat=`). */
export function isLegacyQuery(url: URL): boolean {
  return (
    (url.pathname === '/' || url.pathname === '/index.php') &&
    legacyKey(url.pathname, url.search) !== null
  );
}

/** Whether `pathname` is a page of this site (so no old address may take it over). */
async function isOwnPage(db: Query, pathname: string): Promise<boolean> {
  if (FIXED_PATHS.includes(pathname.replace(/\/+$/, '') || '/')) return true;
  const segments = pathname.split('/').filter(Boolean);
  let first: string, second: string | undefined;
  try {
    first = decodeURIComponent(segments[0] ?? '');
    second = segments[1] === undefined ? undefined : decodeURIComponent(segments[1]);
  } catch {
    return false;
  }
  if (segments.length === 1) {
    if (SITE_SEGMENTS.has(first)) return true;
    const { rows } = await db.query('SELECT 1 FROM categories WHERE slug = $1', [first]);
    return rows.length > 0;
  }
  if (segments.length === 2 && second !== undefined) {
    if (SITE_SEGMENTS.has(first)) return true;
    // `/{category}/{post}`: a post's page when both are there.
    const { rows } = await db.query(
      `SELECT 1 FROM categories WHERE slug = $1
         AND EXISTS (SELECT 1 FROM posts WHERE slug = $2)`,
      [first, second],
    );
    return rows.length > 0;
  }
  return false;
}

/** Where the old address `url` moved to, or null when it is none (or this site answers it). */
export async function legacyLocation(db: Query, url: URL, now: Date): Promise<string | null> {
  const key = legacyKey(url.pathname, url.search);
  if (key === null) return null;
  const target = await legacyTarget(db, key, now);
  if (!target) return null;
  if (!key.startsWith('/?') && (await isOwnPage(db, url.pathname))) return null;
  return 'post' in target ? postPath(target.post) : categoryPath(target.category.slug);
}
