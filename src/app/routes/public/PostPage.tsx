import { useParams } from 'react-router-dom';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { BannerSlot } from '../../../features/banners/components/BannerSlot';
import { useGetPostBySlugQuery } from '../../../features/posts/api';
import { PostArticle } from '../../../features/posts/components/PostArticle';
import { PostLoading } from '../../../features/posts/components/PostLoading';
import { PostNotFound } from '../../../features/posts/components/PostNotFound';

/** `/{categorySlug}/{postSlug}`, `/posts/{slug}` and `/popular/{slug}`: one post in full. */
export default function PostPage() {
  const params = useParams();
  const slug = params.postSlug ?? params.slug ?? '';
  // A 404 or a failed fetch reads as "no post" (the failure itself is logged by the endpoint).
  // `currentData` belongs to this slug only: opening another post never shows the last one.
  const { currentData: post, isFetching } = useGetPostBySlugQuery(slug, { skip: !slug });
  const isLoading = isFetching && !post;
  useDocumentTitle(post ? post.title : isLoading ? null : 'Post not found');

  return (
    <div className="mx-auto flex w-full max-w-content flex-col gap-8 px-4 py-6 sm:px-6 sm:py-10 lg:px-8">
      <BannerSlot type="post" />
      {isLoading ? <PostLoading /> : post ? <PostArticle post={post} /> : <PostNotFound />}
    </div>
  );
}
