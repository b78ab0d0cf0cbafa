import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { server } from '../../../msw/server';
import { call } from '../../../msw/handlers';
import { adminDb } from '../../../msw/adminHandlers';
import { confirmVia, renderAdmin, setupAdminTests } from '../adminTestSetup';
import {
  addPosts,
  legacyPostsHandler,
  onlyPagedRequests,
  pagedPostsHandler,
  postsRequests,
  resetPostsRequests,
} from '../pagedPosts';
import { describeMutation } from '../../../../src/app/routes/admin/mutationKinds';

setupAdminTests({
  pages: ['DashboardPage', 'CategoryAddPage', 'BannersPage'],
  prepare: resetPostsRequests,
  handlers: () => [pagedPostsHandler],
});

const figure = (label: string) => within(screen.getByRole('region', { name: label }));
/** The recent posts table's body rows (its heading row left out). */
const postRows = (section: ReturnType<typeof within>) =>
  within(section.getByRole('table', { name: 'Recent posts' }))
    .getAllByRole('row')
    .slice(1);

describe('dashboard', () => {
  it('shows the real figures: posts, categories, popular and banners filled', async () => {
    adminDb.banners.post_banner = null;
    renderAdmin('/admin');
    await waitFor(() => expect(figure('Posts').getByText('4')).toBeInTheDocument());
    expect(figure('Categories').getByText('4')).toBeInTheDocument();
    expect(figure('Popular posts').getByText('2/6')).toBeInTheDocument();
    expect(figure('Banners filled').getByText('1/2')).toBeInTheDocument();
    expect(figure('Posts').getByRole('link', { name: 'Manage posts' })).toHaveAttribute(
      'href',
      '/admin/posts',
    );
  });

  it('lists the five most recent posts, newest first, linking to their edit forms', async () => {
    const template = adminDb.posts[0]!;
    adminDb.posts.push(
      {
        ...template,
        id: 5,
        slug: 'newest',
        title: 'Newest Post',
        created_at: '2026-05-01T10:00:00.000Z',
      },
      {
        ...template,
        id: 6,
        slug: 'oldest',
        title: 'Oldest Post',
        created_at: '2020-01-01T10:00:00.000Z',
      },
    );
    renderAdmin('/admin');
    const section = within(await screen.findByRole('region', { name: 'Recent posts' }));
    await waitFor(() => expect(postRows(section)).toHaveLength(5));
    const links = section.getAllByRole('link').filter((a) => a.textContent !== 'All posts');
    expect(links.map((a) => a.textContent)).toEqual([
      'Newest Post',
      'Roulette Odds Explained',
      'Blackjack Basic Strategy',
      'Bitcoin Weekly Outlook',
      'Derby Day Preview',
    ]);
    expect(links[0]).toHaveAttribute('href', '/admin/posts/edit/5');
  });

  it('asks for one small page of posts and shows the total from X-Total-Count', async () => {
    addPosts(30);
    renderAdmin('/admin');
    await waitFor(() => expect(figure('Posts').getByText('34')).toBeInTheDocument());
    const section = within(screen.getByRole('region', { name: 'Recent posts' }));
    await waitFor(() => expect(postRows(section)).toHaveLength(5));
    expect(onlyPagedRequests()).toBe(true);
    expect(postsRequests.map((p) => [p.get('page'), p.get('limit')])).toEqual([['1', '5']]);
  });

  it('takes the posts figure from the header, not from the posts in the page', async () => {
    server.use(
      call('get', 'posts', ({ request }) => {
        postsRequests.push(new URL(request.url).searchParams);
        return HttpResponse.json(adminDb.posts.slice(0, 5), {
          headers: { 'X-Total-Count': '10000' },
        });
      }),
    );
    renderAdmin('/admin');
    await waitFor(() => expect(figure('Posts').getByText('10,000')).toBeInTheDocument());
    expect(onlyPagedRequests()).toBe(true);
  });

  it('still counts and lists the recent posts against a backend that ignores paging', async () => {
    addPosts(10);
    server.use(legacyPostsHandler);
    renderAdmin('/admin');
    await waitFor(() => expect(figure('Posts').getByText('14')).toBeInTheDocument());
    const section = within(screen.getByRole('region', { name: 'Recent posts' }));
    await waitFor(() => expect(postRows(section)).toHaveLength(5));
    expect(section.getAllByRole('link')[1]).toHaveTextContent('Roulette Odds Explained');
    expect(section.getAllByRole('link')[1]).toHaveAttribute('href', '/admin/posts/edit/1');
    expect(onlyPagedRequests()).toBe(true);
  });

  it('shows the posts figure as unavailable when the posts cannot be read', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(call('get', 'posts', () => HttpResponse.json({}, { status: 500 })));
    renderAdmin('/admin');
    await waitFor(() => expect(figure('Posts').getByText('Unavailable')).toBeInTheDocument());
    const section = within(screen.getByRole('region', { name: 'Recent posts' }));
    expect(section.getByText('Error loading posts')).toBeInTheDocument();
  });

  it('shows "No recent activity yet" before the admin changed anything', async () => {
    renderAdmin('/admin');
    const section = within(await screen.findByRole('region', { name: 'Recent activity' }));
    expect(section.getByText('No recent activity yet')).toBeInTheDocument();
  });

  it('records what the admin changed in this browser as recent activity', async () => {
    const { router } = renderAdmin('/admin/categories/add');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Name'), 'Esports');
    await user.click(screen.getByRole('button', { name: 'Add Category' }));
    await screen.findByText('Category added successfully!');
    await router.navigate('/admin/banner');
    await confirmVia(user, 'Delete Home banner', 'Delete');
    await screen.findByText('Banner deleted successfully');

    await router.navigate('/admin');
    const section = within(await screen.findByRole('region', { name: 'Recent activity' }));
    expect(
      section.getAllByRole('listitem').map((li) => li.querySelector('p')?.textContent),
    ).toEqual(['Deleted the home banner', 'Added category “Esports”']);
    expect(JSON.parse(localStorage.getItem('adminRecentActivity') ?? '[]')).toHaveLength(2);
  });

  it('does not record a write the server refused', async () => {
    adminDb.categories.push({ id: 9, name: 'Taken', slug: 'esports', description: '' });
    renderAdmin('/admin/categories/add');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Name'), 'Esports');
    await user.click(screen.getByRole('button', { name: 'Add Category' }));
    await screen.findByRole('alert');
    expect(localStorage.getItem('adminRecentActivity')).toBeNull();
  });
});

describe('describing admin changes', () => {
  it.each([
    ['createPost', { title: 'Derby Preview' }, 'Added post “Derby Preview”'],
    ['updatePost', { id: 3, title: 'Derby Preview' }, 'Updated post “Derby Preview”'],
    ['deletePost', 7, 'Deleted post #7'],
    ['addCategory', { name: 'Tennis', slug: 'tennis' }, 'Added category “Tennis”'],
    ['deleteCategory', 2, 'Deleted category #2'],
    ['savePopular', { post_ids: [1, 2, 3] }, 'Saved the popular list (3 posts)'],
    ['uploadBanner', { type: 'home' }, 'Uploaded the home banner'],
    ['updateBanner', { type: 'post' }, 'Updated the post banner'],
    ['deleteBanner', 'post', 'Deleted the post banner'],
  ])('%s → %s', (endpoint, arg, text) => {
    expect(describeMutation(endpoint, arg)).toBe(text);
  });

  it('ignores the session calls', () => {
    expect(describeMutation('login', { username: 'admin' })).toBeNull();
    expect(describeMutation('logout', undefined)).toBeNull();
  });
});
