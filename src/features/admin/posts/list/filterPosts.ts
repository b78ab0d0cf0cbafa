/** The admin list's search: a post matches when its title, category or slug contains the query. */
import type { Post } from '../../../../contract/schemas';

/** Lower case without accents, so "cafe" finds "Café" and "ÉTÉ" finds "été". */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('en-US');
}

export function filterPosts(posts: Post[], query: string): Post[] {
  const needle = foldText(query.trim());
  if (!needle) return posts;
  return posts.filter((post) =>
    [post.title, post.category_name, post.slug].some((field) =>
      foldText(field ?? '').includes(needle),
    ),
  );
}
