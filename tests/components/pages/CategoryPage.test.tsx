import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, HttpResponse } from 'msw';
import { renderRoute } from '../../utils/render';
import { server } from '../../msw/server';
import { publicCall } from '../../msw/handlers';
import { legacyHandlers } from '../../msw/legacy';
import { categories } from '../../fixtures/data';

// Lazy pages compile on first use; a busy machine needs more than the default second.
configure({ asyncUtilTimeout: 5000 });

const SUBTEXT = 'The category you are looking for does not exist.';

describe('Category page', () => {
  it('shows a spinner while loading, then the slug as heading and the category posts', async () => {
    server.use(
      publicCall('category-posts', async () => {
        await delay(80);
        return HttpResponse.json({ posts: [] });
      }),
    );
    renderRoute('/casino');
    expect(await screen.findByText('Loading posts')).toBeInTheDocument();
    expect(await screen.findByText('No posts found in this category.')).toBeInTheDocument();
  });

  it('shows the slug as the h1 and each post with category, date, title and link', async () => {
    renderRoute('/casino');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(/^casino$/);
    const list = await screen.findByRole('list', { name: 'Posts in Casino' });
    const cards = within(list).getAllByRole('article');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect(first.getByText('Casino')).toBeInTheDocument();
    expect(first.getByText('Mar 1, 2026')).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'Roulette Odds Explained' })).toHaveAttribute(
      'href',
      '/casino/roulette-odds-explained',
    );
    // The post's own excerpt, not its content.
    expect(first.getByText('A short excerpt.')).toBeInTheDocument();
    expect(within(cards[1]!).getByRole('link')).toHaveAttribute(
      'href',
      '/casino/blackjack-basic-strategy',
    );
    await waitFor(() => expect(document.title).toMatch(/^Casino \| /));
  });

  it('links posts that carry no category slug under the page slug', async () => {
    server.use(
      publicCall('category-posts', () =>
        HttpResponse.json({ posts: [{ id: 9, slug: 'no-cat', title: 'No Cat', content: '' }] }),
      ),
    );
    renderRoute('/casino');
    const list = await screen.findByRole('list', { name: 'Posts in Casino' });
    expect(within(list).getByRole('link', { name: 'No Cat' })).toHaveAttribute(
      'href',
      '/casino/no-cat',
    );
  });

  it('shows "No posts found in this category." for a category without posts', async () => {
    renderRoute('/poker');
    expect(await screen.findByText('No posts found in this category.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('poker');
  });

  it('shows "No posts found in this category." when the posts call fails', async () => {
    server.use(publicCall('category-posts', () => HttpResponse.json({}, { status: 500 })));
    renderRoute('/casino');
    expect(await screen.findByText('No posts found in this category.')).toBeInTheDocument();
  });

  it('shows the full-screen "Page Not Found" panel for an unknown category', async () => {
    renderRoute('/not-a-category');
    const dialog = await screen.findByRole('dialog', { name: 'Page Not Found' });
    expect(dialog).toHaveAccessibleDescription(SUBTEXT);
    expect(within(dialog).getByRole('heading', { level: 1, name: 'Page Not Found' })).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: /go back/i })).toBeInTheDocument();
    expect(screen.queryByText('No posts found in this category.')).not.toBeInTheDocument();
  });

  it('goes back in history with Go Back', async () => {
    const { router } = renderRoute('/casino');
    await screen.findByRole('heading', { level: 1, name: 'casino' });
    await router.navigate('/not-a-category');
    const dialog = await screen.findByRole('dialog', { name: 'Page Not Found' });
    await userEvent.click(within(dialog).getByRole('button', { name: /go back/i }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/casino'));
  });

  it('goes back when the panel is closed with its close button or Escape', async () => {
    const { router } = renderRoute('/football');
    await screen.findByRole('heading', { level: 1, name: 'football' });
    await router.navigate('/nope');
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/football'));
    await router.navigate('/nope');
    await screen.findByRole('dialog', { name: 'Page Not Found' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/football'));
  });

  it('goes home when the unknown category was the first page opened', async () => {
    const { router } = renderRoute('/nope');
    const dialog = await screen.findByRole('dialog', { name: 'Page Not Found' });
    await userEvent.click(within(dialog).getByRole('button', { name: /go back/i }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('works with categories wrapped in {categories} and string ids (seed-only backend)', async () => {
    server.use(...legacyHandlers);
    renderRoute('/crypto');
    const list = await screen.findByRole('list', { name: 'Posts in Crypto' });
    expect(within(list).getByRole('link', { name: 'Bitcoin Weekly Outlook' })).toHaveAttribute(
      'href',
      '/crypto/bitcoin-weekly-outlook',
    );
    const { router } = renderRoute('/unknown');
    expect(await screen.findByRole('dialog', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/unknown');
  });

  it('shows the posts rather than "not found" when the categories answer is invalid JSON', async () => {
    server.use(publicCall('categories', () => new HttpResponse('<b>oops', { status: 200 })));
    renderRoute('/casino');
    const list = await screen.findByRole('list', { name: 'Posts in casino' });
    expect(within(list).getByRole('link', { name: 'Roulette Odds Explained' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Page Not Found' })).not.toBeInTheDocument();
  });

  it('shows the category description under the heading', async () => {
    renderRoute('/casino');
    expect(await screen.findByText(categories[0]!.description)).toBeInTheDocument();
  });
});
