/**
 * A pick's buttons: Settle (or Correct, once settled), Void… (not yet settled) and History, each
 * named for its pick ("Settle Northbridge FC vs Harlow Athletic, Northbridge FC").
 */
import type { PredictionRow } from '../../../contract/predictionCalls';
import { buttonClass } from '../ui/styles';
import type { OpenPickDialog } from './usePickDialogs';

export function PickActions({ row, onOpen }: { row: PredictionRow; onOpen: OpenPickDialog }) {
  const which = `${row.event}, ${row.pick}`;
  const settled = row.result !== null;
  return (
    <>
      <button
        type="button"
        className={buttonClass(settled ? 'secondary' : 'primary', 'sm')}
        aria-label={`${settled ? 'Correct' : 'Settle'} ${which}`}
        onClick={() => onOpen('settle', row)}
      >
        {settled ? 'Correct' : 'Settle'}
      </button>
      {!settled && (
        <button
          type="button"
          className={buttonClass('secondary', 'sm')}
          aria-label={`Void ${which}`}
          onClick={() => onOpen('void', row)}
        >
          Void…
        </button>
      )}
      <button
        type="button"
        className={buttonClass('ghost', 'sm')}
        aria-label={`History of ${which}`}
        onClick={() => onOpen('history', row)}
      >
        History
      </button>
    </>
  );
}
