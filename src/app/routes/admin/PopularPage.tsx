/**
 * /admin/popular and /admin/popular/add-post (the same selection UI): the current popular list
 * and a selection grid of the posts, a page at a time (`?page=N`, like the posts table) so that
 * no screen needs every post.
 */
import { Navigate, useSearchParams } from 'react-router-dom';
import { AdminPager } from '../../../features/admin/ui/AdminPager';
import { AdminListPage } from '../../../features/admin/ui/AdminListPage';
import { POPULAR_MESSAGES } from '../../../features/admin/popular/messages';
import { PopularSelector } from '../../../features/admin/popular/PopularSelector';
import { PopularTable } from '../../../features/admin/popular/PopularTable';
import { useGetPopularQuery } from '../../../features/popular/api';
import { useGetPostsTablePageQuery } from '../../../features/posts/api';
import { pageFromSearch } from '../../../contract/paging';

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
    <AdminListPage
      title="Popular Now"
      loading={loading && POPULAR_MESSAGES.loading}
      failure={
        failed && {
          message: POPULAR_MESSAGES.listFailed,
          onRetry: () => {
            if (popular.isError) void popular.refetch();
            if (posts.isError) void posts.refetch();
          },
        }
      }
    >
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
          pager={shown && <AdminPager page={page} pageSize={PAGE_SIZE} total={total} />}
        />
      </div>
    </AdminListPage>
  );
}
