import { ErrorMessage } from '../../../components/ErrorMessage';
import { Spinner } from '../../../components/Spinner';
import type { Post } from '../../../contract/schemas';
import { usePagedPosts } from '../usePagedPosts';
import { EmptyPosts } from './EmptyPosts';
import { PagedPostGrid, type FeedLayout } from './PagedPostGrid';

/**
 * Every post, newest first, paged (home's front page, trending's ranked list, blogs' grid), with
 * its loading, error and empty states and "Load more".
 */
export function PostsFeed({
  label,
  emptyMessage = 'No posts yet.',
  compare,
  layout,
}: {
  label: string;
  layout?: FeedLayout;
  emptyMessage?: string;
  /** Orders the loaded posts (the backend's order when absent). */
  compare?: (a: Post, b: Post) => number;
}) {
  const feed = usePagedPosts({}, { compare });
  if (feed.isLoading) return <Spinner label="Loading posts" className="min-h-64" />;
  if (feed.isError) {
    return <ErrorMessage message="Error loading posts" onRetry={feed.retry} />;
  }
  if (feed.posts.length === 0) return <EmptyPosts message={emptyMessage} />;
  return <PagedPostGrid feed={feed} label={label} layout={layout} />;
}
