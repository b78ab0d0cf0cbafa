/** `/blogs`: the latest posts from the API, newest first, whatever order the backend sent. */
import type { Post } from '../../contract/schemas';
import { feedCall } from './calls';
import { feedHead } from './head';
import type { Answers, HeadView, PageAt } from './types';

export const TITLE = 'Latest blogs';
export const DESCRIPTION = 'Fresh previews, guides and analysis from every category, newest first.';

const time = (post: Post) => {
  const t = Date.parse(post.created_at ?? '');
  return Number.isNaN(t) ? 0 : t;
};
export const newestFirst = (a: Post, b: Post) => time(b) - time(a) || b.id - a.id;

export const calls = ({ search }: PageAt) => ({ posts: feedCall({}, search) });

export function head({ posts }: Answers<ReturnType<typeof calls>>, { site }: HeadView) {
  return feedHead(
    { title: TITLE, description: DESCRIPTION, canonicalPath: '/blogs' },
    (posts ?? []).toSorted(newestFirst),
    site.brand,
  );
}
