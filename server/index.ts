/**
 * The server process: reads the settings, opens and migrates the database, makes sure the admin
 * exists, seeds demo content into an empty database, and listens. SIGTERM/SIGINT stop it
 * gracefully: no new connections, in-flight requests finish, then the database closes.
 *
 * `tsx server/index.ts` serves the API only (plus `dist/` when built); `npm start` (start.ts)
 * builds the app first when needed.
 */
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { serve } from '@hono/node-server';
import { createApp, type App, type AppOptions } from './app';
import { ensureAdminUser } from './auth/admin';
import { DatabaseConnectError } from './db/errors';
import { seedDemoContent } from './db/seed/seed';
import { openDeps, type OpenedDeps } from './deps';
import { jsonLogger } from './http/log';
import { readSettings, SettingsError, type Settings } from './settings';

export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const DIST_DIR = path.join(PROJECT_ROOT, 'dist');
const SHUTDOWN_GRACE_MS = 10_000;

/** What `startServer` serves besides the API, and where it says it is running. */
export interface StartOptions extends Pick<AppOptions, 'staticDir' | 'renderEntry'> {
  /** Where "running at" goes (stdout by default). */
  print?: (text: string) => void;
}

/** Everything but the listening socket: database ready, admin present, demo content seeded. */
export async function prepareServer(
  settings: Settings,
  options: Pick<AppOptions, 'staticDir' | 'renderEntry'> = {},
): Promise<{ app: App; deps: OpenedDeps }> {
  const deps = await openDeps(settings, { log: jsonLogger() });
  try {
    await ensureAdminUser(deps);
    if (settings.seedDemo) {
      const started = Date.now();
      if (await seedDemoContent(deps)) {
        deps.log.info({ msg: 'seeded demo content', ms: Date.now() - started });
      }
    }
  } catch (error) {
    await deps.close();
    throw error;
  }
  return { app: createApp(deps, options), deps };
}

export function displayUrl(settings: Settings, port: number): string {
  const local = ['127.0.0.1', '0.0.0.0', '::', '::1', 'localhost', ''].includes(settings.host);
  return `http://${local ? 'localhost' : settings.host}:${port}`;
}

/** How often, while stopping, connections that finished their last answer are closed. */
const IDLE_SWEEP_MS = 50;

/**
 * Stops serving: no new connections, in-flight requests finish, and no connection is kept for
 * reuse. Idle keep-alive connections are closed at once, and a connection busy with a request is
 * closed as soon as its answer is out. Without the sweep, every connection that was busy at the
 * signal would hold the stop for the keep-alive timeout (5 s) after its last answer.
 */
export function stopServing(server: Server, onClosed: () => void): void {
  const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
  sweep.unref();
  server.close(() => {
    clearInterval(sweep);
    onClosed();
  });
  server.closeIdleConnections();
}

/** Closes the server on SIGTERM/SIGINT: stop accepting, finish in-flight, close the database. */
export function closeGracefully(server: Server, deps: OpenedDeps, onClosed?: () => void): void {
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    deps.log.info({ msg: 'shutting down', signal });
    const force = setTimeout(() => {
      server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    stopServing(server, () => {
      void deps.close().finally(() => {
        clearTimeout(force);
        onClosed?.();
        process.exit(0);
      });
    });
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
}

/** The longest the start waits for its first page before saying it runs anyway. */
const WARM_UP_MS = 30_000;

/**
 * Asks the home page once, in process: the first page loads the server render (a large module)
 * and meets a cold database, which took seconds. Done before "running at" is printed, so that a
 * visitor who opens the address then gets the page at once. A failure is the page's own business
 * (it is served unrendered); the start goes on.
 */
export async function warmUp(app: App, timeoutMs = WARM_UP_MS): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const page = Promise.resolve(app.request('/', { headers: { Accept: 'text/html' } })).then(
    (answer) => answer.arrayBuffer(),
  );
  const late = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, timeoutMs);
    timer.unref();
  });
  // Failed or slow: readers would meet the same on their first visit; the start goes on.
  await Promise.race([page, late]).catch(() => undefined);
  clearTimeout(timer);
}

export async function startServer(
  settings: Settings = readSettings(),
  { print = (text) => process.stdout.write(text), ...options }: StartOptions = {},
): Promise<{ server: Server; url: string; deps: OpenedDeps }> {
  // The built app's server entry imports React, React Router and Redux Toolkit from
  // node_modules, which pick their development builds unless NODE_ENV says production: about
  // 40% slower renders (p50 77 → 47 ms for an uncached post page, measured interleaved). Set
  // before the entry is first imported; a NODE_ENV the operator or a test runner set is kept.
  process.env.NODE_ENV ??= 'production';
  const { app, deps } = await prepareServer(settings, options);
  const server = await new Promise<Server>((resolve, reject) => {
    const s = serve({ fetch: app.fetch, port: settings.port, hostname: settings.host }, () =>
      resolve(s as Server),
    ) as Server;
    s.once('error', reject);
  });
  const port = (server.address() as AddressInfo).port;
  const url = displayUrl(settings, port);
  closeGracefully(server, deps);
  // Listening, and its first page ready: only now is the address worth opening.
  await warmUp(app);
  deps.log.info({ msg: 'listening', url, static: options.staticDir ?? null });
  print(`\n  BetPulse is running at ${url}\n\n`);
  return { server, url, deps };
}

/** What to print when the server cannot start: one line for a known cause, else the stack. */
export function startFailure(error: unknown): string {
  if (error instanceof DatabaseConnectError || error instanceof SettingsError) return error.message;
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}

const isEntry =
  process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isEntry) {
  const staticDir = existsSync(path.join(DIST_DIR, 'index.html')) ? DIST_DIR : undefined;
  // Settings inside the promise: a bad one is reported as a failure to start, not a crash.
  Promise.resolve()
    .then(() => startServer(readSettings(), { staticDir }))
    .catch((error: unknown) => {
      process.stderr.write(`Could not start the server: ${startFailure(error)}\n`);
      process.exit(1);
    });
}
