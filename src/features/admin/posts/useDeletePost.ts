import { useCallback } from 'react';
import type { Post } from '../../../contract/schemas';
import { useConfirmedDelete } from '../ui/useConfirmedDelete';
import { useDeletePostMutation } from './api';
import { POST_MESSAGES } from './messages';

/**
 * Deleting a post: the spec's confirmation, then the call; the server's message (or 'Delete
 * failed') when it fails. Returns the delete function (resolving to whether the post was deleted)
 * and the id being deleted.
 */
export function useDeletePost() {
  const confirmDelete = useConfirmedDelete();
  const [deletePost, { isLoading, originalArgs }] = useDeletePostMutation();

  const remove = useCallback(
    (post: Pick<Post, 'id'>): Promise<boolean> =>
      confirmDelete(
        POST_MESSAGES.confirmDelete,
        async () => (await deletePost(post.id).unwrap()).message.trim() || POST_MESSAGES.deleted,
        POST_MESSAGES.deleteFailed,
      ),
    [confirmDelete, deletePost],
  );

  return { remove, deletingId: isLoading ? originalArgs : undefined };
}
