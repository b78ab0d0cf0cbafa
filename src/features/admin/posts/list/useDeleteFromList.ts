import { useEffect, useRef } from 'react';
import type { Post } from '../../../../contract/schemas';
import { useDeletePost } from '../useDeletePost';

/**
 * Deleting from a list of posts (useDeletePost) with the focus kept: once the deleted row is gone
 * from `posts`, focus goes to the delete button now in its place (the next post's, or the last
 * one's), else to the search box (`inputRef`), else to the page. The table marks its delete
 * buttons `data-delete-post` (`tableRef`).
 */
export function useDeleteFromList(posts: readonly Pick<Post, 'id'>[]) {
  const { remove, deletingId } = useDeletePost();
  const inputRef = useRef<HTMLInputElement>(null);
  const tableRef = useRef<HTMLTableElement>(null);
  const focusAfterDelete = useRef<{ id: number; index: number } | null>(null);

  useEffect(() => {
    const deleted = focusAfterDelete.current;
    if (!deleted || posts.some((p) => p.id === deleted.id)) return;
    focusAfterDelete.current = null;
    const buttons = tableRef.current?.querySelectorAll<HTMLElement>('[data-delete-post]');
    const next = buttons?.[Math.min(deleted.index, buttons.length - 1)];
    (next ?? inputRef.current ?? document.getElementById('admin-main'))?.focus();
  }, [posts]);

  const onDelete = async (post: Pick<Post, 'id'>) => {
    const index = posts.findIndex((p) => p.id === post.id);
    if (await remove(post)) focusAfterDelete.current = { id: post.id, index };
  };

  return { onDelete, deletingId, inputRef, tableRef };
}
