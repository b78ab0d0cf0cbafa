/**
 * The popular selection, by id and in the order chosen, whatever page or search the grid shows:
 * toggling a seventh post is refused with "Max 6 posts allowed!".
 */
import { useState } from 'react';
import { LIMITS } from '../../../contract/schemas';
import { useAdminNotify } from '../ui/useAdminNotify';
import { toChoice, type PopularChoice } from './choice';
import { POPULAR_MESSAGES } from './messages';

export function usePopularSelection(initial: readonly PopularChoice[]) {
  const [selected, setSelected] = useState<PopularChoice[]>(() =>
    initial.slice(0, LIMITS.popularMax).map(toChoice),
  );
  const notify = useAdminNotify();

  const remove = (id: number) => setSelected((list) => list.filter((c) => c.id !== id));

  const toggle = (post: PopularChoice) => {
    if (selected.some((c) => c.id === post.id)) {
      remove(post.id);
    } else if (selected.length >= LIMITS.popularMax) {
      notify({ kind: 'error', text: POPULAR_MESSAGES.max });
    } else {
      setSelected([...selected, toChoice(post)]);
    }
  };

  /** 1-based place in the list, or 0 when the post is not selected. */
  const rankOf = (id: number) => selected.findIndex((c) => c.id === id) + 1;

  return { selected, toggle, remove, rankOf };
}
