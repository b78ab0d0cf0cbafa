/**
 * Settling a pick: its result (won, lost, void, half won, half lost) and, optionally, the final
 * score, in one dialog. A pick already settled is being corrected: Save asks first, since the
 * change is logged and shown publicly. What the server refuses (409 before kickoff, 400) shows in
 * the dialog, the values kept.
 */
import { useState, type FormEvent } from 'react';
import { RadioGroupField } from '../../../components/form/RadioGroupField';
import { TextField } from '../../../components/form/TextField';
import type { PredictionRow } from '../../../contract/predictionCalls';
import { RESULT_LABELS, RESULTS, type PickResult } from '../../../contract/predictionMarks';
import { ModalForm } from '../ui/ModalForm';
import { useConfirm } from '../ui/useConfirm';
import { useSettlePredictionMutation } from './api';
import { SETTLE_MESSAGES as M } from './messages';
import { useDialogWrite } from '../ui/useDialogWrite';

export function SettleDialog({ row, onClose }: { row: PredictionRow; onClose: () => void }) {
  const correcting = row.result !== null;
  const [result, setResult] = useState<PickResult | ''>(row.result ?? '');
  const [score, setScore] = useState(row.score);
  const [resultError, setResultError] = useState('');
  const [settle, { isLoading }] = useSettlePredictionMutation();
  const confirm = useConfirm();
  const { failure, run } = useDialogWrite(onClose);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!result) {
      setResultError(M.chooseResult);
      return;
    }
    if (correcting && !(await confirm(M.confirmCorrection, { confirmLabel: M.correctLabel }))) {
      return;
    }
    await run(
      () => settle({ id: row.id, postId: row.post_id, result, score: score.trim() }).unwrap(),
      correcting ? M.corrected : M.settled,
      M.settleFailed,
    );
  };

  return (
    <ModalForm
      open
      onClose={onClose}
      title={correcting ? M.correctTitle : M.settleTitle}
      description={`${row.event}: ${row.pick} · ${row.market}`}
      onSubmit={(event) => void submit(event)}
      submitLabel={M.save}
      busyLabel={M.saving}
      busy={isLoading}
      failure={failure}
    >
      <RadioGroupField
        label={M.result}
        name="result"
        options={RESULTS}
        optionLabel={(value) => RESULT_LABELS[value]}
        value={result}
        onChange={(value) => {
          setResult(value);
          setResultError('');
        }}
        error={resultError}
        required
      />
      <TextField
        label={M.score}
        hint={M.scoreHint}
        name="score"
        value={score}
        maxLength={40}
        autoComplete="off"
        onChange={(event) => setScore(event.target.value)}
      />
    </ModalForm>
  );
}
