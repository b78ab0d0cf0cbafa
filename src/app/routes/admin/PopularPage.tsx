/**
 * /admin/popular and /admin/popular/add-post (the same selection UI): the current popular list
 * and a selection grid of the posts, a page at a time (`?page=N`, like the posts table) so that
 * no screen needs every post.
 */
import { Navigate, useSearchParams } from 'react-router-dom';
import { PostsPager } from '../../../features/admin/posts/list/PostsPager';
import { AdminLoading } from '../../../features/admin/ui/AdminLoading';
import { AdminPageHeader } from '../../../features/admin/ui/AdminPageHeader';
import { buttonClass, panelClass } from '../../../features/admin/ui/styles';
import { POPULAR_MESSAGES } from '../../../features/admin/popular/messages';
import { PopularSelector } from '../../../features/admin/popular/PopularSelector';
import { PopularTable } from '../../../features/admin/popular/PopularTable';
import { useGetPopularQuery } from '../../../features/popular/api';
import { useGetPostsTablePageQuery } from '../../../features/posts/api';
import { pageFromSearch } from '../../../api/paging';

/** Three rows of the grid at its widest. */
const PAGE_SIZE = 12;

export default function PopularPage() {
  const [search] = useSearchParams();
  const page = pageFromSearch(search);
  const popular = useGetPopularQuery();
  const posts = useGetPostsTablePageQuery(
    { page, limit: PAGE_SIZE },
    { refetchOnMountOrArgChange: true },
  );
  const loading = popular.isLoading || posts.isLoading;
  // A list that could not be read is not shown as empty: saving over it would lose the real one.
  const failed = (popular.isError && !popular.data) || (posts.isError && !posts.data);
  const shown = posts.currentData;
  const total = shown?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / PAGE_SIZE));

  // Past the end (an old link, or posts deleted since): the last page.
  if (shown && shown.posts.length === 0 && page > lastPage) {
    return <Navigate to={{ search: lastPage > 1 ? `?page=${lastPage}` : '' }} replace />;
  }

  return (
    <>
      <AdminPageHeader title="Popular Now" />
      {loading ? (
        <AdminLoading text={POPULAR_MESSAGES.loading} />
      ) : failed ? (
        <div role="alert" className={`${panelClass} flex flex-col items-center gap-4 p-8`}>
          <p className="text-slate-800 dark:text-slate-200">{POPULAR_MESSAGES.listFailed}</p>
          <button
            type="button"
            className={buttonClass('secondary')}
            onClick={() => {
              if (popular.isError) void popular.refetch();
              if (posts.isError) void posts.refetch();
            }}
          >
            Try again
          </button>
        </div>
      ) : (
        <div className="flex flex-col gap-8">
          <section aria-labelledby="popular-current-title" className="flex flex-col gap-3">
            <h2 id="popular-current-title" className="text-lg font-semibold">
              Current list
            </h2>
            <PopularTable posts={popular.data ?? []} />
          </section>
          <PopularSelector
            initial={popular.data ?? []}
            page={{
              posts: shown?.posts ?? [],
              loading: !shown && posts.isFetching,
              failed: !shown && posts.isError,
              onRetry: () => void posts.refetch(),
            }}
            pager={shown && <PostsPager page={page} pageSize={PAGE_SIZE} total={total} />}
          />
        </div>
      )}
    </>
  );
}
