/** `/`, also the All category: the home banner, then every post, the newest leading. */
import { bannersCall, feedCall } from './calls';
import { feedHead, feedHero } from './head';
import type { Answers, HeadView, PageAt } from './types';

export const calls = ({ search }: PageAt) => ({
  posts: feedCall({}, search),
  banners: bannersCall,
});

type HomeAnswers = Answers<ReturnType<typeof calls>>;

/** The lead story's image, at the size home shows it. */
export const hero = ({ posts }: HomeAnswers) => feedHero(posts ?? [], 'lead');

export function head(answers: HomeAnswers, { site }: HeadView) {
  const fields = feedHead({ title: null, canonicalPath: '/' }, answers.posts ?? [], site.brand);
  return { ...fields, hero: hero(answers) };
}
