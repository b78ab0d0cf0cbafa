/** Deleting a banner: "Delete {type} banner?", then q=banner-delete and the server's message. */
import { useCallback } from 'react';
import type { BannerType } from '../../../contract/schemas';
import { failureMessage } from '../lib/writeResult';
import { useAdminNotify } from '../ui/useAdminNotify';
import { useConfirm } from '../ui/useConfirm';
import { useDeleteBannerMutation } from './api';
import { BANNER_MESSAGES } from './messages';

export function useDeleteBanner() {
  const confirm = useConfirm();
  const notify = useAdminNotify();
  const [remove, { isLoading, originalArgs }] = useDeleteBannerMutation();
  const deleteBanner = useCallback(
    async (type: BannerType) => {
      const ok = await confirm(BANNER_MESSAGES.confirmDelete(type), {
        confirmLabel: 'Delete',
        tone: 'danger',
      });
      if (!ok) return;
      try {
        const answer = await remove(type).unwrap();
        notify({ kind: 'success', text: answer.message || BANNER_MESSAGES.deleted });
      } catch (error) {
        notify({ kind: 'error', text: failureMessage(error, BANNER_MESSAGES.deleteFailed) });
      }
    },
    [confirm, notify, remove],
  );
  return { deleteBanner, deletingType: isLoading ? (originalArgs ?? null) : null };
}
