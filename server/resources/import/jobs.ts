/**
 * Imports started from the admin, run as jobs inside the server (the same two passes as
 * `npm run import`: read and check the whole file, writing nothing; then each post in its own
 * transaction). q=site-import sends the export and the zip of its images in one body, so the
 * instance that receives them runs the job: streamed to disk into the job's folder
 * (DATA_DIR/imports/job-<id>/), checked by their content, then started. One import runs at a
 * time.
 *
 * Progress goes to the job's row (import_jobs) at most once a second, so any instance can answer
 * q=site-import; a heartbeat every few seconds says the job is alive. A graceful stop leaves the
 * job as it is between two posts; when this instance starts again it resumes the job (its files
 * are on this disk), and since the import is idempotent, nothing is doubled. A job whose server
 * never came back is marked failed when the next import starts, with what to do.
 *
 * Readers see the posts as they come: this instance's cache and the other instances' (the change
 * feed) are emptied every few seconds while posts go in, and once at the end.
 */
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { ImportJob, ImportReport } from '../../../src/contract/siteDataCalls';
import { formatBytes } from '../../../src/contract/bytes';
import type { ChangeFeed } from '../../db/changes';
import type { Db, Queryable } from '../../db/connect';
import { HttpError } from '../../http/errors';
import type { Logger } from '../../http/log';
import type { Settings } from '../../settings';
import type { ImportRunner } from '../../types';
import type { UploadStore } from '../../uploads/store';
import {
  exportSourceOf,
  exportTotal,
  headOf,
  readExport,
  writeExport,
  type ImportSource,
} from './exportFile';
import { NO_UPLOADS, openUploads } from './uploadsSource';
import { ImportRefused } from './xmlStream';

/** An import's upload: the export's name and size (its bytes come first), the zip's name. */
export interface ImportUpload {
  name: string;
  exportBytes: number;
  uploadsName?: string | undefined;
}

/** An upload a killed process left half-written is deleted after this. */
const PARTIAL_KEEP_MS = 24 * 3600_000;
/** Progress is written at most this often. */
const PROGRESS_EVERY_MS = 1000;
/** The heartbeat of a running job. */
const HEARTBEAT_EVERY_MS = 5000;
/** A job whose heartbeat is older than this has no live server running it. */
const HEARTBEAT_STALE_MS = 30_000;
/** Readers' caches are emptied this often while posts go in. */
const REFRESH_EVERY_MS = 10_000;
/** How long a graceful stop waits for the job to reach a point between two posts. */
const STOP_WAIT_MS = 5000;

/** What the runner throws from its progress callback when the server stops: resumed later. */
class Stopping extends Error {}

export interface ImportJobDeps {
  db: Db;
  settings: Pick<Settings, 'dataDir' | 'uploadMaxBytes' | 'imageMaxPixels' | 'importMaxBytes'>;
  uploads: UploadStore;
  log: Logger;
  now: () => Date;
  changes?: ChangeFeed | null;
}

interface JobRow {
  id: number;
  source: ImportSource;
  file_name: string;
  has_uploads: boolean;
  status: ImportJob['status'];
  done: number;
  total: number;
  report: ImportReport | string | null;
  error: string | null;
  started_by: string | null;
  started_at: Date | string;
  run_started_at: Date | string;
  heartbeat_at: Date | string;
  finished_at: Date | string | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();
const running = ['checking', 'importing'] as const;

const isZip = (head: Buffer) =>
  head.length >= 4 &&
  head[0] === 0x50 &&
  head[1] === 0x4b &&
  ((head[2] === 0x03 && head[3] === 0x04) || (head[2] === 0x05 && head[3] === 0x06));

export class ImportJobs implements ImportRunner {
  /** This process, as a job's runner. */
  private readonly runner = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  private readonly root: string;
  private current: { id: number; promise: Promise<void> } | null = null;
  private stopping = false;
  private readonly listeners = new Set<() => void>();
  private retry: ReturnType<typeof setTimeout> | undefined;

  /** The files' folder is a temporary one (no DATA_DIR: the database is in memory too). */
  private readonly temporary: boolean;

  constructor(private readonly deps: ImportJobDeps) {
    this.temporary = deps.settings.dataDir === '';
    this.root = this.temporary
      ? path.join(tmpdir(), `betpulse-imports-${process.pid}-${randomBytes(4).toString('hex')}`)
      : path.join(path.resolve(deps.settings.dataDir), 'imports');
  }

  /** Called when imported posts became visible (this instance's cache is emptied). */
  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private jobFolder(id: number) {
    return path.join(this.root, `job-${id}`);
  }

  /** A job a live server runs (its heartbeat fresh) refuses the next one; answers the others. */
  private async liveJobs(db: Queryable, at: Date): Promise<number[]> {
    const { rows } = await db.query<{ id: number; heartbeat_at: Date | string }>(
      `SELECT id, heartbeat_at FROM import_jobs WHERE status IN ('checking', 'importing')`,
    );
    for (const job of rows) {
      if (at.getTime() - new Date(job.heartbeat_at).getTime() < HEARTBEAT_STALE_MS) {
        throw new HttpError(
          409,
          'An import is already running: wait for it to finish, then start the next',
        );
      }
    }
    return rows.map((job) => job.id);
  }

  /**
   * Takes an import's upload (the export, then the images' zip if any, in one body: one request,
   * so one instance, receives both and runs the job), streamed to disk and checked by content,
   * then starts the job; refused while another import runs. Answers the job.
   */
  async start(
    body: ReadableStream<Uint8Array> | null,
    upload: ImportUpload,
    startedBy: number,
  ): Promise<ImportJob> {
    const { db, now } = this.deps;
    // Refused before the body is read when an import already runs.
    await this.liveJobs(db, now());
    const folder = path.join(this.root, `.partial-${randomBytes(12).toString('hex')}`);
    try {
      const source = await this.receive(body, upload, folder);
      const at = now();
      const id = await db.transaction(async (tx) => {
        // One start at a time, whichever instance is asked (PGlite: one connection anyway).
        await tx.query('SELECT pg_advisory_xact_lock(7319, hashtext(current_schema()))');
        for (const stale of await this.liveJobs(tx, at)) {
          // Its server stopped and has not come back to finish it.
          await tx.query(
            `UPDATE import_jobs SET status = 'failed', finished_at = $2, error = $3 WHERE id = $1`,
            [
              stale,
              at,
              'The server running this import stopped before it finished. Import the file again: what came in is kept, and nothing is doubled.',
            ],
          );
        }
        const { rows } = await tx.query<{ id: number }>(
          `INSERT INTO import_jobs (source, file_name, has_uploads, status, started_by, runner,
                                    started_at, run_started_at, heartbeat_at)
           VALUES ($1, $2, $3, 'checking', $4, $5, $6, $6, $6) RETURNING id`,
          [source, upload.name, upload.uploadsName !== undefined, startedBy, this.runner, at],
        );
        return rows[0]!.id;
      });
      await rename(folder, this.jobFolder(id));
      this.launch(id);
      return (await this.latest())!;
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }

  /**
   * Writes the body into `folder`: its first `exportBytes` as `export`, the rest as
   * `uploads.zip`; checks each by its content. Answers where the export comes from.
   */
  private async receive(
    body: ReadableStream<Uint8Array> | null,
    upload: ImportUpload,
    folder: string,
  ): Promise<ImportSource> {
    if (!body) throw new HttpError(400, 'The export file is empty');
    await mkdir(folder, { recursive: true });
    const exportFile = path.join(folder, 'export');
    const zipFile = path.join(folder, 'uploads.zip');
    const whole = path.join(folder, 'upload');
    let bytes = 0;
    const max = this.deps.settings.importMaxBytes;
    const count = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        bytes += chunk.length;
        if (bytes > max) {
          done(new HttpError(413, `The upload is too large (at most ${formatBytes(max)})`));
        } else done(null, chunk);
      },
    });
    try {
      await pipeline(
        Readable.fromWeb(body as WebReadableStream<Uint8Array>),
        count,
        createWriteStream(whole),
      );
    } catch (error) {
      if (error instanceof HttpError) throw error;
      throw new HttpError(400, 'The files did not arrive whole: send them again');
    }
    const zipBytes = bytes - upload.exportBytes;
    if (zipBytes < 0 || zipBytes > 0 !== (upload.uploadsName !== undefined)) {
      throw new HttpError(400, 'The files did not arrive whole: send them again');
    }
    // Split in two: the zip's own offsets count from its first byte.
    await pipeline(
      createReadStream(whole, { end: upload.exportBytes - 1 }),
      createWriteStream(exportFile),
    );
    if (zipBytes > 0) {
      await pipeline(
        createReadStream(whole, { start: upload.exportBytes }),
        createWriteStream(zipFile),
      );
    }
    await rm(whole);
    const source = await exportSourceOf(exportFile);
    if (!source) {
      throw new HttpError(
        400,
        'This file is not a WordPress export (WXR, .xml) or a Ghost export (.json)',
      );
    }
    if (zipBytes > 0 && !isZip(await headOf(zipFile))) {
      throw new HttpError(
        400,
        "The images must come as one zip file (WordPress's uploads folder or Ghost's content/images, zipped)",
      );
    }
    return source;
  }

  private launch(id: number): void {
    const promise = this.run(id).finally(() => {
      if (this.current?.id === id) this.current = null;
    });
    this.current = { id, promise };
  }

  /** The latest job, as q=site-import answers it. */
  async latest(): Promise<ImportJob | null> {
    const { rows } = await this.deps.db.query<JobRow>(
      `SELECT j.*, COALESCE(NULLIF(u.display_name, ''), u.username) AS started_by
         FROM import_jobs j LEFT JOIN admin_users u ON u.id = j.started_by
        ORDER BY j.id DESC LIMIT 1`,
    );
    const row = rows[0];
    return row ? this.answerOf(row) : null;
  }

  private answerOf(row: JobRow): ImportJob {
    const elapsed = this.deps.now().getTime() - new Date(row.run_started_at).getTime();
    const seconds_left =
      row.status === 'importing' && row.done > 0 && row.total > row.done
        ? Math.round(((elapsed / row.done) * (row.total - row.done)) / 1000)
        : row.status === 'importing' && row.total > 0 && row.done === row.total
          ? 0
          : null;
    return {
      id: row.id,
      source: row.source,
      file_name: row.file_name,
      has_uploads: row.has_uploads,
      status: row.status,
      done: row.done,
      total: row.total,
      seconds_left,
      started_at: iso(row.started_at),
      finished_at: row.finished_at === null ? null : iso(row.finished_at),
      started_by: row.started_by,
      report:
        typeof row.report === 'string' ? (JSON.parse(row.report) as ImportReport) : row.report,
      error: row.error,
    };
  }

  /** Reads, checks, then writes the job's export; its row says how far it is. */
  private async run(id: number): Promise<void> {
    const { db, log, now, settings } = this.deps;
    const folder = this.jobFolder(id);
    const file = path.join(folder, 'export');
    const beat = setInterval(() => {
      void db
        .query('UPDATE import_jobs SET heartbeat_at = $2 WHERE id = $1 AND runner = $3', [
          id,
          now(),
          this.runner,
        ])
        .catch(() => undefined);
    }, HEARTBEAT_EVERY_MS);
    beat.unref();
    let lastRefresh = Date.now();
    try {
      const { rows } = await db.query<{ source: ImportSource; has_uploads: boolean }>(
        `UPDATE import_jobs SET status = 'checking', done = 0, heartbeat_at = $2
          WHERE id = $1 RETURNING source, has_uploads`,
        [id, now()],
      );
      const job = rows[0]!;
      // The first pass: the whole file is read and checked; a refusal writes nothing.
      const read = await readExport(file, job.source);
      const total = exportTotal(read);
      await db.query(
        `UPDATE import_jobs SET status = 'importing', total = $2, done = 0, run_started_at = $3,
                heartbeat_at = $3 WHERE id = $1`,
        [id, total, now()],
      );
      const images = job.has_uploads
        ? await openUploads(path.join(folder, 'uploads.zip'), settings.uploadMaxBytes)
        : NO_UPLOADS;
      let written = Promise.resolve();
      let lastWrite = 0;
      const onProgress = (done: number, of: number) => {
        if (this.stopping) throw new Stopping();
        const at = Date.now();
        if (at - lastWrite >= PROGRESS_EVERY_MS || done === of) {
          lastWrite = at;
          written = written
            .then(() => db.query('UPDATE import_jobs SET done = $2 WHERE id = $1', [id, done]))
            .then(
              () => undefined,
              () => undefined,
            );
        }
        if (at - lastRefresh >= REFRESH_EVERY_MS) {
          lastRefresh = at;
          void this.changed();
        }
      };
      let report: ImportReport;
      try {
        const options = {
          db,
          uploads: this.deps.uploads,
          settings,
          images,
          now,
          onProgress,
        };
        report = await writeExport(file, read, options);
      } finally {
        await images.close();
        await written;
      }
      await db.query(
        `UPDATE import_jobs SET status = 'done', done = total, report = $2, finished_at = $3
          WHERE id = $1`,
        [id, JSON.stringify(report), now()],
      );
      await rm(folder, { recursive: true, force: true });
      log.info({
        msg: 'import done',
        job: id,
        created: report.created,
        updated: report.updated,
        skipped: report.skipped.length,
      });
    } catch (error) {
      // Stopped between two posts (or the database closed under a stop): resumed at the start.
      if (error instanceof Stopping || this.stopping) return;
      const refused = error instanceof ImportRefused;
      const message = refused
        ? error.message
        : `The import stopped on an unexpected error (${error instanceof Error ? error.message : String(error)}). What came in is kept: import the file again to finish it.`;
      if (!refused) {
        log.error({
          msg: 'import failed',
          job: id,
          error: error instanceof Error ? error.message : String(error),
          stack: error instanceof Error ? (error.stack ?? null) : null,
        });
      }
      await db
        .query(
          `UPDATE import_jobs SET status = 'failed', error = $2, finished_at = $3 WHERE id = $1`,
          [id, message, now()],
        )
        .catch(() => undefined);
      await rm(folder, { recursive: true, force: true });
    } finally {
      clearInterval(beat);
      if (!this.stopping) await this.changed();
    }
  }

  /** Readers see what came in: this instance's cache, and the others' through the feed. */
  private async changed(): Promise<void> {
    for (const listener of this.listeners) listener();
    await this.deps.changes?.publish('import').catch(() => undefined);
  }

  /**
   * Resumes the jobs a stopped server left running whose files are on this disk. A job whose
   * heartbeat is still fresh (the server stopped moments ago, or another instance runs it) is
   * looked at again once it would be stale.
   */
  async resumeLeftOver(): Promise<void> {
    const { db, now } = this.deps;
    // Uploads a killed process left half-written.
    for (const name of await readdir(this.root).catch(() => [] as string[])) {
      if (!name.startsWith('.partial-')) continue;
      const info = await stat(path.join(this.root, name)).catch(() => null);
      if (info && Date.now() - info.mtimeMs > PARTIAL_KEEP_MS) {
        await rm(path.join(this.root, name), { recursive: true, force: true });
      }
    }
    const { rows } = await db.query<{ id: number; heartbeat_at: Date | string }>(
      `SELECT id, heartbeat_at FROM import_jobs WHERE status = ANY($1) ORDER BY id`,
      [[...running]],
    );
    let later = false;
    for (const job of rows) {
      if (this.current || this.stopping) return;
      const exists = await stat(path.join(this.jobFolder(job.id), 'export')).catch(() => null);
      if (!exists) continue;
      const at = now();
      const { rows: claimed } = await db.query<{ id: number }>(
        `UPDATE import_jobs SET runner = $2, heartbeat_at = $3
          WHERE id = $1 AND status = ANY($4) AND heartbeat_at < $5 RETURNING id`,
        [job.id, this.runner, at, [...running], new Date(at.getTime() - HEARTBEAT_STALE_MS)],
      );
      if (claimed.length === 0) {
        later = true;
        continue;
      }
      this.deps.log.info({ msg: 'import resumed', job: job.id });
      this.launch(job.id);
      return;
    }
    if (later && !this.stopping) {
      this.retry = setTimeout(
        () => void this.resumeLeftOver().catch(() => undefined),
        HEARTBEAT_STALE_MS,
      );
      this.retry.unref();
    }
  }

  /** A graceful stop: the job pauses between two posts (resumed when this instance starts). */
  async stop(): Promise<void> {
    this.stopping = true;
    clearTimeout(this.retry);
    const current = this.current;
    if (current) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([
        current.promise,
        new Promise((resolve) => {
          timer = setTimeout(resolve, STOP_WAIT_MS);
        }),
      ]);
      clearTimeout(timer);
    }
    if (this.temporary) await rm(this.root, { recursive: true, force: true });
  }

  /** Settles once the running job (if any) has finished. */
  async idle(): Promise<void> {
    while (this.current) await this.current.promise;
  }
}
