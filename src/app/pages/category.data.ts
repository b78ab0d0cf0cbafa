/** `/{categorySlug}`: the category's posts, under its slug. */
import { DESCRIPTION_CHARS } from '../../contract/pageHead';
import { excerptChars } from '../../contract/text';
import { categoriesCall, feedCall } from './calls';
import { feedHead, feedHero, notFoundHead } from './head';
import type { Answers, HeadView, PageAt } from './types';
import { categoryPath } from '../../contract/paths';

export const NOT_FOUND_TITLE = 'Page Not Found';

const slugOf = ({ params }: Pick<PageAt, 'params'>) => params.categorySlug ?? '';

/** The categories (whether the slug is one), and the category's first page(s) of posts. */
export const calls = ({ params, search }: PageAt) => ({
  categories: categoriesCall,
  posts: feedCall({ category: slugOf({ params }) }, search),
});

type CategoryAnswers = Answers<ReturnType<typeof calls>>;

/**
 * The category the slug names, or null when unknown. Only a list of categories that arrived and
 * names others proves the slug unknown (a 404); a failed or empty list shows whatever posts the
 * slug has, under the slug.
 */
function categoryAt({ categories }: CategoryAnswers, at: Pick<PageAt, 'params'>) {
  const slug = slugOf(at);
  const category = categories?.find((c) => c.slug === slug);
  return !category && (categories?.length ?? 0) > 0 ? null : { slug, category };
}

/** The first post's image, the first card (none for a 404). */
export const hero = (answers: CategoryAnswers, at: PageAt) =>
  categoryAt(answers, at) ? feedHero(answers.posts ?? []) : null;

export function head(answers: CategoryAnswers, view: HeadView) {
  const known = categoryAt(answers, view);
  if (!known) return notFoundHead(NOT_FOUND_TITLE);
  const { slug, category } = known;
  const name = category?.name ?? slug;
  const description =
    excerptChars(category?.description ?? '', DESCRIPTION_CHARS) ||
    `The latest ${name} posts on ${view.site.brand}: previews, guides and analysis.`;
  const fields = { title: name, description, canonicalPath: categoryPath(slug) };
  return { ...feedHead(fields, answers.posts ?? [], name), hero: hero(answers, view) };
}
