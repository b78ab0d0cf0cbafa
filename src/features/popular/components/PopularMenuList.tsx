/** The full-screen menu's POPULAR list: title and an excerpt of at most 15 words per post. */
import { Link } from 'react-router-dom';
import { postExcerpt } from '../../../contract/text';
import { Skeleton } from '../../../components/Skeleton';
import { useGetPopularQuery } from '../api';
import { RankNumber } from '../../../components/RankNumber';
import { postCardPath } from '../../../contract/paths';

const EXCERPT_WORDS = 15;

export function PopularMenuList() {
  const { data: posts = [], isLoading } = useGetPopularQuery();

  if (isLoading) {
    return (
      <div role="status" className="space-y-5">
        <span className="sr-only">Loading popular posts</span>
        {[0, 1, 2].map((i) => (
          <div key={i} className="space-y-2">
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-3 w-full" />
          </div>
        ))}
      </div>
    );
  }

  if (posts.length === 0) {
    return <p className="text-slate-600 dark:text-slate-300">No popular posts available</p>;
  }

  return (
    <ol className="divide-y divide-slate-200 dark:divide-white/10">
      {posts.map((post, index) => (
        <li key={post.id}>
          <Link to={postCardPath(post.slug)} className="group flex gap-4 rounded-xl py-4">
            <RankNumber index={index} />
            <span className="min-w-0">
              <span className="block font-bold leading-snug text-slate-900 group-hover:text-brand-700 dark:text-white dark:group-hover:text-brand-300">
                {post.title}
              </span>
              <span className="mt-1 block text-sm leading-relaxed text-slate-600 dark:text-slate-300">
                {postExcerpt(post, EXCERPT_WORDS)}
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ol>
  );
}
