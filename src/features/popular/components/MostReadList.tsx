/**
 * "Editors' picks": the popular list (chosen by the editors, not measured) as a numbered block in
 * the page, for phones only. From medium screens up the POPULAR NOW rail shows the same posts, so
 * this block hides there.
 */
import { Link } from 'react-router-dom';
import { Icon } from '../../../components/Icon';
import { useGetPopularQuery } from '../api';
import { RankNumber } from '../../../components/RankNumber';

export function MostReadList() {
  const { data: posts = [] } = useGetPopularQuery();
  if (posts.length === 0) return null;

  return (
    <section
      aria-labelledby="most-read-title"
      className="mx-auto mt-12 w-full max-w-content px-4 sm:px-6 md:hidden"
    >
      <h2
        id="most-read-title"
        className="flex items-center gap-2 border-b-2 border-slate-900 pb-2 text-sm font-extrabold tracking-[0.16em] text-slate-900 dark:border-white dark:text-white"
      >
        <Icon name="flame" className="h-4 w-4 text-accent-500" />
        Editors’ picks
      </h2>
      <ol className="divide-y divide-slate-200 dark:divide-white/10">
        {posts.map((post, index) => (
          <li key={post.id}>
            <Link to={`/popular/${post.slug}`} className="group flex items-baseline gap-4 py-3.5">
              <RankNumber index={index} className="w-8 shrink-0" />
              <span className="min-w-0 font-bold leading-snug text-slate-900 group-hover:text-brand-700 dark:text-white dark:group-hover:text-brand-300">
                {post.title}
              </span>
            </Link>
          </li>
        ))}
      </ol>
    </section>
  );
}
