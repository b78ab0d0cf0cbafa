/**
 * php/auth-guard.php under PHP 8 (`php -S`), in front of a stand-in backend that answers every
 * call it is let through with {"reached": q}: what the e2e suites do not reach. Cookies marked
 * Secure behind a trusted https proxy (and only then), writes refused by fetch metadata (with or
 * without Origin), the lockout of 20 failures per address whatever the name, the password script's refusals, and a new password ending the sessions.
 * Skipped where PHP is not installed (CI installs it).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS } from '../../src/contract/calls';

const ROOT = path.resolve(import.meta.dirname, '../..');
const hasPhp =
  spawnSync('php', ['-r', 'exit(extension_loaded("pdo_sqlite") ? 0 : 1);']).status === 0;
const PORT = 4690 + Math.floor(Math.random() * 200);
const BASE = `http://127.0.0.1:${PORT}`;

let dir = '';
let server: ChildProcess | null = null;

function env(): NodeJS.ProcessEnv {
  return {
    ...process.env,
    BETPULSE_GUARD_DSN: `sqlite:${path.join(dir, 'guard.sqlite')}`,
    BETPULSE_GUARD_TRUST_PROXY_HTTPS: 'true',
    // php -S runs as this same user: the database stays theirs (as root too).
    BETPULSE_GUARD_WEB_USER: userInfo().username,
  };
}

function setPassword(password: string, username = 'admin') {
  return spawnSync('php', [path.join(ROOT, 'php/set-admin-password.php'), username], {
    input: password,
    env: env(),
    encoding: 'utf8',
  });
}

const login = (body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${BASE}/index.php?q=login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '203.0.113.9', ...headers },
    body: JSON.stringify(body),
  });

describe.skipIf(!hasPhp)('php/auth-guard.php', () => {
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'guard-test-'));
    // The document root is a folder of its own: the guard refuses a database inside it.
    mkdirSync(path.join(dir, 'www'));
    writeFileSync(
      path.join(dir, 'www', 'index.php'),
      `<?php require ${JSON.stringify(path.join(ROOT, 'php/auth-guard.php'))};\n` +
        `header('Content-Type: application/json'); echo json_encode(['reached' => $_GET['q'] ?? null]);\n`,
    );
    expect(setPassword('first-password').status).toBe(0);
    server = spawn('php', ['-S', `127.0.0.1:${PORT}`, '-t', path.join(dir, 'www')], {
      env: env(),
      stdio: 'ignore',
    });
    for (let i = 0; i < 100; i += 1) {
      const up = await fetch(`${BASE}/index.php?q=session`).catch(() => null);
      if (up?.ok) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('php -S did not start');
  });

  afterAll(() => {
    server?.kill('SIGTERM');
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('lets the readers’ calls through to the backend untouched', async () => {
    const res = await fetch(`${BASE}/index.php?q=posts`);
    expect(await res.json()).toEqual({ reached: 'posts' });
  });

  it('refuses every admin call of the contract without a session (the editorial ones too), and lets the public ones through', async () => {
    for (const [call, { access }] of Object.entries(CALLS)) {
      const [method, q] = call.split(' ') as [string, string];
      const res = await fetch(`${BASE}/index.php?q=${q}`, {
        method,
        headers: { Origin: BASE, 'Content-Type': 'application/json' },
        ...(method === 'GET' ? {} : { body: '{}' }),
      });
      const body = (await res.json()) as Record<string, unknown>;
      if (access === 'admin') {
        expect([call, res.status, body]).toEqual([
          call,
          401,
          { status: 'error', message: 'Authentication required' },
        ]);
      } else if (!['login', 'logout', 'session'].includes(q)) {
        expect([call, body]).toEqual([call, { reached: q }]);
      }
    }
  });

  it('marks the cookie Secure behind a trusted https proxy, and not over plain http', async () => {
    const https = await login(
      { username: 'admin', password: 'first-password' },
      { 'X-Forwarded-Proto': 'https', 'X-Forwarded-For': '198.51.100.1' },
    );
    expect(https.status).toBe(200);
    const secure = https.headers.get('set-cookie') ?? '';
    expect(secure).toMatch(/^sid=[A-Za-z0-9_-]{43};/);
    expect(secure).toMatch(/; secure/i);
    expect(secure).toMatch(/; httponly/i);
    expect(secure).toMatch(/; samesite=strict/i);

    const http = await login(
      { username: 'admin', password: 'first-password' },
      { 'X-Forwarded-For': '198.51.100.1' },
    );
    expect(http.headers.get('set-cookie')).not.toMatch(/; secure/i);
  });

  it('locks an address out after 20 failures in 15 minutes, whatever the names', async () => {
    const from = { 'X-Forwarded-For': '192.0.2.77' };
    for (let i = 0; i < 20; i += 1) {
      // Four tries per name stays under the per-name limit of 5.
      const res = await login(
        { username: `probe-${Math.floor(i / 4)}`, password: 'wrong-one' },
        from,
      );
      expect(res.status, `attempt ${i + 1}`).toBe(401);
    }
    const locked = await login({ username: 'admin', password: 'first-password' }, from);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address is not affected.
    const other = await login(
      { username: 'admin', password: 'first-password' },
      { 'X-Forwarded-For': '192.0.2.78' },
    );
    expect(other.status).toBe(200);
  });

  it('refuses writes that fetch metadata calls cross-site or same-site, with or without Origin', async () => {
    const res = await login(
      { username: 'admin', password: 'first-password' },
      { 'X-Forwarded-For': '198.51.100.3' },
    );
    const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0]!;
    const write = (headers: Record<string, string>) =>
      fetch(`${BASE}/index.php?q=categories`, {
        method: 'POST',
        headers: { Cookie: cookie, 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify({ name: 'Hacked', slug: 'hacked' }),
      });
    const refused: Record<string, string>[] = [
      { 'Sec-Fetch-Site': 'cross-site' },
      { 'Sec-Fetch-Site': 'cross-site', Origin: BASE },
      { 'Sec-Fetch-Site': 'same-site' },
      { 'Sec-Fetch-Site': 'same-site', Origin: 'http://blog.127.0.0.1' },
      { 'Sec-Fetch-Site': 'same-origin', Origin: 'https://evil.example' },
      { Origin: 'https://evil.example' },
    ];
    for (const headers of refused) {
      const answer = await write(headers);
      expect([headers, answer.status]).toEqual([headers, 403]);
      expect(await answer.json()).toEqual({
        status: 'error',
        message: 'Cross-origin request refused',
      });
    }
    // Our own origin, and clients without fetch metadata or Origin (curl), reach the backend.
    const allowed: Record<string, string>[] = [
      { 'Sec-Fetch-Site': 'same-origin', Origin: BASE },
      {},
    ];
    for (const headers of allowed) {
      expect(await (await write(headers)).json()).toEqual({ reached: 'categories' });
    }
    // A login that fetch metadata calls cross-site sets no cookie.
    const forged = await login(
      { username: 'admin', password: 'first-password' },
      { 'X-Forwarded-For': '198.51.100.3', 'Sec-Fetch-Site': 'cross-site' },
    );
    expect(forged.status).toBe(403);
    expect(forged.headers.get('set-cookie')).toBeNull();
  });

  it('the password script refuses a short password and changes nothing', () => {
    const short = setPassword('12345');
    expect(short.status).toBe(2);
    expect(short.stderr).toContain('at least 6 characters');
  });

  it('the password script refuses to make the database inside a web folder, and changes nothing', () => {
    const site = path.join(dir, 'public');
    mkdirSync(path.join(site, 'backend'), { recursive: true });
    writeFileSync(path.join(site, 'index.html'), '<div id="root"></div>');
    writeFileSync(path.join(site, 'backend', 'index.php'), '<?php');
    const database = path.join(site, 'php', 'data', 'guard.sqlite');
    const inside = spawnSync('php', [path.join(ROOT, 'php/set-admin-password.php'), 'admin'], {
      input: 'a-good-password',
      env: { ...env(), BETPULSE_GUARD_DSN: `sqlite:${database}` },
      encoding: 'utf8',
    });
    expect(inside.status).toBe(2);
    expect(inside.stderr.replace(/\s+/g, ' ')).toContain(`inside the web folder ${site}`);
    expect(inside.stderr.replace(/\s+/g, ' ')).toContain(
      'Move the php/ folder outside the document root',
    );
    expect(existsSync(path.dirname(database))).toBe(false);
  });

  const asRoot = process.getuid?.() === 0;
  it.skipIf(!asRoot)(
    'run as root without knowing the web server’s user, the password script refuses and names whom to run it as',
    () => {
      const database = path.join(dir, 'elsewhere', 'guard.sqlite');
      const { BETPULSE_GUARD_WEB_USER: _, ...withoutUser } = env();
      const refused = spawnSync('php', [path.join(ROOT, 'php/set-admin-password.php'), 'admin'], {
        input: 'a-good-password',
        env: { ...withoutUser, BETPULSE_GUARD_DSN: `sqlite:${database}` },
        encoding: 'utf8',
      });
      expect(refused.status).toBe(2);
      expect(refused.stderr.replace(/\s+/g, ' ')).toContain(
        'owned by root, and the web server could not write it',
      );
      expect(refused.stderr.replace(/\s+/g, ' ')).toContain('sudo -u www-data php');
      expect(refused.stderr.replace(/\s+/g, ' ')).toContain('--web-user=www-data');
      expect(existsSync(database)).toBe(false);
    },
  );

  it.skipIf(!asRoot)(
    'run as root for a web user, the database and its folder are that user’s',
    () => {
      const database = path.join(dir, 'theirs', 'data', 'guard.sqlite');
      const made = spawnSync(
        'php',
        [path.join(ROOT, 'php/set-admin-password.php'), '--web-user=www-data', 'admin'],
        {
          input: 'a-good-password',
          env: { ...env(), BETPULSE_GUARD_DSN: `sqlite:${database}` },
          encoding: 'utf8',
        },
      );
      expect(made.status, made.stderr).toBe(0);
      expect(made.stdout).toContain(`The database ${database} belongs to www-data`);
      const webUid = Number(spawnSync('id', ['-u', 'www-data'], { encoding: 'utf8' }).stdout);
      expect(statSync(database).uid).toBe(webUid);
      expect(statSync(path.dirname(database)).uid).toBe(webUid);
    },
  );

  it('a new password ends the sessions made with the old one', async () => {
    const res = await login(
      { username: 'admin', password: 'first-password' },
      { 'X-Forwarded-For': '198.51.100.2' },
    );
    const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0]!;
    const before = await fetch(`${BASE}/index.php?q=category&id=1`, {
      headers: { Cookie: cookie },
    });
    expect(await before.json()).toEqual({ reached: 'category' });

    expect(setPassword('second-password').status).toBe(0);
    const after = await fetch(`${BASE}/index.php?q=category&id=1`, { headers: { Cookie: cookie } });
    expect(after.status).toBe(401);
    const old = await login(
      { username: 'admin', password: 'first-password' },
      { 'X-Forwarded-For': '198.51.100.2' },
    );
    expect(old.status).toBe(401);
    const fresh = await login(
      { username: 'admin', password: 'second-password' },
      { 'X-Forwarded-For': '198.51.100.2' },
    );
    expect(fresh.status).toBe(200);
  });

  it('fails closed: with its database unreachable, admin calls get 503, never the backend', async () => {
    const broken = spawn('php', ['-S', `127.0.0.1:${PORT + 1}`, '-t', path.join(dir, 'www')], {
      env: { ...env(), BETPULSE_GUARD_DSN: 'sqlite:/nonexistent-dir/guard.sqlite' },
      stdio: 'ignore',
    });
    try {
      let res: Response | null = null;
      for (let i = 0; i < 100 && !res; i += 1) {
        // With a session cookie, so that the guard must ask its database.
        res = await fetch(`http://127.0.0.1:${PORT + 1}/index.php?q=category&id=1`, {
          headers: { Cookie: `sid=${'a'.repeat(43)}` },
        }).catch(() => null);
        if (!res) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(res!.status).toBe(503);
      expect(await res!.json()).toEqual({
        status: 'error',
        message: 'The login service is unavailable. Please try again in a moment.',
      });
    } finally {
      broken.kill('SIGTERM');
    }
  });
});
