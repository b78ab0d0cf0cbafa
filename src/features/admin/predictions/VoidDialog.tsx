/**
 * Voiding a pick: after kickoff a pick is never deleted, only voided, and the reason is shown
 * publicly, so it is required (an empty one sends nothing and says so at the field).
 */
import { useState, type FormEvent } from 'react';
import { TextAreaField } from '../../../components/form/TextAreaField';
import type { PredictionRow } from '../../../contract/predictionCalls';
import { ModalForm } from '../ui/ModalForm';
import { useVoidPredictionMutation } from './api';
import { SETTLE_MESSAGES as M } from './messages';
import { useDialogWrite } from '../ui/useDialogWrite';

export function VoidDialog({ row, onClose }: { row: PredictionRow; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState('');
  const [voidPick, { isLoading }] = useVoidPredictionMutation();
  const { failure, run } = useDialogWrite(onClose);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setReasonError(M.reasonRequired);
      return;
    }
    await run(
      () => voidPick({ id: row.id, postId: row.post_id, reason: reason.trim() }).unwrap(),
      M.voided,
      M.voidFailed,
    );
  };

  return (
    <ModalForm
      open
      onClose={onClose}
      title={M.voidTitle}
      description={`${row.event}: ${row.pick} · ${row.market}. ${M.voidExplain}`}
      onSubmit={(event) => void submit(event)}
      submitLabel={M.voidSave}
      busyLabel={M.voiding}
      busy={isLoading}
      failure={failure}
      tone="danger"
    >
      <TextAreaField
        label={M.reason}
        name="reason"
        rows={3}
        maxLength={200}
        required
        value={reason}
        error={reasonError}
        onChange={(event) => {
          setReason(event.target.value);
          setReasonError('');
        }}
      />
    </ModalForm>
  );
}
