/**
 * The admin's calls a spec makes to set its scene on the reference server: log in, add a post to
 * a category, delete it. For specs whose subject is not the admin's forms (those are driven in
 * the browser by their own specs).
 */
import type { PlaywrightWorkerArgs, TestInfo } from '@playwright/test';
import { expect, type APIRequestContext, type Page } from './fixtures';
import { withProjectRequest } from './xssKit';

export const API = '/backend/index.php';
export const ADMIN_PASSWORD = process.env.ADMIN_PASSWORD ?? 'admin-e2e-password';

/** Logs `request` in as the admin. */
export async function asAdmin(request: APIRequestContext): Promise<void> {
  const login = await request.post(`${API}?q=login`, {
    data: { username: 'admin', password: ADMIN_PASSWORD },
  });
  expect(login.ok(), await login.text()).toBe(true);
}

export interface NewPost {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
}

/** Adds a published post to the football category (the first, without one): its id and category. */
export async function addFootballPost(
  playwright: PlaywrightWorkerArgs['playwright'],
  testInfo: TestInfo,
  post: NewPost,
): Promise<{ id: number; categoryId: number }> {
  return withProjectRequest(playwright, testInfo, async (request) => {
    await asAdmin(request);
    const categories = (await (await request.get(`${API}?q=categories`)).json()) as {
      id: number;
      slug: string;
    }[];
    const football = categories.find((c) => c.slug === 'football') ?? categories[0]!;
    const res = await request.post(`${API}?q=posts`, {
      multipart: { ...post, category_id: String(football.id) },
    });
    expect(res.ok(), await res.text()).toBe(true);
    return { id: ((await res.json()) as { id: number }).id, categoryId: football.id };
  });
}

/** Deletes the post `id` as the admin (what a spec added). */
export async function deletePost(
  playwright: PlaywrightWorkerArgs['playwright'],
  testInfo: TestInfo,
  id: number,
): Promise<void> {
  await withProjectRequest(playwright, testInfo, async (request) => {
    await asAdmin(request);
    await request.delete(`${API}?q=post-delete&id=${id}`);
  });
}

/** Logs the admin in through the login page, and waits for the dashboard. */
export async function logIn(page: Page): Promise<void> {
  await page.goto('/admin/login');
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/admin\/?$/);
}
