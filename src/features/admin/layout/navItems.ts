/** The sidebar's entries, in the spec's order, then the additions some backends have. */
import type { AdminIconName } from '../ui/AdminNavIcon';

export interface AdminNavItem {
  to: string;
  label: string;
  icon: AdminIconName;
  /** Active only on this exact path (the dashboard), not on its children. */
  end?: boolean;
  /** Shown only when the backend says it has this (capabilities). */
  needs?: 'predictions' | 'siteTexts';
}

export const ADMIN_NAV: readonly AdminNavItem[] = [
  { to: '/admin', label: 'Dashboard', icon: 'dashboard', end: true },
  { to: '/admin/posts', label: 'Posts', icon: 'posts' },
  { to: '/admin/categories', label: 'Categories', icon: 'categories' },
  { to: '/admin/popular', label: 'Popular Now', icon: 'popular' },
  { to: '/admin/banner', label: 'Advertisement Banner', icon: 'banner' },
  { to: '/admin/predictions', label: 'To settle', icon: 'settle', needs: 'predictions' },
  { to: '/admin/settings', label: 'Responsible gambling', icon: 'settings', needs: 'siteTexts' },
];

/** What the backend has, as far as the sidebar cares. */
export type NavCapabilities = Record<NonNullable<AdminNavItem['needs']>, boolean>;

/** The entries this backend has. */
export const navItemsFor = (capabilities: NavCapabilities) =>
  ADMIN_NAV.filter((item) => !item.needs || capabilities[item.needs]);
