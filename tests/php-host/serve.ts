/**
 * Starts one PHP host for the e2e suites, the way the product's users deploy it: the built app
 * (`dist/`, client-rendered) beside a PHP backend at /backend/index.php that speaks only the seed's
 * contract (tests/php-backend/), with nothing of Node at run time.
 *
 *   tsx tests/php-host/serve.ts --name php-legacy --port 4601 --admin legacy --unknown-q 404
 *   tsx tests/php-host/serve.ts --name php-guard --port 4604 --admin guard --server nginx
 *
 * --admin legacy   the app is built with VITE_LEGACY_ADMIN=true (the check in the browser); the
 *                  backend has no login and answers an unknown q as --unknown-q says
 *                  (error200: 200 {"error":"Invalid request"}, 404, html)
 * --admin guard    the app is built as usual (server login) and php/auth-guard.php runs in front
 *                  of the backend, its admin password set with php/set-admin-password.php
 * --layout outside the guard's php/ folder beside the document root, as the README says (default)
 * --layout inside  php/ inside the document root, as an older README implied: the guard must
 *                  refuse to run, and the kit must not serve its files
 * --server php     `php -S` with tests/php-host/router.php (mirrors the deploy kit's rules)
 * --server nginx   Debian's nginx with deploy/nginx/site.conf as shipped (only the root, port and
 *                  php-fpm socket filled in) and php-fpm
 * --server apache  Debian's Apache 2.4 with mod_php and deploy/apache/.htaccess as shipped in the
 *                  document root
 *
 * It deploys as the README tells a user: the files copied into a document root
 * (<home>/site/), the guard copied where the README puts it, the password set as root, and the
 * web server (php -S, php-fpm and nginx's workers, Apache) running as www-data when this runs as
 * root, with only the uploads and the backend's database folder given to that user.
 *
 * Everything lives in test-results/php-host/<name>/ and starts empty: a fresh database each run.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'vite';

const ROOT = path.resolve(import.meta.dirname, '../..');
const { values: args } = parseArgs({
  options: {
    name: { type: 'string' },
    port: { type: 'string' },
    admin: { type: 'string', default: 'legacy' },
    'unknown-q': { type: 'string', default: 'error200' },
    server: { type: 'string', default: 'php' },
    layout: { type: 'string', default: 'outside' },
  },
});
const name = args.name ?? `php-${args.admin}`;
const port = Number(args.port);
if (!Number.isInteger(port) || port <= 0) throw new Error('--port is required');
const guard = args.admin === 'guard';
const inside = args.layout === 'inside';
/** As root, the servers run as the web user, as on a real host; else as whoever runs this. */
const asRoot = process.getuid?.() === 0;
const WEB_USER = 'www-data';
const password = process.env.ADMIN_PASSWORD ?? 'admin-e2e-password';

const home = path.join(ROOT, 'test-results', 'php-host', name);
rmSync(home, { recursive: true, force: true });
// The web root as an operator lays it out: the app's files, and backend/ beside them.
const site = path.join(home, 'site');
const uploads = path.join(site, 'backend', 'public');
mkdirSync(uploads, { recursive: true });
/** The backend's own database, in a folder the web user may write. */
const backendData = path.join(home, 'backend-data');
mkdirSync(backendData, { recursive: true });
/** Where the operator copies the guard's php/ folder. */
const guardDir = inside ? path.join(site, 'php') : path.join(home, 'php');

/**
 * The legacy check's salted hash of the e2e password (what `npm run legacy-hash` prints). The
 * salt is the same for every legacy host, so they all serve one build.
 */
function legacyHash(secret: string): string {
  const salt = createHash('sha256').update('php-host-legacy').digest('hex').slice(0, 32);
  return `${salt}:${createHash('sha256').update(`${salt}${secret}`, 'utf8').digest('hex')}`;
}

/**
 * The app as this host serves it. The hosts start side by side and most of them serve the same
 * build (legacy or guard), so the first host to need a build makes it in a shared folder (a
 * `mkdir` lock) and the others wait for it and copy it: two builds for five hosts, not five.
 */
async function buildApp(): Promise<void> {
  const variant = guard ? 'guard' : 'legacy';
  // One folder per e2e run (playwright.config.ts makes it), so no run serves an older build.
  const builds = process.env.PHP_HOST_BUILDS ?? path.join(home, 'builds');
  const shared = path.join(builds, variant);
  const lock = `${shared}.lock`;
  const done = path.join(shared, '.built');
  let mine = false;
  try {
    mkdirSync(path.dirname(lock), { recursive: true });
    mkdirSync(lock);
    mine = true;
  } catch {
    // Another host is building it.
  }
  if (mine) {
    rmSync(shared, { recursive: true, force: true });
    // VITE_ settings are read from the environment at build time.
    process.env.VITE_LEGACY_ADMIN = guard ? 'false' : 'true';
    process.env.VITE_LEGACY_ADMIN_USERNAME = guard ? '' : 'admin';
    process.env.VITE_LEGACY_ADMIN_HASH = guard ? '' : legacyHash(password);
    await build({ root: ROOT, logLevel: 'warn', build: { outDir: shared, emptyOutDir: true } });
    writeFileSync(done, '');
  } else {
    const until = Date.now() + 180_000;
    while (!existsSync(done)) {
      if (Date.now() > until) throw new Error(`[${name}] the ${variant} build did not appear`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  cpSync(shared, site, { recursive: true, filter: (from) => from !== done });
}

const backendEnv: NodeJS.ProcessEnv = {
  PHP_BACKEND_DB: path.join(backendData, 'backend.sqlite'),
  PHP_BACKEND_UPLOADS: uploads,
  PHP_BACKEND_UNKNOWN_Q: args['unknown-q'],
  PHP_HOST_DIST: site,
};

function run(command: string, argv: string[], input?: string) {
  const result = spawnSync(command, argv, {
    input,
    env: { ...process.env, ...backendEnv },
    encoding: 'utf8',
  });
  if (result.status !== 0 && !inside) {
    throw new Error(`${command} ${argv.join(' ')} failed: ${result.stderr || result.stdout}`);
  }
  return result;
}

/** The guard copied where the operator puts it, and its password set as the README says. */
function installGuard(): void {
  mkdirSync(guardDir, { recursive: true });
  for (const file of [
    'auth-guard.php',
    'set-admin-password.php',
    'auth-guard.config.example.php',
  ]) {
    copyFileSync(path.join(ROOT, 'php', file), path.join(guardDir, file));
  }
  // As root, as a user following the README would: the script gives the database to the owner
  // of backend/public. Inside the document root it refuses: what it said is kept for the tests.
  const result = run('php', [path.join(guardDir, 'set-admin-password.php'), 'admin'], password);
  writeFileSync(
    path.join(home, 'set-admin-password.txt'),
    `exit ${result.status}\n${result.stdout}${result.stderr}`,
  );
}

const children: ChildProcess[] = [];
/** util-linux's setpriv, to give each server the parent-death signal (Linux). */
const PDEATHSIG =
  spawnSync('setpriv', ['--help'], { encoding: 'utf8' }).stdout?.includes('--pdeathsig') ?? false;
/**
 * Starts a server; its output (php -S logs every connection) goes to <home>/<command>.log.
 * `asWebUser`: started as www-data (when this runs as root) instead of dropping to it itself.
 */
function start(
  command: string,
  argv: string[],
  env: NodeJS.ProcessEnv = {},
  asWebUser = false,
): ChildProcess {
  const log = path.join(home, `${path.basename(command)}.log`);
  const out = openSync(log, 'a');
  // php-fpm makes itself a session of its own: the group kill that ends this script when the
  // tests are over does not reach it. With the parent-death signal it ends with this script.
  const user =
    asWebUser && asRoot ? ['--reuid', WEB_USER, '--regid', WEB_USER, '--clear-groups'] : [];
  const [bin, args] =
    PDEATHSIG || user.length > 0
      ? [
          'setpriv',
          [...(PDEATHSIG ? ['--pdeathsig', 'TERM'] : []), ...user, '--', command, ...argv],
        ]
      : [command, argv];
  const child = spawn(bin, args, {
    env: { ...process.env, ...backendEnv, ...env },
    stdio: ['ignore', out, out],
  });
  child.on('exit', (code, signal) => {
    const tail = readFileSync(log, 'utf8').split('\n').slice(-20).join('\n');
    process.stderr.write(`[${name}] ${command} stopped (${signal ?? code}):\n${tail}\n`);
    stop(1);
  });
  children.push(child);
  return child;
}

function stop(code: number): void {
  for (const child of children) {
    child.removeAllListeners('exit');
    child.kill('SIGTERM');
  }
  process.exit(code);
}
process.on('SIGTERM', () => stop(0));
process.on('SIGINT', () => stop(0));

function servePhp(): void {
  start(
    'php',
    ['-S', `127.0.0.1:${port}`, '-t', site, path.join(ROOT, 'tests/php-host/router.php')],
    { PHP_CLI_SERVER_WORKERS: '4' },
    true,
  );
}

/**
 * The operator's backend/index.php: the guard's one line as the README gives it (guard mode),
 * then their own code.
 */
function writeOperatorIndex(): void {
  const requireGuard = inside
    ? "require __DIR__ . '/../php/auth-guard.php';\n"
    : "require __DIR__ . '/../../php/auth-guard.php';\n";
  writeFileSync(
    path.join(site, 'backend', 'index.php'),
    `<?php\n${guard ? requireGuard : ''}` +
      `require ${JSON.stringify(path.join(ROOT, 'tests/php-backend/index.php'))};\n`,
  );
}

/** What the web user writes: the uploads and the backend's database folder, nothing else. */
function giveWebUserItsFolders(): void {
  if (asRoot) run('chown', ['-R', `${WEB_USER}:${WEB_USER}`, uploads, backendData]);
}

/** nginx + php-fpm with the deploy kit's site.conf, as an operator would install it. */
function serveNginx(): void {
  const conf = path.join(home, 'nginx');
  mkdirSync(path.join(conf, 'temp'), { recursive: true });
  const socket = path.join(home, 'php-fpm.sock');
  const fpmEnv = Object.entries(backendEnv)
    .map(([key, value]) => `env[${key}] = ${JSON.stringify(value)}`)
    .join('\n');
  writeFileSync(
    path.join(conf, 'php-fpm.conf'),
    `[global]
error_log = ${path.join(home, 'php-fpm.log')}
daemonize = no
[site]
${asRoot ? `user = ${WEB_USER}\ngroup = ${WEB_USER}\nlisten.owner = ${WEB_USER}\nlisten.group = ${WEB_USER}\n` : ''}listen = ${socket}
pm = static
pm.max_children = 4
clear_env = yes
catch_workers_output = yes
${fpmEnv}
`,
  );
  const site_conf = readFileSync(path.join(ROOT, 'deploy/nginx/site.conf'), 'utf8')
    .replace(/listen 80;/, `listen 127.0.0.1:${port};`)
    .replace(/root \/srv\/betpulse;/, `root ${site};`)
    .replace(/fastcgi_pass unix:[^;]+;/, `fastcgi_pass unix:${socket};`);
  for (const file of ['mime.types', 'fastcgi_params']) {
    copyFileSync(path.join('/etc/nginx', file), path.join(conf, file));
  }
  writeFileSync(path.join(conf, 'site.conf'), site_conf);
  const temp = path.join(conf, 'temp');
  if (asRoot) run('chown', ['-R', WEB_USER, temp]);
  writeFileSync(
    path.join(conf, 'nginx.conf'),
    `${asRoot ? `user ${WEB_USER};\n` : ''}worker_processes 2;
pid ${path.join(conf, 'nginx.pid')};
error_log ${path.join(home, 'nginx-error.log')} warn;
daemon off;
events { worker_connections 256; }
http {
  include mime.types;
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${temp}/body;
  proxy_temp_path ${temp}/proxy;
  fastcgi_temp_path ${temp}/fastcgi;
  uwsgi_temp_path ${temp}/uwsgi;
  scgi_temp_path ${temp}/scgi;
  include site.conf;
}
`,
  );
  const fpm = ['php-fpm8.2', 'php-fpm'].find(
    (bin) => spawnSync(bin, ['-v'], { stdio: 'ignore' }).status === 0,
  );
  if (!fpm) throw new Error('php-fpm is not installed');
  start(fpm, ['--nodaemonize', '--fpm-config', path.join(conf, 'php-fpm.conf')]);
  start('nginx', [
    '-p',
    conf,
    '-c',
    path.join(conf, 'nginx.conf'),
    '-e',
    path.join(home, 'nginx-error.log'),
  ]);
}

/** Apache 2.4 + mod_php with the deploy kit's .htaccess in the document root, as shipped. */
function serveApache(): void {
  const conf = path.join(home, 'apache');
  mkdirSync(conf, { recursive: true });
  copyFileSync(path.join(ROOT, 'deploy/apache/.htaccess'), path.join(site, '.htaccess'));
  const modules = '/usr/lib/apache2/modules';
  const load = (name: string, file: string) => `LoadModule ${name} ${modules}/${file}`;
  const setEnv = Object.entries(backendEnv)
    .map(([key, value]) => `SetEnv ${key} ${JSON.stringify(value)}`)
    .join('\n');
  writeFileSync(
    path.join(conf, 'httpd.conf'),
    `ServerRoot /etc/apache2
ServerName 127.0.0.1
PidFile ${path.join(conf, 'httpd.pid')}
Listen 127.0.0.1:${port}
${asRoot ? `User ${WEB_USER}\nGroup ${WEB_USER}\n` : ''}ErrorLog ${path.join(home, 'apache-error.log')}
${[
  ['mpm_prefork_module', 'mod_mpm_prefork.so'],
  ['authz_core_module', 'mod_authz_core.so'],
  ['dir_module', 'mod_dir.so'],
  ['mime_module', 'mod_mime.so'],
  ['rewrite_module', 'mod_rewrite.so'],
  ['headers_module', 'mod_headers.so'],
  ['filter_module', 'mod_filter.so'],
  ['deflate_module', 'mod_deflate.so'],
  ['brotli_module', 'mod_brotli.so'],
  ['env_module', 'mod_env.so'],
  ['alias_module', 'mod_alias.so'],
  ['php_module', 'libphp8.2.so'],
]
  .map(([name, file]) => load(name!, file!))
  .join('\n')}
TypesConfig /etc/mime.types
DocumentRoot ${JSON.stringify(site)}
${setEnv}
<Directory ${JSON.stringify(site)}>
  AllowOverride All
  Require all granted
</Directory>
# Debian's PHP handler, and the older AddHandler form many shared hosts still use (it also
# makes x.php.png a script: the kit must keep that from ever running under uploads).
Include /etc/apache2/mods-available/php8.2.conf
AddHandler application/x-httpd-php .php
`,
  );
  start('apache2', ['-f', path.join(conf, 'httpd.conf'), '-DFOREGROUND']);
}

await buildApp();
writeOperatorIndex();
giveWebUserItsFolders();
if (guard) installGuard();
if (args.server === 'nginx') serveNginx();
else if (args.server === 'apache') serveApache();
else servePhp();
process.stdout.write(
  `[${name}] PHP host on http://127.0.0.1:${port} (${args.server}, ${args.admin})\n`,
);
