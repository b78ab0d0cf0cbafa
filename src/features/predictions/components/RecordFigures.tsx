import type { PredictionRecordAnswer } from '../../../contract/predictionCalls';
import { Odds } from './Odds';
import { percent, units } from '../lib/figures';

function Figure({
  term,
  children,
  tone,
}: {
  term: string;
  children: React.ReactNode;
  tone?: number;
}) {
  const colour =
    tone === undefined || tone === 0
      ? 'text-slate-900 dark:text-white'
      : tone > 0
        ? 'text-emerald-700 dark:text-emerald-300'
        : 'text-red-700 dark:text-red-300';
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 dark:border-ink-700 dark:bg-ink-800">
      <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400">
        {term}
      </dt>
      <dd className={`mt-1 text-2xl font-extrabold tabular-nums ${colour}`}>{children}</dd>
    </div>
  );
}

/** The record's headline figures: what a reader judges a tipster by. */
export function RecordFigures({ record }: { record: PredictionRecordAnswer }) {
  const run = record.current_run;
  const halves = record.half_won + record.half_lost;
  return (
    <section aria-labelledby="record-figures" className="flex flex-col gap-3">
      <h2 id="record-figures" className="sr-only">
        Headline figures
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        <Figure term="Settled picks">{record.settled}</Figure>
        <Figure term="Strike rate">{percent(record.strike_rate)}</Figure>
        <Figure term="Profit (units)" tone={record.profit}>
          {units(record.profit)}
        </Figure>
        <Figure term="Yield" tone={record.yield ?? 0}>
          {percent(record.yield, true)}
        </Figure>
        <Figure term="Average odds">
          {record.average_odds === null ? '\u2013' : <Odds odds={record.average_odds} />}
        </Figure>
        <Figure term="Longest losing run">{record.longest_losing_run}</Figure>
        <Figure term="Current run" tone={run ? (run.kind === 'won' ? 1 : -1) : 0}>
          {run ? `${run.kind === 'won' ? 'Won' : 'Lost'} ${run.length}` : '\u2013'}
        </Figure>
        <Figure term="Upcoming picks">{record.upcoming}</Figure>
      </dl>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {record.won} won, {record.lost} lost
        {halves > 0 && `, ${record.half_won} half won, ${record.half_lost} half lost`}
        {record.void > 0 && ` and ${record.void} void (not counted)`}, from{' '}
        {units(record.staked).replace('+', '')} units staked.
      </p>
    </section>
  );
}
