/**
 * The old site's addresses of imported posts and categories (table legacy_paths): how they are
 * written down (one normal form for what is stored and what is asked), and where one leads now.
 */
import type { Queryable } from '../../db/connect';
import { visibleAt } from '../postRows';

/**
 * The normal form of an old address: its path decoded, lower-cased, without its trailing slash
 * (`/2024/05/Derby/` → `/2024/05/derby`); WordPress's query links keep their one parameter
 * (`/?p=123`, `/?cat=4`). Null for what is no old address (the home page, a bad encoding).
 */
export function legacyKey(pathname: string, search = ''): string | null {
  const params = new URLSearchParams(search);
  if (pathname === '/' || pathname === '/index.php') {
    for (const name of ['p', 'cat']) {
      const value = params.get(name);
      if (value && /^\d{1,12}$/.test(value)) return `/?${name}=${value}`;
    }
    return null;
  }
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const key = decoded.toLowerCase().replace(/\/+$/, '');
  return key.length > 1 && key.length <= 2000 ? key : null;
}

/** The old addresses of a link (`https://old.example/2024/05/derby/`): its path and query form. */
export function legacyKeysOfLink(link: string): string[] {
  try {
    const url = new URL(link);
    const keys = [legacyKey(url.pathname, url.search), legacyKey(url.pathname)];
    return keys.filter((key): key is string => key !== null);
  } catch {
    return [];
  }
}

export type LegacyTarget =
  { post: { slug: string; category_slug: string } } | { category: { slug: string } };

/** Where the old address `key` leads: a post readers can see by `now`, or a category; or null. */
export async function legacyTarget(
  db: Pick<Queryable, 'query'>,
  key: string,
  now: Date,
): Promise<LegacyTarget | null> {
  const { rows } = await db.query<{
    post_slug: string | null;
    post_category_slug: string | null;
    category_slug: string | null;
  }>(
    `SELECT p.slug AS post_slug, pc.slug AS post_category_slug, c.slug AS category_slug
     FROM legacy_paths l
       LEFT JOIN posts p ON p.id = l.post_id
       LEFT JOIN categories pc ON pc.id = p.category_id
       LEFT JOIN categories c ON c.id = l.category_id
     WHERE l.path = $1 AND (l.category_id IS NOT NULL OR (${visibleAt(2)}))`,
    [key, now],
  );
  const row = rows[0];
  if (!row) return null;
  if (row.category_slug) return { category: { slug: row.category_slug } };
  return { post: { slug: row.post_slug!, category_slug: row.post_category_slug! } };
}
