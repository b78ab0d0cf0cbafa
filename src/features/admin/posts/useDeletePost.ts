import { useCallback } from 'react';
import type { Post } from '../../../contract/schemas';
import { useAdminNotify } from '../ui/useAdminNotify';
import { useConfirm } from '../ui/useConfirm';
import { useDeletePostMutation } from './api';
import { failureMessage } from '../lib/writeResult';
import { POST_MESSAGES } from './messages';

/**
 * Deleting a post: the spec's confirmation, then the call; the server's message (or 'Delete
 * failed') when it fails. Returns the delete function (resolving to whether the post was deleted)
 * and the id being deleted.
 */
export function useDeletePost() {
  const confirm = useConfirm();
  const notify = useAdminNotify();
  const [deletePost, { isLoading, originalArgs }] = useDeletePostMutation();

  const remove = useCallback(
    async (post: Pick<Post, 'id'>): Promise<boolean> => {
      const ok = await confirm(POST_MESSAGES.confirmDelete, {
        confirmLabel: 'Delete',
        tone: 'danger',
      });
      if (!ok) return false;
      try {
        const answer = await deletePost(post.id).unwrap();
        notify({ kind: 'success', text: answer.message.trim() || POST_MESSAGES.deleted });
        return true;
      } catch (error) {
        notify({ kind: 'error', text: failureMessage(error, POST_MESSAGES.deleteFailed) });
        return false;
      }
    },
    [confirm, deletePost, notify],
  );

  return { remove, deletingId: isLoading ? originalArgs : undefined };
}
