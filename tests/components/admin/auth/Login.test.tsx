import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { server } from '../../../msw/server';
import { call } from '../../../msw/handlers';
import {
  ADMIN_PASSWORD,
  ADMIN_USERNAME,
  LOCKOUT_MESSAGE,
  adminDb,
  requestsTo,
} from '../../../msw/adminHandlers';
import { renderAdmin, setupAdminTests } from '../adminTestSetup';
import { preloadPage } from '../../../../src/app/router';

setupAdminTests({
  pages: ['LoginPage', 'DashboardPage', 'CategoriesListPage', 'CategoryEditPage'],
  loggedIn: false,
});

async function fillLogin(username: string, password: string) {
  const user = userEvent.setup();
  await screen.findByRole('heading', { name: 'Admin login' });
  if (username) await user.type(screen.getByLabelText('Username'), username);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  return user;
}

/** Opens `path` with the login flag set in this tab, the server's session `session`. */
function openFlagged(session: boolean, path: string) {
  adminDb.session = session;
  sessionStorage.setItem('isAdminLoggedIn', 'true');
  return renderAdmin(path);
}

describe('admin login', () => {
  it('draws the form at once, with no loading spinner first', async () => {
    // What the app does before its first render: the page's code is loaded.
    await preloadPage('/admin/login');
    renderAdmin('/admin/login');
    // In the very first render, not after one.
    expect(screen.getByRole('form', { name: 'Admin login' })).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading page' })).toBeNull();
    expect(screen.queryByText('Loading page')).toBeNull();
  });

  it('leads an admin whose session is live (a new tab) on, once the server says so', async () => {
    adminDb.session = true;
    const { router } = renderAdmin('/admin/login');
    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
    expect(sessionStorage.getItem('isAdminLoggedIn')).toBe('true');
  });

  it('shows "Username is required" and "Password must be at least 6 characters" and sends nothing', async () => {
    renderAdmin('/admin/login');
    await fillLogin('', '12345');
    expect(await screen.findByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription('Username is required');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'Password must be at least 6 characters',
    );
    expect(requestsTo('login')).toHaveLength(0);
  });

  it('shows "Invalid credentials" on both fields when the server refuses the pair', async () => {
    renderAdmin('/admin/login');
    await fillLogin(ADMIN_USERNAME, 'wrong-password');
    await waitFor(() => expect(screen.getAllByText('Invalid credentials')).toHaveLength(2));
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription('Invalid credentials');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Invalid credentials');
    expect(sessionStorage.getItem('isAdminLoggedIn')).toBeNull();
    expect(requestsTo('login')[0]?.json).toEqual({
      username: ADMIN_USERNAME,
      password: 'wrong-password',
    });
  });

  it("shows the server's message when the login is locked out (429)", async () => {
    adminDb.failedLogins = 99;
    renderAdmin('/admin/login');
    await fillLogin(ADMIN_USERNAME, ADMIN_PASSWORD);
    expect(await screen.findByRole('alert')).toHaveTextContent(LOCKOUT_MESSAGE);
    expect(sessionStorage.getItem('isAdminLoggedIn')).toBeNull();
  });

  it('shows a general error when the backend cannot be reached', async () => {
    server.use(call('post', 'login', () => HttpResponse.error()));
    renderAdmin('/admin/login');
    await fillLogin(ADMIN_USERNAME, ADMIN_PASSWORD);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not reach the server. Please try again in a moment.',
    );
  });

  it('sets the session flag and opens the dashboard on success', async () => {
    const { router } = renderAdmin('/admin/login');
    await fillLogin(ADMIN_USERNAME, ADMIN_PASSWORD);
    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
    expect(sessionStorage.getItem('isAdminLoggedIn')).toBe('true');
  });
});

describe('admin guard and logout', () => {
  it('redirects to /admin/login when the session flag is not "true"', async () => {
    sessionStorage.setItem('isAdminLoggedIn', 'yes');
    const { router } = renderAdmin('/admin/categories');
    expect(await screen.findByRole('heading', { name: 'Admin login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/login');
  });

  it('returns to the page first asked for after logging in', async () => {
    const { router } = renderAdmin('/admin/banner');
    await fillLogin(ADMIN_USERNAME, ADMIN_PASSWORD);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/banner'));
  });

  it('logs out: calls q=logout, removes the flag and returns to login', async () => {
    const { router } = openFlagged(true, '/admin');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Admin login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/login');
    expect(sessionStorage.getItem('isAdminLoggedIn')).toBeNull();
    expect(requestsTo('logout')).toHaveLength(1);
    expect(adminDb.session).toBe(false);
  });

  it('any 401 from the backend clears the flag and returns to login', async () => {
    openFlagged(true, '/admin');
    await screen.findByRole('heading', { name: 'Dashboard', level: 1 });
    // The server ends the session (it expired); the next admin call is answered 401.
    adminDb.session = false;
    const user = userEvent.setup();
    const sidebar = screen.getByRole('complementary', { name: 'Sidebar' });
    await user.click(within(sidebar).getByRole('link', { name: 'Categories' }));
    await user.click(await screen.findByRole('link', { name: 'Edit Casino' }));
    expect(await screen.findByRole('heading', { name: 'Admin login' })).toBeInTheDocument();
    expect(sessionStorage.getItem('isAdminLoggedIn')).toBeNull();
  });

  it('a flag set by hand opens no admin page: the server is asked first', async () => {
    openFlagged(false, '/admin/categories');
    expect(await screen.findByRole('heading', { name: 'Admin login' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Categories', level: 1 })).toBeNull();
    expect(requestsTo('categories')).toEqual([]);
  });

  it('checking the session again (the window regains focus) keeps the page and what was typed', async () => {
    openFlagged(true, '/admin/categories/add');
    const name = await screen.findByLabelText('Name');
    const user = userEvent.setup();
    await user.type(name, 'Table Tennis');
    const checks = requestsTo('session').length;
    window.dispatchEvent(new Event('focus'));
    document.dispatchEvent(new Event('visibilitychange'));
    await waitFor(() => expect(requestsTo('session').length).toBeGreaterThan(checks));
    expect(screen.getByLabelText('Name')).toHaveValue('Table Tennis');
    expect(screen.queryByText('Checking your session...')).toBeNull();
  });

  it('drops the flag when the server says the session is gone', async () => {
    openFlagged(false, '/admin');
    expect(await screen.findByRole('heading', { name: 'Admin login' })).toBeInTheDocument();
    expect(sessionStorage.getItem('isAdminLoggedIn')).toBeNull();
  });

  it('restores the flag in a new tab when the server session is alive: no second password', async () => {
    adminDb.session = true; // logged in from another tab: the cookie is shared, the flag is not
    const { router } = renderAdmin('/admin/categories');
    expect(
      await screen.findByRole('heading', { name: 'Categories', level: 1 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/categories');
    expect(sessionStorage.getItem('isAdminLoggedIn')).toBe('true');
    expect(requestsTo('login')).toHaveLength(0);
  });

  it('sends a new tab to the login when the server has no session', async () => {
    adminDb.session = false;
    const { router } = renderAdmin('/admin/categories');
    expect(await screen.findByRole('heading', { name: 'Admin login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/login');
    expect(sessionStorage.getItem('isAdminLoggedIn')).toBeNull();
  });
});
