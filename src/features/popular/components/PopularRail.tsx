/**
 * POPULAR NOW: the admin's popular posts as round thumbnails, fixed on the left from medium
 * screens up. Hover or focus shows the two-digit rank and, at once, a tooltip with the title.
 * It moves up out of the way of the element named by `avoidId` (the footer) as that scrolls in.
 */
import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { Icon } from '../../../components/Icon';
import { Skeleton } from '../../../components/Skeleton';
import { DeferredTooltip } from '../../../components/DeferredTooltip';
import { useStayAbove } from '../../../components/useStayAbove';
import { useGetPopularQuery } from '../api';
import { PopularThumb } from './PopularThumb';
import { rank } from '../../../components/rank';

export function PopularRail({ avoidId }: { avoidId?: string }) {
  const { data: posts = [], isLoading } = useGetPopularQuery();
  const ref = useRef<HTMLElement>(null);
  const shown = isLoading || posts.length > 0;
  useStayAbove(ref, avoidId, shown);
  if (!shown) return null;

  return (
    <aside
      ref={ref}
      aria-labelledby="popular-rail-title"
      className="fixed left-3 top-1/2 z-30 hidden -translate-y-1/2 md:block"
    >
      <div className="flex w-16 flex-col items-center gap-3 rounded-full bg-white/90 px-2 pb-3 pt-4 shadow-lg ring-1 ring-slate-900/5 backdrop-blur dark:bg-ink-800/90 dark:ring-white/10">
        <Icon name="flame" className="h-4 w-4 text-accent-500" />
        <h2
          id="popular-rail-title"
          className="rotate-180 text-[11px] font-extrabold tracking-[0.2em] text-slate-700 [writing-mode:vertical-rl] dark:text-slate-200"
        >
          POPULAR NOW
        </h2>
        {isLoading ? (
          <div role="status" className="flex flex-col gap-3">
            <span className="sr-only">Loading popular posts</span>
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} round className="h-12 w-12" />
            ))}
          </div>
        ) : (
          <ol className="flex flex-col gap-3">
            {posts.map((post, index) => {
              return (
                <li key={post.id}>
                  <DeferredTooltip content={post.title} side="right" delayDuration={0}>
                    <Link
                      to={`/popular/${post.slug}`}
                      className="group relative block h-12 w-12 rounded-full ring-2 ring-white transition-transform hover:scale-105 focus-visible:scale-105 motion-reduce:transition-none dark:ring-ink-700"
                    >
                      <PopularThumb
                        path={post.image_path}
                        size={48}
                        className="h-12 w-12 rounded-full bg-slate-200 object-cover dark:bg-ink-700"
                        fallback={
                          <span
                            aria-hidden="true"
                            className="flex h-12 w-12 items-center justify-center rounded-full bg-linear-to-br from-brand-500 to-brand-800 text-lg font-black text-white"
                          >
                            {post.title.trim().charAt(0).toUpperCase() || '•'}
                          </span>
                        }
                      />
                      <span
                        aria-hidden="true"
                        className="absolute inset-0 flex items-center justify-center rounded-full bg-ink-900/75 text-sm font-black tabular-nums text-accent-400 opacity-0 transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100 motion-reduce:transition-none"
                      >
                        {rank(index)}
                      </span>
                      <span className="sr-only">{post.title}</span>
                    </Link>
                  </DeferredTooltip>
                </li>
              );
            })}
          </ol>
        )}
      </div>
    </aside>
  );
}
