/**
 * q=posts for the dashboard and popular tests, answering from the admin handlers' data (newest
 * first) and recording every request's parameters, so a test can prove that no screen asked for
 * the whole list:
 *
 *   server.use(pagedPostsHandler);        // a backend that pages: one page + X-Total-Count
 *   server.use(legacyPostsHandler);       // the seed's: the full list, legacy shape, no header
 *   postsRequests                         // URLSearchParams of every q=posts request
 *   addPosts(20)                          // more posts (ids 5…), older than the fixtures
 *
 * Also q=search-posts over the same data (the reference server's hit shape).
 */
import { HttpResponse } from 'msw';
import type { Post } from '../../../src/contract/schemas';
import { call, searchHit } from '../../msw/handlers';
import { adminDb } from '../../msw/adminHandlers';

export const postsRequests: URLSearchParams[] = [];

/** True when every q=posts request so far asked for one page (and there was at least one). */
export const onlyPagedRequests = () =>
  postsRequests.length > 0 &&
  postsRequests.every((p) => Number(p.get('page')) >= 1 && Number(p.get('limit')) >= 1);

function newest(): Post[] {
  return [...adminDb.posts]
    .sort((a, b) => b.created_at.localeCompare(a.created_at))
    .map((post) => {
      const category = adminDb.categories.find((c) => c.id === post.category_id);
      return { ...post, category_name: category?.name ?? '', category_slug: category?.slug ?? '' };
    });
}

export const pagedPostsHandler = call('get', 'posts', ({ request }) => {
  const params = new URL(request.url).searchParams;
  postsRequests.push(params);
  const all = newest();
  const page = Number(params.get('page'));
  const limit = Number(params.get('limit'));
  if (!(page >= 1 && limit >= 1)) return HttpResponse.json(all);
  return HttpResponse.json(all.slice((page - 1) * limit, page * limit), {
    headers: { 'X-Total-Count': String(all.length) },
  });
});

/** The seed's backend: ignores paging, string ids, `categoryId`, no total header. */
export const legacyPostsHandler = call('get', 'posts', ({ request }) => {
  postsRequests.push(new URL(request.url).searchParams);
  return HttpResponse.json(
    newest().map(({ category_id, updated_at: _u, ...p }) => ({
      ...p,
      id: String(p.id),
      categoryId: String(category_id),
    })),
  );
});

export const searchPostsHandler = call('get', 'search-posts', ({ request }) => {
  const keyword = (new URL(request.url).searchParams.get('keyword') ?? '').toLowerCase();
  return HttpResponse.json(
    newest()
      .filter((p) => p.title.toLowerCase().includes(keyword))
      .map(searchHit),
  );
});

/** Resets the recorded requests; call in `beforeEach`. */
export function resetPostsRequests(): void {
  postsRequests.length = 0;
}

/**
 * `count` more posts titled "Extra Post {id}", ids after the last one, each older than every post
 * before it: in a newest-first list they follow in id order.
 */
export function addPosts(count: number): void {
  const template = adminDb.posts[0]!;
  const oldest = Math.min(...adminDb.posts.map((p) => Date.parse(p.created_at)));
  const first = Math.max(...adminDb.posts.map((p) => p.id)) + 1;
  for (let i = 0; i < count; i += 1) {
    const id = first + i;
    adminDb.posts.push({
      ...template,
      id,
      slug: `extra-post-${id}`,
      title: `Extra Post ${id}`,
      created_at: new Date(oldest - (i + 1) * 86_400_000).toISOString(),
    });
  }
}
