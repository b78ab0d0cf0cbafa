import { ErrorMessage } from '../../../components/ErrorMessage';
import { Spinner } from '../../../components/Spinner';
import type { Post } from '../../../contract/schemas';
import type { PostListArg } from '../api';
import { usePagedPosts } from '../usePagedPosts';
import { EmptyPosts } from './EmptyPosts';
import { PagedPostGrid, type FeedLayout } from './PagedPostGrid';

const EVERY_POST: PostListArg = {};

/**
 * Every post, paged (home's front page, trending's ranked list, blogs' grid), newest first unless
 * `list` says otherwise, with its loading, error and empty states and "Load more".
 */
export function PostsFeed({
  label,
  emptyMessage = 'No posts yet.',
  compare,
  layout,
  list = EVERY_POST,
}: {
  label: string;
  /** Which posts, in which order (every post, newest first, by default). */
  list?: PostListArg;
  layout?: FeedLayout;
  emptyMessage?: string;
  /** Orders the loaded posts (the backend's order when absent). */
  compare?: (a: Post, b: Post) => number;
}) {
  const feed = usePagedPosts(list, { compare });
  if (feed.isLoading) return <Spinner label="Loading posts" className="min-h-64" />;
  if (feed.isError) {
    return <ErrorMessage message="Error loading posts" onRetry={feed.retry} />;
  }
  if (feed.posts.length === 0) return <EmptyPosts message={emptyMessage} />;
  return <PagedPostGrid feed={feed} label={label} layout={layout} />;
}
