/**
 * A post's readers on its edit page: its views of the last 30 days, as a chart with its table.
 * Someone the server does not show them to (another author's post) gets nothing here, not an
 * error: the figures are not theirs to read.
 */
import type { AnalyticsPostAnswer } from '../../../contract/analyticsCalls';
import { AdminError } from '../ui/AdminError';
import { AdminSection } from '../ui/AdminSection';
import { BarChart } from '../ui/BarChart';
import { useGetPostAnalyticsQuery } from './api';
import { dayLabel } from './chartPoints';
import { ANALYTICS_MESSAGES as M } from './messages';

const n = (value: number) => value.toLocaleString('en-US');

export function postSummary(answer: AnalyticsPostAnswer): string {
  const head = `Last 30 days: ${n(answer.totals.views)} views.`;
  const best = answer.series.reduce<AnalyticsPostAnswer['series'][number] | null>(
    (top, p) => (p.views > (top?.views ?? 0) ? p : top),
    null,
  );
  return best ? `${head} Most views on ${dayLabel(best.day)}: ${n(best.views)}.` : head;
}

export function PostFigures({ postId }: { postId: number }) {
  const figures = useGetPostAnalyticsQuery(postId, { refetchOnMountOrArgChange: true });
  const status = figures.error && 'status' in figures.error ? figures.error.status : null;
  if (status === 403 || status === 404) return null;
  return (
    <AdminSection title={M.postFigures} description={M.postFiguresNote}>
      {figures.isError ? (
        <AdminError message={M.postFiguresFailed} onRetry={() => void figures.refetch()} />
      ) : figures.data ? (
        <BarChart
          title={`Views of “${figures.data.post.title}”`}
          summary={postSummary(figures.data)}
          series={[{ name: M.views }]}
          points={figures.data.series.map((p) => ({
            key: p.day,
            label: dayLabel(p.day),
            values: [p.views],
          }))}
        />
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-400">{M.loading}</p>
      )}
    </AdminSection>
  );
}
