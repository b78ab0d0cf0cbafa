import { useEffect, useRef, useState, type FormEvent } from 'react';
import { MARKETS, type Market, type Prediction } from '../../../../contract/predictions';
import { Modal } from '../../../../components/Modal';
import { SelectField } from '../../../../components/form/SelectField';
import { TextField } from '../../../../components/form/TextField';
import { bindFields } from '../../../../components/form/bindFields';
import { errorTextClass, hintClass } from '../../../../components/form/formStyles';
import { buttonClass } from '../../ui/styles';
import { formatInZone } from '../time';
import { OddsGridFields } from './OddsGridFields';
import { PredictionEventFields } from './PredictionEventFields';
import {
  emptyGrid,
  emptyValues,
  oddsPreview,
  toPrediction,
  valuesOf,
  type PredictionErrors,
  type PredictionFormValues,
} from './predictionForm';

/** What the dialog is open for: a new pick, an unlocked one to edit, a locked one to read. */
export type PredictionDialogMode =
  | { kind: 'new'; id: string }
  | { kind: 'edit'; prediction: Prediction }
  | { kind: 'view'; prediction: Prediction };

export const PREDICTION_DIALOG = {
  newTitle: 'Add a prediction',
  editTitle: 'Edit the prediction',
  viewTitle: 'Locked prediction',
  add: 'Insert prediction',
  save: 'Save prediction',
  notSaved: 'The prediction was not saved: correct the fields marked.',
} as const;

const MARKET_KEYS = Object.keys(MARKETS) as Market[];
const CONFIDENCE = ['', '1', '2', '3', '4', '5'] as const;

/**
 * The prediction form, in a dialog over the post form: every field of a pick, checked against
 * the contract's schema; the dialog closes only with a valid pick, handed to `onSave`. A locked
 * pick (`view`) is shown with every field read-only.
 */
export function PredictionDialog({
  mode,
  timeZone,
  onSave,
  onClose,
}: {
  /** Null: closed. */
  mode: PredictionDialogMode | null;
  timeZone: string;
  onSave: (prediction: Prediction) => void;
  onClose: () => void;
}) {
  const title =
    mode?.kind === 'edit'
      ? PREDICTION_DIALOG.editTitle
      : mode?.kind === 'view'
        ? PREDICTION_DIALOG.viewTitle
        : PREDICTION_DIALOG.newTitle;
  return (
    <Modal open={mode !== null} onClose={onClose} title={title} size="xl">
      {mode && (
        <PredictionFields mode={mode} timeZone={timeZone} onSave={onSave} onClose={onClose} />
      )}
    </Modal>
  );
}

function PredictionFields({
  mode,
  timeZone,
  onSave,
  onClose,
}: {
  mode: PredictionDialogMode;
  timeZone: string;
  onSave: (prediction: Prediction) => void;
  onClose: () => void;
}) {
  const [values, setValues] = useState<PredictionFormValues>(() =>
    mode.kind === 'new' ? emptyValues() : valuesOf(mode.prediction, timeZone),
  );
  const [errors, setErrors] = useState<PredictionErrors>({});
  const [attempt, setAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const readOnly = mode.kind === 'view';

  // After a refused save, the first field with an error takes the focus (its message with it).
  useEffect(() => {
    if (attempt === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  const set = <K extends keyof PredictionFormValues>(key: K, value: PredictionFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((all) => {
      if (!(key in all)) return all;
      const rest = { ...all };
      delete rest[key as keyof PredictionErrors];
      return rest;
    });
  };
  const bind = bindFields(values, set);
  const field = (key: Exclude<keyof PredictionErrors, `grid.${number}.${number}`>) => ({
    error: errors[key],
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    // The dialog is drawn in a portal: its submit must not reach the post form around it.
    event.stopPropagation();
    if (readOnly) return;
    const result = toPrediction(values, {
      id: mode.kind === 'new' ? mode.id : mode.prediction.id,
      original: mode.kind === 'new' ? null : mode.prediction,
      timeZone,
      now: Date.now(),
    });
    if (!result.ok) {
      setErrors(result.errors);
      setAttempt((n) => n + 1);
      return;
    }
    onSave(result.prediction);
  }

  const line = MARKETS[values.market].line;
  const preview = oddsPreview(values.odds);
  const errorCount = Object.keys(errors).length;

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="grid gap-5 pt-1">
      {mode.kind === 'view' && (
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-500/10 dark:text-amber-200">
          Locked at kickoff: {formatInZone(mode.prediction.kickoff, timeZone)}. Its pick, market,
          odds, stake and kickoff can no longer change.
        </p>
      )}
      <fieldset
        disabled={readOnly}
        className="m-0 grid min-w-0 grid-cols-1 gap-4 border-0 p-0 sm:grid-cols-2"
      >
        <PredictionEventFields values={values} errors={errors} timeZone={timeZone} set={set} />
        <SelectField
          label="Market"
          required
          options={MARKET_KEYS}
          optionLabel={(key) => MARKETS[key].label}
          {...field('market')}
          {...bind('market')}
        />
        {line && (
          <TextField
            label="Line"
            required
            hint="In quarters: 2.5, -0.75, +1."
            inputMode="decimal"
            {...field('line')}
            {...bind('line')}
          />
        )}
        {values.market === 'other' && (
          <TextField
            label="Market name"
            required
            {...field('marketLabel')}
            {...bind('marketLabel')}
          />
        )}
        <TextField
          label="Pick"
          required
          className="sm:col-span-2"
          autoComplete="off"
          {...field('pick')}
          {...bind('pick')}
        />
        <TextField
          label="Odds"
          required
          hint={preview ?? 'Decimal (2.10), fractional (11/10) or American (+110).'}
          autoComplete="off"
          {...field('odds')}
          {...bind('odds')}
        />
        <TextField
          label="Stake (units)"
          required
          hint="0.5 to 10, in half units."
          type="number"
          min={0.5}
          max={10}
          step={0.5}
          inputMode="decimal"
          {...field('stake')}
          {...bind('stake')}
        />
        <SelectField
          label="Confidence"
          options={CONFIDENCE}
          optionLabel={(value) => (value === '' ? 'Not given' : `${value} of 5`)}
          {...field('confidence')}
          {...bind('confidence')}
        />
        <TextField
          label="Bookmaker link"
          hint="Optional. Goes out as a sponsored link."
          type="url"
          inputMode="url"
          {...field('bookmakerUrl')}
          {...bind('bookmakerUrl')}
        />
        <TextField
          label="Reason"
          required
          hint="One line: why this pick."
          className="sm:col-span-2"
          {...field('reason')}
          {...bind('reason')}
        />
        {values.grid ? (
          <OddsGridFields
            grid={values.grid}
            errors={errors}
            timeZone={timeZone}
            onChange={(grid) => {
              setValues((v) => ({ ...v, grid }));
              setErrors((all) => {
                const rest = { ...all };
                for (const key of Object.keys(rest)) {
                  if (key.startsWith('grid')) delete rest[key as keyof PredictionErrors];
                }
                return rest;
              });
            }}
            onRemove={() => set('grid', null)}
          />
        ) : (
          <div className="sm:col-span-2">
            <button
              type="button"
              className={buttonClass('secondary', 'sm')}
              onClick={() => set('grid', emptyGrid())}
            >
              Add an odds grid
            </button>
            <p className={`${hintClass} mt-1`}>Optional: prices by market and bookmaker.</p>
          </div>
        )}
      </fieldset>
      <p role="alert" className={errorTextClass}>
        {errorCount > 0 ? PREDICTION_DIALOG.notSaved : ''}
      </p>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" className={buttonClass('secondary')} onClick={onClose}>
          {readOnly ? 'Close' : 'Cancel'}
        </button>
        {!readOnly && (
          <button type="submit" className={buttonClass('primary')}>
            {mode.kind === 'new' ? PREDICTION_DIALOG.add : PREDICTION_DIALOG.save}
          </button>
        )}
      </div>
    </form>
  );
}
