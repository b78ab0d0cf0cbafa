import type { ReactNode } from 'react';
import { ResponsiveImage } from '../../../components/ResponsiveImage';

/**
 * A popular post's square thumbnail (`size` px), decorative beside its title, from the image's
 * smallest variant; `fallback` in its place when the post has no image.
 */
export function PopularThumb({
  path,
  size,
  className,
  fallback,
}: {
  path: string | null | undefined;
  size: number;
  className: string;
  fallback: ReactNode;
}) {
  return (
    <ResponsiveImage
      path={path}
      alt=""
      fixedWidth={320}
      width={size}
      height={size}
      className={className}
      fallback={fallback}
    />
  );
}
