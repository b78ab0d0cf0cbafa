/**
 * The sidebar's links (Dashboard, Posts, Categories, Popular Now, Advertisement Banner, and "To
 * settle" when the backend keeps the predictions' record) with the active one marked
 * (aria-current="page" by NavLink). `counts` (by address) gives a link its badge: "To settle, 3
 * waiting". Collapsed, only icons show; the label stays the link's accessible name and appears as
 * a tooltip.
 */
import { Tooltip } from '../../../components/Tooltip';
import type { Right } from '../../../contract/roles';
import { navItemsFor, type NavCapabilities } from './navItems';
import { countText, SidebarLink } from './SidebarLink';

export function AdminSidebarNav({
  collapsed = false,
  onNavigate,
  capabilities = {
    predictions: false,
    siteTexts: false,
    staff: false,
    analytics: false,
    siteData: false,
  },
  can,
  counts = {},
}: {
  collapsed?: boolean;
  onNavigate?: () => void;
  capabilities?: NavCapabilities;
  /** Whether the signed-in role has a right (entries it lacks are left out); all by default. */
  can?: (right: Right) => boolean;
  counts?: Partial<Record<string, number>>;
}) {
  return (
    <nav aria-label="Admin sections">
      <ul className="flex flex-col gap-1">
        {navItemsFor(capabilities, can).map((item) => (
          <li key={item.to}>
            {collapsed ? (
              <Tooltip
                content={`${item.label}${countText(counts[item.to])}`}
                side="right"
                delayDuration={0}
              >
                <SidebarLink
                  item={item}
                  count={counts[item.to]}
                  collapsed
                  onNavigate={onNavigate}
                />
              </Tooltip>
            ) : (
              <SidebarLink
                item={item}
                count={counts[item.to]}
                collapsed={false}
                onNavigate={onNavigate}
              />
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
