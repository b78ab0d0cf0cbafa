import { useMemo } from 'react';
import type { Post } from '../../../api/schemas';
import { ErrorMessage } from '../../../components/ErrorMessage';
import { Spinner } from '../../../components/Spinner';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { useGetPostsQuery } from '../../../features/posts/api';
import { EmptyPosts } from '../../../features/posts/components/EmptyPosts';
import { FeedHeading } from '../../../features/posts/components/FeedHeading';
import { PostGrid } from '../../../features/posts/components/PostGrid';

const time = (post: Post) => {
  const t = Date.parse(post.created_at ?? '');
  return Number.isNaN(t) ? 0 : t;
};

/** /blogs: the latest posts from the API, newest first, whatever order the backend sent. */
export default function BlogsPage() {
  useDocumentTitle('Latest blogs');
  const { data, isLoading, isError, isFetching, refetch } = useGetPostsQuery();
  const posts = useMemo(
    () => (data ? [...data].sort((a, b) => time(b) - time(a) || b.id - a.id) : []),
    [data],
  );

  let body;
  if (isLoading) body = <Spinner label="Loading posts" className="min-h-64" />;
  else if (isError) {
    body = (
      <ErrorMessage
        message="Error loading posts"
        onRetry={isFetching ? undefined : () => void refetch()}
      />
    );
  } else if (posts.length === 0) body = <EmptyPosts message="No posts yet." />;
  else body = <PostGrid posts={posts} label="Latest blogs" />;

  return (
    <div className="mx-auto flex w-full max-w-content flex-col gap-8 px-4 py-6 sm:px-6 sm:py-10 lg:px-8">
      <FeedHeading
        title="Latest blogs"
        subtitle="Fresh previews, guides and analysis from every category, newest first."
      />
      {body}
    </div>
  );
}
