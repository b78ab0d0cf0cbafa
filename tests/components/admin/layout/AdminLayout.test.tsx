import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAdmin, setupAdminTests } from '../adminTestSetup';

setupAdminTests({ pages: ['DashboardPage', 'CategoriesListPage', 'AdminNotFoundPage'] });

const sidebar = () => within(screen.getByRole('complementary', { name: 'Sidebar' }));

/** Opens the dashboard; a user and the layout's button named `name`. */
async function dashboardButton(name: string) {
  const user = userEvent.setup();
  renderAdmin('/admin');
  return { user, button: await screen.findByRole('button', { name }) };
}

describe('admin layout', () => {
  it("has the spec's sidebar entries in order, the current one marked", async () => {
    renderAdmin('/admin/categories');
    await screen.findByRole('heading', { name: 'Categories', level: 1 });
    const links = sidebar().getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual([
      'Dashboard',
      'Posts',
      'Categories',
      'Popular Now',
      'Advertisement Banner',
    ]);
    expect(sidebar().getByRole('link', { name: 'Categories' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(sidebar().getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('banner')).toHaveTextContent('Logout');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Admin panel');
  });

  it('collapses the sidebar to icons, keeping the names, and remembers it', async () => {
    const { user, button: toggle } = await dashboardButton('Collapse sidebar');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Expand sidebar' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    // Labels become screen-reader only; the links keep their names.
    expect(sidebar().getByText('Posts')).toHaveClass('sr-only');
    expect(sidebar().getByRole('link', { name: 'Posts' })).toBeInTheDocument();
    expect(localStorage.getItem('adminSidebarCollapsed')).toBe('true');
    // The current page stays marked (and styled as such) with icons only.
    const current = sidebar().getByRole('link', { name: 'Dashboard' });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(current.className).toMatch(/(^| )bg-brand-700( |$)/);
    expect(current.className).not.toMatch(/isActive/);
  });

  it('opens the menu as a drawer on phones and closes it after navigating', async () => {
    const { router } = renderAdmin('/admin');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Admin menu' });
    await user.click(within(drawer).getByRole('link', { name: 'Popular Now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/popular'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes the drawer with Escape and gives focus back to the menu button', async () => {
    const { user, button: open } = await dashboardButton('Open menu');
    await user.click(open);
    await screen.findByRole('dialog', { name: 'Admin menu' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(open).toHaveFocus();
  });

  it('switches between the light and dark themes', async () => {
    const { user, button: toggle } = await dashboardButton('Dark theme');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(document.documentElement).toHaveClass('dark');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows a not-found panel for an unknown admin path', async () => {
    renderAdmin('/admin/nowhere');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute(
      'href',
      '/admin',
    );
  });
});
