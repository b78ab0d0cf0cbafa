/**
 * Bench-only seed: grows the demo database to N posts (default 10,000) by copying the demo posts
 * with new slugs and dates. Run with the server stopped: `tsx bench/seed-scale.ts <DATA_DIR> [N]`.
 */
import { openDeps } from '../server/deps';
import { readSettings } from '../server/settings';

export async function seedScale(dataDir: string, target: number): Promise<number> {
  const deps = await openDeps(readSettings({ ...process.env, DATA_DIR: dataDir }));
  try {
    const [{ count }] = (
      await deps.db.query<{ count: number }>('SELECT count(*)::int AS count FROM posts')
    ).rows as [{ count: number }];
    const missing = target - count;
    if (missing > 0) {
      // One statement: copies of the existing posts, cycling through them, each a day older.
      await deps.db.query(
        `INSERT INTO posts (slug, title, excerpt, content, image_path, category_id, created_at, updated_at)
         SELECT p.slug || '-' || g.n, p.title || ' #' || g.n, p.excerpt, p.content, p.image_path,
                p.category_id, now() - (g.n || ' hours')::interval, now()
           FROM generate_series(1, $1::int) AS g(n)
           JOIN LATERAL (
             SELECT * FROM posts ORDER BY id OFFSET ((g.n - 1) % $2::int) LIMIT 1
           ) p ON true`,
        [missing, count],
      );
    }
    const after = await deps.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM posts',
    );
    return after.rows[0]!.count;
  } finally {
    await deps.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [dataDir, n] = process.argv.slice(2);
  if (!dataDir) throw new Error('usage: tsx bench/seed-scale.ts <DATA_DIR> [N]');
  const total = await seedScale(dataDir, Number(n ?? 10_000));
  console.log(`posts: ${total}`);
}
