/**
 * `/shared/{token}` built in the browser (a static or PHP host, or a link followed in the app):
 * the post a share link opens, under a note; the site's 404 panel when the link opens nothing,
 * whatever the backend answered; a retry only when the backend could not be reached.
 */
import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, HttpResponse } from 'msw';
import type { Post } from '../../../src/contract/schemas';
import { env } from '../../../src/config/env';
import { publicCall } from '../../msw/handlers';
import { server } from '../../msw/server';
import { posts } from '../../fixtures/data';
import { renderRoute } from '../../utils/render';

// Lazy pages compile on first use; a busy machine needs more than the default second.
configure({ asyncUtilTimeout: 5000 });

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde';
const NEUTRAL = 'You are reading this post through a share link.';
const UNPUBLISHED = 'You are reading a shared preview of this post. It is not published yet.';

/** The backend opens `post` for TOKEN only, and answers any other token as the server does. */
function sharing(post: Post) {
  server.use(
    publicCall('shared-post', ({ request }) =>
      new URL(request.url).searchParams.get('token') === TOKEN
        ? HttpResponse.json(post)
        : HttpResponse.json({ status: 'error', message: 'Post not found' }, { status: 404 }),
    ),
  );
}

const heading = () => screen.findByRole('heading', { level: 1 });

describe('Shared post page', () => {
  it('shows the post as its page does, under a note saying it is read through a share link', async () => {
    sharing(posts[0]!);
    renderRoute(`/shared/${TOKEN}`);
    const article = (await heading()).closest('article')!;
    expect(within(article).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Roulette Odds Explained',
    );
    expect(within(article).getByRole('link', { name: 'Casino' })).toHaveAttribute(
      'href',
      '/casino',
    );
    expect(within(article).getByRole('img', { name: 'Roulette Odds Explained' })).toBeVisible();
    expect(await within(article).findByText('pure chance')).toBeInTheDocument();
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent(NEUTRAL);
    // Above the post, in reading order too.
    expect(note.compareDocumentPosition(article) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // No banner on a shared preview.
    expect(screen.queryByRole('img', { name: 'Post page advertisement' })).not.toBeInTheDocument();
    expect(screen.queryByText('Promote your brand here')).not.toBeInTheDocument();
  });

  it.each(['draft', 'scheduled'] as const)(
    'says the post is not published yet when the answer says it is %s',
    async (status) => {
      sharing({ ...posts[0]!, status, published_at: null });
      renderRoute(`/shared/${TOKEN}`);
      expect(await screen.findByRole('note')).toHaveTextContent(UNPUBLISHED);
    },
  );

  it('words the note neutrally when the answer says the post is published', async () => {
    sharing({ ...posts[0]!, status: 'published', published_at: '2026-03-01T10:00:00.000Z' });
    renderRoute(`/shared/${TOKEN}`);
    expect(await screen.findByRole('note')).toHaveTextContent(NEUTRAL);
  });

  it('dates the post when readers will see it, and offers no share buttons', async () => {
    // Scheduled: created on March 1st, out on November 28th.
    sharing({
      ...posts[0]!,
      status: 'scheduled',
      posted_at: '2026-11-28T09:00:00.000Z',
      published_at: '2026-11-28T09:00:00.000Z',
    });
    renderRoute(`/shared/${TOKEN}`);
    const article = (await heading()).closest('article')!;
    const time = article.querySelector('time')!;
    expect(time).toHaveTextContent('November 28, 2026');
    expect(time.getAttribute('datetime')).toMatch(/^2026-11-28/);
    expect(within(article).queryByRole('group', { name: 'Share' })).toBeNull();
    expect(screen.queryByRole('button', { name: /copy link/i })).toBeNull();
    expect(screen.queryByRole('link', { name: /^Share on/ })).toBeNull();
  });

  it('shows "Loading post..." while the post is on its way', async () => {
    server.use(
      publicCall('shared-post', async () => {
        await delay(80);
        return HttpResponse.json(posts[0]);
      }),
    );
    renderRoute(`/shared/${TOKEN}`);
    expect(await screen.findByText('Loading post...')).toBeInTheDocument();
    expect(await heading()).toHaveTextContent('Roulette Odds Explained');
  });

  it('sets the tab title to the post’s meta title, else its title', async () => {
    sharing({ ...posts[0]!, meta_title: 'Roulette, the odds' });
    renderRoute(`/shared/${TOKEN}`);
    await heading();
    await waitFor(() => expect(document.title).toBe(`Roulette, the odds | ${env.brandName}`));
  });

  it('shows "Link expired or not found" for a link unknown, revoked or expired, and leads home', async () => {
    sharing(posts[0]!);
    const { router } = renderRoute('/shared/revoked-or-expired');
    const dialog = await screen.findByRole('dialog', { name: 'Link expired or not found' });
    expect(within(dialog).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Link expired or not found',
    );
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(document.title).toBe(`Link expired or not found | ${env.brandName}`),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: /Go Back/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it.each([
    ['an error in a 200 answer', () => HttpResponse.json({ error: 'Invalid request' })],
    ['a 404', () => HttpResponse.json({ error: 'Invalid request' }, { status: 404 })],
    ['an HTML page', () => HttpResponse.html('<!doctype html><p>Home</p>')],
  ])(
    'shows "Link expired or not found" against a seed backend that answers %s',
    async (_, answer) => {
      server.use(publicCall('shared-post', answer));
      renderRoute(`/shared/${TOKEN}`);
      expect(
        await screen.findByRole('dialog', { name: 'Link expired or not found' }),
      ).toBeInTheDocument();
    },
  );

  it('offers a retry when the backend cannot be reached, and shows the post once it answers', async () => {
    let reachable = false;
    server.use(
      publicCall('shared-post', () =>
        reachable ? HttpResponse.json(posts[0]) : HttpResponse.error(),
      ),
    );
    renderRoute(`/shared/${TOKEN}`);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Could not load this post. Check your connection and try again.',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    reachable = true;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await heading()).toHaveTextContent('Roulette Odds Explained');
  });

  it('keeps the page out of search engines while it is open', async () => {
    sharing(posts[0]!);
    const { router } = renderRoute(`/shared/${TOKEN}`);
    await heading();
    const robots = () => document.head.querySelector('meta[name="robots"]');
    expect(robots()).toHaveAttribute('content', 'noindex, nofollow');
    await router.navigate('/about');
    await waitFor(() => expect(robots()).toBeNull());
  });
});
