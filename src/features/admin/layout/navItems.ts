/** The sidebar's entries, in the spec's order, then the additions some backends have. */
import type { Right } from '../../../contract/roles';
import type { AdminIconName } from '../ui/AdminNavIcon';

export interface AdminNavItem {
  to: string;
  label: string;
  icon: AdminIconName;
  /** Active only on this exact path (the dashboard), not on its children. */
  end?: boolean;
  /** Shown only when the backend says it has this (capabilities). */
  needs?: 'predictions' | 'siteTexts' | 'staff' | 'analytics' | 'siteData';
  /** Shown only to a role with this right (roles.ts); every entry on a backend without roles. */
  right?: Right;
}

export const ADMIN_NAV: readonly AdminNavItem[] = [
  { to: '/admin', label: 'Dashboard', icon: 'dashboard', end: true },
  { to: '/admin/posts', label: 'Posts', icon: 'posts' },
  {
    to: '/admin/analytics',
    label: 'Analytics',
    icon: 'analytics',
    needs: 'analytics',
    right: 'site.analytics',
  },
  { to: '/admin/categories', label: 'Categories', icon: 'categories', right: 'site.lists' },
  { to: '/admin/popular', label: 'Popular Now', icon: 'popular', right: 'site.lists' },
  { to: '/admin/banner', label: 'Advertisement Banner', icon: 'banner', right: 'site.lists' },
  {
    to: '/admin/predictions',
    label: 'To settle',
    icon: 'settle',
    needs: 'predictions',
    right: 'site.lists',
  },
  { to: '/admin/staff', label: 'Staff', icon: 'staff', needs: 'staff', right: 'staff.invite' },
  { to: '/admin/audit', label: 'Audit log', icon: 'audit', needs: 'staff', right: 'staff.invite' },
  { to: '/admin/account', label: 'Your account', icon: 'account', needs: 'staff' },
  {
    to: '/admin/settings',
    label: 'Responsible gambling',
    icon: 'settings',
    needs: 'siteTexts',
    right: 'staff.manage',
  },
  {
    to: '/admin/site-data',
    label: 'Import and export',
    icon: 'transfer',
    needs: 'siteData',
    right: 'site.data',
  },
];

/** What the backend has, as far as the sidebar cares. */
export type NavCapabilities = Record<NonNullable<AdminNavItem['needs']>, boolean>;

/** The entries this backend has and this role may use (`can`: every right by default). */
export const navItemsFor = (
  capabilities: NavCapabilities,
  can: (right: Right) => boolean = () => true,
) =>
  ADMIN_NAV.filter(
    (item) => (!item.needs || capabilities[item.needs]) && (!item.right || can(item.right)),
  );
