import { TextField } from '../../../../components/form/TextField';
import { bindFields } from '../../../../components/form/bindFields';
import { labelClass } from '../../../../components/form/formStyles';
import type { PredictionErrors, PredictionFormValues } from './predictionForm';

const KINDS = [
  ['match', 'A match: home vs away'],
  ['event', 'An event by name (an outright, a race)'],
] as const;

/**
 * The prediction form's event: sport, competition, a match (home and away sides) or an event by
 * name, kickoff (in the site's zone) and venue. Laid out in the two columns of the form around it.
 */
export function PredictionEventFields({
  values,
  errors,
  timeZone,
  set,
}: {
  values: PredictionFormValues;
  errors: PredictionErrors;
  timeZone: string;
  set: <K extends keyof PredictionFormValues>(key: K, value: PredictionFormValues[K]) => void;
}) {
  const bind = bindFields(values, set);
  return (
    <>
      <TextField label="Sport" required error={errors.sport} {...bind('sport')} />
      <TextField label="Competition" error={errors.competition} {...bind('competition')} />
      <fieldset className="min-w-0 sm:col-span-2">
        <legend className={labelClass}>Event</legend>
        <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
          {KINDS.map(([kind, label]) => (
            <label
              key={kind}
              className="inline-flex cursor-pointer items-center gap-2 text-sm text-slate-800 dark:text-slate-200"
            >
              <input
                type="radio"
                name="prediction_kind"
                value={kind}
                checked={values.kind === kind}
                onChange={() => set('kind', kind)}
                className="h-4 w-4 accent-brand-700 dark:accent-brand-400"
              />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      {values.kind === 'match' ? (
        <>
          <TextField label="Home side" required error={errors.home} {...bind('home')} />
          <TextField label="Away side" required error={errors.away} {...bind('away')} />
        </>
      ) : (
        <TextField
          label="Event name"
          required
          className="sm:col-span-2"
          error={errors.event}
          {...bind('event')}
        />
      )}
      <TextField
        label="Kickoff"
        required
        hint={`Time in ${timeZone}`}
        type="datetime-local"
        error={errors.kickoff}
        {...bind('kickoff')}
      />
      <TextField label="Venue" hint="Optional." error={errors.venue} {...bind('venue')} />
    </>
  );
}
