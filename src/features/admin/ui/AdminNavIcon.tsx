/** The admin panel's own stroke icons (24 px grid, decorative: the control carries the name). */
const paths = {
  dashboard: 'M4 13h7V4H4zM13 20h7v-9h-7zM13 4v5h7V4zM4 20h7v-5H4z',
  posts: 'M6 3h9l4 4v14H6zM14 3v5h5M9 12h7M9 16h7',
  categories: 'M3 12V4h8l10 10-8 8zM7.5 8.5h.01',
  popular: 'M12 3c1 3.5 5 5.5 5 10a5 5 0 0 1-10 0c0-2 1-3.5 2-4.5 0 2 1 3 2 3 0-3-1-5 1-8.5z',
  banner: 'M3 10v4h3l6 5V5L6 10zM16 8.5a5 5 0 0 1 0 7M19 5.5a9 9 0 0 1 0 13',
  settle: 'M9 11l3 3 8-8M20 12v7a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h9',
  staff:
    'M16 19v-1a4 4 0 0 0-4-4H7a4 4 0 0 0-4 4v1M9.5 10a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM21 19v-1a4 4 0 0 0-3-3.9M15.5 4.1a3 3 0 0 1 0 5.8',
  account: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21v-1a6 6 0 0 1 6-6h4a6 6 0 0 1 6 6v1',
  analytics: 'M4 20h16M7 16v-5M12 16V6M17 16v-8',
  audit: 'M9 4h6v3H9zM7 5H5v16h14V5h-2M8.5 11h7M8.5 15h7M8.5 19h4',
  settings: 'M12 3l7 3v5c0 4.5-3 8.5-7 10-4-1.5-7-5.5-7-10V6zM9 12l2 2 4-4',
  transfer: 'M7 4v13M3 13l4 4 4-4M17 20V7M13 11l4-4 4 4',
  collapse: 'M15 6l-6 6 6 6M20 4v16',
  expand: 'M9 6l6 6-6 6M4 4v16',
  logout: 'M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3M10 17l-5-5 5-5M5 12h11',
  external: 'M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5',
} as const;

export type AdminIconName = keyof typeof paths;

export function AdminNavIcon({
  name,
  className = 'h-5 w-5',
}: {
  name: AdminIconName;
  className?: string;
}) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={`shrink-0 ${className}`}
    >
      <path d={paths[name]} />
    </svg>
  );
}
