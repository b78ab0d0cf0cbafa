import { ODDS_FORMATS, type OddsFormat } from '../lib/odds';
import { useOddsFormat } from '../useOddsFormat';

const LABELS: Record<OddsFormat, string> = {
  decimal: 'Decimal',
  fractional: 'Fractional',
  american: 'American',
};

/**
 * The odds format toggle, as each prediction card has it: public/theme-init.js handles the
 * clicks (it saves the choice and sets it on <html>, where CSS shows the chosen format).
 */
export function OddsFormatSwitch() {
  const format = useOddsFormat();
  return (
    <div className="prediction-formats" role="group" aria-label="Odds format">
      {ODDS_FORMATS.map((choice) => (
        <button
          key={choice}
          type="button"
          data-odds-choice={choice}
          aria-pressed={choice === format}
        >
          {LABELS[choice]}
        </button>
      ))}
    </div>
  );
}
