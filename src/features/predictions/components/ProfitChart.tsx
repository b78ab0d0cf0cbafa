import { useId } from 'react';
import type { RecordMonth } from '../../../contract/predictionCalls';
import { monthName, units } from '../lib/figures';

const WIDTH = 640;
const HEIGHT = 220;
const TOP = 16;
const BOTTOM = 28;
const LEFT = 44;
const TABLE_HEADINGS = ['Month', 'Picks', 'Staked', 'Profit'] as const;

/** A round step for the axis: 1, 2 or 5 times a power of ten. */
function niceStep(span: number): number {
  const raw = span / 4 || 1;
  const power = 10 ** Math.floor(Math.log10(raw));
  const scaled = raw / power;
  return (scaled <= 1 ? 1 : scaled <= 2 ? 2 : scaled <= 5 ? 5 : 10) * power;
}

/**
 * Profit by month (of kickoff) as bars above and below zero: an SVG that names itself and sums
 * itself up for a screen reader, with the same figures as a table for anyone who wants them.
 */
export function ProfitChart({ months }: { months: readonly RecordMonth[] }) {
  const id = useId();
  if (months.length === 0) return null;
  const top = Math.max(0, ...months.map((m) => m.profit));
  const bottom = Math.min(0, ...months.map((m) => m.profit));
  const step = niceStep(top - bottom);
  const max = Math.ceil(top / step) * step || step;
  const min = Math.floor(bottom / step) * step;
  const plot = HEIGHT - TOP - BOTTOM;
  const y = (value: number) => TOP + ((max - value) / (max - min)) * plot;
  const ticks: number[] = [];
  for (let tick = min; tick <= max + step / 2; tick += step) ticks.push(Number(tick.toFixed(6)));
  const slot = (WIDTH - LEFT) / months.length;
  const bar = Math.min(40, slot * 0.6);
  const best = months.reduce((a, b) => (b.profit > a.profit ? b : a));
  const worst = months.reduce((a, b) => (b.profit < a.profit ? b : a));
  const summary =
    `${months.length} month${months.length === 1 ? '' : 's'}, from ${monthName(months[0]!.month)} ` +
    `to ${monthName(months.at(-1)!.month)}. Best: ${monthName(best.month)}, ${units(best.profit)} units. ` +
    `Worst: ${monthName(worst.month)}, ${units(worst.profit)} units.`;

  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-3">
      <h2 id={`${id}-heading`} className="text-lg font-bold text-slate-900 dark:text-white">
        Profit by month
      </h2>
      <div className="rounded-xl border border-slate-200 bg-white p-3 dark:border-ink-700 dark:bg-ink-800">
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          role="img"
          aria-labelledby={`${id}-title`}
          aria-describedby={`${id}-desc`}
          className="h-auto w-full text-slate-600 dark:text-slate-300"
        >
          <title id={`${id}-title`}>Profit in units by month</title>
          <desc id={`${id}-desc`}>{summary}</desc>
          {ticks.map((tick) => (
            <g key={tick}>
              <line
                x1={LEFT}
                x2={WIDTH}
                y1={y(tick)}
                y2={y(tick)}
                stroke="currentColor"
                strokeOpacity={tick === 0 ? 0.7 : 0.15}
              />
              <text
                x={LEFT - 6}
                y={y(tick)}
                dy="0.32em"
                textAnchor="end"
                fontSize="12"
                fill="currentColor"
              >
                {units(tick)}
              </text>
            </g>
          ))}
          {months.map((m, i) => {
            const x = LEFT + slot * i + (slot - bar) / 2;
            const y0 = y(Math.max(0, m.profit));
            const height = Math.max(1, Math.abs(y(m.profit) - y(0)));
            return (
              <g key={m.month}>
                <rect
                  x={x}
                  y={y0}
                  width={bar}
                  height={height}
                  rx={3}
                  className={
                    m.profit >= 0
                      ? 'fill-emerald-600 dark:fill-emerald-400'
                      : 'fill-red-600 dark:fill-red-400'
                  }
                />
                <text
                  x={x + bar / 2}
                  y={HEIGHT - 8}
                  textAnchor="middle"
                  fontSize="12"
                  fill="currentColor"
                >
                  {monthName(m.month).split(' ')[0]}
                </text>
              </g>
            );
          })}
        </svg>
      </div>
      <details className="text-sm">
        <summary className="cursor-pointer font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-300">
          Profit by month as a table
        </summary>
        <div className="mt-2 overflow-x-auto">
          <table className="w-full min-w-[20rem] border-collapse text-left tabular-nums">
            <caption className="sr-only">Profit in units by month</caption>
            <thead>
              <tr className="border-b border-slate-300 dark:border-ink-600">
                {TABLE_HEADINGS.map((heading) => (
                  <th key={heading} scope="col" className="py-1.5 pr-3 last:pr-0">
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {months.map((m) => (
                <tr key={m.month} className="border-b border-slate-200 dark:border-ink-700">
                  <th scope="row" className="py-1.5 pr-3 font-medium">
                    {monthName(m.month)}
                  </th>
                  <td className="py-1.5 pr-3">{m.picks}</td>
                  <td className="py-1.5 pr-3">{units(m.staked).replace('+', '')}</td>
                  <td className="py-1.5">{units(m.profit)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}
