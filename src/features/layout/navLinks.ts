/** The header's links, in the spec's order; the mobile menu adds Promotion. */
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

export const mobileLinks: NavItem[] = [...headerLinks, { to: '/promotion', label: 'Promotion' }];

/** The full-screen menu's links (Menu side button). */
export const fullMenuLinks: NavItem[] = [
  { to: '/', label: 'HOME' },
  { to: '/promotion', label: 'PROMOTION' },
  { to: '/categories', label: 'CATEGORIES' },
  { to: '/trending', label: 'TRENDING' },
  { to: '/suggestions', label: 'SUGGESTIONS' },
];
