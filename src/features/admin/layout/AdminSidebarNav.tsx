/**
 * The sidebar's links (Dashboard, Posts, Categories, Popular Now, Advertisement Banner) with the
 * active one marked (aria-current="page" by NavLink). Collapsed, only icons show; the label stays
 * the link's accessible name and appears as a tooltip.
 */
import { Tooltip } from '../../../components/Tooltip';
import { ADMIN_NAV } from './navItems';
import { SidebarLink } from './SidebarLink';

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
        {ADMIN_NAV.map((item) => (
          <li key={item.to}>
            {collapsed ? (
              <Tooltip content={item.label} side="right" delayDuration={0}>
                <SidebarLink item={item} collapsed onNavigate={onNavigate} />
              </Tooltip>
            ) : (
              <SidebarLink item={item} collapsed={false} onNavigate={onNavigate} />
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
