import { useParams } from 'react-router-dom';
import { NotFoundPanel } from '../../../components/NotFoundPanel';
import { Spinner } from '../../../components/Spinner';
import { useGoBack } from '../../../components/useGoBack';
import { useGetCategoriesQuery } from '../../../features/categories/api';
import { CategoryHeading } from '../../../features/posts/components/CategoryHeading';
import { EmptyPosts } from '../../../features/posts/components/EmptyPosts';
import { PagedPostGrid } from '../../../features/posts/components/PagedPostGrid';
import { usePagedPosts } from '../../../features/posts/usePagedPosts';
import { postPath } from '../../../contract/paths';

/**
 * `/{categorySlug}`: the category's posts under its slug. A slug that is not among the fetched
 * categories shows the full-screen "Page Not Found" panel, whose Go Back goes back in history.
 */
export default function CategoryPage() {
  const slug = useParams().categorySlug ?? '';
  const goBack = useGoBack();
  const categories = useGetCategoriesQuery();
  const posts = usePagedPosts({ category: slug }, { skip: !slug });
  const category = categories.data?.find((c) => c.slug === slug);
  // Only a list that arrived and names other categories proves the slug unknown; a failed or
  // empty (invalid JSON) list falls back to showing whatever posts the slug has.
  const unknown =
    categories.isSuccess && (categories.data?.length ?? 0) > 0 && category === undefined;

  if (unknown) {
    return (
      <NotFoundPanel subtext="The category you are looking for does not exist." onGoBack={goBack} />
    );
  }

  // A failed posts call reads as an empty category (the failure itself is logged).
  const loading = categories.isLoading || posts.isLoading;
  const hrefOf = (post: { slug: string; category_slug: string }) =>
    postPath({ slug: post.slug, category_slug: post.category_slug || slug });

  return (
    <section
      aria-labelledby="category-heading"
      className="mx-auto flex w-full max-w-content flex-col gap-6 px-4 py-6 sm:px-6 sm:py-10 lg:px-8"
    >
      <CategoryHeading id="category-heading" slug={slug} description={category?.description} />
      {loading ? (
        <Spinner label="Loading posts" className="min-h-64" />
      ) : posts.posts.length > 0 ? (
        <PagedPostGrid feed={posts} hrefOf={hrefOf} label={`Posts in ${category?.name ?? slug}`} />
      ) : (
        <EmptyPosts message="No posts found in this category." />
      )}
    </section>
  );
}
