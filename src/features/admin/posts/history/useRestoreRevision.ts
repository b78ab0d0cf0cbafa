/**
 * `const { restore, isRestoring } = useRestoreRevision(postId)`: asks first, then makes the post
 * the revision's version (the server keeps the current one as a revision) and says how it went.
 */
import { useCallback } from 'react';
import { failureMessage } from '../../lib/writeResult';
import { useAdminNotify } from '../../ui/useAdminNotify';
import { useConfirm } from '../../ui/useConfirm';
import { useRestoreRevisionMutation } from '../editorialApi';
import { HISTORY_MESSAGES as M } from './messages';

export function useRestoreRevision(postId: number) {
  const confirm = useConfirm();
  const notify = useAdminNotify();
  const [restoreRevision, { isLoading }] = useRestoreRevisionMutation();

  const restore = useCallback(
    async (id: number): Promise<boolean> => {
      if (!(await confirm(M.confirmRestore, { confirmLabel: M.confirmRestoreLabel }))) return false;
      try {
        const answer = await restoreRevision({ id, postId }).unwrap();
        notify({ kind: 'success', text: answer.image_kept ? M.restoredImageKept : M.restored });
        return true;
      } catch (error) {
        notify({ kind: 'error', text: failureMessage(error, M.restoreFailed) });
        return false;
      }
    },
    [confirm, notify, restoreRevision, postId],
  );

  return { restore, isRestoring: isLoading };
}
