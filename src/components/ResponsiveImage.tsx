import type { ReactNode } from 'react';
import { imageUrl } from '../api/http';
import { imageSrcSet, imageVariant, DEFAULT_SRC_WIDTH, type ImageWidth } from '../lib/images';

/**
 * An uploaded image in the size the browser needs: `srcset` of the backend's variants with the
 * caller's `sizes`, explicit dimensions (so nothing shifts while it loads), decoded off the main
 * thread, and lazy unless it is the page's likely LCP (`priority`: eager, high fetch priority,
 * decoded with the page).
 * `fixedWidth` asks for one small variant instead (thumbnails). Renders `fallback` when there is
 * no image.
 */
export function ResponsiveImage({
  path,
  alt,
  sizes,
  width = 1280,
  height = 720,
  priority = false,
  fixedWidth,
  className,
  fallback = null,
}: {
  /** The backend's `image_path` (or an absolute URL). */
  path: string | null | undefined;
  alt: string;
  /** Layout width of the image per viewport; required unless `fixedWidth` is given. */
  sizes?: string;
  width?: number;
  height?: number;
  priority?: boolean;
  fixedWidth?: ImageWidth;
  className?: string;
  fallback?: ReactNode;
}) {
  const url = imageUrl(path);
  if (!url) return <>{fallback}</>;
  const srcSet = fixedWidth ? undefined : imageSrcSet(url);
  return (
    // Attribute order matters to some browsers: loading, sizes and srcset before src, so a lazy
    // image is not fetched early and the right candidate is fetched once.
    <img
      loading={priority ? 'eager' : 'lazy'}
      // The likely LCP is decoded with the text around it, so it shows in the same frame; decoded
      // apart, it waited for the next frame, which a busy main thread (the app starting) delayed.
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      width={width}
      height={height}
      sizes={srcSet ? sizes : undefined}
      srcSet={srcSet}
      src={imageVariant(url, fixedWidth ?? DEFAULT_SRC_WIDTH)}
      alt={alt}
      className={className}
    />
  );
}
