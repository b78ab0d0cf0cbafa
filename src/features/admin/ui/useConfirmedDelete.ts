/**
 * Deleting (or another step that cannot be undone by accident: revoking, suspending) after
 * asking: `question` in the confirmation (its button `confirmLabel`, Delete by default; danger),
 * then `run`; its success text or, when it fails, the server's message (else `failed`) as a
 * notice. Resolves to whether it was done.
 *   const confirmDelete = useConfirmedDelete();
 *   await confirmDelete(MESSAGES.confirmDelete, async () => (await remove(id).unwrap()).message, MESSAGES.failed);
 */
import { useCallback } from 'react';
import { failureMessage } from '../lib/writeResult';
import { useAdminNotify } from './useAdminNotify';
import { useConfirm } from './useConfirm';

export function useConfirmedDelete() {
  const confirm = useConfirm();
  const notify = useAdminNotify();
  return useCallback(
    async (
      question: string,
      run: () => Promise<string>,
      failed: string,
      confirmLabel = 'Delete',
    ): Promise<boolean> => {
      if (!(await confirm(question, { confirmLabel, tone: 'danger' }))) return false;
      try {
        notify({ kind: 'success', text: await run() });
        return true;
      } catch (error) {
        notify({ kind: 'error', text: failureMessage(error, failed) });
        return false;
      }
    },
    [confirm, notify],
  );
}
