import { useEffect, useMemo, useState, type RefObject } from 'react';
import {
  eventName,
  marketName,
  predictionMarkup,
  type Prediction,
} from '../../../../contract/predictions';
import type { PredictionProof } from '../../../../contract/predictionCalls';
import { hintClass } from '../../../../components/form/formStyles';
import { useCapabilities } from '../../lib/capabilities';
import { buttonClass } from '../../ui/styles';
import { useConfirm } from '../../ui/useConfirm';
import type { EditorHandle } from '../editor/editorProps';
import { FormPanel } from '../form/FormPanel';
import { formatInZone } from '../time';
import { newPredictionId, readBlocks, removeBlock, replaceBlock } from './blocks';
import { PredictionDialog, type PredictionDialogMode } from './PredictionDialog';

export const PREDICTIONS_PANEL = {
  legend: 'Predictions',
  add: 'Add prediction',
  none: 'No predictions in this post yet. A prediction goes in at the cursor in the content.',
  unproofed:
    'This backend keeps no record of picks: they are saved in the post, and not locked at kickoff.',
  locked: 'Locked at kickoff',
} as const;

const MINUTE = 60_000;

/**
 * The post's predictions, read from its content: each with Edit and Remove, or read-only once
 * locked (from its kickoff on, when the backend keeps the record); "Add prediction" opens the
 * form and puts the new block at the editor's cursor. The blocks live only in the content: the
 * post's save sends them like any other HTML.
 */
export function PredictionsPanel({
  content,
  onContentChange,
  editor,
  proofs = [],
}: {
  content: string;
  onContentChange: (html: string) => void;
  /** The editor's handle, to insert at its cursor (absent: the block goes at the end). */
  editor: RefObject<EditorHandle | null>;
  /** What the backend's record says of the post's picks (the edit form's post). */
  proofs?: PredictionProof[];
}) {
  const { timeZone, predictions: recorded } = useCapabilities();
  const confirm = useConfirm();
  const list = useMemo(() => readBlocks(content), [content]);
  const [mode, setMode] = useState<PredictionDialogMode | null>(null);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), MINUTE);
    return () => clearInterval(timer);
  }, []);

  const locked = (p: Prediction) =>
    recorded &&
    (Date.parse(p.kickoff) <= now || proofs.some((proof) => proof.id === p.id && proof.locked));

  function save(prediction: Prediction) {
    if (mode?.kind === 'new') {
      const markup = predictionMarkup(prediction);
      if (editor.current) editor.current.insert(markup);
      else onContentChange(content + markup);
    } else {
      onContentChange(replaceBlock(content, prediction));
    }
    setMode(null);
  }

  async function remove(p: Prediction) {
    const ok = await confirm(`Remove the prediction "${p.pick}" (${eventName(p)}) from the post?`, {
      confirmLabel: 'Remove',
      tone: 'danger',
    });
    if (ok) onContentChange(removeBlock(content, p.id));
  }

  return (
    <FormPanel legend={PREDICTIONS_PANEL.legend} gap="gap-4">
      {list.length === 0 ? (
        <p className={hintClass}>{PREDICTIONS_PANEL.none}</p>
      ) : (
        <ul className="grid gap-3" aria-label="Predictions in this post">
          {list.map((p) => {
            const isLocked = locked(p);
            const name = `${p.pick} (${eventName(p)})`;
            return (
              <li
                key={p.id}
                className="flex flex-col gap-3 rounded-lg border border-slate-200 p-3 sm:flex-row sm:items-start sm:justify-between dark:border-ink-700"
              >
                <div className="min-w-0 text-sm">
                  <p className="font-semibold break-words text-slate-900 dark:text-slate-100">
                    {eventName(p)}
                  </p>
                  <p className="break-words text-slate-700 dark:text-slate-300">
                    {p.pick} · {marketName(p)} · {p.odds.toFixed(2)} · {p.stake}{' '}
                    {p.stake === 1 ? 'unit' : 'units'}
                  </p>
                  <p className={hintClass}>
                    {[p.sport, p.competition].filter(Boolean).join(' · ')} · Kickoff{' '}
                    {formatInZone(p.kickoff, timeZone)}
                  </p>
                  {isLocked && (
                    <p className="mt-1 font-medium text-amber-800 dark:text-amber-300">
                      {PREDICTIONS_PANEL.locked}: {formatInZone(p.kickoff, timeZone)}
                    </p>
                  )}
                </div>
                <div className="flex shrink-0 gap-2">
                  {isLocked ? (
                    <button
                      type="button"
                      className={buttonClass('secondary', 'sm')}
                      aria-label={`View locked prediction: ${name}`}
                      onClick={() => setMode({ kind: 'view', prediction: p })}
                    >
                      View
                    </button>
                  ) : (
                    <>
                      <button
                        type="button"
                        className={buttonClass('secondary', 'sm')}
                        aria-label={`Edit prediction: ${name}`}
                        onClick={() => {
                          setNow(Date.now());
                          setMode({ kind: 'edit', prediction: p });
                        }}
                      >
                        Edit
                      </button>
                      <button
                        type="button"
                        className={buttonClass('ghost', 'sm')}
                        aria-label={`Remove prediction: ${name}`}
                        onClick={() => void remove(p)}
                      >
                        Remove
                      </button>
                    </>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {!recorded && <p className={hintClass}>{PREDICTIONS_PANEL.unproofed}</p>}
      <div>
        <button
          type="button"
          className={buttonClass('secondary')}
          onClick={() => {
            setNow(Date.now());
            setMode({ kind: 'new', id: newPredictionId() });
          }}
        >
          {PREDICTIONS_PANEL.add}
        </button>
      </div>
      <PredictionDialog
        mode={mode}
        timeZone={timeZone}
        onSave={save}
        onClose={() => setMode(null)}
      />
    </FormPanel>
  );
}
