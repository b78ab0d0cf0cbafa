import type { ReactNode } from 'react';

/**
 * The shell of every line icon: a decorative (aria-hidden) stroked SVG on a 24 px grid, its
 * strokes round. The icon sets (Icon, a feature's own icons) give the paths.
 *
 *   <LineSvg className="h-6 w-6" strokeWidth={1.8}><path d="…" /></LineSvg>
 */
export function LineSvg({
  className,
  strokeWidth = 2,
  children,
}: {
  className?: string;
  strokeWidth?: number;
  children: ReactNode;
}) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}
