/** /admin/posts: every post with edit and delete, and the way to add one. */
import { Link } from 'react-router-dom';
import { useDeletePost } from '../../../features/admin/posts/useDeletePost';
import { PostsTable } from '../../../features/admin/posts/PostsTable';
import { AdminPageHeader } from '../../../features/admin/ui/AdminPageHeader';
import { buttonClass, panelClass } from '../../../features/admin/ui/styles';
import { useGetPostsQuery } from '../../../features/posts/api';

export default function PostsListPage() {
  // The admin sees the server's current list, not what a reader's visit left in the cache.
  const {
    data: posts = [],
    isLoading,
    isError,
    refetch,
  } = useGetPostsQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  const { remove, deletingId } = useDeletePost();

  return (
    <>
      <AdminPageHeader
        title="Posts"
        actions={
          <Link to="/admin/posts/add" className={buttonClass('primary')}>
            Add Post
          </Link>
        }
      />
      {isError && posts.length === 0 ? (
        <div role="alert" className={`${panelClass} flex flex-col items-center gap-4 p-8`}>
          <p className="text-slate-800 dark:text-slate-200">Error loading posts</p>
          <button type="button" className={buttonClass('secondary')} onClick={() => refetch()}>
            Try again
          </button>
        </div>
      ) : (
        <PostsTable
          posts={posts}
          loading={isLoading}
          deletingId={deletingId}
          onDelete={(post) => void remove(post)}
        />
      )}
    </>
  );
}
