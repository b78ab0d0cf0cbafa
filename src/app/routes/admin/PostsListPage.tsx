/** /admin/posts: the posts, 20 a page (`?page=N`), with edit and delete, and the way to add one. */
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { useDeletePost } from '../../../features/admin/posts/useDeletePost';
import { PostsPager } from '../../../features/admin/posts/PostsPager';
import { PostsTable } from '../../../features/admin/posts/PostsTable';
import { AdminPageHeader } from '../../../features/admin/ui/AdminPageHeader';
import { buttonClass, panelClass } from '../../../features/admin/ui/styles';
import { useGetPostsTablePageQuery } from '../../../features/posts/api';
import { pageFromSearch } from '../../../api/paging';

const PAGE_SIZE = 20;

export default function PostsListPage() {
  const [search] = useSearchParams();
  const page = pageFromSearch(search);
  // The admin sees the server's current list, not what a reader's visit left in the cache.
  const { currentData, isFetching, isError, refetch } = useGetPostsTablePageQuery(
    { page, limit: PAGE_SIZE },
    { refetchOnMountOrArgChange: true },
  );
  const { remove, deletingId } = useDeletePost();
  const posts = currentData?.posts ?? [];
  const total = currentData?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / PAGE_SIZE));

  // Past the end (the last post of the last page was deleted, or an old link): the last page.
  if (currentData && posts.length === 0 && page > lastPage) {
    return <Navigate to={{ search: lastPage > 1 ? `?page=${lastPage}` : '' }} replace />;
  }

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
      {isError && !currentData ? (
        <div role="alert" className={`${panelClass} flex flex-col items-center gap-4 p-8`}>
          <p className="text-slate-800 dark:text-slate-200">Error loading posts</p>
          <button type="button" className={buttonClass('secondary')} onClick={() => refetch()}>
            Try again
          </button>
        </div>
      ) : (
        <div className="flex flex-col gap-4">
          <PostsTable
            posts={posts}
            loading={!currentData && isFetching}
            deletingId={deletingId}
            onDelete={(post) => void remove(post)}
          />
          {currentData && <PostsPager page={page} pageSize={PAGE_SIZE} total={total} />}
        </div>
      )}
    </>
  );
}
