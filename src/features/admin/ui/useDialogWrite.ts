import { useState } from 'react';
import { failureMessage } from '../lib/writeResult';
import { useAdminNotify } from './useAdminNotify';

/**
 * A dialog's write to the server (ModalForm): `run(send, done, failed)` sends it, then says `done`
 * and closes the dialog, or keeps the server's refusal (else `failed`) as `failure` for the dialog
 * to show, its values kept.
 */
export function useDialogWrite(onClose: () => void) {
  const [failure, setFailure] = useState('');
  const notify = useAdminNotify();
  const run = async (send: () => Promise<unknown>, done: string, failed: string) => {
    setFailure('');
    try {
      await send();
      notify({ kind: 'success', text: done });
      onClose();
    } catch (error) {
      setFailure(failureMessage(error, failed));
    }
  };
  return { failure, run };
}
