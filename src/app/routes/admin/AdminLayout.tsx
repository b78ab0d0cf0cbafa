/**
 * The admin frame (spec: collapsible sidebar, header with Logout, footer). Desktop: the sidebar
 * collapses to icons. Phones: the sidebar becomes an off-canvas drawer opened from the header.
 * Pages render in <main>, each a lazy chunk loading inside the frame.
 */
import { Suspense, useMemo, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { Modal } from '../../../components/Modal';
import { env } from '../../../config/env';
import { useSessionStaff } from '../../../features/admin/auth/api';
import { useLogout } from '../../../features/admin/auth/useLogout';
import { AccessContext, accessFor } from '../../../features/admin/lib/access';
import { useSessionWatch } from '../../../features/admin/auth/useSessionWatch';
import { CapabilitiesContext, useReadCapabilities } from '../../../features/admin/lib/capabilities';
import { AdminFooter } from '../../../features/admin/layout/AdminFooter';
import { AdminHeader } from '../../../features/admin/layout/AdminHeader';
import { AdminSidebarNav } from '../../../features/admin/layout/AdminSidebarNav';
import { useSidebarCollapsed } from '../../../features/admin/layout/useSidebarCollapsed';
import { useToSettleCount } from '../../../features/admin/predictions/api';
import { RouteFallback } from '../RouteFallback';
import { AdminThemeToggle } from './AdminThemeToggle';

export function AdminLayout() {
  useSessionWatch();
  const [collapsed, toggleCollapsed] = useSidebarCollapsed();
  const [menuOpen, setMenuOpen] = useState(false);
  const { logout, isLoggingOut } = useLogout();
  // What the backend supports, read once here for every admin screen.
  const capabilities = useReadCapabilities();
  // The sidebar's "To settle" link (only with the predictions' record) and its count.
  const navCapabilities = {
    predictions: capabilities.predictions,
    siteTexts: capabilities.siteTexts,
    staff: capabilities.staff,
    analytics: capabilities.analytics,
    siteData: capabilities.siteData,
  };
  // What the signed-in role may do: the sidebar and the screens leave out the rest.
  const { role, userId } = useSessionStaff();
  const access = useMemo(() => accessFor(role, userId), [role, userId]);
  const counts = { '/admin/predictions': useToSettleCount(capabilities.predictions) };

  return (
    <div className="flex min-h-dvh flex-col bg-slate-50 text-slate-900 dark:bg-ink-900 dark:text-slate-100">
      <a
        href="#admin-main"
        className="sr-only z-50 rounded-md bg-brand-700 px-3 py-2 text-white focus:not-sr-only focus:absolute focus:left-2 focus:top-2"
      >
        Skip to content
      </a>
      {/* Printed pages (a campaign's report) carry the page alone, not the admin's chrome. */}
      <div className="contents print:hidden">
        <AdminHeader
          brandName={env.brandName}
          collapsed={collapsed}
          onToggleCollapsed={toggleCollapsed}
          onOpenMenu={() => setMenuOpen(true)}
          menuOpen={menuOpen}
          onLogout={() => void logout()}
          loggingOut={isLoggingOut}
          actions={<AdminThemeToggle />}
        />
      </div>
      <div className="flex flex-1">
        <aside
          id="admin-sidebar"
          aria-label="Sidebar"
          className={`sticky top-16 hidden h-[calc(100dvh-4rem)] shrink-0 overflow-y-auto print:hidden! border-r border-slate-200 bg-white p-3 transition-[width] duration-200 motion-reduce:transition-none lg:block dark:border-ink-700 dark:bg-ink-800 ${
            collapsed ? 'w-[4.5rem]' : 'w-72'
          }`}
        >
          <AdminSidebarNav
            collapsed={collapsed}
            capabilities={navCapabilities}
            can={access.can}
            counts={counts}
          />
        </aside>
        <main
          id="admin-main"
          tabIndex={-1}
          className="min-w-0 flex-1 p-4 outline-none sm:p-6 lg:p-8 print:p-0"
        >
          <div className="mx-auto max-w-6xl">
            <CapabilitiesContext value={capabilities}>
              <AccessContext value={access}>
                <Suspense fallback={<RouteFallback />}>
                  <Outlet />
                </Suspense>
              </AccessContext>
            </CapabilitiesContext>
          </div>
        </main>
      </div>
      <div className="contents print:hidden">
        <AdminFooter brandName={env.brandName} />
      </div>
      <Modal
        open={menuOpen}
        onClose={() => setMenuOpen(false)}
        title="Admin menu"
        variant="sheet"
        side="left"
        closeLabel="Close menu"
        className="max-w-[18rem]"
      >
        <AdminSidebarNav
          onNavigate={() => setMenuOpen(false)}
          capabilities={navCapabilities}
          can={access.can}
          counts={counts}
        />
      </Modal>
    </div>
  );
}
