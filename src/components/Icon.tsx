/**
 * Inline SVG icons (no icon font, no CDN). Decorative by default (aria-hidden): the control that
 * holds an icon carries the accessible name. Stroke icons on a 24 px grid; the brands' filled
 * marks are the footer's alone (SocialLinks.tsx), so the shell does not carry them.
 *
 *   <Icon name="search" className="h-5 w-5" />
 */
import type { ReactNode } from 'react';
import { LineSvg } from './LineSvg';

const stroke = {
  search: (
    <>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </>
  ),
  sun: (
    <>
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v2M12 20v2M4.93 4.93l1.41 1.41M17.66 17.66l1.41 1.41M2 12h2M20 12h2M4.93 19.07l1.41-1.41M17.66 6.34l1.41-1.41" />
    </>
  ),
  moon: <path d="M20.5 14.5A8.5 8.5 0 0 1 9.5 3.5a8.5 8.5 0 1 0 11 11Z" />,
  menu: <path d="M4 6h16M4 12h16M4 18h16" />,
  close: <path d="M18 6 6 18M6 6l12 12" />,
  user: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </>
  ),
  news: (
    <>
      <path d="M4 5h13v14a2 2 0 0 0 2 2H6a2 2 0 0 1-2-2Z" />
      <path d="M17 9h3v10a2 2 0 0 1-2 2M8 9h5M8 13h5M8 17h3" />
    </>
  ),
  grid: (
    <>
      <rect x="3.5" y="3.5" width="7" height="7" rx="1.5" />
      <rect x="13.5" y="3.5" width="7" height="7" rx="1.5" />
      <rect x="3.5" y="13.5" width="7" height="7" rx="1.5" />
      <rect x="13.5" y="13.5" width="7" height="7" rx="1.5" />
    </>
  ),
  mail: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3.5 6.5 8.5 6.5 8.5-6.5" />
    </>
  ),
  arrowRight: <path d="M5 12h14M13 6l6 6-6 6" />,
  image: (
    <>
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <circle cx="9" cy="10" r="2" />
      <path d="m21 16-5-5-9 9" />
    </>
  ),
  flame: (
    <path d="M12 22c4 0 7-2.7 7-6.8 0-3.6-2.4-6.2-4.6-8.7-.6 2.2-1.7 3.5-3 3.9.4-3.1-.6-6.3-3.4-8.4.2 3.3-1.6 5.4-3 7.5C3.9 11.2 5 13.3 5 15.2 5 19.3 8 22 12 22Z" />
  ),
  pencil: <path d="M4 20h4L19 9a2.8 2.8 0 0 0-4-4L4 16v4ZM13.5 6.5l4 4" />,
  trash: <path d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />,
  check: <path d="M5 13l4 4L19 7" />,
  phone: (
    <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2" />
  ),
  sparkles: (
    <path d="M12 3v4M12 17v4M3 12h4M17 12h4M6.3 6.3l2.1 2.1M15.6 15.6l2.1 2.1M6.3 17.7l2.1-2.1M15.6 8.4l2.1-2.1" />
  ),
} satisfies Record<string, ReactNode>;

export type IconName = keyof typeof stroke;

export function Icon({
  name,
  className = 'h-5 w-5',
  strokeWidth,
}: {
  name: IconName;
  className?: string;
  /** 2 unless said: a small tick reads better bolder. */
  strokeWidth?: number;
}) {
  return (
    <LineSvg className={className} strokeWidth={strokeWidth}>
      {stroke[name]}
    </LineSvg>
  );
}
