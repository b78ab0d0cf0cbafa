/**
 * In-process test harness for the reference backend.
 *
 *   const t = await makeTestApp();              // fresh, empty, migrated test database
 *   const res = await t.request('GET', 'posts'); // public call
 *   const res = await t.admin('POST', 'categories', { json: { name: 'A', slug: 'a' } });
 *   const cookie = await t.login();              // 'sid=…' for hand-made requests
 *   await t.close();                             // in afterEach
 *
 * For speed, the test database is opened once per test file and emptied (identities restarted)
 * by each `makeTestApp()`, so use one at a time per file (no `describe.concurrent`). It is an
 * in-memory PGlite, or with TEST_DATABASE_URL (`npm run test:pg`) a schema of its own on that
 * PostgreSQL server, dropped after the file.
 * Scrypt is slow on purpose, so by default the admin account and the session `admin()` uses
 * survive from one `makeTestApp()` to the next within a file; `{ freshAuth: true }` (implied by
 * a custom clock or other admin settings) empties the auth tables too and re-creates the admin.
 * Pass `{ databaseUrl: '', dataDir }` as settings for a real on-disk database instead.
 */
import sharp from 'sharp';
import { readFile } from 'node:fs/promises';
import { afterAll, afterEach, beforeEach, inject } from 'vitest';
import { ensureAdminUser } from '../../server/auth/admin';
import { createApp, type App } from '../../server/app';
import type { Db } from '../../server/db/connect';
import { migrate } from '../../server/db/migrate';
import { MEMORY_URL, openDb, openMemoryDb } from '../../server/db/open';
import { openDeps } from '../../server/deps';
import { ImportJobs } from '../../server/resources/import/jobs';
import type { Mailer } from '../../server/mail/mailer';
import { memoryLogger } from '../../server/http/log';
import type { Deps } from '../../server/types';
import { testDatabaseUrl, testSettings, type Settings } from '../../server/settings';
import { UploadStore } from '../../server/uploads/store';
import { createRollupQueue } from '../../server/analytics/queue';
import { createTestSchema, postgresUnderTest, type TestSchema } from './testDatabase';

export const ORIGIN = 'http://localhost';
export const API = `${ORIGIN}/backend/index.php`;

export interface RequestInit {
  /** Query parameters besides q. */
  params?: Record<string, string | number>;
  /** Sent as a JSON body (Content-Type: application/json). */
  json?: unknown;
  /** Sent as multipart/form-data; plain objects become forms (Blob values become files). */
  form?: FormData | Record<string, string | Blob>;
  /** A raw body (with `headers` for its type). */
  body?: BodyInit;
  headers?: Record<string, string>;
  /** A Cookie header, e.g. from `login()`. */
  cookie?: string;
}

export interface TestApp {
  app: App;
  deps: Deps & { log: ReturnType<typeof memoryLogger> };
  /** A call to `/backend/index.php?q=…`. */
  request(method: string, q: string, init?: RequestInit): Promise<Response>;
  /** The same with the admin's session cookie (logs in on first use). */
  admin(method: string, q: string, init?: RequestInit): Promise<Response>;
  /** Logs in as the test admin; answers the Cookie header value (`sid=…`). */
  login(): Promise<string>;
  close(): Promise<void>;
}

let sharedDb: Promise<Db> | null = null;
/** This file's schema on the PostgreSQL server under test (TEST_DATABASE_URL). */
let schema: Promise<TestSchema> | null = null;
const opened: Promise<Db>[] = [];

/** The connection string of this file's test database: in-memory, or its own schema. */
async function fileDatabaseUrl(): Promise<string> {
  if (!postgresUnderTest()) return MEMORY_URL;
  schema ??= createTestSchema();
  return (await schema).url;
}

/**
 * A new connection to this file's test database, migrated (PGlite: a new in-memory one). The
 * helper closes it after the file; tests that share it empty what they use.
 */
export function openTestDb(): Promise<Db> {
  const db = fileDatabaseUrl().then(async (url) => {
    // On PGlite, a copy of the database the suite migrated once (globalSetup.ts).
    const snapshot = url === MEMORY_URL && process.env.VITEST ? inject('migratedSnapshot') : '';
    if (snapshot) return openMemoryDb(new Blob([await readFile(snapshot)]));
    const db = await openDb({ ...testSettings(), databaseUrl: url });
    await migrate(db);
    return db;
  });
  opened.push(db);
  return db;
}

if (process.env.VITEST) {
  afterAll(async () => {
    for (const db of opened.splice(0)) await (await db.catch(() => null))?.close();
    sharedDb = null;
    await (await schema)?.drop();
    schema = null;
  });
}
/** The admin session kept between apps of one file (see the header). */
let kept: { username: string; password: string; cookie: string | null } | null = null;
const KEPT_TABLES = ['admin_users', 'admin_sessions'];

async function emptyDatabase(db: Db, keep: string[] = []): Promise<void> {
  const { rows } = await db.query<{ tablename: string }>(
    `SELECT tablename FROM pg_tables
     WHERE schemaname = current_schema() AND tablename <> 'schema_migrations' AND NOT tablename = ANY($1)`,
    [keep],
  );
  if (rows.length === 0) return;
  const tables = rows.map((r) => `"${r.tablename}"`).join(', ');
  await db.exec(`TRUNCATE TABLE ${tables} RESTART IDENTITY CASCADE`);
}

export function toForm(form: FormData | Record<string, string | Blob>): FormData {
  if (form instanceof FormData) return form;
  const data = new FormData();
  for (const [name, value] of Object.entries(form)) {
    if (typeof value === 'string') data.append(name, value);
    else data.append(name, value, value instanceof File ? value.name : 'upload.bin');
  }
  return data;
}

export async function makeTestApp(
  overrides: Partial<Settings> = {},
  options: { now?: () => Date; freshAuth?: boolean; mailer?: Mailer } = {},
): Promise<TestApp> {
  let settings = testSettings(overrides);
  const log = memoryLogger();
  // The file's shared test database, unless the test asked for another one.
  const shared = settings.databaseUrl === testDatabaseUrl();
  // Keep the admin (and its session) of the previous shared app when nothing about it changed.
  const reuse =
    shared &&
    !options.freshAuth &&
    !options.now &&
    kept?.username === settings.adminUsername &&
    kept.password === settings.adminPassword;
  let deps: Deps & { log: typeof log };
  let closeDeps: () => Promise<void>;
  if (shared) {
    sharedDb ??= openTestDb();
    const db = await sharedDb;
    // What the server would be given: the schema's own connection string.
    settings = { ...settings, databaseUrl: await fileDatabaseUrl() };
    await emptyDatabase(db, reuse ? KEPT_TABLES : []);
    const uploads = await UploadStore.open('');
    const rollups = createRollupQueue(db, {
      flushMs: settings.analyticsFlushMs,
      batchEvents: settings.analyticsBatchEvents,
      maxPending: settings.analyticsQueueMax,
      log,
    });
    const now = options.now ?? (() => new Date());
    const imports = new ImportJobs({ db, settings, uploads, log, now });
    deps = { db, settings, uploads, log, rollups, now, imports };
    closeDeps = async () => {
      await imports.stop();
      await rollups.stop();
      await uploads.close();
    };
  } else {
    const opened = await openDeps(settings, { log, now: options.now });
    deps = { ...opened, log };
    closeDeps = () => opened.close();
  }
  if (options.mailer) deps.mailer = options.mailer;
  if (!reuse) {
    if (shared) kept = null;
    await ensureAdminUser(deps);
  }
  const app = createApp(deps);
  const sharesSession = shared && !options.now;
  if (sharesSession && !kept) {
    kept = { username: settings.adminUsername, password: settings.adminPassword, cookie: null };
  }

  const request = async (method: string, q: string, init: RequestInit = {}) => {
    const url = new URL(API);
    url.searchParams.set('q', q);
    for (const [name, value] of Object.entries(init.params ?? {})) {
      url.searchParams.set(name, String(value));
    }
    const headers: Record<string, string> = { ...init.headers };
    let body: BodyInit | undefined = init.body;
    if (init.json !== undefined) {
      headers['Content-Type'] ??= 'application/json';
      body = JSON.stringify(init.json);
    } else if (init.form !== undefined) {
      body = toForm(init.form);
    }
    if (init.cookie) headers.Cookie = init.cookie;
    return app.request(url.toString(), { method, headers, body });
  };

  let cookie: string | null = sharesSession ? (kept?.cookie ?? null) : null;
  if (cookie) {
    // A previous test may have logged out or revoked it.
    const quiet = createApp({ ...deps, settings: { ...settings, logRequests: false } });
    const session = await quiet.request(`${API}?q=session`, { headers: { Cookie: cookie } });
    const state = (await session.json()) as { authenticated?: boolean };
    if (!state.authenticated) cookie = kept!.cookie = null;
  }
  const login = async () => {
    const res = await request('POST', 'login', {
      json: { username: settings.adminUsername, password: settings.adminPassword },
    });
    const setCookie = res.headers.get('set-cookie');
    if (res.status !== 200 || !setCookie) throw new Error(`login failed: ${res.status}`);
    return setCookie.split(';')[0]!;
  };

  return {
    app,
    deps,
    request,
    login,
    async admin(method, q, init = {}) {
      if (!cookie) {
        cookie = await login();
        if (sharesSession && kept) kept.cookie = cookie;
      }
      return request(method, q, { ...init, cookie: init.cookie ?? cookie });
    },
    close: closeDeps,
  };
}

// ---------- a test app on the test's own clock ----------

/** When the clocked tests start: 1 March 2026, 10:00 UTC. */
export const START = Date.parse('2026-03-01T10:00:00.000Z');
export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** A fresh `TestApp` in each test, with a Football category (see `freshTestApp`). */
export interface FreshTestApp extends TestApp {
  /** The clocked app's now (ms): `START` at each test's start, set it to move time. */
  clock: number;
  /** The id of the Football category each test starts with. */
  football: number;
  /** Closes this test's app and opens another in its place (with its own Football). */
  restart(overrides?: Partial<Settings>, options?: { now?: () => Date }): Promise<void>;
}

/**
 * Registers the `beforeEach`/`afterEach` that give every test of the file a fresh app with a
 * Football category, and answers it; call it at the top level of the file:
 *
 *   const t = freshTestApp();
 *   await addPost(t, { title: 'Derby', category_id: t.football });
 *   await t.restart({ uploadMaxBytes: 1000 });  // other settings, for one test
 *
 * With `{ clocked: true }` (or `clockedTestApp()`) the server's now is `t.clock`, `START` at
 * each test's start: `t.clock = START + HOUR` moves it an hour on.
 */
export function freshTestApp(
  overrides: Partial<Settings> = {},
  { clocked = false }: { clocked?: boolean } = {},
): FreshTestApp {
  let current: TestApp | null = null;
  const app = () => {
    if (!current) throw new Error('freshTestApp: used outside a test');
    return current;
  };
  const open = async (settings: Partial<Settings>, options: { now?: () => Date }) => {
    current = await makeTestApp(settings, options);
    fresh.football = await addCategory(current, 'Football', 'football');
  };
  const fresh: FreshTestApp = Object.defineProperties(
    {
      clock: START,
      football: 0,
      ...delegate(app),
      async restart(settings = {}, options = {}) {
        await current?.close();
        current = null;
        await open(settings, options);
      },
    } as FreshTestApp,
    delegatedGetters(app),
  );
  beforeEach(async () => {
    fresh.clock = START;
    await open(overrides, clocked ? { now: () => new Date(fresh.clock) } : {});
  });
  afterEach(async () => {
    await current?.close();
    current = null;
  });
  return fresh;
}

/** The methods of a `TestApp` that `get()` answers at the time of the call. */
function delegate(get: () => TestApp) {
  return {
    request: (method: string, q: string, init?: RequestInit) => get().request(method, q, init),
    admin: (method: string, q: string, init?: RequestInit) => get().admin(method, q, init),
    login: () => get().login(),
    close: () => get().close(),
  };
}

/** Its `app` and `deps`, likewise. */
function delegatedGetters(get: () => TestApp): PropertyDescriptorMap {
  return {
    app: { get: () => get().app, enumerable: true },
    deps: { get: () => get().deps, enumerable: true },
  };
}

/** The test admin's credentials (`testSettings()`). */
export const ADMIN_USERNAME = 'admin';
export const ADMIN_PASSWORD = 'correct-horse-battery';
/** When the started apps' clock starts: 1 January 2030, 12:00 UTC. */
export const AUTH_START = Date.parse('2030-01-01T12:00:00Z');

/** An app each test starts itself, with its own settings, on the test's clock (`t.clock`). */
export interface StartedTestApp extends TestApp {
  /** What the server takes for now (ms): `AUTH_START` at each `start()`; set it to move time. */
  clock: number;
  /** Opens this test's app with `overrides` (closed after the test). */
  start(overrides?: Partial<Settings>): Promise<TestApp>;
  /** POST q=login with these credentials (the test admin's by default), without a cookie. */
  loginAs(
    username?: string,
    password?: string,
    headers?: Record<string, string>,
  ): Promise<Response>;
}

/**
 * For the auth tests, which each choose their settings: registers the `afterEach` that closes
 * the test's app, and answers it; `await t.start({ trustProxyHttps: true })` opens it.
 */
export function startedTestApp(): StartedTestApp {
  let current: TestApp | null = null;
  const app = () => {
    if (!current) throw new Error('startedTestApp: call start() first');
    return current;
  };
  const started: StartedTestApp = Object.defineProperties(
    {
      clock: AUTH_START,
      ...delegate(app),
      async start(overrides: Partial<Settings> = {}) {
        started.clock = AUTH_START;
        current = await makeTestApp(overrides, { now: () => new Date(started.clock) });
        return current;
      },
      loginAs(username = ADMIN_USERNAME, password = ADMIN_PASSWORD, headers = {}) {
        return app().request('POST', 'login', { json: { username, password }, headers });
      },
    } as StartedTestApp,
    delegatedGetters(app),
  );
  afterEach(async () => {
    await current?.close();
    current = null;
  });
  return started;
}

/** `freshTestApp` on the test's own clock, `t.clock`. */
export function clockedTestApp(overrides: Partial<Settings> = {}): FreshTestApp {
  return freshTestApp(overrides, { clocked: true });
}

// ---------- fixtures ----------

/** A real PNG (sharp), `width`×`height`, solid colour. */
export async function pngBytes(width = 8, height = 8): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } },
  })
    .png()
    .toBuffer();
}

export async function jpegBytes(width = 8, height = 8): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: { r: 20, g: 90, b: 200 } },
  })
    .jpeg()
    .toBuffer();
}

export function file(bytes: Uint8Array | string, name = 'photo.png', type = 'image/png'): File {
  return new File([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], name, { type });
}

/** Creates a category through the API; answers its id. */
export async function addCategory(t: TestApp, name = 'Football', slug = 'football') {
  const res = await t.admin('POST', 'categories', { json: { name, slug } });
  if (res.status !== 200) throw new Error(`addCategory: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { id: number }).id;
}

/** Creates a post through the API; answers its id. */
/**
 * Adds the post "Fresh" (`/football/fresh`) as the admin through `app` itself, not `t.app`: a
 * test of another app's cache sees its own answer dropped by the write. Answers the status.
 */
export async function addFreshPostThrough(app: Pick<App, 'request'>, t: FreshTestApp) {
  const form = new FormData();
  form.append('title', 'Fresh');
  form.append('slug', 'fresh');
  form.append('category_id', String(t.football));
  const created = await app.request('http://localhost/backend/index.php?q=posts', {
    method: 'POST',
    body: form,
    headers: { Cookie: await t.login() },
  });
  return created.status;
}

export async function addPost(
  t: TestApp,
  fields: {
    title?: string;
    slug?: string;
    content?: string;
    excerpt?: string;
    category_id: number;
    image?: File;
  },
) {
  const title = fields.title ?? 'A post';
  const form: Record<string, string | Blob> = {
    title,
    slug: fields.slug ?? title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    excerpt: fields.excerpt ?? 'An excerpt',
    content: fields.content ?? '<p>Body</p>',
    category_id: String(fields.category_id),
  };
  if (fields.image) form.image = fields.image;
  const res = await t.admin('POST', 'posts', { form });
  if (res.status !== 200) throw new Error(`addPost: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { id: number }).id;
}

/** Creates the draft the share-link tests share ("Sponsored preview", in Football); answers its id. */
export async function addSponsoredDraft(t: FreshTestApp, fields: Record<string, string> = {}) {
  const res = await t.admin('POST', 'posts', {
    form: {
      title: 'Sponsored preview',
      slug: 'sponsored-preview',
      category_id: String(t.football),
      status: 'draft',
      ...fields,
    },
  });
  if (res.status !== 200) throw new Error(`addSponsoredDraft: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { id: number }).id;
}

/** Everything a request could change: content tables and stored files, for before/after compares. */
/** What a refused request must leave as it was: the content tables and the stored images. */
export async function snapshot(t: TestApp) {
  const tables: Record<string, unknown[]> = {};
  for (const table of ['categories', 'posts', 'popular', 'campaigns', 'campaign_categories']) {
    tables[table] = (await t.deps.db.query(`SELECT * FROM ${table} ORDER BY 1`)).rows;
  }
  // Images live in the media table: their names and hashes (not the bytes).
  const media = (
    await t.deps.db.query('SELECT path, content_type, size, sha256 FROM media ORDER BY path')
  ).rows;
  return { tables, media };
}
