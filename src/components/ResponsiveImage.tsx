import type { ReactNode } from 'react';
import { imageUrl } from '../api/http';
import { imageSrcSet, imageVariant, DEFAULT_SRC_WIDTH, type ImageWidth } from '../contract/images';
import { priorityImageStarted, useLazyImagesOpen } from './lazyImageGate';

/** Tells the lazy-image gate when a priority image has loaded (or failed). */
function watchPriorityImage(img: HTMLImageElement | null) {
  if (!img) return;
  const settle = priorityImageStarted();
  if (img.complete) {
    settle();
    return;
  }
  img.addEventListener('load', settle, { once: true });
  img.addEventListener('error', settle, { once: true });
  return () => {
    img.removeEventListener('load', settle);
    img.removeEventListener('error', settle);
    settle();
  };
}

/**
 * An uploaded image in the size the browser needs: `srcset` of the backend's variants with the
 * caller's `sizes`, explicit dimensions (so nothing shifts while it loads), decoded off the main
 * thread, and lazy unless it is the page's likely LCP (`priority`: eager, high fetch priority,
 * decoded with the page).
 * `fixedWidth` asks for one small variant instead (thumbnails). Renders `fallback` when there is
 * no image. On a page built in the browser, a lazy image gets its source once the first screen's
 * priority image has loaded (lazyImageGate.ts); until then it keeps its box, empty.
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
  phonePath,
}: {
  /** The backend's `image_path` (or an absolute URL). */
  path: string | null | undefined;
  /** Another image for phones (up to 639 px wide), in the same box: a banner's phone creative. */
  phonePath?: string | null;
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
  const lazyOpen = useLazyImagesOpen();
  const url = imageUrl(path);
  if (!url) return <>{fallback}</>;
  if (!priority && !lazyOpen)
    return <img alt="" aria-hidden="true" width={width} height={height} className={className} />;
  const srcSet = fixedWidth ? undefined : imageSrcSet(url);
  const phone = imageUrl(phonePath);
  const img = (
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
      ref={priority ? watchPriorityImage : undefined}
    />
  );
  return phone ? (
    <picture className="contents">
      <source
        media="(max-width: 639px)"
        sizes={sizes}
        srcSet={imageSrcSet(phone) ?? imageVariant(phone, DEFAULT_SRC_WIDTH)}
      />
      {img}
    </picture>
  ) : (
    img
  );
}
