/** Heads shared by several pages, made from the answers the pages render. */
import type { Post } from '../../api/schemas';
import { DESCRIPTION_CHARS, pageTitle, type PageHead, type SiteInfo } from '../../lib/pageHead';
import { IMAGE_SIZES } from '../../lib/images';
import { excerptChars } from '../../lib/text';
import type { PageHeadFields } from './types';

/** A page that does not exist: still the app (its not-found view), never indexed. */
export const notFoundHead = (title: string): PageHeadFields => ({
  status: 404,
  title,
  canonicalPath: null,
});

/** The likely LCP of a grid of posts: the first card's image. */
export function feedHero(posts: readonly Post[]): PageHead['hero'] {
  const image = posts[0]?.image_path;
  return image ? { path: image, sizes: IMAGE_SIZES.card } : null;
}

/** The likely LCP of a post's page: its own image, above the text. */
export function postHero(post: Post | null): PageHead['hero'] {
  return post?.image_path ? { path: post.image_path, sizes: IMAGE_SIZES.hero } : null;
}

/** A grid of posts: its share image and likely LCP are the first card's image. */
export function feedHead(
  fields: PageHeadFields,
  posts: readonly Post[],
  alt: string,
): PageHeadFields {
  return {
    ...fields,
    image: posts[0]?.image_path ?? null,
    imageAlt: alt,
    hero: feedHero(posts),
  };
}

/** One post: an article card with its own image, excerpt and dates, canonical under its category. */
export function postHead(post: Post, site: SiteInfo): PageHeadFields {
  return {
    title: post.title,
    description:
      excerptChars(post.excerpt, DESCRIPTION_CHARS) ||
      excerptChars(post.content, DESCRIPTION_CHARS) ||
      site.description,
    canonicalPath: `/${post.category_slug}/${post.slug}`,
    type: 'article',
    image: post.image_path,
    imageAlt: post.title,
    article: {
      publishedAt: post.posted_at ?? post.created_at,
      modifiedAt: post.updated_at,
      section: post.category_name,
    },
    hero: postHero(post),
  };
}

/** `fields` with the defaults filled in: the site description, the page's own path as canonical. */
export function completeHead(
  fields: PageHeadFields,
  path: string,
  site: SiteInfo,
  preloadCalls: string[],
): PageHead {
  return {
    status: 200,
    description: site.description,
    canonicalPath: path,
    type: 'website',
    image: null,
    imageAlt: '',
    hero: null,
    ...fields,
    title: pageTitle(fields.title, site.brand),
    shareTitle: fields.title ?? site.brand,
    preloadCalls,
  };
}
