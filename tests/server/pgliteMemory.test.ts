/**
 * The embedded database keeps a small buffer cache of its own (server/db/open.ts): PostgreSQL's
 * default 128 MB sat in the server's memory on top of the OS's cache of the same files.
 * An in-memory one can be copied (the server tests start each file from one migrated copy).
 */
import { describe, expect, it } from 'vitest';
import { migrate } from '../../server/db/migrate';
import { MEMORY_URL, openDb, openMemoryDb } from '../../server/db/open';

describe('the embedded database', () => {
  it('opens with 16 MB of shared buffers, not PostgreSQL’s default 128 MB', async () => {
    const db = await openDb({ databaseUrl: MEMORY_URL, dataDir: '' });
    try {
      const { rows } = await db.query<{ shared_buffers: string }>('SHOW shared_buffers');
      expect(rows[0]?.shared_buffers).toBe('16MB');
    } finally {
      await db.close();
    }
  });

  it('opens a copy of an in-memory database with its schema and rows, apart from the original', async () => {
    const original = await openMemoryDb();
    await migrate(original);
    await original.exec(`INSERT INTO categories (name, slug) VALUES ('Cricket', 'cricket')`);
    const copy = await openMemoryDb(await original.snapshot());
    try {
      const names = async (db: typeof copy) =>
        (await db.query<{ name: string }>('SELECT name FROM categories ORDER BY name')).rows;
      expect(await names(copy)).toEqual([{ name: 'Cricket' }]);
      // Nothing left to migrate, and the search extension still works in the copy.
      const applied = async (db: typeof copy) =>
        (await db.query('SELECT * FROM schema_migrations')).rows.length;
      expect(await applied(copy)).toBe(await applied(original));
      await migrate(copy);
      expect(await applied(copy)).toBe(await applied(original));
      const { rows } = await copy.query<{ s: number }>(
        `SELECT similarity('cricket', 'criket') AS s`,
      );
      expect(rows[0]!.s).toBeGreaterThan(0.3);
      // The copy is its own: a write there leaves the original as it was.
      await copy.exec(`INSERT INTO categories (name, slug) VALUES ('Darts', 'darts')`);
      expect(await names(copy)).toHaveLength(2);
      expect(await names(original)).toEqual([{ name: 'Cricket' }]);
    } finally {
      await copy.close();
      await original.close();
    }
  });
});
