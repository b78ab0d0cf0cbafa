/**
 * MSW handlers for the public calls, answering like the reference server. Tests override one
 * call with `server.use(publicCall('posts', () => …))`. Seed-only (legacy) answer shapes live in
 * legacy.ts beside these.
 */
import { http, HttpResponse, type HttpResponseResolver } from 'msw';
import type { Post } from '../../src/contract/schemas';
import { banners, categories, popular, posts } from '../fixtures/data';

export const API_ORIGIN = 'http://api.test';
export const API_URL = `${API_ORIGIN}/backend/index.php`;

type Method = 'get' | 'post' | 'delete';

/** A handler for one `q` (and method) of the backend script. */
export function call(method: Method, q: string, resolver: HttpResponseResolver) {
  return http[method](API_URL, (info) => {
    if (new URL(info.request.url).searchParams.get('q') !== q) return undefined;
    return resolver(info);
  });
}
export const publicCall = (q: string, resolver: HttpResponseResolver) => call('get', q, resolver);

/** The first request to `q` fails as a network error; the next ones go on to the usual handler. */
export function failsOnce(method: Method, q: string) {
  let failed = false;
  return call(method, q, () => {
    if (failed) return undefined;
    failed = true;
    return HttpResponse.error();
  });
}

/** A seed backend's answer to q=capabilities: it knows no such call (no editorial workflow). */
export function seedCapabilities() {
  return publicCall('capabilities', () =>
    HttpResponse.json({ status: 'error', message: 'Unknown request' }, { status: 400 }),
  );
}

/** A post as q=search-posts lists it. */
export const searchHit = ({ id, slug, title, content, category_slug }: Post) => ({
  id,
  slug,
  title,
  content,
  category_slug,
});

const strip = (html: string) => html.replace(/<[^>]*>/g, ' ');

export const handlers = [
  publicCall('posts', () => HttpResponse.json(posts)),
  publicCall('post', ({ request }) => {
    const slug = new URL(request.url).searchParams.get('slug');
    const post = posts.find((p) => p.slug === slug);
    return post
      ? HttpResponse.json(post)
      : HttpResponse.json({ status: 'error', message: 'Post not found' }, { status: 404 });
  }),
  publicCall('category-posts', ({ request }) => {
    const slug = new URL(request.url).searchParams.get('slug');
    return HttpResponse.json({ posts: posts.filter((p) => p.category_slug === slug) });
  }),
  publicCall('categories', () => HttpResponse.json(categories)),
  publicCall('popular', () => HttpResponse.json(popular)),
  publicCall('banners', () => HttpResponse.json(banners)),
  // A seed backend: no editorial workflow (tests of it answer `editorialCapabilities`).
  seedCapabilities(),
  // Nor the site texts (the server's render asks its own backend for them).
  publicCall('site-texts', () =>
    HttpResponse.json({ status: 'error', message: 'Unknown request' }, { status: 400 }),
  ),
  publicCall('search-posts', ({ request }) => {
    const k = (new URL(request.url).searchParams.get('keyword') ?? '').toLowerCase();
    return HttpResponse.json(
      posts
        .filter(
          (p) => p.title.toLowerCase().includes(k) || strip(p.content).toLowerCase().includes(k),
        )
        .map(searchHit),
    );
  }),
  publicCall('search-categories', ({ request }) => {
    const k = (new URL(request.url).searchParams.get('keyword') ?? '').toLowerCase();
    return HttpResponse.json(
      categories
        .filter((c) => c.name.toLowerCase().includes(k) || c.description.toLowerCase().includes(k))
        .map(({ id, slug, name, description }) => ({ id, slug, name, description })),
    );
  }),
];

/** The reference server's answer to q=capabilities: drafts, scheduling, revisions… supported. */
export const editorialCapabilities = (
  timeZone = 'Asia/Kolkata',
  more: { predictions?: true } = {},
) =>
  publicCall('capabilities', () =>
    HttpResponse.json({ editorial: true, time_zone: timeZone, ...more }),
  );
