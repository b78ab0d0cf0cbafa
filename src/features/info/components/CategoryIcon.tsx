import type { ReactNode } from 'react';
import { LineSvg } from '../../../components/LineSvg';
import type { CategoryIconName } from '../categoryCards';

// Drawn on a 24 px grid, stroked, so no emoji font is needed.
const ICONS: Record<CategoryIconName, ReactNode> = {
  casino: (
    <>
      <circle cx="12" cy="12" r="9" />
      <circle cx="12" cy="12" r="4" />
      <path d="M12 3v3M12 18v3M3 12h3M18 12h3M5.6 5.6l2.1 2.1M16.3 16.3l2.1 2.1M5.6 18.4l2.1-2.1M16.3 7.7l2.1-2.1" />
    </>
  ),
  crypto: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M9.5 7.5h4a2 2 0 010 4h-4zM9.5 11.5h4.5a2 2 0 010 4H9.5zM9.5 7.5v8M11 6v1.5M11 15.5V17M13 6v1.5M13 15.5V17" />
    </>
  ),
  blog: <path d="M16.5 3.5l4 4L8 20H4v-4L16.5 3.5zM14 6l4 4" />,
  football: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 8l3.5 2.5-1.3 4h-4.4l-1.3-4zM12 8V4.5M15.5 10.5l3.3-1.2M14.2 14.5l2 3M9.8 14.5l-2 3M8.5 10.5L5.2 9.3" />
    </>
  ),
  poker: (
    <path d="M12 3c-3 3.5-7 6-7 9.5A3.5 3.5 0 0011 15c-.3 2-1.2 3.8-2.5 5h7c-1.3-1.2-2.2-3-2.5-5a3.5 3.5 0 006-2.5C19 9 15 6.5 12 3z" />
  ),
  rummy: (
    <>
      <rect x="3.5" y="6" width="10" height="14" rx="1.5" transform="rotate(-10 8.5 13)" />
      <rect x="10.5" y="4" width="10" height="14" rx="1.5" transform="rotate(8 15.5 11)" />
      <path d="M15.8 8.5l1.2 2-1.2 2-1.2-2z" />
    </>
  ),
  cricket: (
    <>
      <path d="M5 19l9.5-9.5 2.5 2.5L7.5 21.5H5zM14.5 9.5l4-4M17.5 4.5l2 2" />
      <circle cx="18" cy="17.5" r="2" />
    </>
  ),
  // Any other category: a tag.
  other: (
    <>
      <path d="M3.5 12.2V4.5a1 1 0 011-1h7.7a1 1 0 01.7.3l8 8a1 1 0 010 1.4l-7.7 7.7a1 1 0 01-1.4 0l-8-8a1 1 0 01-.3-.7z" />
      <circle cx="8" cy="8" r="1.5" />
    </>
  ),
};

/** The line icon of a category card (decorative). */
export function CategoryIcon({
  name,
  className = 'h-7 w-7',
}: {
  name: CategoryIconName;
  className?: string;
}) {
  return (
    <LineSvg className={className} strokeWidth={1.8}>
      {ICONS[name]}
    </LineSvg>
  );
}
