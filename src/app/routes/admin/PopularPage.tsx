/**
 * /admin/popular and /admin/popular/add-post (the same selection UI): the current popular list
 * and a selection grid of all posts.
 */
import { AdminLoading } from '../../../features/admin/ui/AdminLoading';
import { AdminPageHeader } from '../../../features/admin/ui/AdminPageHeader';
import { buttonClass, panelClass } from '../../../features/admin/ui/styles';
import { POPULAR_MESSAGES } from '../../../features/admin/popular/messages';
import { PopularSelector } from '../../../features/admin/popular/PopularSelector';
import { PopularTable } from '../../../features/admin/popular/PopularTable';
import { useGetPopularQuery } from '../../../features/popular/api';
import { useGetPostsQuery } from '../../../features/posts/api';

export default function PopularPage() {
  const popular = useGetPopularQuery();
  const posts = useGetPostsQuery();
  const loading = popular.isLoading || posts.isLoading;
  // A list that could not be read is not shown as empty: saving over it would lose the real one.
  const failed = (popular.isError && !popular.data) || (posts.isError && !posts.data);
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
            posts={posts.data ?? []}
            initialIds={(popular.data ?? []).map((p) => p.id)}
          />
        </div>
      )}
    </>
  );
}
