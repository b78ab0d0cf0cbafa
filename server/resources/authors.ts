/**
 * q=author (addition, bylines): an author's public page, their profile and their published posts
 * (visible now, newest first), a page at a time. A suspended author's posts stay published, so
 * their page stays too. An unknown slug is a 404.
 */
import { AUTHOR_POSTS_PER_PAGE, authorQuery } from '../../src/contract/authorCalls';
import type { CallKey } from '../../src/contract/calls';
import { HttpError } from '../http/errors';
import { parseQuery } from '../http/input';
import type { Handler } from '../types';
import { NEWEST_FIRST, POST_COLUMNS, POST_FROM, toPost, visibleAt, type PostRow } from './postRows';

interface AuthorRow {
  id: number;
  display_name: string;
  slug: string;
  bio: string;
  avatar_path: string | null;
}

const getAuthor: Handler = async (c, { db, now }) => {
  const { slug, page = 1 } = parseQuery(c, authorQuery);
  const at = now();
  const found = await db.query<AuthorRow>(
    'SELECT id, display_name, slug, bio, avatar_path FROM admin_users WHERE slug = $1',
    [slug],
  );
  const author = found.rows[0];
  if (!author) throw new HttpError(404, 'Author not found');
  const [posts, count] = await Promise.all([
    db.query<PostRow>(
      `SELECT ${POST_COLUMNS} FROM ${POST_FROM} WHERE p.author_id = $1 AND ${visibleAt(4)}
       ORDER BY ${NEWEST_FIRST} LIMIT $2 OFFSET $3`,
      [author.id, AUTHOR_POSTS_PER_PAGE, (page - 1) * AUTHOR_POSTS_PER_PAGE, at],
    ),
    db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM posts p WHERE p.author_id = $1 AND ${visibleAt(2)}`,
      [author.id, at],
    ),
  ]);
  return c.json({
    author: {
      name: author.display_name,
      slug: author.slug,
      bio: author.bio,
      avatar_path: author.avatar_path,
    },
    posts: posts.rows.map(toPost),
    total: count.rows[0]!.n,
    page,
    per_page: AUTHOR_POSTS_PER_PAGE,
  });
};

export const authorHandlers = {
  'GET author': getAuthor,
} satisfies Partial<Record<CallKey, Handler>>;
