/**
 * The opening every post screen (edit, preview, history) shares: while the post loads, "Loading
 * post..."; without it, "Post not found" or the failure with "Try again"; then the screen itself,
 * given the post.
 */
import type { ReactNode } from 'react';
import { AdminLoading } from '../ui/AdminLoading';
import { POST_MESSAGES } from './messages';
import { isNotFound, PostLoadProblem } from './PostLoadProblem';

export interface PostQuery<T> {
  currentData?: T;
  isLoading: boolean;
  isFetching: boolean;
  error?: unknown;
  refetch: () => unknown;
}

export function PostOpening<T>({
  postId,
  query,
  problemTitle,
  children,
}: {
  postId: number;
  query: PostQuery<T>;
  /** The document title while there is no post to show. */
  problemTitle?: string;
  children: (post: NonNullable<T>) => ReactNode;
}) {
  const post = query.currentData;
  if (postId > 0 && !post && (query.isLoading || query.isFetching)) {
    return <AdminLoading text={POST_MESSAGES.loadingPost} />;
  }
  if (!post) {
    return (
      <>
        {problemTitle && <title>{problemTitle}</title>}
        <PostLoadProblem
          notFound={postId <= 0 || isNotFound(query.error)}
          onRetry={() => void query.refetch()}
        />
      </>
    );
  }
  return children(post);
}
