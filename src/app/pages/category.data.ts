/** `/{categorySlug}`: the category's posts, under its slug. */
import { DESCRIPTION_CHARS } from '../../contract/pageHead';
import { excerptChars } from '../../contract/text';
import { categoriesCall, feedCall } from './calls';
import { feedHead, notFoundHead } from './head';
import type { Answers, HeadView, PageAt } from './types';

export const NOT_FOUND_TITLE = 'Page Not Found';

const slugOf = ({ params }: Pick<PageAt, 'params'>) => params.categorySlug ?? '';

/** The categories (whether the slug is one), and the category's first page(s) of posts. */
export const calls = ({ params, search }: PageAt) => ({
  categories: categoriesCall,
  posts: feedCall({ category: slugOf({ params }) }, search),
});

/**
 * Only a list of categories that arrived and names others proves the slug unknown (a 404); a
 * failed or empty list shows whatever posts the slug has, under the slug.
 */
export function head({ posts, categories }: Answers<ReturnType<typeof calls>>, view: HeadView) {
  const slug = slugOf(view);
  const category = categories?.find((c) => c.slug === slug);
  if (!category && (categories?.length ?? 0) > 0) return notFoundHead(NOT_FOUND_TITLE);
  const name = category?.name ?? slug;
  const description =
    excerptChars(category?.description ?? '', DESCRIPTION_CHARS) ||
    `The latest ${name} posts on ${view.site.brand}: previews, guides and analysis.`;
  return feedHead({ title: name, description, canonicalPath: `/${slug}` }, posts ?? [], name);
}
