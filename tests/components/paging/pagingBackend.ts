/**
 * MSW answers for the paging tests: many posts, served by a backend that pages (`page`, `limit`,
 * `X-Total-Count`, as the reference server does) or by one that ignores the parameters and sends
 * the whole list (the seed's). Every request for posts is recorded.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import type { Post } from '../../../src/contract/schemas';
import { posts as fixturePosts } from '../../fixtures/data';
import { publicCall } from '../../msw/handlers';
import { server } from '../../msw/server';
import { renderRoute } from '../../utils/render';

/** `count` posts in the casino category, newest first, titled "Post 1", "Post 2", … */
export function manyPosts(count: number): Post[] {
  const base = fixturePosts[0]!;
  return Array.from({ length: count }, (_, i) => ({
    ...base,
    id: i + 1,
    slug: `post-${i + 1}`,
    title: `Post ${i + 1}`,
    image_path: `uploads/post-${i + 1}.jpg`,
    created_at: new Date(Date.UTC(2026, 2, 1) - i * 3_600_000).toISOString(),
  }));
}

export interface Recorded {
  q: string;
  page: string | null;
  limit: string | null;
  slug: string | null;
}

export function pagingBackend(list: Post[], { pages = true }: { pages?: boolean } = {}) {
  const requests: Recorded[] = [];
  const answer = (request: Request, wrap: boolean) => {
    const params = new URL(request.url).searchParams;
    const recorded = {
      q: params.get('q')!,
      page: params.get('page'),
      limit: params.get('limit'),
      slug: params.get('slug'),
    };
    requests.push(recorded);
    const all = recorded.slug ? list.filter((p) => p.category_slug === recorded.slug) : list;
    const body = (items: Post[]) => (wrap ? { posts: items } : items);
    if (!pages || (recorded.page === null && recorded.limit === null)) {
      return HttpResponse.json(body(all));
    }
    const limit = Number(recorded.limit ?? 20);
    const page = Number(recorded.page ?? 1);
    return HttpResponse.json(body(all.slice((page - 1) * limit, page * limit)), {
      headers: { 'X-Total-Count': String(all.length) },
    });
  };
  return {
    requests,
    handlers: [
      publicCall('posts', ({ request }) => answer(request, false)),
      publicCall('category-posts', ({ request }) => answer(request, true)),
    ],
  };
}

/** `pagingBackend` over `count` posts (`manyPosts`), in use (MSW) from now on: its requests. */
export function servePosts(count: number, options: { pages?: boolean } = {}) {
  const backend = pagingBackend(manyPosts(count), options);
  server.use(...backend.handlers);
  return backend;
}

/** The titles of `manyPosts` from `from` to `to`: "Post 3", "Post 4", … */
export const postTitles = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => `Post ${from + i}`);

/** Serves `count` posts (`servePosts`) and opens `path`: the backend, a user and the router. */
export function openPaged(path: string, count: number, options: { pages?: boolean } = {}) {
  const backend = servePosts(count, options);
  const user = userEvent.setup();
  const { router } = renderRoute(path);
  return { backend, user, router };
}

/** The titles of the post cards in the list named `name`, in order. */
export const cardTitles = async (name: string) =>
  within(await screen.findByRole('list', { name }))
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent);
