/**
 * What the PHP host of the running project is (set per project in playwright.config.ts), and the
 * calls the PHP suites share. The backend is tests/php-backend/: seed-only, no login of its own.
 */
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
}

export function phpHost(): PhpHost {
  return test.info().project.metadata as PhpHost;
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
