/** `/shared/{token}`: a post opened through a share link, for whoever holds the link only. */
import { sharedPostCall } from './calls';
import { postHero, sharedLinkNotFoundHead, sharedPostHead } from './head';
import type { Answers, HeadView, PageAt } from './types';

export const NOT_FOUND_TITLE = 'Link expired or not found';
/** A backend unreachable or failing: the page offers a retry. */
export const FAILED_TITLE = 'Error';

export const tokenOf = (params: PageAt['params']) => params.token ?? '';

export const calls = ({ params }: PageAt) => ({ post: sharedPostCall(tokenOf(params)) });

/** The post's own image, above its text (as in its head: postHead). */
export const hero = ({ post }: Answers<ReturnType<typeof calls>>) => postHero(post ?? null);

/** A link that opens no post (unknown, revoked or expired) is a 404, stored nowhere. */
export function head(
  { post }: Answers<ReturnType<typeof calls>>,
  { site, failed, pending }: HeadView,
) {
  if (post) return sharedPostHead(post, site);
  if (pending) return { title: null, canonicalPath: null, private: true as const };
  return sharedLinkNotFoundHead(failed ? FAILED_TITLE : NOT_FOUND_TITLE);
}
