/**
 * A PostgreSQL server that is missing, silent or restarting: the server says so at start (one
 * line, exit 1) instead of hanging, answers 503 while it is gone, and recovers by itself.
 */
import { execFile, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { DatabaseUnavailableError } from '../../server/db/errors';
import { openDb } from '../../server/db/open';
import { openDeps } from '../../server/deps';
import { memoryLogger } from '../../server/http/log';
import { testSettings } from '../../server/settings';
import { makeTestApp, type TestApp } from './helpers';
import { createTestSchema, postgresUnderTest } from './testDatabase';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const POSTGRES_SH = path.join(ROOT, 'scripts', 'postgres.sh');
const run = promisify(execFile);

const cleanup: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

/** A host that accepts TCP connections and never says a word. */
async function silentHost(): Promise<number> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanup.push(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => server.close(resolve));
  });
  return (server.address() as { port: number }).port;
}

/** A port on loopback where nothing listens. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('database unreachable at start', () => {
  it('exits 1 with one clear line when the host accepts but never answers (no hang)', async () => {
    const port = await silentHost();
    const dataDir = await mkdtemp(path.join(tmpdir(), 'betpulse-silent-'));
    cleanup.push(() => rm(dataDir, { recursive: true, force: true }));
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: '0',
        DATA_DIR: dataDir,
        DATABASE_URL: `postgres://app:secret@127.0.0.1:${port}/betpulse`,
        DATABASE_CONNECT_TIMEOUT_MS: '700',
        SEED_DEMO: 'false',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toBe(
      `Could not start the server: Could not connect to the database at 127.0.0.1:${port}/betpulse: no answer within 700 ms (DATABASE_CONNECT_TIMEOUT_MS)\n`,
    );
  }, 30_000);

  it('names the address and "connection refused" when nothing listens there', async () => {
    const port = await closedPort();
    const settings = testSettings({
      databaseUrl: `postgres://app@127.0.0.1:${port}/betpulse`,
      dataDir: '',
    });
    await expect(openDeps(settings, { log: memoryLogger() })).rejects.toThrow(
      `Could not connect to the database at 127.0.0.1:${port}/betpulse: connection refused (is PostgreSQL running there?)`,
    );
  });
});

describe('a query slower than DATABASE_QUERY_TIMEOUT_MS', () => {
  it.skipIf(!postgresUnderTest())(
    'fails as "database unavailable" (503, Retry-After) in time, and the next query works',
    async () => {
      const schema = await createTestSchema();
      cleanup.push(() => schema.drop());
      const db = await openDb({
        databaseUrl: schema.url,
        dataDir: '',
        databaseQueryTimeoutMs: 300,
      });
      cleanup.push(() => db.close());
      const started = Date.now();
      const slow = await db.query('SELECT pg_sleep(3)').catch((error: unknown) => error);
      expect(Date.now() - started).toBeLessThan(2000);
      expect(slow).toBeInstanceOf(DatabaseUnavailableError);
      expect(slow).toMatchObject({ status: 503, extra: { headers: { 'Retry-After': '5' } } });
      expect((await db.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    },
  );
});

describe('PostgreSQL restarting under a running server', () => {
  let t: TestApp | null = null;
  afterEach(async () => {
    await t?.close();
    t = null;
  });

  // Its own throwaway server: stopping the one the other files use would fail them.
  it.skipIf(!postgresUnderTest())(
    'answers 503 with Retry-After while it is down, then 200 again by itself once it is back',
    async () => {
      const dir = await mkdtemp(path.join(tmpdir(), 'betpulse-restart-pg-'));
      cleanup.push(() => rm(dir, { recursive: true, force: true }));
      const { stdout } = await run(POSTGRES_SH, ['start', dir]);
      cleanup.push(() => run(POSTGRES_SH, ['stop', dir]));
      t = await makeTestApp({ databaseUrl: stdout.trim(), databaseConnectTimeoutMs: 1000 });
      const cookie = await t.login();
      const categories = () => t!.request('GET', 'categories', { params: { fresh: Date.now() } });
      expect((await categories()).status).toBe(200);
      expect((await t.app.request('/readyz')).status).toBe(200);

      await run(POSTGRES_SH, ['stop', dir]);
      const down = await categories();
      expect(down.status).toBe(503);
      expect(down.headers.get('retry-after')).toBe('5');
      expect(await down.json()).toMatchObject({ status: 'error' });
      expect((await t.request('GET', 'session', { cookie })).status).toBe(503);
      expect((await t.app.request('/readyz')).status).toBe(503);
      expect((await t.app.request('/healthz')).status).toBe(200);

      await run(POSTGRES_SH, ['resume', dir]);
      const deadline = Date.now() + 15_000;
      let status = 0;
      while (Date.now() < deadline) {
        status = (await categories()).status;
        if (status === 200) break;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(status).toBe(200);
      expect((await t.app.request('/readyz')).status).toBe(200);
      expect(await (await t.request('GET', 'session', { cookie })).json()).toMatchObject({
        authenticated: true,
      });
      expect(t.deps.log.lines.filter((l) => l.level === 'error')).toEqual([]);
    },
    60_000,
  );
});
