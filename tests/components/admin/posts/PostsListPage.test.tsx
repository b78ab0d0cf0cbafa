import '../plainEditor';
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, HttpResponse } from 'msw';
import { server } from '../../../msw/server';
import { call } from '../../../msw/handlers';
import { adminDb, requestsTo } from '../../../msw/adminHandlers';
import { confirmVia, renderAdmin, setupAdminTests } from '../adminTestSetup';

setupAdminTests();

const table = () => screen.findByRole('table');

describe('admin posts list', () => {
  it('lists every post with its ID, title, excerpt, category, date and status, and links to /admin/posts/edit/{id}', async () => {
    renderAdmin('/admin/posts');
    const rows = within(await table()).getAllByRole('row');
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['ID', 'Title', 'Excerpt', 'Category', 'Date', 'Status', 'Actions']);
    expect(rows).toHaveLength(adminDb.posts.length + 1);
    const first = within(rows[1]!);
    expect(first.getByRole('rowheader')).toHaveTextContent('Roulette Odds Explained');
    expect(first.getByText('1')).toBeInTheDocument();
    expect(first.getByText('A short excerpt.')).toBeInTheDocument();
    expect(first.getByRole('cell', { name: 'Casino' })).toBeInTheDocument();
    const date = first.getByText('Mar 1, 2026');
    expect(date.tagName).toBe('TIME');
    expect(date).toHaveAttribute('datetime', '2026-03-01T10:00:00.000Z');
    expect(first.getByRole('cell', { name: 'Published' })).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'Roulette Odds Explained' })).toHaveAttribute(
      'href',
      '/admin/posts/edit/1',
    );
    expect(first.getByRole('link', { name: 'Edit Roulette Odds Explained' })).toHaveAttribute(
      'href',
      '/admin/posts/edit/1',
    );
    // Every post of a seed backend is public: each has its reader page a tab away.
    expect(
      first.getByRole('link', { name: 'View Roulette Odds Explained (opens in a new tab)' }),
    ).toHaveAttribute('href', '/casino/roulette-odds-explained');
    const remove = first.getByRole('button', { name: 'Delete post: Roulette Odds Explained' });
    expect(remove).toBeEnabled();
    // Quiet: an icon, not a red "Delete" label.
    expect(remove).toHaveTextContent('');
  });

  it('shows "No posts found" when there are no posts', async () => {
    adminDb.posts = [];
    renderAdmin('/admin/posts');
    expect(await screen.findByText('No posts found')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows a loading state while the posts load', async () => {
    server.use(
      call('get', 'posts', async () => {
        await delay(150);
        return HttpResponse.json([]);
      }),
    );
    renderAdmin('/admin/posts');
    expect(await screen.findByText('Loading posts...')).toBeInTheDocument();
    expect(await screen.findByText('No posts found')).toBeInTheDocument();
  });

  it('shows "Error loading posts" with a retry when the list cannot be fetched', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(call('get', 'posts', () => HttpResponse.json({}, { status: 500 })));
    renderAdmin('/admin/posts');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading posts');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('has an Add Post button that opens the add form', async () => {
    const user = userEvent.setup();
    const { router } = renderAdmin('/admin/posts');
    await user.click(await screen.findByRole('link', { name: 'Add Post' }));
    expect(router.state.location.pathname).toBe('/admin/posts/add');
    expect(await screen.findByRole('heading', { name: 'Add Post' })).toBeInTheDocument();
  });
});

describe('deleting a post', () => {
  /** Opens the list and answers the delete confirmation of "Derby Day Preview" with `answer`. */
  const deleteDerby = async (answer: 'Cancel' | 'Delete') => {
    renderAdmin('/admin/posts');
    await table();
    await confirmVia(
      userEvent.setup(),
      'Delete post: Derby Day Preview',
      answer,
      'Are you sure you want to delete this post?',
    );
  };

  it('asks "Are you sure you want to delete this post?" and sends nothing when cancelled', async () => {
    await deleteDerby('Cancel');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requestsTo('post-delete')).toHaveLength(0);
    expect(screen.getByRole('rowheader', { name: 'Derby Day Preview' })).toBeInTheDocument();
  });

  it('deletes the post once confirmed: the row goes and the server message is shown', async () => {
    await deleteDerby('Delete');
    expect(await screen.findByText('Post deleted successfully')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('rowheader', { name: 'Derby Day Preview' })).toBeNull(),
    );
    expect(requestsTo('post-delete')[0]).toMatchObject({ method: 'DELETE', params: { id: '4' } });
  });

  it('shows "Delete failed" when the server refuses without a message', async () => {
    server.use(
      call('delete', 'post-delete', () => HttpResponse.json({ status: 'error' }, { status: 500 })),
    );
    await deleteDerby('Delete');
    expect(await screen.findByRole('alert')).toHaveTextContent('Delete failed');
    expect(screen.getByRole('rowheader', { name: 'Derby Day Preview' })).toBeInTheDocument();
  });

  it("shows the server's message when it answers status 'error' on a 200", async () => {
    server.use(
      call('delete', 'post-delete', () =>
        HttpResponse.json({ status: 'error', message: 'Post is locked' }),
      ),
    );
    await deleteDerby('Delete');
    expect(await screen.findByRole('alert')).toHaveTextContent('Post is locked');
  });
});
