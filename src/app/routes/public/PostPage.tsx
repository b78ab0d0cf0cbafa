import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { useCountsViews } from '../../../features/analytics/counting';
import { BannerSlot } from '../../../features/banners/components/BannerSlot';
import { postsApi, useGetPostBySlugQuery } from '../../../features/posts/api';
import { ReaderPost } from '../ReaderPost';
import { PostLoading } from '../../../features/posts/components/PostLoading';
import { PostNotFound } from '../../../features/posts/components/PostNotFound';
import { ReadNextSlot } from '../../../features/posts/components/ReadNextSlot';
import { slugOf } from '../../pages/post.data';
import type { Post } from '../../../contract/schemas';
import type { AppDispatch } from '../../store';
import { postPathUnder } from '../../../contract/paths';

/** `/{categorySlug}/{postSlug}`, `/posts/{slug}` and `/popular/{slug}`: one post in full. */
export default function PostPage() {
  const params = useParams();
  const slug = slugOf(params);
  // A 404 or a failed fetch reads as "no post" (the failure itself is logged by the endpoint).
  // `currentData` belongs to this slug only: opening another post never shows the last one.
  const { currentData: post, isFetching } = useGetPostBySlugQuery(slug, { skip: !slug });
  const isLoading = isFetching && !post;
  useMovedPostUrl(slug, post ?? null);
  const counting = useCountsViews();

  return (
    <div className="mx-auto w-full max-w-content px-4 py-6 sm:px-6 sm:py-10 lg:px-8">
      <div className="flex flex-col gap-8">
        {/* No advertiser's banner on a page that has no post: the house panel only. */}
        <BannerSlot type="post" post={slug} house={!isLoading && !post} />
        {isLoading ? <PostLoading /> : post ? <ReaderPost post={post} /> : <PostNotFound />}
      </div>
      {/* Outside the column: its empty box adds no gap. */}
      {post?.category_slug && <ReadNextSlot key={post.id} post={post} counting={counting} />}
    </div>
  );
}

/**
 * A renamed post answers its old slug with itself (the reference server adds `moved_to`): when the
 * post's slug is not the URL's, the address bar moves to the post's own URL, replacing the old one
 * in history, and the post already read is shown there without being fetched again.
 */
function useMovedPostUrl(slug: string, post: Post | null) {
  const navigate = useNavigate();
  const location = useLocation();
  const dispatch = useDispatch<AppDispatch>();
  useEffect(() => {
    if (!post || post.slug === slug) return;
    const pathname = movedPath(location.pathname, post);
    if (!pathname) return;
    void dispatch(postsApi.util.upsertQueryData('getPostBySlug', post.slug, post));
    navigate({ pathname, search: location.search, hash: location.hash }, { replace: true });
  }, [slug, post, location, navigate, dispatch]);
}

/** `/posts/{old}`, `/popular/{old}` or `/{category}/{old}` at the post's slug (and category). */
function movedPath(pathname: string, post: Post): string | null {
  const [, first, second, ...rest] = pathname.split('/');
  if (!first || !second || rest.length > 0) return null;
  const prefix = first === 'posts' || first === 'popular' ? first : post.category_slug || first;
  return postPathUnder(prefix, post.slug);
}
