import { formatOdds, ODDS_FORMATS } from '../lib/odds';

/** Decimal odds in every format, CSS showing the reader's (as the cards print them). */
export function Odds({ odds }: { odds: number }) {
  return (
    <span className="prediction-odds">
      {ODDS_FORMATS.map((format) => (
        <span key={format} data-odds-format={format}>
          {formatOdds(odds, format)}
        </span>
      ))}
    </span>
  );
}
