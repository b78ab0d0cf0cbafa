/**
 * OUR PICKS: the first 3 popular posts with image, title and long date. 3 placeholder rows while
 * loading; 3 built-in sample entries when the list is empty (or could not be fetched).
 */
import { Link } from 'react-router-dom';
import { formatLongDate, isoDate } from '../../../lib/dates';
import { Skeleton } from '../../../components/Skeleton';
import { useGetPopularQuery } from '../api';
import { PickThumbIcon } from './PickThumbIcon';
import { PopularThumb } from './PopularThumb';

const PICKS = 3;

const samples = [
  { title: 'Matchday Preview: The Fixtures Worth Watching', date: '2025-01-18' },
  { title: 'Reading the Odds: A Beginner’s Guide to Value', date: '2025-01-12' },
  { title: 'Crypto Weekly: What Moved the Markets', date: '2025-01-06' },
];

const rowClass = 'flex items-center gap-4';
const thumbClass = 'h-16 w-16 shrink-0 rounded-xl object-cover';
const titleClass =
  'line-clamp-2 text-sm font-semibold leading-snug text-white transition-colors group-hover:text-brand-300';
const dateClass = 'mt-1 block text-xs text-slate-400';

export function FooterPicks() {
  const { data: posts = [], isLoading } = useGetPopularQuery();

  if (isLoading) {
    return (
      <div role="status">
        <span className="sr-only">Loading our picks</span>
        <ul className="space-y-5">
          {Array.from({ length: PICKS }, (_, i) => (
            <li key={i} className={rowClass} data-testid="pick-placeholder">
              <Skeleton className="h-16 w-16 shrink-0 rounded-xl bg-white/10 dark:bg-white/10" />
              <span className="flex-1 space-y-2">
                <Skeleton className="h-3.5 w-full bg-white/10 dark:bg-white/10" />
                <Skeleton className="h-3.5 w-2/3 bg-white/10 dark:bg-white/10" />
                <Skeleton className="h-3 w-1/3 bg-white/10 dark:bg-white/10" />
              </span>
            </li>
          ))}
        </ul>
      </div>
    );
  }

  if (posts.length === 0) {
    return (
      <ul className="space-y-5">
        {samples.map((sample) => (
          <li key={sample.title} className={rowClass}>
            <PickThumbIcon name="sparkles" className={thumbClass} />
            <span className="min-w-0">
              <span className={titleClass}>{sample.title}</span>
              <time dateTime={sample.date} className={dateClass}>
                {formatLongDate(sample.date)}
              </time>
            </span>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <ul className="space-y-5">
      {posts.slice(0, PICKS).map((post) => {
        const date = post.published_at ?? post.created_at;
        return (
          <li key={post.id}>
            <Link to={`/popular/${post.slug}`} className={`group ${rowClass} rounded-xl`}>
              <PopularThumb
                path={post.image_path}
                size={64}
                className={`${thumbClass} bg-white/10`}
                fallback={<PickThumbIcon name="image" className={thumbClass} />}
              />
              <span className="min-w-0">
                <span className={titleClass}>{post.title}</span>
                <time dateTime={isoDate(date)} className={dateClass}>
                  {formatLongDate(date)}
                </time>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
