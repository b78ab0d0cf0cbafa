import { Link } from 'react-router-dom';
import { RankNumber } from '../../../components/RankNumber';
import { postPath } from '../../../contract/paths';
import type { Post } from '../../../contract/schemas';
import { useGetMostReadQuery } from '../api';
import { UnderPostSection } from './UnderPostSection';

/**
 * "Most read" under a post (an addition, only where the server counts views): the posts readers
 * opened most in the last 7 days, numbered, never the one being read. Secondary, as "Read next":
 * nothing shows while it loads, when nothing was read, or when the call fails.
 */
export function MostRead({ post }: { post: Pick<Post, 'id'> }) {
  const { currentData = [] } = useGetMostReadQuery(post.id);
  const posts = currentData.filter((p) => p.id !== post.id);
  if (posts.length === 0) return null;
  return (
    <UnderPostSection title="Most read" lead="What readers opened most in the last 7 days.">
      <ol className="grid gap-x-8 sm:grid-cols-2">
        {posts.map((p, index) => (
          <li key={p.id} className="border-b border-slate-200 dark:border-white/10">
            <Link to={postPath(p)} className="group flex items-baseline gap-4 py-3.5">
              <RankNumber index={index} className="w-8 shrink-0" />
              <span className="min-w-0">
                <span className="block font-bold leading-snug text-slate-900 group-hover:text-brand-700 dark:text-white dark:group-hover:text-brand-300">
                  {p.title}
                </span>
                {p.category_name && (
                  <span className="mt-1 block text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-300">
                    {p.category_name}
                  </span>
                )}
              </span>
            </Link>
          </li>
        ))}
      </ol>
    </UnderPostSection>
  );
}
