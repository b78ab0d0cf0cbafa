/** The posts a search of the selection grid found (q=search-posts), to pick from like a page. */
import type { Post } from '../../../contract/schemas';
import { buttonClass, panelClass } from '../ui/styles';
import { useSearchPopularCandidatesQuery } from './api';
import { POPULAR_MESSAGES } from './messages';
import { PostChoiceGrid } from './PostChoiceGrid';

export function PopularSearchResults({
  keyword,
  rankOf,
  onToggle,
}: {
  keyword: string;
  rankOf: (id: number) => number;
  onToggle: (post: Post) => void;
}) {
  const { currentData, isFetching, isError, refetch } = useSearchPopularCandidatesQuery(keyword);
  if (isError && !currentData) {
    return (
      <div role="alert" className={`${panelClass} flex flex-col items-center gap-4 p-8`}>
        <p className="text-slate-800 dark:text-slate-200">{POPULAR_MESSAGES.searchFailed}</p>
        <button type="button" className={buttonClass('secondary')} onClick={() => refetch()}>
          Try again
        </button>
      </div>
    );
  }
  const found = currentData?.length ?? 0;
  return (
    <div className="flex flex-col gap-3">
      <p aria-live="polite" className="text-sm text-slate-600 dark:text-slate-400">
        {!currentData
          ? POPULAR_MESSAGES.searching
          : found === 0
            ? `${POPULAR_MESSAGES.noPosts} for “${keyword}”`
            : `${found} ${found === 1 ? 'post' : 'posts'} found for “${keyword}”`}
      </p>
      {found > 0 || !currentData ? (
        <PostChoiceGrid
          label="Search results"
          posts={currentData ?? []}
          loading={!currentData && isFetching}
          rankOf={rankOf}
          onToggle={onToggle}
        />
      ) : null}
    </div>
  );
}
