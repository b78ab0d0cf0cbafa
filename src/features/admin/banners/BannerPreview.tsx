/** A banner slot's current image, or "No banner" when the slot is empty. */
import { imageUrl } from '../../../api/http';
import { BANNER_MESSAGES } from './messages';

export function BannerPreview({ path, label }: { path: string | null; label: string }) {
  const src = imageUrl(path);
  if (!src) {
    return (
      <div className="flex h-24 w-full max-w-xs items-center justify-center rounded-lg border-2 border-dashed border-slate-300 text-sm text-slate-600 dark:border-slate-600 dark:text-slate-400">
        {BANNER_MESSAGES.empty}
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={`${label} banner`}
      className="h-24 w-full max-w-xs rounded-lg border border-slate-200 object-cover dark:border-ink-700"
    />
  );
}
