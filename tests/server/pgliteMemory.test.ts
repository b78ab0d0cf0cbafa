/**
 * The embedded database keeps a small buffer cache of its own (server/db/open.ts): PostgreSQL's
 * default 128 MB sat in the server's memory on top of the OS's cache of the same files.
 */
import { describe, expect, it } from 'vitest';
import { MEMORY_URL, openDb } from '../../server/db/open';

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
});
