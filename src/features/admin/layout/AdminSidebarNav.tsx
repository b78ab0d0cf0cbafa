/**
 * The sidebar's links (Dashboard, Posts, Categories, Popular Now, Advertisement Banner) with the
 * active one marked (aria-current="page" by NavLink). Collapsed, only icons show; the label stays
 * the link's accessible name and appears as a tooltip.
 */
import { NavLink } from 'react-router-dom';
import { Tooltip } from '../../../components/Tooltip';
import { AdminNavIcon } from './AdminNavIcon';
import { ADMIN_NAV } from './navItems';

export function AdminSidebarNav({
  collapsed = false,
  onNavigate,
}: {
  collapsed?: boolean;
  onNavigate?: () => void;
}) {
  return (
    <nav aria-label="Admin sections">
      <ul className="flex flex-col gap-1">
        {ADMIN_NAV.map((item) => {
          const link = (
            <NavLink
              to={item.to}
              end={item.end}
              onClick={onNavigate}
              className={({ isActive }) =>
                `flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-semibold transition-colors ${
                  collapsed ? 'justify-center' : ''
                } ${
                  isActive
                    ? 'bg-brand-700 text-white dark:bg-brand-500 dark:text-ink-900'
                    : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-ink-700 dark:hover:text-white'
                }`
              }
            >
              <AdminNavIcon name={item.icon} />
              <span className={collapsed ? 'sr-only' : 'truncate'}>{item.label}</span>
            </NavLink>
          );
          return (
            <li key={item.to}>
              {collapsed ? (
                <Tooltip content={item.label} side="right" delayDuration={0}>
                  {link}
                </Tooltip>
              ) : (
                link
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
