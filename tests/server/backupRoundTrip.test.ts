/**
 * The full export restores byte for byte: the demo site (images, predictions, campaigns,
 * analytics, staff) exported, restored into an empty database of each kind, exported again, gives
 * the same archive; and no secret or session is in it.
 */
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportSite } from '../../server/backup/exportSite';
import { restoreSite } from '../../server/backup/restoreSite';
import { readTar } from '../../server/backup/tar';
import { seedDemoContent } from '../../server/db/seed/seed';
import { databaseKinds, openEmptyDatabase } from './emptyDatabases';
import { makeTestApp, type TestApp } from './helpers';

const NOW = new Date('2026-03-01T10:00:00.000Z');
const options = { appVersion: '0.1.0', now: NOW };

let t: TestApp;
let archive: Buffer;
let secrets: Record<string, string>;

beforeAll(async () => {
  t = await makeTestApp({}, { freshAuth: true });
  const cookie = await t.login();
  expect(await seedDemoContent(t.deps)).toBe(true);
  const db = t.deps.db;
  // What an import leaves: its record of what it made, and the old site's addresses.
  await db.query(
    `INSERT INTO imported_items (source, kind, source_id, target, fingerprint, imported_at)
     SELECT 'wordpress https://old.example.com', 'post', '123', min(id)::text, 'f1', now()
     FROM posts`,
  );
  await db.query(`INSERT INTO legacy_paths (path, post_id) SELECT '/?p=123', min(id) FROM posts`);
  await db.query(
    `INSERT INTO legacy_paths (path, category_id) SELECT '/category/footy', min(id) FROM categories`,
  );
  // Every kind of secret, so that the archive can be searched for each.
  await db.query(
    `UPDATE admin_users SET totp_secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
       totp_enabled_at = now() WHERE username = 'admin'`,
  );
  await db.query(
    `INSERT INTO staff_invitations (token_hash, name, email, role, created_at, expires_at)
     VALUES (repeat('b', 64), 'Invitee', 'invitee@example.com', 'author', now(), now())`,
  );
  await db.query(
    `INSERT INTO share_links (post_id, token_hash, created_at, expires_at)
     SELECT min(id), repeat('c', 64), now(), now() FROM posts`,
  );
  await db.query(
    `INSERT INTO staff_recovery_codes (user_id, code_hash)
     SELECT id, repeat('d', 64) FROM admin_users WHERE username = 'admin'`,
  );
  await db.query(
    `INSERT INTO analytics_salts (day, salt) VALUES ('2026-03-01', 'salt-of-the-day')`,
  );
  const { rows } = await db.query<{ password_hash: string; token_hash: string }>(
    `SELECT u.password_hash, s.token_hash FROM admin_users u JOIN admin_sessions s ON s.user_id = u.id
     WHERE u.username = 'admin'`,
  );
  expect(cookie).toMatch(/^sid=/);
  secrets = {
    'password hash': rows[0]!.password_hash,
    'session token hash': rows[0]!.token_hash,
    'TOTP secret': 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
    'invitation token hash': 'b'.repeat(64),
    'share link token hash': 'c'.repeat(64),
    'recovery code hash': 'd'.repeat(64),
    'analytics salt': 'salt-of-the-day',
  };
  archive = await exportSite(t.deps.db, options);
}, 120_000);
afterAll(() => t.close());

const entriesOf = (bytes: Buffer) => readTar(gunzipSync(bytes));

describe('full export', () => {
  it('holds every kept table, every media original as a file, and a manifest', async () => {
    const entries = entriesOf(archive);
    const names = entries.map((e) => e.name);
    expect(names[0]).toBe('manifest.json');
    expect(names).toEqual([...names].sort());
    const manifest = JSON.parse(entries[0]!.data.toString()) as Record<string, unknown>;
    const { rows } = await t.deps.db.query<{ n: number }>('SELECT count(*)::int AS n FROM media');
    expect(manifest).toMatchObject({
      format: 1,
      appVersion: '0.1.0',
      exportedAt: '2026-03-01T10:00:00.000Z',
      mediaFiles: rows[0]!.n,
    });
    expect(rows[0]!.n).toBeGreaterThan(10);
    expect(names.filter((n) => n.startsWith('media/uploads/'))).toHaveLength(rows[0]!.n);
    const posts = entries.find((e) => e.name === 'tables/posts.json')!.data.toString();
    expect(JSON.parse(posts)).toMatchObject({ table: 'posts', next: { id: expect.any(Number) } });
    // An import's addresses come along: old links keep answering 301 on the restored site.
    const legacy = entries.find((e) => e.name === 'tables/legacy_paths.json')!.data.toString();
    expect(legacy).toContain('/?p=123');
    expect(legacy).toContain('/category/footy');
    expect(names).toContain('tables/imported_items.json');
    // The bytes are files, not JSON.
    expect(entries.find((e) => e.name === 'tables/media.json')!.data.toString()).not.toContain(
      'bytes',
    );
  });

  it('leaves out passwords, sessions, two-factor secrets, one-time tokens and salts', () => {
    const tar = gunzipSync(archive).toString('latin1');
    for (const [what, secret] of Object.entries(secrets)) {
      expect(secret.length, what).toBeGreaterThan(10);
      expect(tar.includes(secret), `${what} is in the archive`).toBe(false);
    }
  });

  it('is the same bytes when exported twice', async () => {
    expect((await exportSite(t.deps.db, options)).equals(archive)).toBe(true);
  });
});

describe.each(databaseKinds())('restore into an empty %s database', (kind) => {
  it('exports again to the same bytes, apart from the export time', async () => {
    const db = await openEmptyDatabase(kind);
    const result = await restoreSite(db, archive, { force: false });
    expect(result.replaced).toBe(false);
    expect(result.tables.posts).toBeGreaterThan(20);
    expect((await exportSite(db, options)).equals(archive)).toBe(true);
    const later = await exportSite(db, { ...options, now: new Date('2027-01-01T00:00:00.000Z') });
    const [first, second] = [archive, later].map((bytes) =>
      gunzipSync(bytes)
        .toString('latin1')
        .replace(/"exportedAt": "[^"]*"/, ''),
    );
    expect(second === first).toBe(true);
  }, 60_000);

  it('gives the site working search, continuing ids and passwordless accounts', async () => {
    const db = await openEmptyDatabase(kind);
    await restoreSite(db, archive);
    const words = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM search_words');
    const original = await t.deps.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM search_words',
    );
    expect(words.rows[0]!.n).toBe(original.rows[0]!.n);
    const max = await db.query<{ id: number }>('SELECT max(id)::int AS id FROM posts');
    const inserted = await db.query<{ id: number }>(
      `INSERT INTO posts (slug, title, category_id) SELECT 'new-one', 'New', min(id) FROM categories
       RETURNING id`,
    );
    expect(Number(inserted.rows[0]!.id)).toBe(max.rows[0]!.id + 1);
    const staff = await db.query<{ password_hash: string; totp_secret: string | null }>(
      'SELECT DISTINCT password_hash, totp_secret FROM admin_users',
    );
    expect(staff.rows).toEqual([{ password_hash: '!', totp_secret: null }]);
  }, 60_000);
});
