/**
 * /admin/analytics: views and visitors for today (by the hour), 7, 30 or 90 days (by the day; the
 * period lives in the address, `?period=7d`), visitors right now, and the period's top posts,
 * categories and referring sites. Only on a backend that counts views, for editors and owners.
 */
import { Link, useSearchParams } from 'react-router-dom';
import { analyticsPeriod, type AnalyticsPeriod } from '../../../contract/analyticsCalls';
import { useGetAnalyticsQuery } from '../../../features/admin/analytics/api';
import { chartPoints, chartSummary } from '../../../features/admin/analytics/chartPoints';
import { ANALYTICS_MESSAGES as M } from '../../../features/admin/analytics/messages';
import { PeriodSwitch } from '../../../features/admin/analytics/PeriodSwitch';
import { TopTable } from '../../../features/admin/analytics/TopTable';
import { StatCard } from '../../../features/admin/dashboard/StatCard';
import { useCapabilities } from '../../../features/admin/lib/capabilities';
import { AdminListPage } from '../../../features/admin/ui/AdminListPage';
import { AdminNotFound } from '../../../features/admin/ui/AdminNotFound';
import { AdminSection } from '../../../features/admin/ui/AdminSection';
import { BarChart } from '../../../features/admin/ui/BarChart';

const linkClass =
  'font-semibold text-brand-800 underline-offset-2 hover:underline dark:text-brand-300';

export default function AnalyticsPage() {
  const { analytics, pending } = useCapabilities();
  const [search, setSearch] = useSearchParams();
  const parsed = analyticsPeriod.safeParse(search.get('period'));
  const period: AnalyticsPeriod = parsed.success ? parsed.data : '30d';
  const figures = useGetAnalyticsQuery(period, {
    skip: !analytics,
    refetchOnMountOrArgChange: true,
  });
  if (!pending && !analytics) return <AdminNotFound />;
  const data = figures.data;
  const number = (value: number | undefined) =>
    value === undefined ? null : value.toLocaleString('en-US');

  return (
    <AdminListPage
      title={M.title}
      description={M.description}
      loading={(pending || figures.isLoading) && M.loading}
      failure={figures.isError && { message: M.loadFailed, onRetry: () => void figures.refetch() }}
    >
      <PeriodSwitch
        period={period}
        onChange={(next) => setSearch(next === '30d' ? {} : { period: next })}
      />
      <div className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-3">
        <StatCard
          label={M.views}
          icon="analytics"
          loading={figures.isFetching && !data}
          value={number(data?.totals.views)}
          linkLabel=""
        />
        <StatCard
          label={M.visitors}
          icon="account"
          loading={figures.isFetching && !data}
          value={number(data?.totals.visitors)}
          note={period === 'today' ? undefined : M.visitorsNote}
          linkLabel=""
        />
        <StatCard
          label={M.realtime}
          icon="popular"
          loading={figures.isFetching && !data}
          value={number(data?.realtime_visitors)}
          note={M.realtimeNote}
          linkLabel=""
        />
      </div>
      {data && (
        <>
          <div className="mt-6">
            <BarChart
              title={M.chartTitle}
              summary={chartSummary(data)}
              series={[{ name: M.views }, { name: M.visitors }]}
              points={chartPoints(data)}
              pointHeader={data.granularity === 'hour' ? 'Hour' : 'Date'}
            />
          </div>
          <AdminSection title={M.topPosts}>
            <TopTable
              caption={M.topPosts}
              nameHeader="Post"
              empty={M.noPosts}
              rows={data.top_posts.map((post) => ({
                key: post.id,
                views: post.views,
                name: (
                  <Link to={`/admin/posts/edit/${post.id}`} className={linkClass}>
                    {post.title}
                  </Link>
                ),
              }))}
            />
          </AdminSection>
          <div className="grid grid-cols-1 gap-x-6 lg:grid-cols-2">
            <AdminSection title={M.topCategories}>
              <TopTable
                caption={M.topCategories}
                nameHeader="Category"
                empty={M.noCategories}
                rows={data.top_categories.map((c) => ({ key: c.id, name: c.name, views: c.views }))}
              />
            </AdminSection>
            <AdminSection title={M.topReferrers} description={M.referrersNote}>
              <TopTable
                caption={M.topReferrers}
                nameHeader="Site"
                empty={M.noReferrers}
                rows={data.top_referrers.map((r) => ({
                  key: r.host,
                  name: r.host,
                  views: r.views,
                }))}
              />
            </AdminSection>
          </div>
        </>
      )}
    </AdminListPage>
  );
}
