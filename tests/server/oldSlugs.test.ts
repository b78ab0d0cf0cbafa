import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp, type App } from '../../server/app';
import { postSchema } from '../../src/contract/schemas';
import { addCategory, addPost, API, makeTestApp, toForm, type TestApp } from './helpers';
import { builtSiteDir } from './siteDir';

const siteDir = builtSiteDir();
let t: TestApp;
let football: number;
let poker: number;

beforeEach(async () => {
  t = await makeTestApp();
  football = await addCategory(t, 'Football', 'football');
  poker = await addCategory(t, 'Poker', 'poker');
});
afterEach(() => t.close());

type Json = Record<string, unknown>;

/**
 * Renames post `id` to `slug` (and optionally moves it to `category`) as the admin form does,
 * through `app` when given (a site app has its own page cache, emptied by its own writes).
 */
async function rename(id: number, slug: string, category = football, app?: App) {
  const form = {
    id: String(id),
    title: `Title ${slug}`,
    slug,
    excerpt: 'An excerpt',
    content: '<p>Body</p>',
    category_id: String(category),
  };
  const res = app
    ? await app.request(`${API}?q=post-update`, {
        method: 'POST',
        headers: { Cookie: await t.login() },
        body: toForm(form),
      })
    : await t.admin('POST', 'post-update', { form });
  expect(res.status, await res.clone().text()).toBe(200);
}

const getPost = async (slug: string) => {
  const res = await t.request('GET', 'post', { params: { slug } });
  return { status: res.status, body: (await res.json()) as Json };
};

/** The app's pages, served from a stand-in build (no server render needed for a redirect). */
const site = (): App => createApp(t.deps, { staticDir: siteDir() });

describe('q=post&slug= for a renamed post', () => {
  it('answers the post itself with moved_to for its old slug, the contract shape kept', async () => {
    const id = await addPost(t, { title: 'Derby', slug: 'derby', category_id: football });
    await rename(id, 'derby-day');
    const { status, body } = await getPost('derby');
    expect(status).toBe(200);
    expect(body).toMatchObject({ id, slug: 'derby-day', moved_to: 'derby-day' });
    expect(postSchema.safeParse(body).success).toBe(true);
    // The current slug answers as before, without the addition.
    const current = await getPost('derby-day');
    expect(current.body.slug).toBe('derby-day');
    expect(current.body).not.toHaveProperty('moved_to');
  });

  it('resolves a chain of renames (a -> b -> c) to the newest slug', async () => {
    const id = await addPost(t, { title: 'A', slug: 'a', category_id: football });
    await rename(id, 'b');
    await rename(id, 'c');
    expect((await getPost('a')).body.moved_to).toBe('c');
    expect((await getPost('b')).body.moved_to).toBe('c');
  });

  it('renaming back to an old slug makes it the live slug again, with no redirect', async () => {
    const id = await addPost(t, { title: 'A', slug: 'a', category_id: football });
    await rename(id, 'b');
    await rename(id, 'a');
    expect((await getPost('a')).body).not.toHaveProperty('moved_to');
    expect((await getPost('b')).body).toMatchObject({ slug: 'a', moved_to: 'a' });
  });

  it('gives an old slug reused by a new post to the new post', async () => {
    const first = await addPost(t, { title: 'Old', slug: 'shared', category_id: football });
    await rename(first, 'old-renamed');
    const second = await addPost(t, { title: 'New', slug: 'shared', category_id: football });
    const { body } = await getPost('shared');
    expect(body).toMatchObject({ id: second, slug: 'shared' });
    expect(body).not.toHaveProperty('moved_to');
    const page = await site().request('/posts/shared');
    expect(page.status).toBe(200);
  });

  it('answers 404 once the renamed post is deleted', async () => {
    const id = await addPost(t, { title: 'A', slug: 'a', category_id: football });
    await rename(id, 'b');
    await t.admin('DELETE', 'post-delete', { params: { id } });
    expect((await getPost('a')).status).toBe(404);
    expect((await site().request('/posts/a')).status).not.toBe(301);
  });
});

describe('pages of a renamed post', () => {
  it('answer 301 from /posts/{old}, /popular/{old} and /{category}/{old} to the new URL', async () => {
    const id = await addPost(t, { title: 'Derby', slug: 'derby', category_id: football });
    await rename(id, 'derby-day', poker);
    const app = site();
    const cases = [
      ['/posts/derby', '/posts/derby-day'],
      ['/popular/derby', '/popular/derby-day'],
      // Under its category: the post's current one.
      ['/football/derby', '/poker/derby-day'],
      ['/posts/derby?utm_source=x', '/posts/derby-day?utm_source=x'],
    ];
    for (const [from, to] of cases) {
      const res = await app.request(from!);
      expect(res.status, from).toBe(301);
      expect(res.headers.get('location'), from).toBe(to);
    }
    expect((await app.request('/posts/derby-day')).status).toBe(200);
  });

  it('follows a chain to the newest URL in one hop', async () => {
    const id = await addPost(t, { title: 'A', slug: 'a', category_id: football });
    await rename(id, 'b');
    await rename(id, 'c');
    const res = await site().request('/football/a');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/football/c');
  });

  it('leaves other two-part paths alone: unknown first parts and the admin area', async () => {
    const id = await addPost(t, { title: 'A', slug: 'login', category_id: football });
    await rename(id, 'b');
    const app = site();
    expect((await app.request('/admin/login')).status).not.toBe(301);
    expect((await app.request('/nowhere/login')).status).not.toBe(301);
    expect((await app.request('/posts/login')).status).toBe(301);
  });

  it('redirects at once after a rename, even when the old page was served before', async () => {
    const id = await addPost(t, { title: 'A', slug: 'a', category_id: football });
    const app = site();
    expect((await app.request('/posts/a')).status).toBe(200);
    await rename(id, 'b', football, app);
    expect((await app.request('/posts/a')).status).toBe(301);
  });
});
