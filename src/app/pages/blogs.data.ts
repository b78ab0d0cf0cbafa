/** `/blogs`: the latest posts from the API, newest first, whatever order the backend sent. */
import type { Post } from '../../contract/schemas';
import { feedCall } from './calls';
import { feedHead, feedHero } from './head';
import type { Answers, HeadView, PageAt } from './types';

export const TITLE = 'Latest blogs';
export const DESCRIPTION = 'Fresh previews, guides and analysis from every category, newest first.';

const time = (post: Post) => {
  const t = Date.parse(post.created_at ?? '');
  return Number.isNaN(t) ? 0 : t;
};
export const newestFirst = (a: Post, b: Post) => time(b) - time(a) || b.id - a.id;

export const calls = ({ search }: PageAt) => ({ posts: feedCall({}, search) });

type BlogsAnswers = Answers<ReturnType<typeof calls>>;

const sorted = ({ posts }: BlogsAnswers) => (posts ?? []).toSorted(newestFirst);

/** The newest post's image, the first card. */
export const hero = (answers: BlogsAnswers) => feedHero(sorted(answers));

export function head(answers: BlogsAnswers, { site }: HeadView) {
  const fields = { title: TITLE, description: DESCRIPTION, canonicalPath: '/blogs' };
  return { ...feedHead(fields, sorted(answers), site.brand), hero: hero(answers) };
}
