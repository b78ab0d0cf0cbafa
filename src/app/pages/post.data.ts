/** `/{categorySlug}/{postSlug}`, `/posts/{slug}` and `/popular/{slug}`: one post in full. */
import { postBannersCall, postCall } from './calls';
import { notFoundHead, postHead, postHero } from './head';
import type { Answers, HeadView, PageAt } from './types';

export const NOT_FOUND_TITLE = 'Post not found';

export const slugOf = (params: PageAt['params']) => params.postSlug ?? params.slug ?? '';

/** The post and the post banner. */
export const calls = ({ params }: PageAt) => ({
  post: postCall(slugOf(params)),
  banners: postBannersCall(slugOf(params)),
});

/** The post's own image, above its text (as in its head: postHead). */
export const hero = ({ post }: Answers<ReturnType<typeof calls>>) => postHero(post ?? null);

/** A slug with no post (or a failed call, which reads as none) is a 404. */
export function head({ post }: Answers<ReturnType<typeof calls>>, { site, pending }: HeadView) {
  if (post) return postHead(post, site);
  return pending ? { title: null } : notFoundHead(NOT_FOUND_TITLE);
}
