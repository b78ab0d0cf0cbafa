/** Heads shared by several pages, made from the answers the pages render. */
import type { Post } from '../../contract/schemas';
import {
  DESCRIPTION_CHARS,
  pageTitle,
  type PageHead,
  type SiteInfo,
} from '../../contract/pageHead';
import { IMAGE_SIZES } from '../../contract/images';
import { excerptChars } from '../../contract/text';
import type { PageHeadFields } from './types';
import { imageAltOf } from '../../features/posts/lib/imageAlt';
import { authorPath, postPath } from '../../contract/paths';

/** A page that does not exist: still the app (its not-found view), never indexed. */
export const notFoundHead = (title: string): PageHeadFields => ({
  status: 404,
  title,
  canonicalPath: null,
});

/** How the first post of a list is shown: a grid's card, home's lead story, or a thumbnail. */
export type FeedHeroSize = 'card' | 'lead' | null;

/**
 * The likely LCP of a list of posts: its first post's image, at the size the list shows it
 * (the preload must name the same `sizes`, or the browser fetches another candidate); none for
 * a list of thumbnails.
 */
export function feedHero(posts: readonly Post[], size: FeedHeroSize = 'card'): PageHead['hero'] {
  const image = posts[0]?.image_path;
  return image && size ? { path: image, sizes: IMAGE_SIZES[size] } : null;
}

/** The likely LCP of a post's page: its own image, above the text. */
export function postHero(post: Post | null): PageHead['hero'] {
  return post?.image_path ? { path: post.image_path, sizes: IMAGE_SIZES.hero } : null;
}

/** A list of posts: its share image is the first post's image (its likely LCP: `feedHero`). */
export function feedHead(
  fields: PageHeadFields,
  posts: readonly Post[],
  alt: string,
): PageHeadFields {
  return { ...fields, image: posts[0]?.image_path ?? null, imageAlt: alt };
}

/**
 * One post: an article card with its own image, excerpt and dates, canonical under its category,
 * and its upcoming predictions' events. Its own meta title, meta description and image alt text
 * win when set.
 */
export function postHead(post: Post, site: SiteInfo): PageHeadFields {
  return {
    title: post.meta_title?.trim() || post.title,
    description:
      excerptChars(post.meta_description ?? '', DESCRIPTION_CHARS) ||
      excerptChars(post.excerpt, DESCRIPTION_CHARS) ||
      excerptChars(post.content, DESCRIPTION_CHARS) ||
      site.description,
    canonicalPath: postPath(post),
    type: 'article',
    image: post.image_path,
    imageAlt: imageAltOf(post) || post.title,
    article: {
      publishedAt: post.posted_at ?? post.created_at,
      modifiedAt: post.updated_at,
      section: post.category_name,
      ...(post.author
        ? { author: { name: post.author.name, path: authorPath(post.author.slug) } }
        : {}),
    },
    hero: postHero(post),
    predictionHtml: post.content,
  };
}

/**
 * A post opened through a share link: the post's own head, for whoever holds the link only. No
 * canonical (the link's token is not the post's address), never indexed nor followed, never
 * stored (`private`).
 */
export function sharedPostHead(post: Post, site: SiteInfo): PageHeadFields {
  return { ...postHead(post, site), canonicalPath: null, private: true };
}

/** A share link that opens nothing (unknown, revoked or expired): a 404, stored nowhere either. */
export const sharedLinkNotFoundHead = (title: string): PageHeadFields => ({
  ...notFoundHead(title),
  private: true,
});

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
