/**
 * `/authors/{slug}`: the author's photo, name and plain-text bio, and their posts a page at a
 * time; not found for an unknown author, and on a seed-only backend, which is asked only for its
 * capabilities (never q=author).
 */
import { describe, expect, it } from 'vitest';
import { configure, screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { renderRoute } from '../../utils/render';
import { server } from '../../msw/server';
import { publicCall } from '../../msw/handlers';
import { posts } from '../../fixtures/data';

configure({ asyncUtilTimeout: 5000 });

const maya = { name: 'Maya Okafor', slug: 'maya-okafor' };

const withStaff = () =>
  publicCall('capabilities', () =>
    HttpResponse.json({ editorial: true, time_zone: 'UTC', staff: true }),
  );

function authorBackend(asked: string[] = []) {
  server.use(
    withStaff(),
    publicCall('author', ({ request }) => {
      const params = new URL(request.url).searchParams;
      asked.push(params.toString());
      if (params.get('slug') !== 'maya-okafor') {
        return HttpResponse.json({ status: 'error', message: 'Author not found' }, { status: 404 });
      }
      const page = Number(params.get('page') ?? 1);
      return HttpResponse.json({
        author: {
          ...maya,
          bio: 'Sports editor. <b>Not markup</b>',
          avatar_path: 'uploads/maya.jpg',
        },
        posts: (page === 1 ? posts.slice(0, 2) : posts.slice(2, 3)).map((p) => ({
          ...p,
          author: maya,
        })),
        total: 14,
        page,
        per_page: 12,
      });
    }),
  );
  return asked;
}

describe('Author page', () => {
  it('shows the name, the bio as text, the photo and the author’s posts', async () => {
    authorBackend();
    renderRoute('/authors/maya-okafor');
    expect(await screen.findByRole('heading', { level: 1, name: 'Maya Okafor' })).toBeVisible();
    expect(screen.getByText('Sports editor. <b>Not markup</b>')).toBeInTheDocument();
    const photo = document.querySelector('img[src*="uploads/maya.jpg"]');
    expect(photo).not.toBeNull();
    const list = screen.getByRole('list', { name: 'Posts by Maya Okafor' });
    expect(within(list).getByRole('link', { name: 'Roulette Odds Explained' })).toBeVisible();
    expect(within(list).getAllByRole('article')).toHaveLength(2);
  });

  it('pages the posts with links to the next and the previous page', async () => {
    const asked = authorBackend();
    renderRoute('/authors/maya-okafor?page=2');
    const pages = await screen.findByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByText('Page 2 of 2')).toBeInTheDocument();
    expect(within(pages).getByRole('link', { name: 'Newer posts' })).toHaveAttribute(
      'href',
      '/authors/maya-okafor',
    );
    expect(within(pages).queryByRole('link', { name: 'Older posts' })).not.toBeInTheDocument();
    expect(asked).toContain('q=author&slug=maya-okafor&page=2');
  });

  it('is not found for an unknown author', async () => {
    authorBackend();
    renderRoute('/authors/nobody');
    expect(await screen.findByText('There is no author by that name.')).toBeInTheDocument();
  });

  it('is not found on a seed-only backend, which is asked only for its capabilities', async () => {
    const asked: string[] = [];
    server.use(
      publicCall('author', () => {
        asked.push('author');
        return HttpResponse.json({});
      }),
    );
    renderRoute('/authors/maya-okafor');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(asked).toEqual([]);
  });
});
