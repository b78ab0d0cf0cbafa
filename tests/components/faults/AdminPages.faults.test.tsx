/**
 * The admin against a broken backend (down, HTML error pages, an empty body, invalid JSON, 502):
 * every screen says what failed instead of blanking or pretending to be empty, nothing lets the
 * admin in or overwrite data on a garbage answer, and each screen recovers once the backend is
 * back.
 */
import '../admin/plainEditor';
import { afterEach, beforeEach, describe, expect, it, type MockInstance } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server } from '../../msw/server';
import {
  ADMIN_PASSWORD,
  ADMIN_USERNAME,
  adminDb,
  requestsTo,
  startAdminSession,
} from '../../msw/adminHandlers';
import { renderAdmin, setupAdminTests } from '../admin/adminTestSetup';
import { backendFault, backendReturns, FAULT_NAMES, silenceConsoleErrors } from './backendFaults';

let consoleError: MockInstance;

setupAdminTests({
  pages: [
    'LoginPage',
    'DashboardPage',
    'PostsListPage',
    'PostEditPage',
    'CategoriesListPage',
    'CategoryEditPage',
    'PopularPage',
    'BannersPage',
  ],
  loggedIn: false,
});

beforeEach(() => {
  consoleError = silenceConsoleErrors();
});
afterEach(() => consoleError.mockRestore());

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

/**
 * The list at `path` says `problem` instead of pretending to be empty (`empty`), then loads once
 * the backend is back and "Try again" is pressed.
 */
async function failsThenRetries(path: string, problem: string, empty: string) {
  renderAdmin(path);
  expect(await screen.findByRole('alert')).toHaveTextContent(problem);
  expect(screen.queryByText(empty)).not.toBeInTheDocument();
  backendReturns();
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
}

describe.each(FAULT_NAMES)('the admin when the backend answers with %s', (fault) => {
  describe('logged in', () => {
    beforeEach(() => {
      startAdminSession();
      server.use(backendFault(fault));
    });

    it('the dashboard still shows its frame and cards', async () => {
      renderAdmin('/admin');
      expect(await heading('Dashboard')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: /log ?out/i })).toBeInTheDocument();
    });

    it('the posts list shows "Error loading posts" and recovers with "Try again"', async () => {
      await failsThenRetries('/admin/posts', 'Error loading posts', 'No posts found');
      const table = await screen.findByRole('table');
      expect(within(table).getAllByRole('row')).toHaveLength(adminDb.posts.length + 1);
    });

    it('the categories list says it could not load them and recovers with "Try again"', async () => {
      const problem = 'Could not load the categories.';
      await failsThenRetries('/admin/categories', problem, 'No categories found');
      expect(await screen.findByRole('cell', { name: 'Casino' })).toBeInTheDocument();
    });

    it('the post edit form says "Something went wrong." and loads the post on "Try again"', async () => {
      renderAdmin('/admin/posts/edit/1');
      expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong.');
      backendReturns();
      await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
      expect(await screen.findByLabelText('Title')).toHaveValue('Roulette Odds Explained');
    });

    it('the category edit form says "Failed to fetch category" and loads it when opened again', async () => {
      const user = userEvent.setup();
      renderAdmin('/admin/categories/edit/1');
      expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch category');
      backendReturns();
      await user.click(screen.getByRole('link', { name: 'Back to categories' }));
      await user.click(await screen.findByRole('link', { name: 'Edit Casino' }));
      expect(await screen.findByLabelText('Name')).toHaveValue('Casino');
    });

    it('the popular screen says it could not load the list and offers no empty list to save over', async () => {
      renderAdmin('/admin/popular');
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Could not load the popular list.',
      );
      expect(screen.queryByRole('button', { name: /save/i })).not.toBeInTheDocument();
      backendReturns();
      await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
      expect(await screen.findByRole('button', { name: /save/i })).toBeInTheDocument();
      expect(requestsTo('popular-save')).toHaveLength(0);
    });

    it('the banners screen says it could not load them instead of showing empty slots', async () => {
      await failsThenRetries('/admin/banner', 'Could not load the banners.', 'No banner');
      expect(await screen.findByRole('table')).toBeInTheDocument();
      expect(screen.getAllByRole('button', { name: /delete/i }).length).toBeGreaterThan(0);
    });
  });

  it('the login does not let anyone in and says what went wrong', async () => {
    server.use(backendFault(fault));
    const user = userEvent.setup();
    renderAdmin('/admin/login');
    await user.type(await screen.findByLabelText('Username'), ADMIN_USERNAME);
    await user.type(screen.getByLabelText('Password'), ADMIN_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/\S/);
    expect(sessionStorage.getItem('isAdminLoggedIn')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Dashboard' })).not.toBeInTheDocument();

    backendReturns();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await heading('Dashboard')).toBeInTheDocument();
    await waitFor(() => expect(sessionStorage.getItem('isAdminLoggedIn')).toBe('true'));
  });
});
