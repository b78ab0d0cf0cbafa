/**
 * The site's links, in the spec's order. The header shows the first four; the header's menu (phones
 * and tablets, where there are no side buttons) adds every other page: the full-screen menu's
 * Promotion, Categories and Suggestions, and Blogs.
 */
export interface NavItem {
  to: string;
  label: string;
}

export const headerLinks: NavItem[] = [
  { to: '/', label: 'Home' },
  { to: '/about', label: 'About' },
  { to: '/trending', label: 'Trending' },
  { to: '/policy', label: 'Policy' },
];

export const mobileLinks: NavItem[] = [
  ...headerLinks,
  { to: '/promotion', label: 'Promotion' },
  { to: '/categories', label: 'Categories' },
  { to: '/suggestions', label: 'Suggestions' },
  { to: '/blogs', label: 'Blogs' },
];

/** The full-screen menu's links (Menu side button). */
export const fullMenuLinks: NavItem[] = [
  { to: '/', label: 'HOME' },
  { to: '/promotion', label: 'PROMOTION' },
  { to: '/categories', label: 'CATEGORIES' },
  { to: '/trending', label: 'TRENDING' },
  { to: '/suggestions', label: 'SUGGESTIONS' },
];

/**
 * The predictions' record: in both menus, only on a backend that keeps one (it is asked when a
 * menu opens: api/capabilitiesApi.ts), after the spec's own links.
 */
export const RECORD_LINK: NavItem = { to: '/predictions', label: 'Predictions' };
