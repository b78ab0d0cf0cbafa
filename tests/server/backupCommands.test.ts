/**
 * `npm run export` and `npm run restore`, run as a user runs them, against a site of their own
 * (a DATA_DIR, or under `npm run test:pg` a PostgreSQL schema): the round trip, --force, and
 * mistakes told in one sentence with a non-zero exit, never a stack trace.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../server/db/migrate';
import { openDb } from '../../server/db/open';
import { readSettings } from '../../server/settings';
import { UploadStore } from '../../server/uploads/store';
import { createTestSchema, postgresUnderTest } from './testDatabase';

const run = promisify(execFile);
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

let folder = '';
const cleanups: (() => Promise<void>)[] = [];
beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'betpulse-backup-'));
});
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
  await rm(folder, { recursive: true, force: true });
});

/** The environment naming a new, empty site: a folder, or a schema on the test PostgreSQL. */
async function newSite(name: string): Promise<Record<string, string>> {
  if (!postgresUnderTest()) return { DATA_DIR: path.join(folder, name), DATABASE_URL: '' };
  const schema = await createTestSchema();
  cleanups.push(() => schema.drop());
  return { DATA_DIR: path.join(folder, name), DATABASE_URL: schema.url };
}

async function command(script: 'export' | 'restore', args: string[], site: Record<string, string>) {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ['--import', 'tsx', `scripts/${script}.ts`, ...args],
      { env: { ...process.env, ...site, LOG_REQUESTS: 'false' } },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/** The archive's tar with its export time blanked out. */
async function contentOf(file: string): Promise<string> {
  return gunzipSync(await readFile(file))
    .toString('latin1')
    .replace(/"exportedAt": "[^"]*"/, '');
}

const noStack = (text: string) => expect(text).not.toMatch(/^\s+at /m);

let source: Record<string, string>;
const archive = () => path.join(folder, 'site.tar.gz');

beforeAll(async () => {
  source = await newSite('source');
  const db = await openDb(readSettings(source));
  await migrate(db);
  const uploads = await UploadStore.open('');
  await uploads.put(db, 'uploads/cover.png', PNG);
  await uploads.close();
  await db.query(`INSERT INTO categories (name, slug) VALUES ('Football', 'football')`);
  await db.query(
    `INSERT INTO posts (slug, title, image_path, category_id)
     SELECT 'derby', 'Derby day', 'uploads/cover.png', id FROM categories`,
  );
  await db.close();
}, 60_000);

describe('npm run export and npm run restore', () => {
  it('export writes the archive, restore rebuilds the site from it, and it exports the same', async () => {
    const exported = await command('export', [archive()], source);
    expect(exported.stderr).toBe('');
    expect(exported.stdout).toMatch(
      /^Exported .* to .*site\.tar\.gz \(\d+\.\d MB, [\d.]+ s\)\.\n$/,
    );
    // Written through a temporary file that is gone.
    expect((await readdir(folder)).filter((f) => f.startsWith('.'))).toEqual([]);

    const target = await newSite('target');
    const restored = await command('restore', [archive()], target);
    expect(restored.code).toBe(0);
    expect(restored.stdout).toContain('1 posts, 1 categories, 0 staff accounts, 1 images.');
    expect(restored.stdout).toContain('npm run reset-owner-password');

    const again = path.join(folder, 'again.tar.gz');
    expect((await command('export', [again], target)).code).toBe(0);
    expect(await contentOf(again)).toBe(await contentOf(archive()));

    const refused = await command('restore', [archive()], target);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toBe(
      'Could not restore: This site is not empty (1 posts, 1 categories, 1 images): a restore would replace it. Restore with --force to replace it.\n',
    );
    const forced = await command('restore', [archive(), '--force'], target);
    expect(forced.code).toBe(0);
    expect(forced.stdout).toContain('(its content replaced)');
  }, 120_000);

  it('tells a mistake in one sentence, with a non-zero exit', async () => {
    const site = await newSite('mistakes');
    const usage = await command('restore', [], site);
    expect(usage.code).toBe(1);
    expect(usage.stderr).toMatch(/^Could not restore: Usage: npm run restore -- <path/);

    const missing = await command('restore', [path.join(folder, 'nothing.tar.gz')], site);
    expect(missing.stderr).toMatch(/^Could not restore: .*nothing\.tar\.gz: no such file/);

    const cut = path.join(folder, 'cut.tar.gz');
    await writeFile(cut, (await readFile(archive())).subarray(0, 200));
    const truncated = await command('restore', [cut], site);
    expect(truncated.code).toBe(1);
    expect(truncated.stderr).toMatch(/^Could not restore: The archive is truncated/);

    const nowhere = await command('export', [path.join(folder, 'no', 'x.tar.gz')], source);
    expect(nowhere.code).toBe(1);
    expect(nowhere.stderr).toMatch(/^Could not export: There is no folder .*no\n$/);
    for (const result of [usage, missing, truncated, nowhere]) noStack(result.stderr);
  }, 120_000);

  it.runIf(!postgresUnderTest())(
    'refuses to export a DATA_DIR that holds no site',
    async () => {
      const result = await command('export', [path.join(folder, 'x.tar.gz')], {
        DATA_DIR: path.join(folder, 'nothing-here'),
        DATABASE_URL: '',
      });
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(
        /^Could not export: There is no site in DATA_DIR .*nothing-here/,
      );
    },
    60_000,
  );
});
