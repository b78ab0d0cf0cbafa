/**
 * Deleting a category: the spec's confirmation, then q=category-delete, then "✅ Category deleted
 * successfully", the server's refusal (e.g. the category still has posts) or "❌ Failed to delete
 * category".
 */
import { useCallback } from 'react';
import type { Category } from '../../../contract/schemas';
import { failureMessage } from '../lib/writeResult';
import { useAdminNotify } from '../ui/useAdminNotify';
import { useConfirm } from '../ui/useConfirm';
import { useDeleteCategoryMutation } from './api';
import { CATEGORY_MESSAGES } from './messages';

export function useDeleteCategory() {
  const confirm = useConfirm();
  const notify = useAdminNotify();
  const [remove, { isLoading, originalArgs }] = useDeleteCategoryMutation();
  const deleteCategory = useCallback(
    async (category: Category) => {
      const ok = await confirm(CATEGORY_MESSAGES.confirmDelete, {
        confirmLabel: 'Delete',
        tone: 'danger',
      });
      if (!ok) return;
      try {
        await remove(category.id).unwrap();
        notify({ kind: 'success', text: CATEGORY_MESSAGES.deleted });
      } catch (error) {
        notify({ kind: 'error', text: failureMessage(error, CATEGORY_MESSAGES.deleteFailed) });
      }
    },
    [confirm, notify, remove],
  );
  return { deleteCategory, deletingId: isLoading ? (originalArgs ?? null) : null };
}
