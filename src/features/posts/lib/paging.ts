/**
 * Paging of post lists (issue 6, an additive contract extension): `page` and `limit` ask the
 * backend for one page, whose answer carries the total in `X-Total-Count`. A backend that ignores
 * them (the seed's) answers the full list without the header, and the app pages it itself.
 */
import { FEED_PAGE_SIZE, type PageParam } from '../../../contract/paging';
import type { Post } from '../../../contract/schemas';

export interface PostsPage {
  posts: Post[];
  /** Posts in the whole list. */
  total: number;
  /** False when the backend ignored the paging and `posts` is the full list. */
  paged: boolean;
}

/** Reads one answer to a paged request; anything else than a real page is the full list. */
export function readPostsPage(
  posts: Post[],
  headers: Headers | undefined,
  limit: number,
): PostsPage {
  const header = headers?.get('X-Total-Count');
  const total = header ? Number(header) : NaN;
  if (Number.isInteger(total) && total >= 0 && posts.length <= limit) {
    return { posts, total, paged: true };
  }
  return { posts, total: posts.length, paged: false };
}

/** One page of a full list, for backends that do not page. */
export function slicePage(all: Post[], { page, limit }: PageParam): Post[] {
  return all.slice((page - 1) * limit, page * limit);
}

const countOf = (pages: readonly PostsPage[]) => pages.reduce((n, p) => n + p.posts.length, 0);

/** The page after those loaded, or undefined at the end (or when the backend does not page). */
export function nextPageParam(
  pages: readonly PostsPage[],
  size = FEED_PAGE_SIZE,
): PageParam | undefined {
  const last = pages.at(-1);
  if (!last?.paged || last.posts.length === 0) return undefined;
  const loaded = countOf(pages);
  if (loaded >= last.total) return undefined;
  return { page: Math.floor(loaded / size) + 1, limit: size };
}

/** Every loaded post once, in order, with the list's total. */
export function mergePages(pages: readonly PostsPage[]): { posts: Post[]; total: number } {
  const seen = new Set<number>();
  const posts: Post[] = [];
  for (const page of pages) {
    for (const post of page.posts) {
      if (seen.has(post.id)) continue;
      seen.add(post.id);
      posts.push(post);
    }
  }
  // An empty page ends the list whatever the total said (posts deleted since it was counted).
  const last = pages.at(-1);
  const counted = last?.paged && last.posts.length > 0;
  return { posts, total: counted ? Math.max(last.total, posts.length) : posts.length };
}
