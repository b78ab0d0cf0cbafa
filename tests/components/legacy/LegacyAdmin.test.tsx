/**
 * The admin in legacy mode (VITE_LEGACY_ADMIN with a username and salted hash) against the seed's
 * backend (tests/msw/legacyAdmin.ts): no q=login, no session, no pagination, no counts, string
 * ids, `{success, message}`, `{error}` and empty answers. Logging in, categories, posts, the
 * popular list and banners all work, and the app calls nothing else than the spec's calls (plus
 * its own session calls and its question of what the backend supports, q=capabilities, which this
 * backend answers 404 and the app tolerates: the editorial controls then stay hidden).
 */
import '../admin/plainEditor';
import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { env } from '../../../src/config/env';
import {
  legacyBackend,
  legacyDb,
  legacyFormFields,
  legacyRequests,
  resetLegacyDb,
  SPEC_CALLS,
} from '../../msw/legacyAdmin';
import { renderAdmin, setupAdminTests } from '../admin/adminTestSetup';

const USERNAME = 'editor';
const PASSWORD = 'seed-admin-secret';
const SALT = '5eed5eed5eed5eed5eed5eed5eed5eed';
const HASH = `${SALT}:${createHash('sha256').update(`${SALT}${PASSWORD}`).digest('hex')}`;

/** The app's own additions: the seed answers them 404, and the app must carry on. */
const SESSION_CALLS = new Set(['POST login', 'POST logout', 'GET session', 'GET capabilities']);

const saved = { ...env };
const mutableEnv = env as unknown as Record<string, unknown>;

// The seed's backend answers every call (over the admin handlers), no one logged in.
setupAdminTests({
  pages: [
    'LoginPage',
    'DashboardPage',
    'PostsListPage',
    'PostAddPage',
    'PostEditPage',
    'CategoriesListPage',
    'CategoryAddPage',
    'CategoryEditPage',
    'PopularPage',
    'BannersPage',
    'BannerAddPage',
    'BannerEditPage',
  ],
  loggedIn: false,
  prepare: resetLegacyDb,
  handlers: () => [legacyBackend],
});

beforeEach(() => {
  Object.assign(mutableEnv, {
    legacyAdmin: true,
    legacyAdminUsername: USERNAME,
    legacyAdminHash: HASH,
  });
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  Object.assign(mutableEnv, saved);
  // Whatever a test did, the app asked the seed for nothing it does not have.
  const made = legacyRequests().map((r) => `${r.method} ${r.q}`);
  expect(made.filter((call) => !SPEC_CALLS.has(call) && !SESSION_CALLS.has(call))).toEqual([]);
});

/** Logged in, as the legacy login leaves it: only the spec's session flag. */
const loggedIn = () => sessionStorage.setItem('isAdminLoggedIn', 'true');

const toast = (text: string | RegExp) =>
  within(screen.getByRole('region', { name: 'Notifications' })).findByText(text);

const png = (name = 'banner.png') => new File(['png-bytes'], name, { type: 'image/png' });

async function confirmDelete(user: ReturnType<typeof userEvent.setup>, dialogName: string) {
  const dialog = await screen.findByRole('dialog', { name: dialogName });
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

describe('legacy admin: login', () => {
  async function logIn(password: string) {
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Username'), USERNAME);
    await user.type(screen.getByLabelText('Password'), password);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    return user;
  }

  it('refuses a wrong password with "Invalid credentials" on both fields', async () => {
    renderAdmin('/admin/login');
    await logIn('not-the-password');
    await waitFor(() => expect(screen.getAllByText('Invalid credentials')).toHaveLength(2));
    expect(sessionStorage.getItem('isAdminLoggedIn')).toBeNull();
  });

  it('logs in against the build-time hash when q=login answers 404, and logs out again', async () => {
    renderAdmin('/admin/login');
    const user = await logIn(PASSWORD);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    expect(sessionStorage.getItem('isAdminLoggedIn')).toBe('true');
    expect(legacyRequests('login')).toHaveLength(1);
    // Neither the password nor its hash went anywhere but the 404ing q=login.
    const sent = JSON.stringify(legacyRequests().filter((r) => r.q !== 'login'));
    expect(sent).not.toContain(PASSWORD);

    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByLabelText('Username')).toBeInTheDocument();
    expect(sessionStorage.getItem('isAdminLoggedIn')).toBeNull();
  });
});

describe('legacy admin: categories', () => {
  beforeEach(loggedIn);

  it('lists the categories that came as {categories} with string ids', async () => {
    renderAdmin('/admin/categories');
    const table = await screen.findByRole('table', { name: 'Categories' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual([
      '1',
      '2',
      '3',
      '4',
    ]);
    expect(within(table).getByRole('cell', { name: 'Casino' })).toBeInTheDocument();
  });

  it('adds a category: JSON {name, slug}, answered {success, message}', async () => {
    const user = userEvent.setup();
    renderAdmin('/admin/categories/add');
    await user.type(await screen.findByLabelText('Name'), 'Table Tennis');
    await user.click(screen.getByRole('button', { name: 'Add Category' }));
    expect(await toast('Category added successfully!')).toBeInTheDocument();
    expect(legacyRequests('categories').find((r) => r.method === 'POST')?.json).toEqual({
      name: 'Table Tennis',
      slug: 'table-tennis',
    });
    expect(await screen.findByRole('cell', { name: 'Table Tennis' })).toBeInTheDocument();
    expect(legacyDb.categories.at(-1)).toEqual({
      id: '5',
      name: 'Table Tennis',
      slug: 'table-tennis',
    });
  });

  it('edits a category loaded by its id', async () => {
    const user = userEvent.setup();
    renderAdmin('/admin/categories/edit/2');
    const name = await screen.findByLabelText('Name');
    expect(name).toHaveValue('Crypto');
    await user.clear(name);
    await user.type(name, 'Crypto Markets');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await toast('Category updated successfully')).toBeInTheDocument();
    expect(legacyDb.categories[1]).toEqual({
      id: '2',
      name: 'Crypto Markets',
      slug: 'crypto-markets',
    });
  });

  it("shows the seed's {error} for a refused delete, and deletes on an empty answer", async () => {
    const user = userEvent.setup();
    renderAdmin('/admin/categories');
    await user.click(await screen.findByRole('button', { name: 'Delete Casino' }));
    await confirmDelete(user, 'Are you sure you want to delete this category?');
    expect(await toast('Cannot delete a category that has posts')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Casino' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete Poker' }));
    await confirmDelete(user, 'Are you sure you want to delete this category?');
    expect(
      await within(screen.getByRole('region', { name: 'Notifications' })).findByRole('status'),
    ).toHaveTextContent('✅ Category deleted successfully');
    await waitFor(() =>
      expect(screen.queryByRole('cell', { name: 'Poker' })).not.toBeInTheDocument(),
    );
    expect(legacyDb.categories.map((c) => c.name)).not.toContain('Poker');
  });
});

describe('legacy admin: posts', () => {
  beforeEach(loggedIn);

  it('pages the full list the seed sends, 20 a page', async () => {
    resetLegacyDb({ extraPosts: 21 });
    const user = userEvent.setup();
    renderAdmin('/admin/posts');
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(21);
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: /Next/ }));
    await waitFor(() => expect(screen.getByText('Page 2 of 2')).toBeInTheDocument());
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(6);
  });

  it('adds a post with multipart fields and category_id, and lists it', async () => {
    const user = userEvent.setup();
    renderAdmin('/admin/posts/add');
    await waitFor(() => expect(screen.getByLabelText('Category')).toBeEnabled());
    await user.type(screen.getByLabelText('Title'), 'Cup Final Preview');
    await user.type(screen.getByLabelText('Excerpt'), 'Who lifts the cup.');
    await user.type(await screen.findByLabelText('Content'), '<p>Both sides are ready.</p>');
    await user.selectOptions(screen.getByLabelText('Category'), 'Football');
    await user.click(screen.getByRole('button', { name: 'Add Post' }));
    expect(await toast('Post created successfully')).toBeInTheDocument();

    const fields = legacyFormFields(legacyRequests('posts').find((r) => r.method === 'POST'));
    expect(fields).toMatchObject({
      title: 'Cup Final Preview',
      slug: 'cup-final-preview',
      excerpt: 'Who lifts the cup.',
      content: '<p>Both sides are ready.</p>',
      category_id: '3',
    });
    expect(legacyDb.posts.at(-1)).toMatchObject({ title: 'Cup Final Preview', categoryId: '3' });
    expect(await screen.findByRole('rowheader', { name: 'Cup Final Preview' })).toBeVisible();
  });

  it('edits a post loaded by id (category_id as a string) and keeps its image', async () => {
    const user = userEvent.setup();
    renderAdmin('/admin/posts/edit/2');
    const title = await screen.findByLabelText('Title');
    expect(title).toHaveValue('Blackjack Basic Strategy');
    await waitFor(() => expect(screen.getByLabelText('Category')).toHaveValue('1'));
    await user.clear(title);
    await user.type(title, 'Blackjack Strategy Chart');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await toast('Post updated successfully')).toBeInTheDocument();
    expect(legacyFormFields(legacyRequests('post-update')[0])).toMatchObject({
      id: '2',
      title: 'Blackjack Strategy Chart',
      slug: 'blackjack-strategy-chart',
      category_id: '1',
      existingImage: 'uploads/blackjack.jpg',
    });
    expect(legacyDb.posts[1]).toMatchObject({
      title: 'Blackjack Strategy Chart',
      image_path: 'uploads/blackjack.jpg',
    });
  });

  it('deletes a post after confirmation', async () => {
    const user = userEvent.setup();
    renderAdmin('/admin/posts');
    await user.click(await screen.findByRole('button', { name: 'Delete post: Derby Day Preview' }));
    await confirmDelete(user, 'Are you sure you want to delete this post?');
    await waitFor(() =>
      expect(
        screen.queryByRole('rowheader', { name: 'Derby Day Preview' }),
      ).not.toBeInTheDocument(),
    );
    expect(legacyDb.posts.map((p) => p.slug)).not.toContain('derby-day-preview');
  });
});

describe('legacy admin: popular list', () => {
  beforeEach(loggedIn);

  it('saves post_ids and treats the empty answer as success', async () => {
    const user = userEvent.setup();
    renderAdmin('/admin/popular');
    const grid = within(await screen.findByRole('region', { name: 'Choose posts' }));
    await user.click(grid.getByRole('button', { name: /Bitcoin Weekly Outlook/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await toast('Popular posts saved')).toBeInTheDocument();
    expect(legacyRequests('popular-save')[0]?.json).toEqual({ post_ids: [1, 4, 3] });
    expect(legacyDb.popularIds).toEqual(['1', '4', '3']);
    const current = await screen.findByRole('table', { name: 'Current popular posts' });
    await waitFor(() =>
      expect(within(current).getByText('Bitcoin Weekly Outlook')).toBeInTheDocument(),
    );
  });
});

describe('legacy admin: banners', () => {
  beforeEach(loggedIn);

  it('shows both slots empty, uploads a home banner, replaces it with update=1 and deletes it', async () => {
    const user = userEvent.setup();
    const { router } = renderAdmin('/admin/banner');
    await screen.findByRole('table', { name: 'Advertisement banners' });
    expect(screen.getAllByText('No banner')).toHaveLength(2);

    await router.navigate('/admin/banner/add?type=home');
    await user.upload(await screen.findByLabelText('Image'), png('spring.png'));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await toast('Banner uploaded successfully')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/banner'));
    expect(legacyDb.banners.home_banner).toMatch(/^uploads\/banner-home-/);
    const upload = legacyRequests('banners').find((r) => r.method === 'POST');
    expect(upload?.params.update).toBeUndefined();
    expect(legacyFormFields(upload).type).toBe('home');

    await router.navigate('/admin/banner/edit/home');
    await user.upload(await screen.findByLabelText('New image'), png('summer.png'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await toast('Banner updated successfully')).toBeInTheDocument();
    const update = legacyRequests('banners').find((r) => r.params.update === '1');
    expect(legacyFormFields(update).type).toBe('home');

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/banner'));
    await user.click(await screen.findByRole('button', { name: 'Delete Home banner' }));
    await confirmDelete(user, 'Delete home banner?');
    expect(await toast('Banner deleted successfully')).toBeInTheDocument();
    expect(legacyDb.banners.home_banner).toBe('');
  });
});
