/**
 * The guard's php/ folder inside the document root, as an older README implied
 * (`require __DIR__ . '/../php/auth-guard.php';`): the guard protects itself. Setting the
 * password refuses to make the database there; a database made there all the same makes the
 * guard refuse the login, the session and every admin call (503) with one line in the error
 * log naming the file and the fix, while reading stays up. The kit serves none of those files
 * (private.spec.ts runs on this host too).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '../e2e/fixtures';
import { API, AS_ROOT, getRaw, hostHome, serverLog } from './phpHost';

const guardDir = () => path.join(hostHome(), 'site', 'php');
const DATABASE = 'data/auth-guard.sqlite';

test('setting the password refuses to put the database inside the document root', () => {
  const said = readFileSync(path.join(hostHome(), 'set-admin-password.txt'), 'utf8').replace(
    / *\n */g,
    ' ',
  );
  expect(said).toMatch(/^exit 2 /);
  expect(said).toContain('Nothing was changed');
  expect(said).toContain(`inside the web folder ${path.join(hostHome(), 'site')}`);
  expect(said).toContain('Move the php/ folder outside the document root');
  expect(existsSync(path.join(guardDir(), DATABASE))).toBe(false);
});

test.describe('with a database made there all the same', () => {
  test.beforeAll(() => {
    // As if the guard had run there: its database in <document root>/php/data/, the web user's.
    const database = path.join(guardDir(), DATABASE);
    mkdirSync(path.dirname(database), { recursive: true });
    const made = spawnSync(
      'php',
      [
        '-r',
        `require ${JSON.stringify(path.join(guardDir(), 'auth-guard.php'))};
         BetPulse\\AuthGuard\\set_password('admin', 'old-password');`,
      ],
      { env: { ...process.env, BETPULSE_GUARD_DSN: `sqlite:${database}` }, encoding: 'utf8' },
    );
    expect(made.status, made.stderr).toBe(0);
    if (AS_ROOT) spawnSync('chown', ['-R', 'www-data:www-data', guardDir()]);
  });

  test('the login, the session and the admin calls answer 503; reading stays up', async ({
    request,
  }) => {
    const unavailable = 'The login service is unavailable. Please try again in a moment.';
    const login = await request.post(`${API}?q=login`, {
      data: { username: 'admin', password: 'old-password' },
    });
    expect(login.status()).toBe(503);
    expect(await login.json()).toEqual({ status: 'error', message: unavailable });
    expect(login.headers()['set-cookie']).toBeUndefined();
    expect((await request.get(`${API}?q=session`)).status()).toBe(503);
    expect((await request.get(`${API}?q=category&id=1`)).status()).toBe(503);
    const write = await request.post(`${API}?q=categories`, {
      data: { name: 'Hacked', slug: 'hacked' },
    });
    expect(write.status()).toBe(503);

    for (const q of ['categories', 'posts', 'popular']) {
      const read = await request.get(`${API}?q=${q}`);
      expect(read.status(), q).toBe(200);
    }
    expect(await (await request.get(`${API}?q=categories`)).text()).not.toContain('Hacked');
  });

  test('the error log names the file and the fix', async () => {
    await getRaw(`${API}?q=session`);
    const lines = readFileSync(serverLog(), 'utf8')
      .split('\n')
      .filter((line) => line.includes('BetPulse auth guard: refusing to run'));
    expect(lines.length).toBeGreaterThan(0);
    const line = lines.at(-1)!;
    expect(line).toContain(`its database ${path.join(guardDir(), DATABASE)}`);
    expect(line).toContain(`inside the web folder ${path.join(hostHome(), 'site')}`);
    expect(line).toContain('Move the php/ folder outside the document root');
    expect(line).toContain('set the admin password again');
  });

  test('the kit serves none of it', async () => {
    for (const file of [DATABASE, 'auth-guard.php', 'set-admin-password.php', '']) {
      const res = await getRaw(`/php/${file}`);
      expect(res.status, file).toBe(404);
      expect(res.body).not.toContain('SQLite format 3');
      expect(res.body).not.toContain('<?php');
    }
  });
});
