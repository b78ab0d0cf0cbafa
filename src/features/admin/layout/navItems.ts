/** The sidebar's entries, in the spec's order. */
import type { AdminIconName } from '../ui/AdminNavIcon';

export interface AdminNavItem {
  to: string;
  label: string;
  icon: AdminIconName;
  /** Active only on this exact path (the dashboard), not on its children. */
  end?: boolean;
}

export const ADMIN_NAV: readonly AdminNavItem[] = [
  { to: '/admin', label: 'Dashboard', icon: 'dashboard', end: true },
  { to: '/admin/posts', label: 'Posts', icon: 'posts' },
  { to: '/admin/categories', label: 'Categories', icon: 'categories' },
  { to: '/admin/popular', label: 'Popular Now', icon: 'popular' },
  { to: '/admin/banner', label: 'Advertisement Banner', icon: 'banner' },
];
