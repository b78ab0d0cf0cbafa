import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { renderRoute } from '../../utils/render';
import { server } from '../../msw/server';
import { publicCall } from '../../msw/handlers';
import { posts } from '../../fixtures/data';

// Lazy pages compile on first use; a busy machine needs more than the default second.
configure({ asyncUtilTimeout: 5000 });

const post = posts[0]!; // roulette-odds-explained, in casino

/** A backend that knows `old-roulette` as the post's earlier slug, as the reference server does. */
function renamedPost() {
  const asked: string[] = [];
  server.use(
    publicCall('post', ({ request }) => {
      const slug = new URL(request.url).searchParams.get('slug') ?? '';
      asked.push(slug);
      if (slug === post.slug) return HttpResponse.json(post);
      if (slug === 'old-roulette') return HttpResponse.json({ ...post, moved_to: post.slug });
      return HttpResponse.json({ status: 'error', message: 'Post not found' }, { status: 404 });
    }),
  );
  return asked;
}

describe('Post page for a renamed post', () => {
  it.each([
    ['/posts/old-roulette', '/posts/roulette-odds-explained'],
    ['/popular/old-roulette', '/popular/roulette-odds-explained'],
    ['/football/old-roulette', '/casino/roulette-odds-explained'],
  ])('shows the post at its new URL: %s becomes %s, replacing the old one', async (from, to) => {
    const asked = renamedPost();
    const { router, history } = renderRoute(`${from}?ref=share#top`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Roulette Odds Explained' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(to));
    expect(router.state.location.search).toBe('?ref=share');
    expect(router.state.location.hash).toBe('#top');
    // Replaced, not pushed: Back does not return to the old URL.
    expect(history.index).toBe(0);
    // The post already read is shown at once: it is not asked for again.
    expect(asked).toEqual(['old-roulette']);
    expect(screen.queryByText('Post not found')).not.toBeInTheDocument();
  });

  it('stays at a current slug', async () => {
    renamedPost();
    const { router } = renderRoute('/casino/roulette-odds-explained');
    await screen.findByRole('heading', { level: 1, name: 'Roulette Odds Explained' });
    expect(router.state.location.pathname).toBe('/casino/roulette-odds-explained');
  });
});
