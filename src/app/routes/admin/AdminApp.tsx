/**
 * The admin area, rendered at /admin/* (one lazy chunk a reader never downloads) with its own
 * routes. /admin/login, /admin/join (an invitation) and /admin/reset (a password reset link) are
 * open; everything else sits behind the spec's guard (RequireAdmin) in the admin frame
 * (AdminLayout), but for the preview, which is the reader's page. Every page but the login is its
 * own lazy chunk.
 */
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { RequireAdmin } from '../../../features/admin/auth/RequireAdmin';
import { useActivityRecorder } from '../../../features/admin/dashboard/useActivityRecorder';
import { ConfirmProvider } from '../../../features/admin/ui/ConfirmProvider';
import { RouteFallback } from '../RouteFallback';
import { AdminLayout } from './AdminLayout';
import { RequireRight } from './RequireRight';
// Part of this chunk, not one of its own: the login form is drawn as soon as the admin area's
// code is in (the app loads it before its first render), never after a spinner.
import LoginPage from './LoginPage';
import { describeMutation } from './mutationKinds';

const DashboardPage = lazy(() => import('./DashboardPage'));
const PostsListPage = lazy(() => import('./PostsListPage'));
const PostAddPage = lazy(() => import('./PostAddPage'));
const PostEditPage = lazy(() => import('./PostEditPage'));
const PostPreviewPage = lazy(() => import('./PostPreviewPage'));
const PostHistoryPage = lazy(() => import('./PostHistoryPage'));
const CategoriesListPage = lazy(() => import('./CategoriesListPage'));
const CategoryAddPage = lazy(() => import('./CategoryAddPage'));
const CategoryEditPage = lazy(() => import('./CategoryEditPage'));
const PopularPage = lazy(() => import('./PopularPage'));
const BannersPage = lazy(() => import('./BannersPage'));
const BannerAddPage = lazy(() => import('./BannerAddPage'));
const BannerEditPage = lazy(() => import('./BannerEditPage'));
const PredictionsPage = lazy(() => import('./PredictionsPage'));
const SiteTextsPage = lazy(() => import('./SiteTextsPage'));
const StaffPage = lazy(() => import('./StaffPage'));
const JoinPage = lazy(() => import('./JoinPage'));
const ResetPasswordPage = lazy(() => import('./ResetPasswordPage'));
const AuditLogPage = lazy(() => import('./AuditLogPage'));
const AccountPage = lazy(() => import('./AccountPage'));
const AnalyticsPage = lazy(() => import('./AnalyticsPage'));
const CampaignFormPage = lazy(() => import('./CampaignFormPage'));
const CampaignReportPage = lazy(() => import('./CampaignReportPage'));
const CampaignSharedReportPage = lazy(() => import('./CampaignSharedReportPage'));
const SiteDataPage = lazy(() => import('./SiteDataPage'));
const AdminNotFoundPage = lazy(() => import('./AdminNotFoundPage'));

export default function AdminApp() {
  useActivityRecorder(describeMutation);
  return (
    <ConfirmProvider>
      <Suspense fallback={<RouteFallback />}>
        <Routes>
          <Route path="login" element={<LoginPage />} />
          <Route path="join" element={<JoinPage />} />
          <Route path="reset" element={<ResetPasswordPage />} />
          <Route path="report" element={<CampaignSharedReportPage />} />
          <Route element={<RequireAdmin />}>
            {/* The reader's page, not the admin's frame. */}
            <Route path="posts/preview/:id" element={<PostPreviewPage />} />
            <Route element={<AdminLayout />}>
              <Route index element={<DashboardPage />} />
              <Route path="posts" element={<PostsListPage />} />
              <Route path="posts/add" element={<PostAddPage />} />
              <Route path="posts/edit/:id" element={<PostEditPage />} />
              <Route path="posts/history/:id" element={<PostHistoryPage />} />
              <Route element={<RequireRight right="site.lists" />}>
                <Route path="categories" element={<CategoriesListPage />} />
                <Route path="categories/add" element={<CategoryAddPage />} />
                <Route path="categories/edit/:id" element={<CategoryEditPage />} />
                <Route path="popular" element={<PopularPage />} />
                <Route path="popular/add-post" element={<PopularPage />} />
                <Route path="banner" element={<BannersPage />} />
                <Route path="banner/add" element={<BannerAddPage />} />
                <Route path="banner/edit/:type" element={<BannerEditPage />} />
                <Route path="campaigns/add" element={<CampaignFormPage />} />
                <Route path="campaigns/:id/edit" element={<CampaignFormPage />} />
                <Route path="predictions" element={<PredictionsPage />} />
              </Route>
              <Route element={<RequireRight right="site.analytics" />}>
                <Route path="analytics" element={<AnalyticsPage />} />
                <Route path="campaigns/:id/report" element={<CampaignReportPage />} />
              </Route>
              <Route element={<RequireRight right="staff.manage" />}>
                <Route path="settings" element={<SiteTextsPage />} />
              </Route>
              <Route element={<RequireRight right="site.data" />}>
                <Route path="site-data" element={<SiteDataPage />} />
              </Route>
              <Route path="account" element={<AccountPage />} />
              <Route element={<RequireRight right="staff.invite" />}>
                <Route path="staff" element={<StaffPage />} />
                <Route path="audit" element={<AuditLogPage />} />
              </Route>
              <Route path="*" element={<AdminNotFoundPage />} />
            </Route>
          </Route>
        </Routes>
      </Suspense>
    </ConfirmProvider>
  );
}
