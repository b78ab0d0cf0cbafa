/**
 * The real server (`node --import tsx server/index.ts`) as a child process on loopback, a random
 * port and a given data folder, plus the few calls the stress tests make against it. Its
 * database is PGlite in that folder, or with TEST_DATABASE_URL (`npm run test:stress:pg`) a
 * schema of its own on that PostgreSQL server, kept across restarts like the folder.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach } from 'vitest';
import { createTestSchema, postgresUnderTest } from '../server/testDatabase';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const ADMIN_PASSWORD = 'stress-admin-password';
const START_TIMEOUT_MS = 120_000;

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ChildServer {
  /** http://127.0.0.1:<port> */
  url: string;
  child: ChildProcess;
  /** Everything the server wrote to stdout and stderr so far. */
  output: () => string;
  exited: Promise<Exit>;
  /** SIGTERM, then waits for the exit. */
  stop(): Promise<Exit>;
}

export interface TempData {
  dir: string;
  /** DATABASE_URL for the servers that use this data: '' (PGlite in `dir`) or its schema. */
  databaseUrl: string;
  remove(): Promise<void>;
}

export async function tempDataDir(): Promise<TempData> {
  const dir = await mkdtemp(path.join(tmpdir(), 'betpulse-stress-'));
  const schema = postgresUnderTest() ? await createTestSchema() : null;
  return {
    dir,
    databaseUrl: schema?.url ?? '',
    async remove() {
      await rm(dir, { recursive: true, force: true });
      await schema?.drop();
    },
  };
}

export async function startChildServer(
  data: TempData,
  env: Record<string, string> = {},
): Promise<ChildServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: data.dir,
      DATABASE_URL: data.databaseUrl,
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD,
      SEED_DEMO: 'false',
      LOG_REQUESTS: 'false',
      // Every request comes from one loopback address: per-address limits would only measure 429s.
      RATE_LIMIT_SEARCH: '0',
      RATE_LIMIT_WRITES: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<Exit>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not start in ${START_TIMEOUT_MS} ms:\n${output}`));
    }, START_TIMEOUT_MS);
    const look = () => {
      const match = /"msg":"listening","url":"http:\/\/[^:]+:(\d+)"/.exec(output);
      if (match) {
        clearTimeout(timer);
        child.stdout!.off('data', look);
        resolve(`http://127.0.0.1:${match[1]}`);
      }
    };
    child.stdout!.on('data', look);
    void exited.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code ?? signal}) before listening:\n${output}`));
    });
  });
  return {
    url,
    child,
    output: () => output,
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}

export const apiUrl = (base: string, q: string, params: Record<string, string | number> = {}) => {
  const url = new URL('/backend/index.php', base);
  url.searchParams.set('q', q);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, String(value));
  return url.toString();
};

/** Logs in as the admin; answers the Cookie header value. */
export async function login(base: string): Promise<string> {
  const res = await fetch(apiUrl(base, 'login'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
  });
  const cookie = res.headers.get('set-cookie')?.split(';')[0];
  if (res.status !== 200 || !cookie) throw new Error(`login failed: ${res.status}`);
  return cookie;
}

export async function addCategory(base: string, cookie: string, slug = 'stress'): Promise<number> {
  const res = await fetch(apiUrl(base, 'categories'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Cookie: cookie },
    body: JSON.stringify({ name: `Category ${slug}`, slug }),
  });
  const body = (await res.json()) as { id?: number };
  if (res.status !== 200 || !body.id) throw new Error(`add category failed: ${res.status}`);
  return body.id;
}

export interface PostFields {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  category_id: number;
}

/** POST q=posts (or q=post-update with an id); answers the status and the JSON body. */
export async function writePost(
  base: string,
  cookie: string,
  fields: PostFields & { id?: number },
): Promise<{ status: number; body: { id?: number; status?: string } }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, String(value));
  const q = fields.id === undefined ? 'posts' : 'post-update';
  const res = await fetch(apiUrl(base, q), {
    method: 'POST',
    headers: { Cookie: cookie },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as { id?: number; status?: string } };
}

export interface StoredPost extends PostFields {
  id: number;
}

/** Every post, as the public list answers them. */
export async function allPosts(base: string): Promise<StoredPost[]> {
  const res = await fetch(apiUrl(base, 'posts'));
  if (res.status !== 200) throw new Error(`q=posts answered ${res.status}`);
  return (await res.json()) as StoredPost[];
}

/** A child server on a data folder of its own, logged in, with a category to write posts to. */
export interface WritingServer {
  data: TempData;
  server: ChildServer;
  cookie: string;
  categoryId: number;
}

/**
 * Registers an `afterEach` that kills (SIGKILL) every child server the test started and removes
 * its data folder; answers the test's way to start them. Call it at the top level of the file.
 */
export function childServersPerTest() {
  let servers: ChildServer[] = [];
  const folders: TempData[] = [];
  afterEach(async () => {
    for (const server of servers) server.child.kill('SIGKILL');
    servers = [];
    for (const data of folders.splice(0)) await data.remove();
  });
  const start = async (data: TempData, env: Record<string, string> = {}) => {
    const server = await startChildServer(data, env);
    servers.push(server);
    return server;
  };
  return {
    /** A server on `data` (a restart when another ran on it before), killed after the test. */
    start,
    /** A server on a new data folder, logged in, with a category (slug `slug`) to write to. */
    async startWriting(env: Record<string, string> = {}, slug?: string): Promise<WritingServer> {
      const data = await tempDataDir();
      folders.push(data);
      const server = await start(data, env);
      const cookie = await login(server.url);
      const categoryId = await addCategory(server.url, cookie, slug);
      return { data, server, cookie, categoryId };
    },
  };
}
