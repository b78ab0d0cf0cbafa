/** A post's small cover image, or a neutral tile when it has none (or it fails to load). */
import { useState } from 'react';
import { imageUrl } from '../../../api/http';

export function PostThumb({ path, className }: { path: string | null; className: string }) {
  const [failed, setFailed] = useState(false);
  const src = imageUrl(path);
  if (!src || failed) {
    return (
      <span
        aria-hidden="true"
        className={`block bg-gradient-to-br from-brand-100 to-brand-300 dark:from-ink-700 dark:to-brand-900 ${className}`}
      />
    );
  }
  return (
    <img
      src={src}
      alt=""
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      className={`object-cover ${className}`}
    />
  );
}
