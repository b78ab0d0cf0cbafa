/**
 * The owner's site data calls: the export as a download (q=site-export), the restore into an
 * empty site (q=site-restore) and the scheduled backups' state (q=site-backups).
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_VERSION } from '../../server/backup/appVersion';
import { exportSite } from '../../server/backup/exportSite';
import { restoreSite } from '../../server/backup/restoreSite';
import { readTar } from '../../server/backup/tar';
import { CALLS } from '../../src/contract/calls';
import { RESTORE_MAX_BYTES } from '../../src/contract/siteDataCalls';
import { openEmptyDatabase } from './emptyDatabases';
import {
  ADMIN_PASSWORD,
  addCategory,
  addPost,
  file,
  HOUR,
  makeTestApp,
  pngBytes,
  snapshot,
  type TestApp,
} from './helpers';
import { addStaff } from './staff';

const NOW = new Date('2026-03-01T10:00:00.000Z');
const archiveFile = (bytes: Uint8Array, name = 'site.tar.gz') =>
  file(bytes, name, 'application/gzip');

/** The archive's entries by name, the manifest without its export time. */
function contentsOf(archive: Buffer) {
  const entries = new Map(readTar(gunzipSync(archive)).map((e) => [e.name, Buffer.from(e.data)]));
  const manifest = JSON.parse(entries.get('manifest.json')!.toString()) as Record<string, unknown>;
  delete manifest.exportedAt;
  entries.delete('manifest.json');
  return { manifest, entries };
}

let t: TestApp;
let archive: Buffer;

beforeAll(async () => {
  t = await makeTestApp({}, { freshAuth: true, now: () => NOW });
  const football = await addCategory(t);
  await addPost(t, { title: 'Derby day', category_id: football, image: file(await pngBytes()) });
  await addPost(t, { title: 'Cup final', category_id: football });
  // The owner's account under another name: the restore must name the archive's owner.
  await t.deps.db.query(`UPDATE admin_users SET display_name = 'The Chief' WHERE role = 'owner'`);
  const res = await t.admin('GET', 'site-export');
  expect(res.status).toBe(200);
  archive = Buffer.from(await res.arrayBuffer());
}, 60_000);
afterAll(() => t.close());

describe('who may make the calls', () => {
  it('refuses an editor (403) and a visitor without a session (401)', async () => {
    const editor = await addStaff(t, 'editor');
    const calls = [
      ['GET', 'site-backups', {}],
      ['GET', 'site-export', {}],
      ['POST', 'site-restore', { form: { archive: archiveFile(archive) } }],
    ] as const;
    for (const [method, q, init] of calls) {
      expect([q, (await t.request(method, q, { ...init, cookie: editor.cookie })).status]).toEqual([
        q,
        403,
      ]);
      expect([q, (await t.request(method, q, init)).status]).toEqual([q, 401]);
    }
  });
});

describe('q=site-export', () => {
  it('downloads the full export: an attachment, never cached, that a restore accepts', async () => {
    const res = await t.admin('GET', 'site-export');
    expect(res.headers.get('content-type')).toBe('application/gzip');
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="betpulse-2026-03-01T100000Z.tar.gz"',
    );
    expect(res.headers.get('cache-control')).toBe('no-store');
    const downloaded = Buffer.from(await res.arrayBuffer());
    const { manifest, entries } = contentsOf(downloaded);
    expect(manifest).toMatchObject({ format: 1, appVersion: APP_VERSION, mediaFiles: 1 });
    expect(JSON.parse(entries.get('tables/posts.json')!.toString()).rows).toHaveLength(2);
    const empty = await openEmptyDatabase('PGlite');
    const result = await restoreSite(empty, downloaded);
    expect(result).toMatchObject({ mediaFiles: 1, tables: { posts: 2, categories: 1 } });
  });

  it('is the same archive as the command writes, and is in the audit log', async () => {
    const before = await exportSite(t.deps.db, { appVersion: APP_VERSION, now: NOW });
    const res = await t.admin('GET', 'site-export');
    expect(Buffer.from(await res.arrayBuffer()).equals(before)).toBe(true);
    const { rows } = await t.deps.db.query<{ action: string; item_kind: string; detail: string }>(
      `SELECT action, item_kind, detail FROM audit_log WHERE action = 'GET site-export'
       ORDER BY id DESC LIMIT 1`,
    );
    expect(rows[0]).toMatchObject({ item_kind: 'site' });
    expect(rows[0]!.detail).toContain('betpulse-2026-03-01T100000Z.tar.gz');
  });
});

describe('q=site-restore into a site with content', () => {
  it('is refused with 409, naming the command that replaces a site, and changes nothing', async () => {
    const before = await snapshot(t);
    const res = await t.admin('POST', 'site-restore', {
      form: { archive: archiveFile(archive) },
    });
    expect(res.status).toBe(409);
    const { message } = (await res.json()) as { message: string };
    expect(message).toContain('This site is not empty (2 posts, 1 categories');
    expect(message).toContain('npm run restore -- <file> --force');
    expect(await snapshot(t)).toEqual(before);
    // The owner is still signed in.
    expect((await t.admin('GET', 'site-backups')).status).toBe(200);
  });

  it('answers 400 with the reason for garbage, a truncated archive, or no file', async () => {
    const cases = [
      [archiveFile(Buffer.from('not an archive at all')), 'truncated or not a BetPulse export'],
      [archiveFile(archive.subarray(0, archive.length >> 1)), 'truncated or not a BetPulse export'],
    ] as const;
    for (const [sent, reason] of cases) {
      const res = await t.admin('POST', 'site-restore', { form: { archive: sent } });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toContain(reason);
    }
    const none = await t.admin('POST', 'site-restore', { form: { other: 'x' } });
    expect(none.status).toBe(400);
    expect(((await none.json()) as { message: string }).message).toContain('archive is required');
  });

  it('refuses an archive over the limit before reading it, naming the limit and the command', async () => {
    const res = await t.admin('POST', 'site-restore', {
      body: 'x',
      headers: {
        'Content-Type': 'multipart/form-data; boundary=x',
        'Content-Length': String(RESTORE_MAX_BYTES + 1024 * 1024),
      },
    });
    expect(res.status).toBe(413);
    const { message } = (await res.json()) as { message: string };
    expect(message).toContain('larger than 100 MB');
    expect(message).toContain('npm run restore -- <file>');
  });
});

describe('q=site-restore into an empty site', () => {
  let empty: TestApp;
  let cookie: string;
  let answer: Record<string, unknown>;

  beforeAll(async () => {
    // A fresh start without demo content: only the owner's account.
    empty = await makeTestApp(
      { adminUsername: 'newowner', adminPassword: 'the-new-owners-pass' },
      { freshAuth: true, now: () => NOW },
    );
    cookie = await empty.login();
    const res = await empty.request('POST', 'site-restore', {
      form: { archive: archiveFile(archive) },
      cookie,
    });
    answer = (await res.json()) as Record<string, unknown>;
    expect([res.status, answer]).toEqual([200, answer]);
    // Its own session cookie is cleared.
    expect(res.headers.get('set-cookie')).toMatch(/^sid=;/);
  });
  afterAll(() => empty.close());

  it('answers the contract shape, naming the account to sign in as', () => {
    expect(CALLS['POST site-restore'].answer.safeParse(answer).success).toBe(true);
    expect(answer).toMatchObject({ username: 'admin', posts: 2, categories: 1, images: 1 });
    expect(answer.message).toContain('sign in as admin with your password');
  });

  it('exports again to the same archive, apart from the export time', async () => {
    const again = await exportSite(empty.deps.db, { appVersion: APP_VERSION, now: NOW });
    const before = contentsOf(archive);
    const after = contentsOf(again);
    expect(after.manifest).toEqual(before.manifest);
    expect([...after.entries.keys()]).toEqual([...before.entries.keys()]);
    for (const [name, data] of before.entries) {
      expect([name, after.entries.get(name)!.equals(data)]).toEqual([name, true]);
    }
  });

  it('ends every session, and the owner signs in as the archive owner with their password', async () => {
    const session = await empty.request('GET', 'session', { cookie });
    expect(await session.json()).toMatchObject({ authenticated: false });
    expect((await empty.request('GET', 'site-backups', { cookie })).status).toBe(401);
    const { rows } = await empty.deps.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM admin_sessions',
    );
    expect(rows[0]!.n).toBe(0);
    const wrong = await empty.request('POST', 'login', {
      json: { username: 'admin', password: ADMIN_PASSWORD },
    });
    expect(wrong.status).toBe(401);
    const login = await empty.request('POST', 'login', {
      json: { username: 'admin', password: 'the-new-owners-pass' },
    });
    expect(login.status).toBe(200);
    expect(await login.json()).toMatchObject({ status: 'success' });
    // Readers see the restored posts (the caches were emptied).
    const posts = await empty.request('GET', 'posts');
    expect(((await posts.json()) as unknown[]).length).toBe(2);
  });
});

describe('q=site-backups', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'betpulse-backups-'));
    await writeFile(path.join(dir, 'betpulse-2026-02-28T100000Z.tar.gz'), Buffer.alloc(500));
    await writeFile(path.join(dir, 'betpulse-2026-03-01T080000Z.tar.gz'), Buffer.alloc(1234));
    // Not a backup's name: never counted.
    await writeFile(path.join(dir, 'betpulse-latest.tar.gz'), Buffer.alloc(9));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const stateAt = async (now: Date, everyHours: number, backupDir = dir) => {
    const app = await makeTestApp(
      { backupDir, backupEveryMs: everyHours * HOUR },
      { freshAuth: true, now: () => now },
    );
    try {
      const res = await app.admin('GET', 'site-backups');
      expect(res.status).toBe(200);
      const body: unknown = await res.json();
      expect(CALLS['GET site-backups'].answer.safeParse(body).success).toBe(true);
      return body;
    } finally {
      await app.close();
    }
  };

  it('names the interval and the newest backup, fresh within twice the interval', async () => {
    expect(await stateAt(new Date('2026-03-02T07:00:00Z'), 12)).toEqual({
      scheduled: true,
      every_hours: 12,
      last: { at: '2026-03-01T08:00:00.000Z', bytes: 1234 },
      stale: false,
    });
  });

  it('is stale when the newest backup is older than twice the interval, or there is none', async () => {
    expect(await stateAt(new Date('2026-03-02T08:00:01Z'), 12)).toMatchObject({ stale: true });
    const none = await mkdtemp(path.join(tmpdir(), 'betpulse-backups-'));
    try {
      expect(await stateAt(NOW, 24, none)).toEqual({
        scheduled: true,
        every_hours: 24,
        last: null,
        stale: true,
      });
    } finally {
      await rm(none, { recursive: true, force: true });
    }
  });

  it('says when backups are not scheduled', async () => {
    expect(await stateAt(NOW, 0, '')).toEqual({
      scheduled: false,
      every_hours: null,
      last: null,
      stale: false,
    });
  });
});
