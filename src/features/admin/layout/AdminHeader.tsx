/**
 * The admin header: menu button (phones: opens the drawer), collapse button (desktop), the brand
 * linking to the dashboard, extra actions (e.g. the theme toggle, given by the page) and Logout.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Icon } from '../../../components/Icon';
import { Logo } from '../../../components/Logo';
import { buttonClass } from '../ui/styles';
import { AdminNavIcon } from '../ui/AdminNavIcon';

// No display class here: each button says when it shows (a second display class would clash).
const iconButton =
  'h-10 w-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-ink-700';

export function AdminHeader({
  brandName,
  collapsed,
  onToggleCollapsed,
  onOpenMenu,
  menuOpen,
  onLogout,
  loggingOut,
  actions,
}: {
  brandName: string;
  collapsed: boolean;
  onToggleCollapsed: () => void;
  onOpenMenu: () => void;
  menuOpen: boolean;
  onLogout: () => void;
  loggingOut: boolean;
  actions?: ReactNode;
}) {
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur dark:border-ink-700 dark:bg-ink-800/95">
      <div className="flex h-16 items-center gap-2 px-3 sm:px-4">
        <button
          type="button"
          className={`${iconButton} inline-flex lg:hidden`}
          aria-label="Open menu"
          aria-expanded={menuOpen}
          onClick={onOpenMenu}
        >
          <Icon name="menu" className="h-6 w-6" />
        </button>
        <button
          type="button"
          className={`${iconButton} hidden lg:inline-flex`}
          aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
          aria-expanded={!collapsed}
          aria-controls="admin-sidebar"
          onClick={onToggleCollapsed}
        >
          <AdminNavIcon name={collapsed ? 'expand' : 'collapse'} />
        </button>
        <Link to="/admin" className="flex min-w-0 items-center gap-2 rounded-lg">
          <Logo name={brandName} className="min-w-0" />
          <span className="hidden rounded-md bg-brand-100 px-2 py-0.5 text-xs font-bold uppercase tracking-wide text-brand-900 sm:inline dark:bg-brand-900 dark:text-brand-100">
            Admin
          </span>
        </Link>
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <span className="hidden sm:block">
            <Link
              to="/"
              className={buttonClass('ghost', 'sm')}
              target="_blank"
              rel="noopener"
              aria-label="View site (opens in a new tab)"
            >
              View site
              <AdminNavIcon name="external" className="h-4 w-4" />
            </Link>
          </span>
          {actions}
          <button
            type="button"
            className={buttonClass('secondary', 'sm')}
            onClick={onLogout}
            disabled={loggingOut}
          >
            <AdminNavIcon name="logout" className="h-4 w-4" />
            Logout
          </button>
        </div>
      </div>
    </header>
  );
}
