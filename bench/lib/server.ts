/**
 * Starts the real server as a child process for a benchmark, on loopback: as `npm start` runs it
 * (scripts/start.mjs: the server's plain-JS build, on the current app build).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { performance } from 'node:perf_hooks';

export interface BenchServer {
  url: string;
  /** The server process's id (its memory: /proc/<pid>/status). */
  pid: number;
  /** From the spawn to the first 200 of the ready path. */
  readyMs: number;
  stop(): Promise<void>;
}

export interface BenchServerOptions {
  /** Polled until it answers 200 (default the categories call). */
  readyPath?: string;
  /** Between polls (default 300 ms). */
  pollMs?: number;
  /** A fixed port (default a free one). */
  port?: number;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

export async function startBenchServer(
  dataDir: string,
  extraEnv: Record<string, string> = {},
  {
    readyPath = '/backend/index.php?q=categories',
    pollMs = 300,
    ...options
  }: BenchServerOptions = {},
) {
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const spawned = performance.now();
  const child: ChildProcess = spawn(process.execPath, ['scripts/start.mjs'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: 'bench-admin-password',
      LOG_REQUESTS: 'false',
      // One loopback address fires every request: per-address rate limits would measure 429s.
      RATE_LIMIT_SEARCH: '0',
      RATE_LIMIT_WRITES: '0',
      // As `npm start` sets it (package.json): glibc's malloc arenas, see README.
      MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2',
      ...extraEnv,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}${readyPath}`);
      await res.arrayBuffer();
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error('server did not start in 180 s');
    }
    await new Promise((r) => setTimeout(r, pollMs));
  }
  const server: BenchServer = {
    url,
    pid: child.pid!,
    readyMs: performance.now() - spawned,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
  return server;
}
