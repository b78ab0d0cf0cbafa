/**
 * Deleting a category: the spec's confirmation, then q=category-delete, then "✅ Category deleted
 * successfully", the server's refusal (e.g. the category still has posts) or "❌ Failed to delete
 * category".
 */
import { useCallback } from 'react';
import type { Category } from '../../../contract/schemas';
import { useConfirmedDelete } from '../ui/useConfirmedDelete';
import { useDeleteCategoryMutation } from './api';
import { CATEGORY_MESSAGES } from './messages';

export function useDeleteCategory() {
  const confirmDelete = useConfirmedDelete();
  const [remove, { isLoading, originalArgs }] = useDeleteCategoryMutation();
  const deleteCategory = useCallback(
    (category: Category) =>
      confirmDelete(
        CATEGORY_MESSAGES.confirmDelete,
        async () => {
          await remove(category.id).unwrap();
          return CATEGORY_MESSAGES.deleted;
        },
        CATEGORY_MESSAGES.deleteFailed,
      ),
    [confirmDelete, remove],
  );
  return { deleteCategory, deletingId: isLoading ? (originalArgs ?? null) : null };
}
