/**
 * The admin's import (q=site-import-file, q=site-import): files streamed to disk and checked by
 * their content, the import run as a job with its progress and report in its row, one at a time,
 * owner-only, and resumed by the server that stopped in its middle.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ImportJob } from '../../src/contract/siteDataCalls';
import { ImportJobs } from '../../server/resources/import/jobs';
import { makeTestApp, pngBytes, type TestApp } from './helpers';
import { addStaff } from './staff';
import { manyPosts, siteWxr, wxrDocument } from './wxrFixture';
import { zipOf } from './zipFile';

let t: TestApp;

beforeEach(async () => {
  t = await makeTestApp({}, { freshAuth: true });
});
afterEach(() => t.close());

const OCTETS = { 'Content-Type': 'application/octet-stream' };

/** POST q=site-import: the export's bytes, then the zip's, as the admin's screen sends them. */
async function startImport(
  exported: string | Uint8Array,
  name: string,
  zip?: { bytes: Uint8Array; name: string },
  cookie?: string,
) {
  const head = typeof exported === 'string' ? new TextEncoder().encode(exported) : exported;
  const body = zip ? Buffer.concat([head, zip.bytes]) : Buffer.from(head);
  const init = {
    params: {
      name,
      export_bytes: head.byteLength,
      ...(zip ? { uploads_name: zip.name } : {}),
    },
    body: new Uint8Array(body),
    headers: OCTETS,
  };
  return cookie
    ? t.request('POST', 'site-import', { ...init, cookie })
    : t.admin('POST', 'site-import', init);
}

async function started(exported: string, name: string, zip?: { bytes: Uint8Array; name: string }) {
  const res = await startImport(exported, name, zip);
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as { job: ImportJob }).job;
}

async function latest(): Promise<ImportJob | null> {
  return ((await (await t.admin('GET', 'site-import')).json()) as { job: ImportJob | null }).job;
}

const count = async (sql: string) => Number((await t.deps.db.query<{ n: number }>(sql)).rows[0]!.n);

describe('importing from the admin', () => {
  it('takes the export and its images zip, runs the job and keeps its report', async () => {
    expect(await latest()).toBeNull();
    const zip = new Uint8Array(zipOf({ 'uploads/2024/05/derby.png': await pngBytes(40, 30) }));
    const job = await started(siteWxr(), 'old-tips.WordPress.xml', {
      bytes: zip,
      name: 'uploads.zip',
    });
    expect(job).toMatchObject({
      source: 'wordpress',
      file_name: 'old-tips.WordPress.xml',
      has_uploads: true,
      started_by: 'admin',
    });
    await t.deps.imports!.idle();
    const done = (await latest())!;
    expect(done).toMatchObject({ id: job.id, status: 'done', error: null });
    expect(done.done).toBe(done.total);
    expect(done.finished_at).not.toBeNull();
    const report = done.report!;
    expect(report.created).toBeGreaterThan(0);
    expect(report.skipped.map((s) => s.reason).join(' ')).toMatch(/page/);
    // The zip held derby.png and not crowd.jpg: only the missing one is reported.
    expect(report.imagesMissing.map((m) => m.file).join(' ')).toMatch(/crowd\.jpg/);
    expect(report.imagesMissing.map((m) => m.file).join(' ')).not.toMatch(/derby\.png/);
    expect(await count('SELECT count(*)::int AS n FROM posts')).toBe(report.created);
    const audit = await t.admin('GET', 'audit-log', { params: { kind: 'site' } });
    expect(JSON.stringify(await audit.json())).toContain('old-tips.WordPress.xml');
  });

  it('imports the same export twice without making anything new', async () => {
    const once = async () => {
      await started(siteWxr(), 'site.xml');
      await t.deps.imports!.idle();
      return (await latest())!.report!;
    };
    const first = await once();
    const posts = await count('SELECT count(*)::int AS n FROM posts');
    const second = await once();
    expect(second.created).toBe(0);
    expect(second.skipped.length).toBe(first.created + first.skipped.length);
    expect(await count('SELECT count(*)::int AS n FROM posts')).toBe(posts);
  });

  it('tells a Ghost export by its content', async () => {
    const ghost = JSON.stringify({ db: [{ meta: { version: '5.80.0' }, data: { posts: [] } }] });
    expect(await started(ghost, 'ghost.json')).toMatchObject({ source: 'ghost' });
    await t.deps.imports!.idle();
  });

  it('fails a hostile export in its checking pass, with its reason, writing nothing', async () => {
    const xml = siteWxr().replace(
      '<rss version',
      '<!DOCTYPE rss [<!ENTITY lol "lol">]>\n<rss version',
    );
    await started(xml, 'hostile.xml');
    await t.deps.imports!.idle();
    const job = (await latest())!;
    expect(job.status).toBe('failed');
    expect(job.error).toMatch(/DTD/);
    expect(job.report).toBeNull();
    expect(await count('SELECT count(*)::int AS n FROM posts')).toBe(0);
    expect(await count('SELECT count(*)::int AS n FROM categories')).toBe(0);
  });
});

describe('refusals', () => {
  it('refuses files that are not what they claim, by their content, starting nothing', async () => {
    const message = async (res: Response) => ((await res.json()) as { message: string }).message;
    const notExport = await startImport('just some text', 'notes.txt');
    expect(notExport.status).toBe(400);
    expect(await message(notExport)).toBe(
      'This file is not a WordPress export (WXR, .xml) or a Ghost export (.json)',
    );
    const notZip = await startImport(siteWxr(), 'site.xml', {
      bytes: new TextEncoder().encode('<not a zip/>'),
      name: 'uploads.zip',
    });
    expect(notZip.status).toBe(400);
    expect(await message(notZip)).toMatch(/one zip file/);
    // The body is not what the query says: shorter than the export, or a zip nobody named.
    const cut = await t.admin('POST', 'site-import', {
      params: { name: 'site.xml', export_bytes: 10_000_000 },
      body: siteWxr(),
      headers: OCTETS,
    });
    expect(cut.status).toBe(400);
    expect(await message(cut)).toMatch(/did not arrive whole/);
    const unnamedZip = await t.admin('POST', 'site-import', {
      params: { name: 'site.xml', export_bytes: 10 },
      body: siteWxr(),
      headers: OCTETS,
    });
    expect(unnamedZip.status).toBe(400);
    for (const params of [
      { name: ' ', export_bytes: 10 },
      { name: 'site.xml', export_bytes: 0 },
      { name: 'site.xml', export_bytes: 'many' },
    ]) {
      const res = await t.admin('POST', 'site-import', {
        params,
        body: siteWxr(),
        headers: OCTETS,
      });
      expect(res.status, JSON.stringify(params)).toBe(400);
    }
    expect(await latest()).toBeNull();
    expect(await count('SELECT count(*)::int AS n FROM posts')).toBe(0);
  });

  it('refuses a file over IMPORT_MAX_BYTES with 413', async () => {
    await t.close();
    t = await makeTestApp({ importMaxBytes: 1000 }, { freshAuth: true });
    const res = await startImport('<'.padEnd(5000, 'x'), 'big.xml');
    expect(res.status).toBe(413);
    expect(((await res.json()) as { message: string }).message).toMatch(/npm run import/);
    expect(await latest()).toBeNull();
  });

  it('is the owner’s alone: an editor is refused, and a reader without a session', async () => {
    const editor = await addStaff(t, 'editor');
    const res = await startImport(siteWxr(), 'site.xml', undefined, editor.cookie);
    expect(res.status).toBe(403);
    expect(((await res.json()) as { message: string }).message).toMatch(
      /import, export and restore the site/,
    );
    expect((await t.request('GET', 'site-import', { cookie: editor.cookie })).status).toBe(403);
    expect((await t.request('GET', 'site-import')).status).toBe(401);
    expect(
      (await t.request('POST', 'site-import', { params: { name: 'a.xml', export_bytes: 5 } }))
        .status,
    ).toBe(401);
    expect(await latest()).toBeNull();
  });

  it('runs one import at a time; a job whose server is gone does not hold the next', async () => {
    const insertRunning = (heartbeat: Date) =>
      t.deps.db.query(
        `INSERT INTO import_jobs (source, file_name, status, runner, started_at, run_started_at,
                                  heartbeat_at)
         VALUES ('wordpress', 'other.xml', 'importing', 'elsewhere', $1, $1, $1)`,
        [heartbeat],
      );
    await insertRunning(new Date());
    const refused = await startImport(siteWxr(), 'site.xml');
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toMatch(/already running/);
    await t.deps.db.query('DELETE FROM import_jobs');
    await insertRunning(new Date(Date.now() - 120_000));
    await started(siteWxr(), 'site.xml');
    await t.deps.imports!.idle();
    const { rows } = await t.deps.db.query<{ status: string; error: string | null }>(
      'SELECT status, error FROM import_jobs ORDER BY id',
    );
    expect(rows[0]!.status).toBe('failed');
    expect(rows[0]!.error).toMatch(/stopped before it finished/);
    expect(rows[1]!.status).toBe('done');
  });
});

describe('a stop in the middle', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'betpulse-import-jobs-'));
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  const jobsIn = () =>
    new ImportJobs({
      db: t.deps.db,
      settings: { ...t.deps.settings, dataDir },
      uploads: t.deps.uploads,
      log: t.deps.log,
      now: () => new Date(),
    });

  it('pauses between two posts, and the next start resumes it without doubling any', async () => {
    const xml = wxrDocument([...manyPosts(60)]);
    const first = jobsIn();
    const owner = await count("SELECT id AS n FROM admin_users WHERE username = 'admin'");
    const { id } = await first.start(
      new Blob([xml]).stream(),
      { name: 'many.xml', exportBytes: Buffer.byteLength(xml) },
      owner,
    );
    // Stopped once some posts are in, as a graceful stop of the server does.
    for (let i = 0; i < 500 && (await count('SELECT count(*)::int AS n FROM posts')) < 5; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await first.stop();
    const paused = await count('SELECT count(*)::int AS n FROM posts');
    expect(paused).toBeGreaterThan(0);
    expect(paused).toBeLessThan(60);
    const { rows } = await t.deps.db.query<{ status: string }>(
      'SELECT status FROM import_jobs WHERE id = $1',
      [id],
    );
    expect(rows[0]!.status).toBe('importing');
    // The stopped server's heartbeat has gone stale by the time it starts again.
    await t.deps.db.query(
      `UPDATE import_jobs SET heartbeat_at = heartbeat_at - interval '1 minute' WHERE id = $1`,
      [id],
    );
    const again = jobsIn();
    await again.resumeLeftOver();
    await again.idle();
    await again.stop();
    const job = (await latest())!;
    expect(job).toMatchObject({ id, status: 'done' });
    expect(await count('SELECT count(*)::int AS n FROM posts')).toBe(60);
    expect(job.report!.created + job.report!.skipped.length).toBe(60);
  });

  it('leaves a job another live server runs to it', async () => {
    await mkdir(path.join(dataDir, 'imports', 'job-1'), { recursive: true });
    await writeFile(path.join(dataDir, 'imports', 'job-1', 'export'), siteWxr());
    await t.deps.db.query(
      `INSERT INTO import_jobs (id, source, file_name, status, runner, started_at, run_started_at,
                                heartbeat_at)
       VALUES (1, 'wordpress', 'site.xml', 'importing', 'elsewhere', now(), now(), now())`,
    );
    const jobs = jobsIn();
    await jobs.resumeLeftOver();
    await jobs.idle();
    await jobs.stop();
    expect(await count('SELECT count(*)::int AS n FROM posts')).toBe(0);
  });
});
