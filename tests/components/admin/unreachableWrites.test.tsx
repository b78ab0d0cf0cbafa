/**
 * A write that cannot reach the backend says the same on every admin screen: posts, categories,
 * banners and popular all read write results through src/features/admin/lib/writeResult.ts.
 * The screens' own fallbacks ('Delete failed', 'Failed to add category', …) are for answers
 * without a message and are checked in each screen's tests.
 */
import './plainEditor';
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { server } from '../../msw/server';
import { call } from '../../msw/handlers';
import { renderAdmin, setupAdminTests } from './adminTestSetup';

const UNREACHABLE = 'Something went wrong.';

// The admin's fresh data, session and object URLs, as for every admin screen.
setupAdminTests({
  pages: [
    'PostsListPage',
    'PostEditPage',
    'CategoriesListPage',
    'CategoryAddPage',
    'CategoryEditPage',
    'BannersPage',
    'BannerEditPage',
    'PopularPage',
  ],
});

type User = ReturnType<typeof userEvent.setup>;
const png = () => new File(['png-bytes'], 'banner.png', { type: 'image/png' });

async function confirmDelete(user: User, button: string) {
  await user.click(await screen.findByRole('button', { name: button }));
  await user.click(
    within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
  );
}

/** Each admin write, its call, and what the admin does to send it. */
const WRITES: [string, 'post' | 'delete', string, (user: User) => Promise<void>][] = [
  [
    'deleting a post',
    'delete',
    'post-delete',
    async (user) => {
      renderAdmin('/admin/posts');
      await confirmDelete(user, 'Delete post: Derby Day Preview');
    },
  ],
  [
    'saving a post',
    'post',
    'post-update',
    async (user) => {
      renderAdmin('/admin/posts/edit/1');
      await waitFor(() => expect(screen.getByLabelText('Category')).toBeEnabled());
      await screen.findByLabelText('Content');
      await user.click(screen.getByRole('button', { name: 'Save' }));
    },
  ],
  [
    'adding a category',
    'post',
    'categories',
    async (user) => {
      renderAdmin('/admin/categories/add');
      await user.type(await screen.findByLabelText('Name'), 'Esports');
      await user.click(screen.getByRole('button', { name: 'Add Category' }));
    },
  ],
  [
    'saving a category',
    'post',
    'category-update',
    async (user) => {
      renderAdmin('/admin/categories/edit/2');
      await user.type(await screen.findByLabelText('Name'), 'X');
      await user.click(screen.getByRole('button', { name: 'Save' }));
    },
  ],
  [
    'deleting a category',
    'delete',
    'category-delete',
    async (user) => {
      renderAdmin('/admin/categories');
      await confirmDelete(user, 'Delete Poker');
    },
  ],
  [
    'replacing a banner',
    'post',
    'banners',
    async (user) => {
      renderAdmin('/admin/banner/edit/post');
      await user.upload(await screen.findByLabelText('New image'), png());
      await user.click(screen.getByRole('button', { name: 'Save' }));
    },
  ],
  [
    'deleting a banner',
    'delete',
    'banner-delete',
    async (user) => {
      renderAdmin('/admin/banner');
      await confirmDelete(user, 'Delete Home banner');
    },
  ],
  [
    'saving the popular list',
    'post',
    'popular-save',
    async (user) => {
      renderAdmin('/admin/popular');
      await screen.findByRole('region', { name: 'Choose posts' });
      await user.click(screen.getByRole('button', { name: 'Save' }));
    },
  ],
];

describe('an admin write that cannot reach the backend', () => {
  it.each(WRITES)(`says "${UNREACHABLE}" when %s`, async (_, method, q, send) => {
    server.use(call(method, q, () => HttpResponse.error()));
    await send(userEvent.setup());
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Something went wrong\.$/);
  });
});
