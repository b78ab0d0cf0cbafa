import { ErrorMessage } from '../../../components/ErrorMessage';
import { Spinner } from '../../../components/Spinner';
import { useGetPostsQuery } from '../api';
import { EmptyPosts } from './EmptyPosts';
import { PostGrid } from './PostGrid';

/** Every post, newest first, as a grid (home and trending), with its loading and error states. */
export function PostsFeed({ label }: { label: string }) {
  const { data: posts, isLoading, isError, isFetching, refetch } = useGetPostsQuery();
  if (isLoading) return <Spinner label="Loading posts" className="min-h-64" />;
  if (isError) {
    return (
      <ErrorMessage
        message="Error loading posts"
        onRetry={isFetching ? undefined : () => void refetch()}
      />
    );
  }
  if (!posts || posts.length === 0) return <EmptyPosts message="No posts yet." />;
  return <PostGrid posts={posts} label={label} />;
}
