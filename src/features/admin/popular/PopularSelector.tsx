/**
 * The selection of popular posts: the posts page by page (or a search's hits), each card toggling
 * in and out of the list (aria-pressed) in the order chosen; a seventh gives "Max 6 posts
 * allowed!". The selection is by id and stays, with its own list, whatever page is shown. Save
 * sends q=popular-save with every selected id in that order.
 */
import { useState, type ReactNode } from 'react';
import { LIMITS, type Post } from '../../../contract/schemas';
import { failureMessage } from '../lib/writeResult';
import { buttonClass, panelClass } from '../ui/styles';
import { useAdminNotify } from '../ui/useAdminNotify';
import { useSavePopularMutation } from './api';
import type { PopularChoice } from './choice';
import { POPULAR_MESSAGES } from './messages';
import { PopularSearch } from './PopularSearch';
import { PopularSearchResults } from './PopularSearchResults';
import { PostChoiceGrid } from './PostChoiceGrid';
import { SelectedPosts } from './SelectedPosts';
import { usePopularSelection } from './usePopularSelection';

/** One page of posts, as the page read it. */
export interface PostsPageView {
  posts: readonly Post[];
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
}

export function PopularSelector({
  initial,
  page,
  pager,
}: {
  /** The current popular list: the selection starts from it. */
  initial: readonly PopularChoice[];
  page: PostsPageView;
  /** The page controls under the grid (not shown while searching). */
  pager?: ReactNode;
}) {
  const { selected, toggle, remove, rankOf } = usePopularSelection(initial);
  const [keyword, setKeyword] = useState('');
  const [save, { isLoading }] = useSavePopularMutation();
  const notify = useAdminNotify();

  const onSave = async () => {
    try {
      const answer = await save({ post_ids: selected.map((c) => c.id) }).unwrap();
      notify({ kind: 'success', text: answer.message || POPULAR_MESSAGES.saved });
    } catch (error) {
      notify({ kind: 'error', text: failureMessage(error, POPULAR_MESSAGES.saveFailed) });
    }
  };

  return (
    <section aria-labelledby="popular-select-title" className="flex flex-col gap-4">
      <div className={`${panelClass} sticky top-16 z-10 flex flex-wrap items-center gap-3 p-4`}>
        <h2 id="popular-select-title" className="text-lg font-semibold">
          Choose posts
        </h2>
        <p aria-live="polite" className="text-sm text-slate-600 dark:text-slate-400">
          {selected.length} of {LIMITS.popularMax} selected
        </p>
        <button
          type="button"
          className={`${buttonClass('primary')} ml-auto`}
          onClick={() => void onSave()}
          disabled={isLoading}
        >
          {isLoading ? 'Saving…' : 'Save'}
        </button>
      </div>
      <div className={`${panelClass} p-4`}>
        <SelectedPosts selected={selected} onRemove={remove} />
      </div>
      <PopularSearch keyword={keyword} onSearch={setKeyword} />
      {keyword ? (
        <PopularSearchResults keyword={keyword} rankOf={rankOf} onToggle={toggle} />
      ) : page.failed ? (
        <div role="alert" className={`${panelClass} flex flex-col items-center gap-4 p-8`}>
          <p className="text-slate-800 dark:text-slate-200">{POPULAR_MESSAGES.postsFailed}</p>
          <button type="button" className={buttonClass('secondary')} onClick={page.onRetry}>
            Try again
          </button>
        </div>
      ) : (
        <>
          <PostChoiceGrid
            label="Posts"
            posts={page.posts}
            loading={page.loading}
            rankOf={rankOf}
            onToggle={toggle}
          />
          {pager}
        </>
      )}
    </section>
  );
}
