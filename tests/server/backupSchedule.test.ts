/**
 * Scheduled backups (BACKUP_DIR, BACKUP_EVERY_HOURS, BACKUP_KEEP): two instances on one database
 * write each backup once, the oldest beyond BACKUP_KEEP go, a stop never leaves half a file, and
 * the server starts the schedule with its other upkeep.
 */
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  backupIfDue,
  backupName,
  startBackups,
  type BackupSettings,
} from '../../server/backup/schedule';
import { readTar } from '../../server/backup/tar';
import type { Db } from '../../server/db/connect';
import { openDeps } from '../../server/deps';
import { memoryLogger } from '../../server/http/log';
import { readSettings, testSettings } from '../../server/settings';
import { makeTestApp, openTestDb, type TestApp } from './helpers';
import { postgresUnderTest } from './testDatabase';

const HOUR = 3600_000;
const T0 = Date.parse('2026-03-01T10:00:00.000Z');

let t: TestApp;
/** A second instance's connection to the same database (PGlite is one process: the same). */
let other: Db;
let dir = '';

beforeAll(async () => {
  t = await makeTestApp();
  await t.deps.db.query(`INSERT INTO categories (name, slug) VALUES ('Football', 'football')`);
  other = postgresUnderTest() ? await openTestDb() : t.deps.db;
});
afterAll(() => t.close());
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'betpulse-backups-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const settings = (keep = 14): BackupSettings => ({
  backupDir: dir,
  backupEveryMs: HOUR,
  backupKeep: keep,
});
const files = async () => (await readdir(dir)).sort();

describe('scheduled backups', () => {
  it('two instances checking at once write each backup once', async () => {
    for (let round = 0; round < 3; round++) {
      const now = new Date(T0 + round * HOUR);
      const written = await Promise.all([
        backupIfDue(t.deps.db, settings(), now),
        backupIfDue(other, settings(), now),
      ]);
      expect(written.filter(Boolean)).toHaveLength(1);
    }
    expect(await files()).toEqual([
      'betpulse-2026-03-01T100000Z.tar.gz',
      'betpulse-2026-03-01T110000Z.tar.gz',
      'betpulse-2026-03-01T120000Z.tar.gz',
    ]);
  });

  it('two running schedules on one database take one file between them', async () => {
    const logs = [memoryLogger(), memoryLogger()];
    const now = () => new Date(T0);
    const schedules = [
      startBackups(t.deps.db, settings(), now, logs[0]!, 20),
      startBackups(other, settings(), now, logs[1]!, 20),
    ];
    for (let waited = 0; (await files()).length === 0 && waited < 10_000; waited += 50) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    await Promise.all(schedules.map((s) => s.stop()));
    expect(await files()).toEqual([backupName(new Date(T0))]);
    const written = logs.flatMap((log) => log.lines).filter((l) => l.msg === 'backup written');
    expect(written).toHaveLength(1);
  });

  it('writes only when the newest backup is an interval old', async () => {
    expect(await backupIfDue(t.deps.db, settings(), new Date(T0))).not.toBeNull();
    expect(await backupIfDue(t.deps.db, settings(), new Date(T0 + HOUR - 1000))).toBeNull();
    expect(await backupIfDue(t.deps.db, settings(), new Date(T0 + HOUR))).not.toBeNull();
  });

  it('keeps BACKUP_KEEP backups, deleting the oldest, and no other file', async () => {
    await writeFile(path.join(dir, 'notes.txt'), 'mine');
    for (let i = 0; i < 6; i++) {
      await backupIfDue(t.deps.db, settings(3), new Date(T0 + i * HOUR));
    }
    expect(await files()).toEqual([
      'betpulse-2026-03-01T130000Z.tar.gz',
      'betpulse-2026-03-01T140000Z.tar.gz',
      'betpulse-2026-03-01T150000Z.tar.gz',
      'notes.txt',
    ]);
  });

  it('a stop waits for the backup being written: never half a file', async () => {
    // A database that takes its time, so that the stop surely comes mid-backup.
    const slow: Db = {
      ...t.deps.db,
      transaction: async (fn) => {
        await new Promise((resolve) => setTimeout(resolve, 200));
        return t.deps.db.transaction(fn);
      },
    };
    const schedule = startBackups(slow, settings(), () => new Date(T0), memoryLogger(), 5);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await files()).toEqual([]);
    await schedule.stop();
    const left = await files();
    expect(left).toEqual([backupName(new Date(T0))]);
    const entries = readTar(gunzipSync(await readFile(path.join(dir, left[0]!))));
    expect(entries[0]!.name).toBe('manifest.json');
  });
});

describe('backup settings', () => {
  it('are off by default, and need a folder when on', () => {
    expect(readSettings({})).toMatchObject({ backupDir: '', backupEveryMs: 0, backupKeep: 14 });
    expect(() => readSettings({ BACKUP_EVERY_HOURS: '24' })).toThrow(
      'BACKUP_EVERY_HOURS: set BACKUP_DIR too (the folder the backups are written to)',
    );
    expect(() => readSettings({ BACKUP_EVERY_HOURS: 'daily' })).toThrow(
      'BACKUP_EVERY_HOURS: must be a number of hours',
    );
    expect(() => readSettings({ BACKUP_KEEP: '0' })).toThrow(
      'BACKUP_KEEP: must be a whole number of backups, 1 or more',
    );
    expect(
      readSettings({ BACKUP_DIR: '/b', BACKUP_EVERY_HOURS: '6', BACKUP_KEEP: '3' }),
    ).toMatchObject({ backupDir: '/b', backupEveryMs: 6 * HOUR, backupKeep: 3 });
  });

  it('a folder that cannot be written stops the start with a clear message', async () => {
    await writeFile(path.join(dir, 'a-file'), '');
    const backupDir = path.join(dir, 'a-file', 'backups');
    await expect(
      openDeps(testSettings({ databaseUrl: 'memory://', backupDir, backupEveryMs: HOUR })),
    ).rejects.toThrow(`BACKUP_DIR: cannot write backups to ${backupDir} (ENOTDIR)`);
  }, 60_000);

  it('the server runs the schedule and finishes it when it stops', async () => {
    const log = memoryLogger();
    const deps = await openDeps(
      testSettings({ databaseUrl: 'memory://', backupDir: dir, backupEveryMs: 100 }),
      { log },
    );
    for (let waited = 0; (await files()).length === 0 && waited < 10_000; waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await deps.close();
    expect((await files()).filter((name) => name.startsWith('betpulse-'))).not.toEqual([]);
    expect(log.lines.some((line) => line.msg === 'backup written')).toBe(true);
  }, 60_000);
});
