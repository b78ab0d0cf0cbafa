/**
 * The deploy kit serves only what the site is, on every host (php -S with the router that mirrors
 * the kit, nginx with deploy/nginx/site.conf, Apache with deploy/apache/.htaccess, each as
 * shipped): the app's files, /backend/index.php run, image files under /backend/public/ never
 * run, and the app's page for other paths. Private files a user leaves in the document root
 * (the guard's folder, dotfiles, databases, dumps, logs, backups, editor files) answer 404 with
 * none of their content, however the path is spelled, and nothing under the uploads ever runs,
 * also beside an .htaccess dropped there.
 */
import { chmodSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '../e2e/fixtures';
import { getRaw, hostHome, phpHost } from './phpHost';

/** What a decoy holds, so that a leak shows; and what the real guard files hold. */
const DECOY = 'PRIVATE-FILE-CONTENT';
const RAN = 'RAN-42';
const LEAKS = [DECOY, RAN, '<?php', 'SQLite format 3', '$2y$', 'BetPulse auth guard'];
/** A GIF that is also a PHP script: what a seed backend that checks with getimagesize keeps. */
const POLYGLOT = `GIF89a\x01\x00\x01\x00\x00\x00\x00;<?php echo 'RAN-' . (6 * 7); ?>`;

/** Files a user may leave in a document root, with the decoy's content (none overwrites a real one). */
const PRIVATE_FILES: Record<string, string> = {
  '.env': `SECRET=${DECOY}`,
  '.env.local': DECOY,
  '.git/config': DECOY,
  '.git/HEAD': DECOY,
  '.htpasswd': DECOY,
  'backup.sql': DECOY,
  'site.sqlite': DECOY,
  'data.db': DECOY,
  'config/php.ini': DECOY,
  'error.log': DECOY,
  'index.html.bak': DECOY,
  'index.php~': `<?php // ${DECOY}`,
  '.index.php.swp': DECOY,
  'info.php': `<?php echo 'RAN-' . (6 * 7); // ${DECOY}`,
  'assets/.env': DECOY,
  'backend/config.php': `<?php echo 'RAN-' . (6 * 7); // ${DECOY}`,
  'backend/config.ini': DECOY,
  'backend/site.sqlite': DECOY,
  'backend/public/backup.sql': DECOY,
  'backend/public/.env': DECOY,
  // The guard's folder as an older README left it in the document root.
  'php/auth-guard.php': `<?php echo 'RAN-' . (6 * 7); // ${DECOY}`,
  'php/set-admin-password.php': `<?php // ${DECOY}`,
  'php/auth-guard.config.php': `<?php return ['db_password' => '${DECOY}'];`,
  'php/auth-guard.sqlite': `SQLite format 3 ${DECOY}`,
  'php/data/auth-guard.sqlite': `SQLite format 3 ${DECOY}`,
};

/** Paths that must answer 404, as written: every file above, and other spellings of them. */
const PRIVATE_PATHS = [
  ...Object.keys(PRIVATE_FILES).map((file) => `/${file}`),
  '/php',
  '/php/',
  '/php/data/',
  '/.git/',
  '/.git',
  '/.htaccess',
  '/backend/.htaccess',
  '/backend/public/.htaccess',
  // encoded dots
  '/php/auth-guard%2esqlite',
  '/php/auth-guard%2Ephp',
  '/%2eenv',
  '/%2egit/config',
  '/assets/%2e%2e/php/auth-guard.sqlite',
  // a trailing slash
  '/php/auth-guard.sqlite/',
  '/.git/config/',
  '/backup.sql/',
  // letter case
  '/PHP/auth-guard.sqlite',
  '/Php/auth-guard.php',
  '/php/AUTH-GUARD.SQLITE',
  '/.ENV',
  '/BACKUP.SQL',
  // a second dot, doubled slashes, dot segments
  '/backup.sql.',
  '/site.sqlite.bak',
  '/php/auth-guard.php.',
  '//php/auth-guard.php',
  '/php//auth-guard.sqlite',
  '/php/./auth-guard.sqlite',
  '/assets/../php/auth-guard.sqlite',
  '/assets/../.env',
  // path info after a private file
  '/info.php/x.png',
  '/php/auth-guard.php/x.js',
];

/** What is planted in the uploads folder: scripts under every name PHP might run. */
const SCRIPT_NAMES = [
  'evil.php',
  'evil.PHP',
  'evil.pHp',
  'evil.phtml',
  'evil.phar',
  'evil.php5',
  'evil.php7',
  'evil.pht',
  'evil.phps',
];
const IMAGE_NAMES = ['evil.gif', 'evil.png', 'evil.php.png', 'evil.php.gif'];
/** An .htaccess dropped beside them that tries every way to make them run on Apache. */
const DROPPED_HTACCESS = `RewriteEngine On
AddHandler application/x-httpd-php .png .gif .php
AddType application/x-httpd-php .png .gif
<FilesMatch "\\.(png|gif|php)$">
  SetHandler application/x-httpd-php
</FilesMatch>
php_flag engine on
Options +ExecCGI
`;

const site = () => path.join(hostHome(), 'site');
const planted: string[] = [];

function plant(relative: string, content: string): void {
  const file = path.join(site(), relative);
  if (existsSync(file)) return; // the real guard's files, in the inside layout
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content, 'latin1');
  chmodSync(file, 0o644);
  planted.push(file);
}

test.beforeAll(() => {
  for (const [file, content] of Object.entries(PRIVATE_FILES)) plant(file, content);
  for (const name of [...SCRIPT_NAMES, ...IMAGE_NAMES]) plant(`backend/public/${name}`, POLYGLOT);
  plant('robots.txt', 'User-agent: *\nAllow: /\n');
  plant('ads.txt', 'example.com, pub-0000000000000000, DIRECT\n');
});

test.afterAll(() => {
  for (const file of planted.splice(0)) rmSync(file, { force: true });
});

function expectNoLeak(where: string, body: string): void {
  for (const leak of LEAKS) expect(body, `${where} leaks ${leak}`).not.toContain(leak);
}

test('private files and folders answer 404 with none of their content, however spelled', async () => {
  const wrong: string[] = [];
  const seen: string[] = [];
  for (const privatePath of PRIVATE_PATHS) {
    const res = await getRaw(privatePath);
    seen.push(`${res.status} ${privatePath}`);
    if (res.status !== 404) wrong.push(`${privatePath}: ${res.status}`);
    expectNoLeak(privatePath, res.body);
  }
  // Every path tried on this host with its status, in the report.
  await test.info().attach('private paths', { body: seen.join('\n'), contentType: 'text/plain' });
  expect(wrong).toEqual([]);
});

test('what the site is stays served: the app, its files, public text files the kit does not know', async () => {
  const home = await getRaw('/');
  expect(home.status).toBe(200);
  expect(home.body).toContain('<div id="root"></div>');
  const script = /src="(\/assets\/[^"]+\.js)"/.exec(home.body)![1]!;
  for (const file of [script, '/index.html', '/theme-init.js', '/favicon.svg']) {
    expect((await getRaw(file)).status, file).toBe(200);
  }
  for (const file of ['/robots.txt', '/ads.txt']) {
    const res = await getRaw(file);
    expect(res.status, file).toBe(200);
    expect(res.type, file).toMatch(/^text\/plain/);
  }
  // A page path gets the app, also one that looks like a folder on disk.
  for (const page of ['/football/derby-day-preview', '/assets/', '/config/']) {
    const res = await getRaw(page);
    expect(res.status, page).toBe(200);
    expect(res.body, page).toContain('<div id="root"></div>');
  }
  const api = await getRaw('/backend/index.php?q=categories');
  expect(api.status).toBe(200);
  expect(api.type).toMatch(/^application\/json/);
  // Only the API runs: not with path info, not another script beside it.
  for (const notApi of ['/backend/index.php/x', '/backend/index.php/x.png', '/backend/']) {
    const res = await getRaw(notApi);
    expect(res.status, notApi).toBe(404);
    expectNoLeak(notApi, res.body);
  }
});

test('nothing under the uploads runs: scripts by any name, with path info, beside a dropped .htaccess', async () => {
  const uploads = (name: string) => `/backend/public/${name}`;
  const seen: string[] = [];
  const check = async (label: string) => {
    for (const name of SCRIPT_NAMES) {
      for (const requested of [name, `${name}/x.png`, `${name}/`, `${name.toUpperCase()}`]) {
        const res = await getRaw(uploads(requested));
        seen.push(`${res.status} ${uploads(requested)} (${label})`);
        // Debian's own PHP config for Apache refuses *.phps (403) before any .htaccess is read.
        const refused =
          phpHost().server === 'apache' && /\.phps(?:\/|$)/i.test(requested) ? [403, 404] : [404];
        expect(refused, `${label} ${requested}: ${res.status}`).toContain(res.status);
        expectNoLeak(`${label} ${requested}`, res.body);
      }
    }
    for (const name of IMAGE_NAMES) {
      const res = await getRaw(uploads(name));
      seen.push(`${res.status} ${uploads(name)} (${label}, ${res.type})`);
      expect(res.status, `${label} ${name}`).toBe(200);
      // Served as the image its name says, as bytes: the script inside is never run.
      expect(res.type, `${label} ${name}`).toBe(name.endsWith('.png') ? 'image/png' : 'image/gif');
      expect(res.body, `${label} ${name}`).not.toContain(RAN);
      const path_info = await getRaw(uploads(`${name}/x.png`));
      expect(path_info.status, `${label} ${name}/x.png`).toBe(404);
      expect(path_info.body).not.toContain(RAN);
    }
  };
  await check('plain');
  plant('backend/public/.htaccess', DROPPED_HTACCESS);
  await check('beside a dropped .htaccess');
  const dropped = await getRaw(uploads('.htaccess'));
  seen.push(`${dropped.status} ${uploads('.htaccess')}`);
  await test.info().attach('uploads', { body: seen.join('\n'), contentType: 'text/plain' });
  expect(dropped.status).toBe(404);
  expect(dropped.body).not.toContain('AddHandler');
});

test('uploaded images keep their type, nosniff and a sandbox', async ({ request }) => {
  const res = await request.get('/backend/public/evil.gif');
  expect(res.status()).toBe(200);
  expect(res.headers()['x-content-type-options']).toBe('nosniff');
  expect(res.headers()['content-security-policy']).toBe("sandbox; default-src 'none'");
});
