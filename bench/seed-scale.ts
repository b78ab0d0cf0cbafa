/**
 * Bench-only seed: grows the demo database to N posts (default 10,000) by copying the demo's
 * published posts with new slugs and dates, in one INSERT … SELECT over generate_series. The
 * search columns (body_text, search) are generated columns, so each copy gets them as the app's
 * own writes do; the posts' GIN indexes (full text and trigram) are dropped before a large copy
 * and created again from their own definitions after it (one bulk build instead of 100,000
 * inserts into each), then the table is analysed.
 *
 * Run with the server stopped: `tsx bench/seed-scale.ts <DATA_DIR> [N]`, or against PostgreSQL
 * with DATABASE_URL set (DATA_DIR then only holds the uploads).
 */
import { openDeps } from '../server/deps';
import { readSettings } from '../server/settings';

/** Above this many new rows the GIN indexes are rebuilt in one go rather than kept up per row. */
const REBUILD_INDEXES_ABOVE = 5000;

/** Grows the posts to `target`; `databaseUrl` (PostgreSQL) instead of PGlite in `dataDir`. */
export async function seedScale(
  dataDir: string,
  target: number,
  databaseUrl = process.env.DATABASE_URL ?? '',
): Promise<number> {
  const deps = await openDeps(
    // One statement writes every copy: far longer than a request's query may take.
    readSettings({
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      DATABASE_QUERY_TIMEOUT_MS: '3600000',
    }),
  );
  const { db } = deps;
  const count = async () =>
    (await db.query<{ count: number }>('SELECT count(*)::int AS count FROM posts')).rows[0]!.count;
  try {
    const missing = target - (await count());
    if (missing > 0) {
      const sources = (
        await db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM posts WHERE status = 'published'`,
        )
      ).rows[0]!.n;
      if (sources === 0) throw new Error('seed-scale: no published post to copy');
      const gin =
        missing > REBUILD_INDEXES_ABOVE
          ? (
              await db.query<{ name: string; def: string }>(
                `SELECT i.relname AS name, pg_get_indexdef(i.oid) AS def
                   FROM pg_index x
                   JOIN pg_class i ON i.oid = x.indexrelid
                   JOIN pg_am a ON a.oid = i.relam
                  WHERE x.indrelid = 'posts'::regclass AND a.amname = 'gin'`,
              )
            ).rows
          : [];
      for (const { name } of gin) await db.query(`DROP INDEX ${quoteIdent(name)}`);
      // Copies of the published posts, cycling through them, each an hour older than the last;
      // published from their creation on, as a save after going live records it.
      await db.query(
        `WITH src AS (
           SELECT row_number() OVER (ORDER BY id) - 1 AS k, * FROM posts WHERE status = 'published'
         )
         INSERT INTO posts (slug, title, excerpt, content, image_path, image_alt, category_id,
                            status, meta_title, meta_description, created_at, updated_at,
                            first_published_at)
         SELECT p.slug || '-' || g.n, p.title || ' #' || g.n, p.excerpt, p.content, p.image_path,
                p.image_alt, p.category_id, 'published', p.meta_title, p.meta_description,
                now() - (g.n || ' hours')::interval, now(), now() - (g.n || ' hours')::interval
           FROM generate_series(1, $1::int) AS g(n)
           JOIN src p ON p.k = (g.n - 1) % $2::int`,
        [missing, sources],
      );
      for (const { def } of gin) await db.query(def);
      await db.query('ANALYZE posts');
    }
    return await count();
  } finally {
    await deps.close();
  }
}

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

if (import.meta.url === `file://${process.argv[1]}`) {
  const [dataDir, n] = process.argv.slice(2);
  if (!dataDir) throw new Error('usage: tsx bench/seed-scale.ts <DATA_DIR> [N]');
  const total = await seedScale(dataDir, Number(n ?? 10_000));
  console.log(`posts: ${total}`);
}
