/**
 * What the editorial set-ups (formTestSetup, reviewToolsSetup) share: recording a request the app
 * made in `adminDb.requests`, the admin's view of a stored post, and a full revision of a post.
 */
import type { DefaultBodyType, StrictRequest } from 'msw';
import type { EditorialPost, PostStatus, Revision } from '../../../../src/contract/schemas';
import { adminDb } from '../../../msw/adminHandlers';

/** Records the request (its query and JSON body) and gives them back. */
export async function record(request: StrictRequest<DefaultBodyType>) {
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const json = request.headers.get('content-type')?.includes('application/json')
    ? await request.clone().json()
    : undefined;
  adminDb.requests.push({ method: request.method, q: params.q ?? '', params, json });
  return { params, json };
}

/**
 * The admin's view of stored post `id`, with its editorial fields: `publication` where given,
 * else the post's own (published, at its creation, when unset).
 */
export function editorialView(
  id: number,
  publication?: { status: PostStatus; published_at: string | null },
): EditorialPost | null {
  const post = adminDb.posts.find((p) => p.id === id);
  if (!post) return null;
  const category = adminDb.categories.find((c) => c.id === post.category_id);
  return {
    ...post,
    category_name: category?.name ?? '',
    category_slug: category?.slug ?? '',
    status: publication?.status ?? post.status ?? 'published',
    published_at: publication?.published_at ?? post.published_at ?? post.created_at,
    meta_title: post.meta_title ?? null,
    meta_description: post.meta_description ?? null,
    image_alt: post.image_alt ?? null,
  };
}

/** Revision `id` of `post`: the post's current values with `changes`. */
export function revisionFrom(
  post: EditorialPost,
  id: number,
  changes: Partial<Revision> = {},
): Revision {
  return {
    id,
    post_id: post.id,
    kind: 'save',
    created_at: '2026-03-01T10:00:00.000Z',
    title: post.title,
    excerpt: post.excerpt,
    content: post.content,
    category_id: post.category_id,
    image_path: post.image_path,
    status: post.status,
    published_at: post.published_at,
    meta_title: post.meta_title,
    meta_description: post.meta_description,
    image_alt: post.image_alt,
    ...changes,
  };
}
