/**
 * A chart of figures over time: the first series as bars, a second one (if any) as a line over
 * them, with a legend. The SVG is one image to assistive technology (`role="img"`, named by
 * `summary`, which should say what it shows in words), and the same figures are a table below
 * it, one click away for anyone who prefers to read them.
 *   <BarChart title="Views and visitors" summary="…" series={[{ name: 'Views' }, { name: 'Visitors' }]}
 *     points={[{ key: '2026-03-01', label: '1 Mar', values: [120, 80] }, …]} />
 */
import { useId } from 'react';
import { DataTable, cellClass } from './DataTable';
import { panelClass } from './styles';

export interface ChartSeries {
  name: string;
}

export interface ChartPoint {
  key: string;
  /** The point's name on the axis and in the table ("1 Mar", "14:00"). */
  label: string;
  /** One figure per series, in the series' order. */
  values: readonly number[];
}

const WIDTH = 640;
const HEIGHT = 220;
const PAD = { top: 12, right: 8, bottom: 28, left: 44 };

/** A round top for the axis: 1, 2 or 5 times a power of ten. */
function niceMax(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  return [1, 2, 5, 10].map((f) => f * power).find((step) => step >= value)!;
}

const formatNumber = (n: number) => n.toLocaleString('en-US');

export function BarChart({
  title,
  summary,
  series,
  points,
  tableLabel = 'Show the figures as a table',
  pointHeader = 'Date',
}: {
  title: string;
  /** The table's first column: what a point is ("Date", "Hour"). */
  pointHeader?: string;
  summary: string;
  series: readonly ChartSeries[];
  points: readonly ChartPoint[];
  tableLabel?: string;
}) {
  const titleId = useId();
  const max = niceMax(Math.max(0, ...points.flatMap((p) => p.values)));
  const plotW = WIDTH - PAD.left - PAD.right;
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const step = points.length > 0 ? plotW / points.length : plotW;
  const y = (value: number) => PAD.top + plotH - (value / max) * plotH;
  const x = (index: number) => PAD.left + index * step + step / 2;
  // At most about 8 axis labels, whatever the number of points.
  const every = Math.max(1, Math.ceil(points.length / 8));
  const line = points.map((p, i) => `${i === 0 ? 'M' : 'L'}${x(i)},${y(p.values[1] ?? 0)}`);

  return (
    <figure className={`${panelClass} p-4`} aria-labelledby={titleId}>
      <figcaption className="flex flex-wrap items-center justify-between gap-3">
        <span id={titleId} className="font-semibold text-slate-900 dark:text-slate-50">
          {title}
        </span>
        <ul className="flex gap-4 text-sm text-slate-600 dark:text-slate-300">
          {series.map((s, i) => (
            <li key={s.name} className="flex items-center gap-2">
              <span
                aria-hidden="true"
                className={
                  i === 0
                    ? 'h-3 w-3 rounded-sm bg-brand-600 dark:bg-brand-400'
                    : 'h-0.5 w-4 bg-slate-800 dark:bg-slate-200'
                }
              />
              {s.name}
            </li>
          ))}
        </ul>
      </figcaption>
      <svg
        role="img"
        aria-label={summary}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="mt-3 h-auto w-full text-slate-500 dark:text-slate-400"
      >
        {[0, 0.5, 1].map((f) => (
          <g key={f}>
            <line
              x1={PAD.left}
              x2={WIDTH - PAD.right}
              y1={y(max * f)}
              y2={y(max * f)}
              className="stroke-slate-200 dark:stroke-ink-700"
            />
            <text
              x={PAD.left - 6}
              y={y(max * f) + 4}
              textAnchor="end"
              fontSize="11"
              fill="currentColor"
            >
              {formatNumber(max * f)}
            </text>
          </g>
        ))}
        {points.map((p, i) => (
          <rect
            key={p.key}
            x={x(i) - (step * 0.7) / 2}
            width={step * 0.7}
            y={y(p.values[0] ?? 0)}
            height={Math.max(0, PAD.top + plotH - y(p.values[0] ?? 0))}
            className="fill-brand-600 dark:fill-brand-400"
          />
        ))}
        {series.length > 1 && points.length > 0 && (
          <path
            d={line.join(' ')}
            fill="none"
            strokeWidth="2"
            className="stroke-slate-800 dark:stroke-slate-200"
          />
        )}
        {points.map((p, i) =>
          i % every === 0 ? (
            <text
              key={p.key}
              x={x(i)}
              y={HEIGHT - 8}
              textAnchor="middle"
              fontSize="11"
              fill="currentColor"
            >
              {p.label}
            </text>
          ) : null,
        )}
      </svg>
      <details className="mt-3">
        <summary className="cursor-pointer text-sm font-semibold text-brand-800 dark:text-brand-300">
          {tableLabel}
        </summary>
        <div className="mt-3">
          <DataTable
            caption={title}
            columns={[
              { header: pointHeader },
              ...series.map((s) => ({ header: s.name, className: 'text-right' })),
            ]}
            rows={points}
            rowKey={(p) => p.key}
            renderRow={(p) => (
              <>
                <th scope="row" className={`${cellClass} text-left font-medium`}>
                  {p.label}
                </th>
                {series.map((s, i) => (
                  <td key={s.name} className={`${cellClass} text-right tabular-nums`}>
                    {formatNumber(p.values[i] ?? 0)}
                  </td>
                ))}
              </>
            )}
          />
        </div>
      </details>
    </figure>
  );
}
