import { Link } from 'react-router-dom';
import type { Post } from '../../../contract/schemas';
import { ResponsiveImage } from '../../../components/ResponsiveImage';
import { postExcerpt } from '../../../contract/text';
import { postHref } from '../lib/postHref';
import { CardMeta } from './CardMeta';
import { ImageFallback } from './ImageFallback';

/** Words of each entry's excerpt (the spec's short cut, as in the menus). */
const RANKED_EXCERPT_WORDS = 15;

/**
 * Posts as a numbered list (Trending): rank, category and date, headline, a short excerpt and a
 * thumbnail; in two columns from 1024 px, read row by row. The number is the list's own (an
 * ordered list), drawn large beside each entry; the headline link covers the whole entry.
 */
export function RankedPostList({
  posts,
  hrefOf = postHref,
  label,
}: {
  posts: Post[];
  hrefOf?: (post: Post) => string;
  label?: string;
}) {
  return (
    <ol aria-label={label} className="grid grid-cols-1 gap-x-10 lg:grid-cols-2">
      {posts.map((post, index) => (
        <li key={post.id} className="border-b border-slate-200 dark:border-white/10">
          <article className="group relative flex items-start gap-4 py-5">
            <span
              aria-hidden="true"
              className="w-10 shrink-0 text-3xl font-extrabold leading-none tabular-nums text-brand-600 dark:text-brand-400"
            >
              {String(index + 1).padStart(2, '0')}
            </span>
            <div className="flex min-w-0 flex-1 flex-col gap-2">
              <CardMeta post={post} pill={false} />
              <h2 className="text-base font-bold leading-snug text-slate-900 sm:text-lg dark:text-white">
                <Link
                  to={hrefOf(post)}
                  className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none group-hover:text-brand-700 group-focus-within:underline dark:group-hover:text-brand-300"
                >
                  {post.title}
                </Link>
              </h2>
              <p className="hidden text-sm leading-relaxed text-slate-600 sm:block dark:text-slate-300">
                {postExcerpt(post, RANKED_EXCERPT_WORDS)}
              </p>
            </div>
            <div className="relative aspect-square w-20 shrink-0 overflow-hidden rounded-lg bg-slate-100 sm:aspect-[4/3] sm:w-28 dark:bg-ink-700">
              <ResponsiveImage
                path={post.image_path}
                alt=""
                fixedWidth={320}
                priority={index < 2}
                className="h-full w-full object-cover"
                fallback={<ImageFallback label={post.category_name} />}
              />
            </div>
          </article>
        </li>
      ))}
    </ol>
  );
}
