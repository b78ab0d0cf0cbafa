import { useParams } from 'react-router-dom';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { BannerSlot } from '../../../features/banners/components/BannerSlot';
import { useGetPostBySlugQuery } from '../../../features/posts/api';
import { PostArticle } from '../../../features/posts/components/PostArticle';
import { PostLoading } from '../../../features/posts/components/PostLoading';
import { PostNotFound } from '../../../features/posts/components/PostNotFound';
import { askBanners, askPost } from '../../pages/ask';
import { notFoundHead, postHead } from '../../pages/head';
import type { FirstView, PageHeadFields } from '../../pages/types';

/** `/{categorySlug}/{postSlug}`, `/posts/{slug}` and `/popular/{slug}`: one post in full. */
const slugOf = (params: FirstView['params']) => params.postSlug ?? params.slug ?? '';

/** The post and the post banner; a slug with no post is a 404. */
export async function firstView({ store, params, site }: FirstView): Promise<PageHeadFields> {
  const [post] = await Promise.all([askPost(store, slugOf(params)), askBanners(store)]);
  return post ? postHead(post, site) : notFoundHead('Post not found');
}

export default function PostPage() {
  const params = useParams();
  const slug = slugOf(params);
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
