import type { Context } from 'hono';
import type { ChangeFeed } from './db/changes';
import type { Db } from './db/connect';
import type { Settings } from './settings';
import type { UploadStore } from './uploads/store';
import type { Logger } from './http/log';
import type { Mailer } from './mail/mailer';
import type { CountingQueue } from './analytics/queue';
import type { ImportJob } from '../src/contract/siteDataCalls';

/** What every handler gets besides the request. */
export interface Deps {
  db: Db;
  settings: Settings;
  /** Clock, replaceable in tests (session expiry, login lockout windows). */
  now: () => Date;
  /** Uploaded images (in the database) and their local variant cache. */
  uploads: UploadStore;
  /** Structured log lines (request log, unexpected errors, start-up notices). */
  log: Logger;
  /** Admin writes of the other instances on one PostgreSQL database (none with PGlite). */
  changes?: ChangeFeed | null;
  /** Mails one-time links (SMTP_URL); none without it (the admin copies them). */
  mailer?: Mailer | null;
  /** Uniform in [0, 1) (Math.random when absent): the banner rotation's draws; fixed in tests. */
  random?: () => number;
  /** The counting queue (views, visitors, banner events): batched upserts into rollup rows. */
  rollups: CountingQueue;
  /** The admin's imports, run as jobs in this process (resources/import/jobs.ts). */
  imports?: ImportRunner;
}

/** What the app and the import's calls use of the import jobs (resources/import/jobs.ts). */
export interface ImportRunner {
  /**
   * Takes an import's upload (the export's bytes, then the images' zip's, if any) and starts the
   * job (one at a time); answers it.
   */
  start(
    body: ReadableStream<Uint8Array> | null,
    upload: { name: string; exportBytes: number; uploadsName?: string | undefined },
    startedBy: number,
  ): Promise<ImportJob>;
  /** The latest job, running or finished. */
  latest(): Promise<ImportJob | null>;
  /** Called when imported posts became visible; answers the unsubscribe. */
  onChange(listener: () => void): () => void;
  /** Settles once the running job (if any) has finished. */
  idle(): Promise<void>;
}

export type Handler = (c: Context, deps: Deps) => Promise<Response> | Response;
