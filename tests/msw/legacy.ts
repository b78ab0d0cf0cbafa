/**
 * The seed's backend as the spec describes it: no counts, no pagination, string ids,
 * `categoryId`, popular `date`, categories wrapped in `{categories}`, empty banners.
 * `server.use(...legacyHandlers)` makes any test run against it.
 */
import { HttpResponse } from 'msw';
import { categories, popular, posts } from '../fixtures/data';
import { publicCall } from './handlers';

const legacyPost = ({ category_id, updated_at: _u, ...p }: (typeof posts)[number]) => ({
  ...p,
  id: String(p.id),
  categoryId: String(category_id),
});

export const legacyHandlers = [
  publicCall('posts', () => HttpResponse.json(posts.map(legacyPost))),
  publicCall('categories', () =>
    HttpResponse.json({
      categories: categories.map(({ id, name, slug }) => ({ id: String(id), name, slug })),
    }),
  ),
  publicCall('popular', () =>
    HttpResponse.json(
      popular.map(({ created_at, published_at: _p, ...p }) => ({
        ...legacyPost({ ...p, created_at }),
        date: created_at,
      })),
    ),
  ),
  publicCall('banners', () => HttpResponse.json({ home_banner: '', post_banner: null })),
];
