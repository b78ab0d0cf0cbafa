/**
 * /admin/popular and /admin/popular/add-post (the same selection UI): the current popular list
 * and a selection grid of all posts.
 */
import { AdminLoading } from '../../../features/admin/ui/AdminLoading';
import { AdminPageHeader } from '../../../features/admin/ui/AdminPageHeader';
import { POPULAR_MESSAGES } from '../../../features/admin/popular/messages';
import { PopularSelector } from '../../../features/admin/popular/PopularSelector';
import { PopularTable } from '../../../features/admin/popular/PopularTable';
import { useGetPopularQuery } from '../../../features/popular/api';
import { useGetPostsQuery } from '../../../features/posts/api';

export default function PopularPage() {
  const popular = useGetPopularQuery();
  const posts = useGetPostsQuery();
  const loading = popular.isLoading || posts.isLoading;
  return (
    <>
      <AdminPageHeader title="Popular Now" />
      {loading ? (
        <AdminLoading text={POPULAR_MESSAGES.loading} />
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
