import { useGetCategoriesQuery } from '../../../features/categories/api';
import { needsPostList } from '../../../features/categories/components/postCounts';
import { useGetPostsQuery } from '../../../features/posts/api';

/** The public main column's gutters: even from tablets up, the popular rail in the left one. */
export const PUBLIC_MAIN_CLASS = 'flex-1 outline-none md:px-20 lg:pr-16';

/**
 * The posts the footer counts per category itself: fetched only when the categories come without
 * `post_count` (a seed-only backend).
 */
export function useFooterPosts() {
  const { data: categories } = useGetCategoriesQuery();
  const countPosts = categories !== undefined && needsPostList(categories);
  const { data: posts, isLoading: postsLoading } = useGetPostsQuery(undefined, {
    skip: !countPosts,
  });
  return { categories, posts, postsLoading };
}
