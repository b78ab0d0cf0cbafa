/**
 * The selection grid of all posts: each card toggles in and out of the popular list (aria-pressed),
 * in the order chosen; a seventh gives "Max 6 posts allowed!". Save sends q=popular-save with the
 * ids in that order.
 */
import { useId, useMemo, useState } from 'react';
import { LIMITS, type Post } from '../../../api/schemas';
import { failureMessage } from '../lib/writeResult';
import { buttonClass, controlClass, panelClass } from '../ui/styles';
import { useAdminNotify } from '../ui/useAdminNotify';
import { useSavePopularMutation } from './api';
import { POPULAR_MESSAGES } from './messages';
import { PostThumb } from './PostThumb';

export function PopularSelector({
  posts,
  initialIds,
}: {
  posts: readonly Post[];
  initialIds: readonly number[];
}) {
  const [selected, setSelected] = useState<number[]>(() => initialIds.slice(0, LIMITS.popularMax));
  const [filter, setFilter] = useState('');
  const [save, { isLoading }] = useSavePopularMutation();
  const notify = useAdminNotify();
  const filterId = useId();

  const shown = useMemo(() => {
    const needle = filter.trim().toLowerCase();
    return needle ? posts.filter((p) => p.title.toLowerCase().includes(needle)) : posts;
  }, [posts, filter]);

  const toggle = (id: number) => {
    if (selected.includes(id)) {
      setSelected(selected.filter((s) => s !== id));
    } else if (selected.length >= LIMITS.popularMax) {
      notify({ kind: 'error', text: POPULAR_MESSAGES.max });
    } else {
      setSelected([...selected, id]);
    }
  };

  const onSave = async () => {
    try {
      const answer = await save({ post_ids: selected }).unwrap();
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
        <div className="ml-auto flex flex-wrap items-center gap-3">
          <label htmlFor={filterId} className="sr-only">
            Filter posts by title
          </label>
          <div className="w-full sm:w-56">
            <input
              id={filterId}
              type="search"
              placeholder="Filter posts by title"
              className={controlClass}
              value={filter}
              onChange={(e) => setFilter(e.target.value)}
            />
          </div>
          <button
            type="button"
            className={buttonClass('primary')}
            onClick={() => void onSave()}
            disabled={isLoading}
          >
            {isLoading ? 'Saving…' : 'Save'}
          </button>
        </div>
      </div>
      {shown.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{POPULAR_MESSAGES.noPosts}</p>
      ) : (
        <ul className="grid grid-cols-1 gap-4 min-[420px]:grid-cols-2 md:grid-cols-3 xl:grid-cols-4">
          {shown.map((post) => {
            const rank = selected.indexOf(post.id) + 1;
            const on = rank > 0;
            return (
              <li key={post.id}>
                <button
                  type="button"
                  aria-pressed={on}
                  onClick={() => toggle(post.id)}
                  className={`group relative flex h-full w-full flex-col overflow-hidden rounded-xl border-2 bg-white text-left shadow-sm transition-colors dark:bg-ink-800 ${
                    on
                      ? 'border-brand-600 dark:border-brand-400'
                      : 'border-slate-200 hover:border-slate-400 dark:border-ink-700 dark:hover:border-slate-500'
                  }`}
                >
                  <PostThumb path={post.image_path} className="aspect-video w-full" />
                  <span className="flex flex-1 flex-col gap-1 p-3">
                    <span className="line-clamp-2 text-sm font-semibold">{post.title}</span>
                    <span className="text-xs text-slate-600 dark:text-slate-400">
                      {post.category_name}
                    </span>
                  </span>
                  {on && (
                    <span
                      aria-hidden="true"
                      className="absolute right-2 top-2 flex h-7 w-7 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white shadow dark:bg-brand-400 dark:text-ink-900"
                    >
                      {rank}
                    </span>
                  )}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
