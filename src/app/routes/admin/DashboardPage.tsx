/**
 * /admin: real figures from the backend (posts, categories, popular, banners filled), the most
 * recent posts and the recent activity (the team's audit log, or this browser's). The posts figure and the recent
 * posts come from one small page of q=posts (the total from its X-Total-Count), never the whole
 * list. With analytics, this month's views and visitors against last month's; for the owner, the
 * last scheduled backup (or that backups are off). Once idle it fetches
 * the post form and its editor ahead.
 */
import { LIMITS } from '../../../contract/schemas';
import { useGetAnalyticsSummaryQuery } from '../../../features/admin/analytics/api';
import { RecentActivity } from '../../../features/admin/dashboard/RecentActivity';
import { RECENT_POSTS_COUNT, RecentPosts } from '../../../features/admin/dashboard/RecentPosts';
import { StatCard } from '../../../features/admin/dashboard/StatCard';
import { useAccess } from '../../../features/admin/lib/access';
import { useCapabilities } from '../../../features/admin/lib/capabilities';
import { useGetSiteBackupsQuery } from '../../../features/admin/siteData/api';
import { backupCard } from '../../../features/admin/siteData/backupFigures';
import { useGetStaffQuery } from '../../../features/admin/staff/api';
import { staffFigure } from '../../../features/admin/staff/staffFigure';
import { useTeamActivity } from '../../../features/admin/staff/useTeamActivity';
import { AdminPageHeader } from '../../../features/admin/ui/AdminPageHeader';
import { useGetBannersQuery } from '../../../features/banners/api';
import { useGetCategoriesQuery } from '../../../features/categories/api';
import { useGetPopularQuery } from '../../../features/popular/api';
import { useGetPostsTablePageQuery } from '../../../features/posts/api';
import { usePrefetchPostForm } from './usePrefetchPostForm';

export default function DashboardPage() {
  // q=posts is newest first: its first page holds the most recent posts.
  const posts = useGetPostsTablePageQuery({ page: 1, limit: RECENT_POSTS_COUNT });
  const categories = useGetCategoriesQuery();
  const popular = useGetPopularQuery();
  const banners = useGetBannersQuery();
  // Recent posts lead to their edit form: its editor is fetched ahead, once the page is idle.
  usePrefetchPostForm();
  // The lists' links only for a role that manages them.
  const access = useAccess();
  const lists = access.can('site.lists');
  // With staff accounts, the team's recent changes from the audit log, and (for the owner and
  // editors) the staff figure.
  const { staff: hasStaff, analytics, siteData, timeZone } = useCapabilities();
  const team = useTeamActivity(hasStaff);
  const seesStaff = hasStaff && access.can('staff.invite');
  const staff = useGetStaffQuery(undefined, { skip: !seesStaff });
  const staffCount = staff.data ? staffFigure(staff.data) : null;
  // With analytics (for a role that reads them), this month's views against last month's.
  const seesAnalytics = analytics && access.can('site.analytics');
  const month = useGetAnalyticsSummaryQuery(undefined, {
    skip: !seesAnalytics,
    refetchOnMountOrArgChange: true,
  });
  // With site data (for the owner), the last scheduled backup.
  const seesBackups = siteData && access.can('site.data');
  const backups = useGetSiteBackupsQuery(undefined, {
    skip: !seesBackups,
    refetchOnMountOrArgChange: true,
  });
  const backup = backups.data ? backupCard(backups.data, timeZone) : null;
  const count = (value: number | undefined) =>
    value === undefined ? null : value.toLocaleString('en-US');

  const filled = banners.data
    ? [banners.data.home_banner, banners.data.post_banner].filter(Boolean).length
    : null;

  return (
    <>
      <AdminPageHeader title="Dashboard" />
      <div
        className={`grid grid-cols-1 gap-4 sm:grid-cols-2 ${seesStaff ? 'xl:grid-cols-5' : 'xl:grid-cols-4'}`}
      >
        <StatCard
          label="Posts"
          icon="posts"
          loading={posts.isLoading}
          value={posts.data ? posts.data.total.toLocaleString('en-US') : null}
          to="/admin/posts"
          linkLabel="Manage posts"
        />
        <StatCard
          label="Categories"
          icon="categories"
          loading={categories.isLoading}
          value={categories.data ? String(categories.data.length) : null}
          to={lists ? '/admin/categories' : undefined}
          linkLabel="Manage categories"
        />
        <StatCard
          label="Popular posts"
          icon="popular"
          loading={popular.isLoading}
          value={popular.data ? `${popular.data.length}/${LIMITS.popularMax}` : null}
          to={lists ? '/admin/popular' : undefined}
          linkLabel="Edit the popular list"
        />
        <StatCard
          label="Banners filled"
          icon="banner"
          loading={banners.isLoading}
          value={filled === null ? null : `${filled}/2`}
          to={lists ? '/admin/banner' : undefined}
          linkLabel="Manage banners"
        />
        {seesStaff && (
          <StatCard
            label="Staff"
            icon="staff"
            loading={staff.isLoading}
            value={staffCount?.value ?? null}
            note={staffCount?.note}
            to="/admin/staff"
            linkLabel="Manage staff"
          />
        )}
      </div>
      {(seesAnalytics || seesBackups) && (
        <div
          className={`mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 ${seesAnalytics && seesBackups ? 'xl:grid-cols-3' : ''}`}
        >
          {seesAnalytics && (
            <>
              <StatCard
                label="Views this month"
                icon="analytics"
                loading={month.isLoading}
                value={count(month.data?.this_month.views)}
                note={month.data && `Last month: ${count(month.data.last_month.views)}`}
                to="/admin/analytics"
                linkLabel="See the analytics"
              />
              <StatCard
                label="Visitors this month"
                icon="account"
                loading={month.isLoading}
                value={count(month.data?.this_month.visitors)}
                note={month.data && `Last month: ${count(month.data.last_month.visitors)}`}
                to="/admin/analytics"
                linkLabel="See the analytics"
              />
            </>
          )}
          {seesBackups && (
            <StatCard
              label="Last backup"
              icon="transfer"
              loading={backups.isLoading}
              value={backup?.value ?? null}
              note={backup?.note}
              warning={backup?.warning}
              to="/admin/site-data"
              linkLabel="See backups and the export"
            />
          )}
        </div>
      )}
      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <RecentPosts
          posts={posts.data?.posts ?? []}
          loading={posts.isLoading}
          failed={posts.isError}
        />
        <RecentActivity entries={team} timeZone={timeZone} />
      </div>
    </>
  );
}
