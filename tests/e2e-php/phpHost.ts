/**
 * What the PHP host of the running project is (set per project in playwright.config.ts), and the
 * calls the PHP suites share. The backend is tests/php-backend/: seed-only, no login of its own.
 */
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '../e2e/fixtures';

export const API = '/backend/index.php';
export const ADMIN_USERNAME = 'admin';
export const ADMIN_PASSWORD = process.env.ADMIN_PASSWORD ?? 'admin-e2e-password';

export interface PhpHost {
  /** legacy: the browser's check (no login on the backend); guard: php/auth-guard.php. */
  admin: 'legacy' | 'guard';
  /**
   * php: `php -S` with tests/php-host/router.php; nginx: deploy/nginx/site.conf + php-fpm;
   * apache: deploy/apache/.htaccess + mod_php.
   */
  server: 'php' | 'nginx' | 'apache';
  /** How the backend answers a q it does not know (legacy hosts). */
  unknownQ: 'error200' | '404' | 'html' | null;
  /** Where the guard's php/ folder is: beside the document root (README), or inside it. */
  layout: 'outside' | 'inside';
}

export function phpHost(): PhpHost {
  return test.info().project.metadata as PhpHost;
}

/** The host's folder (tests/php-host/serve.ts): site/ is its document root. */
export function hostHome(): string {
  return path.resolve(import.meta.dirname, '../../test-results/php-host', test.info().project.name);
}

/** The server's log, where PHP's error_log lines of this host end up. */
export function serverLog(): string {
  const file = { php: 'php.log', nginx: 'php-fpm.log', apache: 'apache-error.log' }[
    phpHost().server
  ];
  return path.join(hostHome(), file);
}

/** Whether this run serves as root, so the web server runs as www-data. */
export const AS_ROOT = process.getuid?.() === 0;

/**
 * GET `rawPath` exactly as written (no `..` or `%2e` normalised away, as a browser and Playwright
 * would), with the status and the body as text.
 */
export function getRaw(rawPath: string): Promise<{ status: number; body: string; type: string }> {
  const base = new URL(test.info().project.use.baseURL!);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: base.hostname, port: base.port, path: rawPath, method: 'GET' },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('latin1'),
            type: String(res.headers['content-type'] ?? ''),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

export async function getJson<T>(request: APIRequestContext, q: string, params = ''): Promise<T> {
  const res = await request.get(`${API}?q=${q}${params}`);
  expect(res.ok(), `q=${q}: ${res.status()}`).toBe(true);
  return (await res.json()) as T;
}

export async function fillLogin(page: Page, password: string) {
  await page.getByLabel('Username').fill(ADMIN_USERNAME);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

export async function logIn(page: Page) {
  await page.goto('/admin/login');
  await fillLogin(page, ADMIN_PASSWORD);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
}

/** The toast with this text (role status or alert). */
export const toast = (page: Page, text: string | RegExp) =>
  page.getByRole('region', { name: 'Notifications' }).getByText(text);

export async function confirmDialog(page: Page, name: string) {
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog).toBeHidden();
}
