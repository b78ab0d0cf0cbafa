/** Deleting a banner: "Delete {type} banner?", then q=banner-delete and the server's message. */
import { useCallback } from 'react';
import type { BannerType } from '../../../contract/schemas';
import { useConfirmedDelete } from '../ui/useConfirmedDelete';
import { useDeleteBannerMutation } from './api';
import { BANNER_MESSAGES } from './messages';

export function useDeleteBanner() {
  const confirmDelete = useConfirmedDelete();
  const [remove, { isLoading, originalArgs }] = useDeleteBannerMutation();
  const deleteBanner = useCallback(
    (type: BannerType) =>
      confirmDelete(
        BANNER_MESSAGES.confirmDelete(type),
        async () => (await remove(type).unwrap()).message || BANNER_MESSAGES.deleted,
        BANNER_MESSAGES.deleteFailed,
      ),
    [confirmDelete, remove],
  );
  return { deleteBanner, deletingType: isLoading ? (originalArgs ?? null) : null };
}
