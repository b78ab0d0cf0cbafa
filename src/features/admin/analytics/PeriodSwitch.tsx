/** The analytics' period: Today, 7 days, 30 days, 90 days (toggle buttons, one pressed). */
import { ANALYTICS_PERIODS, type AnalyticsPeriod } from '../../../contract/analyticsCalls';
import { ANALYTICS_MESSAGES as M, PERIOD_LABELS } from './messages';

export function PeriodSwitch({
  period,
  onChange,
}: {
  period: AnalyticsPeriod;
  onChange: (period: AnalyticsPeriod) => void;
}) {
  return (
    <div
      role="group"
      aria-label={M.periodLabel}
      className="inline-flex rounded-lg border border-slate-300 bg-white p-1 dark:border-ink-600 dark:bg-ink-900"
    >
      {ANALYTICS_PERIODS.map((p) => (
        <button
          key={p}
          type="button"
          aria-pressed={p === period}
          onClick={() => onChange(p)}
          className={`rounded-md px-3 py-1.5 text-sm font-semibold focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-600 ${
            p === period
              ? 'bg-brand-700 text-white dark:bg-brand-400 dark:text-ink-900'
              : 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-ink-800'
          }`}
        >
          {PERIOD_LABELS[p]}
        </button>
      ))}
    </div>
  );
}
