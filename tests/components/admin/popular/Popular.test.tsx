import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { server } from '../../../msw/server';
import { call } from '../../../msw/handlers';
import {
  adminDb,
  adminHandlers,
  requestsTo,
  resetAdminDb,
  startAdminSession,
} from '../../../msw/adminHandlers';
import { renderRoute } from '../../../utils/render';

configure({ asyncUtilTimeout: 8000 });
vi.setConfig({ testTimeout: 30_000 });

beforeAll(async () => {
  await Promise.all([
    import('../../../../src/app/routes/admin/AdminApp'),
    import('../../../../src/app/routes/admin/PopularPage'),
  ]);
}, 60_000);

/** Eight posts in all: the four fixtures plus four more. */
function addPosts() {
  const template = adminDb.posts[0]!;
  for (let id = 5; id <= 8; id += 1) {
    adminDb.posts.push({
      ...template,
      id,
      slug: `extra-post-${id}`,
      title: `Extra Post ${id}`,
      created_at: `2025-12-0${id}T10:00:00.000Z`,
    });
  }
}

beforeEach(() => {
  resetAdminDb();
  addPosts();
  server.use(...adminHandlers);
  startAdminSession();
});

const grid = () => within(screen.getByRole('region', { name: 'Choose posts' }));
const card = (title: string) => grid().getByRole('button', { name: new RegExp(title) });

describe('popular list', () => {
  it('shows the current list with ID, thumbnail, title and category', async () => {
    renderRoute('/admin/popular');
    const table = await screen.findByRole('table', { name: 'Current popular posts' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Roulette Odds Explained');
    expect(rows[1]).toHaveTextContent('Derby Day Preview');
    expect(within(rows[1]!).getByRole('cell', { name: 'Football' })).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('cell', { name: '1' })).toBeInTheDocument();
    expect(rows[0]!.querySelector('img')).toHaveAttribute(
      'src',
      'http://api.test/backend/public/uploads/roulette.jpg',
    );
  });

  it('marks the posts already in the list as pressed in the selection grid', async () => {
    renderRoute('/admin/popular');
    await screen.findByRole('region', { name: 'Choose posts' });
    expect(card('Roulette Odds Explained')).toHaveAttribute('aria-pressed', 'true');
    expect(card('Derby Day Preview')).toHaveAttribute('aria-pressed', 'true');
    expect(card('Bitcoin Weekly Outlook')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('2 of 6 selected')).toBeInTheDocument();
  });

  it('toggles posts in and out of the selection', async () => {
    renderRoute('/admin/popular');
    await screen.findByRole('region', { name: 'Choose posts' });
    const user = userEvent.setup();
    await user.click(card('Roulette Odds Explained'));
    expect(card('Roulette Odds Explained')).toHaveAttribute('aria-pressed', 'false');
    await user.click(card('Bitcoin Weekly Outlook'));
    expect(card('Bitcoin Weekly Outlook')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('2 of 6 selected')).toBeInTheDocument();
  });

  it('refuses a seventh post with "Max 6 posts allowed!"', async () => {
    renderRoute('/admin/popular');
    await screen.findByRole('region', { name: 'Choose posts' });
    const user = userEvent.setup();
    for (const id of [5, 6, 7, 8]) await user.click(card(`Extra Post ${id}`));
    expect(screen.getByText('6 of 6 selected')).toBeInTheDocument();
    await user.click(card('Bitcoin Weekly Outlook'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Max 6 posts allowed!');
    expect(card('Bitcoin Weekly Outlook')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('6 of 6 selected')).toBeInTheDocument();
  });

  it('saves post_ids in the order chosen and refreshes the list', async () => {
    renderRoute('/admin/popular');
    await screen.findByRole('region', { name: 'Choose posts' });
    const user = userEvent.setup();
    await user.click(card('Roulette Odds Explained')); // out: [4]
    await user.click(card('Bitcoin Weekly Outlook')); // [4, 3]
    await user.click(card('Roulette Odds Explained')); // [4, 3, 1]
    await user.click(card('Extra Post 7')); // [4, 3, 1, 7]
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Popular posts saved')).toBeInTheDocument();
    expect(requestsTo('popular-save')[0]?.json).toEqual({ post_ids: [4, 3, 1, 7] });
    const table = screen.getByRole('table', { name: 'Current popular posts' });
    await waitFor(() =>
      expect(
        within(table)
          .getAllByRole('row')
          .slice(1)
          .map((r) => within(r).getAllByRole('cell')[0]?.textContent),
      ).toEqual(['4', '3', '1', '7']),
    );
  });

  it("shows the server's message when saving fails", async () => {
    server.use(
      call('post', 'popular-save', () =>
        HttpResponse.json(
          { status: 'error', message: 'post_ids must not repeat a post' },
          { status: 400 },
        ),
      ),
    );
    renderRoute('/admin/popular');
    await screen.findByRole('region', { name: 'Choose posts' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('post_ids must not repeat a post');
  });

  it('offers the same selection at /admin/popular/add-post', async () => {
    renderRoute('/admin/popular/add-post');
    expect(await screen.findByRole('region', { name: 'Choose posts' })).toBeInTheDocument();
    expect(card('Derby Day Preview')).toHaveAttribute('aria-pressed', 'true');
  });
});
