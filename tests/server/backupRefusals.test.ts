/**
 * A restore refuses what it cannot trust or should not do, says why, and changes nothing: an
 * archive of a newer format or schema, a truncated or damaged one, names that climb out of their
 * folder, and a site with content unless forced. Every table of the schema is either kept in the
 * archive or left out on purpose.
 */
import { createGzip, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureAdminUser } from '../../server/auth/admin';
import { exportSite } from '../../server/backup/exportSite';
import { restoreSite } from '../../server/backup/restoreSite';
import { KEPT_TABLES, LEFT_OUT_TABLES } from '../../server/backup/tables';
import { readTar, writeTar, type TarEntry } from '../../server/backup/tar';
import type { Db } from '../../server/db/connect';
import { testSettings } from '../../server/settings';
import { openEmptyDatabase } from './emptyDatabases';
import { makeTestApp, type TestApp } from './helpers';
import { postgresUnderTest } from './testDatabase';

const kind = postgresUnderTest() ? 'PostgreSQL' : 'PGlite';
const options = { appVersion: '0.1.0', now: new Date('2026-03-01T10:00:00.000Z') };
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

let t: TestApp;
let archive: Buffer;

beforeAll(async () => {
  t = await makeTestApp();
  const { db, uploads } = t.deps;
  await uploads.put(db, 'uploads/cover.png', PNG);
  await db.query(`INSERT INTO categories (name, slug) VALUES ('Football', 'football')`);
  await db.query(
    `INSERT INTO posts (slug, title, content, image_path, category_id)
     SELECT 'derby', 'Derby day', '<p>Roulette and football</p>', 'uploads/cover.png', id
     FROM categories`,
  );
  archive = await exportSite(db, options);
}, 60_000);
afterAll(() => t.close());

const entriesOf = (bytes: Buffer) => readTar(gunzipSync(bytes));
const pack = (entries: TarEntry[]) => gzipSync(writeTar(entries));

/** The archive with its manifest changed by `edit`. */
function withManifest(edit: (manifest: Record<string, unknown>) => void): Buffer {
  return pack(
    entriesOf(archive).map((entry) => {
      if (entry.name !== 'manifest.json') return entry;
      const manifest = JSON.parse(entry.data.toString()) as Record<string, unknown>;
      edit(manifest);
      return { name: entry.name, data: Buffer.from(JSON.stringify(manifest)) };
    }),
  );
}

/** The archive's tar with the entry `from` renamed to `to` (any name, bypassing the writer). */
function renamed(from: string, to: string): Buffer {
  const tar = Buffer.from(gunzipSync(archive));
  for (let offset = 0; offset < tar.length; offset += 512) {
    if (
      tar
        .subarray(offset, offset + 100)
        .toString('utf8')
        .replace(/\0.*$/s, '') !== from
    )
      continue;
    tar.fill(0, offset, offset + 100);
    tar.write(to, offset, 100, 'utf8');
    tar.write('        ', offset + 148, 8, 'ascii');
    let sum = 0;
    for (let i = offset; i < offset + 512; i++) sum += tar[i]!;
    tar.write(sum.toString(8).padStart(6, '0') + '\0 ', offset + 148, 8, 'ascii');
    return gzipSync(tar);
  }
  throw new Error(`no entry ${from}`);
}

/** A site of its own with content, and its export before the refused restore. */
async function siteWithContent(): Promise<{ db: Db; before: Buffer }> {
  const db = await openEmptyDatabase(kind);
  await restoreSite(db, archive);
  await db.query(`INSERT INTO categories (name, slug) VALUES ('Cricket', 'cricket')`);
  return { db, before: await exportSite(db, options) };
}

/** One site that every refusal is tried on: after each, it is still exactly as it was. */
let refusing: Promise<{ db: Db; before: Buffer }> | null = null;

async function expectRefusedUnchanged(bad: Buffer, message: string | RegExp) {
  refusing ??= siteWithContent();
  const { db, before } = await refusing;
  await expect(restoreSite(db, bad, { force: true })).rejects.toThrow(message);
  expect((await exportSite(db, options)).equals(before)).toBe(true);
}

describe('restore refuses, and changes nothing', () => {
  it('refuses an archive of a newer format, naming its version', async () => {
    await expectRefusedUnchanged(
      withManifest((m) => {
        m.format = 2;
        m.appVersion = '9.0.0';
      }),
      'The archive is export format 2 (BetPulse 9.0.0); this BetPulse reads format 1 and older',
    );
  });

  it('refuses an archive of a newer schema', async () => {
    await expectRefusedUnchanged(
      withManifest((m) => (m.schemaVersion = 999)),
      /newer BetPulse .*schema 999/,
    );
  });

  it('refuses a truncated archive', async () => {
    await expectRefusedUnchanged(
      archive.subarray(0, Math.floor(archive.length / 2)),
      /^The archive is truncated or not a BetPulse export/,
    );
    // Whole gzip, cut tar.
    const tar = gunzipSync(archive);
    await expectRefusedUnchanged(gzipSync(tar.subarray(0, tar.length - 2048)), /truncated/);
  });

  it('refuses a gzip bomb before it fills memory', async () => {
    // 300 MB of zeros in about 300 kB: unpacked whole, it would pass the 271 MB limit.
    const gzip = createGzip({ level: 9 });
    const parts: Buffer[] = [];
    gzip.on('data', (part: Buffer) => parts.push(part));
    const zeros = Buffer.alloc(1024 * 1024);
    for (let i = 0; i < 300; i += 1) gzip.write(zeros);
    await new Promise((resolve) => gzip.end(resolve));
    const bomb = Buffer.concat(parts);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    await expectRefusedUnchanged(bomb, /^The archive unpacks to more than 2\d\d MB/);
  });

  it('refuses a damaged original', async () => {
    const bad = pack(
      entriesOf(archive).map((e) =>
        e.name === 'media/uploads/cover.png' ? { name: e.name, data: Buffer.alloc(16) } : e,
      ),
    );
    await expectRefusedUnchanged(bad, 'media/uploads/cover.png is damaged');
  });

  it('refuses names that climb out of their folder', async () => {
    for (const name of [
      'media/../../../etc/cron.d/x.png',
      '/etc/passwd',
      'media/uploads/../a.png',
    ]) {
      await expectRefusedUnchanged(
        renamed('media/uploads/cover.png', name),
        `The archive names a path outside its folder: "${name}"`,
      );
    }
    await expectRefusedUnchanged(
      renamed('media/uploads/cover.png', 'media/uploads/cover.svg'),
      'The archive holds "media/uploads/cover.svg", which no BetPulse export has',
    );
  });

  it('refuses a site with content without force, then replaces it with force', async () => {
    const { db, before } = await siteWithContent();
    await expect(restoreSite(db, archive)).rejects.toThrow(
      'This site is not empty (1 posts, 2 categories, 1 images): a restore would replace it. Restore with --force to replace it.',
    );
    expect((await exportSite(db, options)).equals(before)).toBe(true);
    expect((await restoreSite(db, archive, { force: true })).replaced).toBe(true);
    expect((await exportSite(db, options)).equals(archive)).toBe(true);
  }, 30_000);
});

describe('an empty site', () => {
  it('is one a fresh start makes: its first owner alone does not count', async () => {
    const db = await openEmptyDatabase(kind);
    await ensureAdminUser({ db, settings: testSettings(), now: () => new Date() } as never);
    expect((await restoreSite(db, archive)).replaced).toBe(false);
  });

  it('has at most one staff account', async () => {
    const db = await openEmptyDatabase(kind);
    await db.query(
      `INSERT INTO admin_users (username, password_hash, role) VALUES ('a', '!', 'owner'), ('b', '!', 'editor')`,
    );
    await expect(restoreSite(db, archive)).rejects.toThrow('not empty (2 staff accounts)');
  });
});

describe('the archive covers the schema', () => {
  it('every table of the schema is kept or left out on purpose', async () => {
    const { rows } = await t.deps.db.query<{ name: string }>(
      `SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema()
       ORDER BY tablename COLLATE "C"`,
    );
    const listed = [...KEPT_TABLES, ...LEFT_OUT_TABLES] as string[];
    expect(rows.map((r) => r.name).filter((name) => !listed.includes(name))).toEqual([]);
    expect(listed.filter((name) => !rows.some((r) => r.name === name))).toEqual([]);
  });
});
