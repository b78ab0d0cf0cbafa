/** The chart's points and its summary in words, from an analytics answer. */
import type { AnalyticsAnswer, AnalyticsPoint } from '../../../contract/analyticsCalls';
import type { ChartPoint } from '../ui/BarChart';
import { PERIOD_LABELS } from './messages';

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

/** '2026-03-01' → '1 Mar' (a site day, shown as it is). */
export const dayLabel = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`));

/** 15 → '15:00'. */
export const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

const pointLabel = (p: Pick<AnalyticsPoint, 'day' | 'hour'>) =>
  p.hour === null ? dayLabel(p.day) : hourLabel(p.hour);

export function chartPoints(answer: AnalyticsAnswer): ChartPoint[] {
  return answer.series.map((p) => ({
    key: `${p.day} ${p.hour ?? ''}`,
    label: pointLabel(p),
    values: [p.views, p.visitors],
  }));
}

const n = (value: number) => value.toLocaleString('en-US');

/** "30 days: 12,345 views and 6,789 visitors. Most views on 28 Feb: 700." */
export function chartSummary(answer: AnalyticsAnswer): string {
  const { views, visitors } = answer.totals;
  const head = `${PERIOD_LABELS[answer.period]}: ${n(views)} views and ${n(visitors)} visitors.`;
  const best = answer.series.reduce<AnalyticsPoint | null>(
    (top, p) => (p.views > (top?.views ?? 0) ? p : top),
    null,
  );
  if (!best) return head;
  const when = best.hour === null ? `on ${dayLabel(best.day)}` : `at ${hourLabel(best.hour)}`;
  return `${head} Most views ${when}: ${n(best.views)}.`;
}
