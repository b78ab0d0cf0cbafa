import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb } from '../../server/db/open';
import { pngBytes } from './helpers';
import { siteWxr } from './wxrFixture';

const run = promisify(execFile);
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'betpulse-import-cli-'));
  await mkdir(path.join(dir, 'uploads', '2024', '05'), { recursive: true });
  await writeFile(path.join(dir, 'uploads', '2024', '05', 'derby.png'), await pngBytes(20, 20));
  await writeFile(path.join(dir, 'export.xml'), siteWxr());
  await writeFile(path.join(dir, 'broken.xml'), siteWxr().slice(0, 2000));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** `npm run import -- …args` on the site in `dir/data` (the embedded database). */
async function importCommand(...args: string[]) {
  const { DATABASE_URL: _url, TEST_DATABASE_URL: _test, ...env } = process.env;
  return run('npx', ['tsx', 'scripts/import.ts', ...args], {
    env: { ...env, DATA_DIR: path.join(dir, 'data'), DATABASE_URL: '' },
    encoding: 'utf8',
  }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );
}

describe('npm run import', () => {
  it('imports an export into the site DATA_DIR names, showing progress and then the report', async () => {
    const result = await importCommand(
      path.join(dir, 'export.xml'),
      '--uploads',
      path.join(dir, 'uploads'),
    );
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Posts 5/5 (100%)');
    expect(result.stdout).toContain('Posts: 3 created, 0 updated, 2 skipped (of 5).');
    expect(result.stdout).toContain('  - About us: a page: this site has posts only');
    expect(result.stdout).toContain(
      '  - 2024/05/crowd.jpg (in "Derby day & the odds"): not in the uploads folder',
    );
    const db = await openDb({ databaseUrl: '', dataDir: path.join(dir, 'data') });
    try {
      const { rows } = await db.query<{ slug: string }>('SELECT slug FROM posts ORDER BY id');
      expect(rows.map((r) => r.slug)).toEqual(['derby-day', 'final-table-preview', 'draft-idea']);
    } finally {
      await db.close();
    }
  }, 120_000);

  it('refuses a broken export with a clear message, no stack trace, and a non-zero exit', async () => {
    const result = await importCommand(path.join(dir, 'broken.xml'));
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/The file is truncated/);
    expect(result.stderr).not.toMatch(/\n\s+at /);
    const usage = await importCommand();
    expect(usage.code).toBe(1);
    expect(usage.stderr).toContain(
      'Usage: npm run import -- <export.xml or ghost.json> [--uploads <folder or zip>]',
    );
  }, 120_000);
});
