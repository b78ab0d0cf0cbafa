import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './bench/lib/chromium';

// The e2e suite runs the real built server (`npm start`) on a fresh data folder, in Debian's
// Chromium (no browser download). The PHP suites (tests/e2e-php/) run the built app on PHP hosts
// (tests/php-host/serve.ts) as the product's users deploy it: a seed-only PHP backend, in legacy
// admin mode against three ways of answering an unknown q (one of them under Apache with the
// deploy kit's .htaccess), and in server-login mode with php/auth-guard.php in front, served by
// nginx + php-fpm with the deploy kit's site.conf.
const port = Number(process.env.E2E_PORT ?? 4599);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'site-e2e-'));
process.env.E2E_DATA_DIR = dataDir; // workers re-read this config: keep one folder
export const ADMIN_PASSWORD = process.env.ADMIN_PASSWORD ?? 'admin-e2e-password';
process.env.ADMIN_PASSWORD = ADMIN_PASSWORD;

const has = (command: string, ...args: string[]) =>
  spawnSync(command, args, { stdio: 'ignore' }).status === 0;
const withPhp = process.env.E2E_PHP !== 'off' && has('php', '-v');
if (!withPhp) {
  process.stderr.write(
    'PHP e2e suites skipped: php (php-cli, php-sqlite3) is not installed (E2E_PHP=off also skips them).\n',
  );
}
const withNginx =
  withPhp && has('nginx', '-v') && (has('php-fpm8.2', '-v') || has('php-fpm', '-v'));

const withApache =
  withPhp && has('apache2', '-v') && existsSync('/usr/lib/apache2/modules/libphp8.2.so');

interface PhpHost {
  name: string;
  port: number;
  admin: 'legacy' | 'guard';
  unknownQ?: 'error200' | '404' | 'html';
  server: 'php' | 'nginx' | 'apache';
  /** Where the guard's php/ folder is: beside the document root (README), or inside it. */
  layout?: 'outside' | 'inside';
  specs: string[];
}

/** The PHP hosts: `admin` and `server` are also read by the specs (project metadata). */
const PHP_HOSTS: PhpHost[] = [
  {
    name: 'php-legacy',
    port: port + 1,
    admin: 'legacy',
    unknownQ: 'error200',
    server: 'php',
    specs: ['reader', 'admin', 'xss', 'host', 'private'],
  },
  {
    name: 'php-legacy-404',
    port: port + 2,
    admin: 'legacy',
    unknownQ: '404',
    server: 'php',
    specs: ['admin'],
  },
  {
    name: 'php-legacy-html',
    port: port + 3,
    admin: 'legacy',
    unknownQ: 'html',
    // Apache with deploy/apache/.htaccess as shipped, where Debian's apache2 and mod_php are.
    server: withApache ? 'apache' : 'php',
    // The reader journeys run on the two builds (php-legacy, php-guard); what Apache changes
    // for a reader (paths, caching, compression, the policy) is what host.spec.ts proves.
    specs: withApache ? ['admin', 'host', 'private'] : ['admin'],
  },
  {
    name: 'php-guard',
    port: port + 4,
    admin: 'guard',
    server: withNginx ? 'nginx' : 'php',
    specs: ['reader', 'admin', 'guard', 'host', 'private'],
  },
  {
    // The guard's folder inside the document root, as an older README implied: the guard refuses
    // to run and the kit serves none of its files (Apache, where mod_php would run them).
    name: 'php-guard-inside',
    port: port + 5,
    admin: 'guard',
    server: withApache ? 'apache' : withNginx ? 'nginx' : 'php',
    layout: 'inside',
    specs: ['inside', 'private'],
  },
];

/**
 * The reader journeys that need no admin: run by a second reference server of their own (its own
 * port and data folder, the same demo content), beside the admin specs' server, so the suite is
 * split in two halves of about the same length.
 */
const READING_SPECS = [
  'reader',
  'navigation',
  'earlyTaps',
  'rendered',
  'frontPage',
  'searchAndTables',
  'earlyStart',
  'typeface',
  'searchOpen',
  'smoke',
  'sanitizers',
  'bundle',
];
const readingPort = port + 6;
const readingDataDir = `${dataDir}-reading`;
mkdirSync(readingDataDir, { recursive: true });

/** The reference server (`npm start`) on a port, with a data folder of its own. */
function referenceServer(
  serverPort: number,
  serverDataDir: string,
  command: string,
): Exclude<PlaywrightTestConfig['webServer'], unknown[] | undefined> {
  return {
    command,
    url: `http://127.0.0.1:${serverPort}/backend/index.php?q=categories`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(serverPort),
      HOST: '127.0.0.1',
      DATA_DIR: serverDataDir,
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD,
      LOG_REQUESTS: 'false',
      // Milliseconds its clock runs ahead (the editorial and prediction record specs write it).
      TEST_CLOCK_OFFSET_FILE: join(serverDataDir, 'test-clock-offset'),
    },
  };
}

const phpProjects: PlaywrightTestConfig['projects'] = PHP_HOSTS.map((host) => ({
  name: host.name,
  testDir: 'tests/e2e-php',
  testMatch: host.specs.map((spec) => `${spec}.spec.ts`),
  // Its specs share the host's one database: one at a time (beside the other hosts' runs).
  workers: 1,
  metadata: {
    admin: host.admin,
    server: host.server,
    unknownQ: host.unknownQ ?? null,
    layout: host.layout ?? 'outside',
  },
  use: { browserName: 'chromium', baseURL: `http://127.0.0.1:${host.port}` },
}));

/** Where the PHP hosts share their two builds (legacy, guard) for this run. */
const phpBuilds = (process.env.E2E_PHP_BUILDS ??= mkdtempSync(join(tmpdir(), 'php-host-builds-')));

const phpServers: PlaywrightTestConfig['webServer'] = PHP_HOSTS.map((host) => ({
  command: [
    'npx tsx tests/php-host/serve.ts',
    `--name ${host.name} --port ${host.port} --admin ${host.admin}`,
    `--unknown-q ${host.unknownQ ?? 'error200'} --server ${host.server}`,
    `--layout ${host.layout ?? 'outside'}`,
  ].join(' '),
  url: `http://127.0.0.1:${host.port}/backend/index.php?q=categories`,
  timeout: 120_000,
  reuseExistingServer: false,
  stdout: 'pipe' as const,
  env: { ADMIN_PASSWORD, PHP_HOST_BUILDS: phpBuilds },
}));

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  // Each project runs one file at a time against its own server and database (the reference
  // server's specs share its data, each PHP host's share that host's), but two projects run side
  // by side: the PHP hosts' suites beside the reference server's, on a second core.
  workers: Math.min(2, availableParallelism()),
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Playwright empties its outputDir at start: keep it apart from the other reports.
  outputDir: 'test-results/e2e-artifacts',
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [
    {
      name: 'chromium',
      testDir: 'tests/e2e',
      testIgnore: READING_SPECS.map((spec) => `${spec}.spec.ts`),
      workers: 1,
      use: { browserName: 'chromium' },
    },
    {
      name: 'chromium-reading',
      testDir: 'tests/e2e',
      testMatch: READING_SPECS.map((spec) => `${spec}.spec.ts`),
      workers: 1,
      use: { browserName: 'chromium', baseURL: `http://127.0.0.1:${readingPort}` },
    },
    ...(withPhp ? phpProjects : []),
  ],
  webServer: [
    referenceServer(port, dataDir, 'npm start'),
    // The second one starts once the first is up: `npm start` builds dist/ when it is missing,
    // and two builds must not write the same folder at once.
    referenceServer(
      readingPort,
      readingDataDir,
      `node scripts/wait-for-url.mjs http://127.0.0.1:${port}/backend/index.php?q=categories && npm start`,
    ),
    ...(withPhp ? phpServers : []),
  ],
});
