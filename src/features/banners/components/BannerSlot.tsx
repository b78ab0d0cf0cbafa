import type { BannerType } from '../../../api/schemas';
import { ResponsiveImage } from '../../../components/ResponsiveImage';
import { Skeleton } from '../../../components/Skeleton';
import { IMAGE_SIZES } from '../../../lib/images';
import { useGetBannersQuery } from '../api';
import { AdvertPanel } from './AdvertPanel';

/**
 * The banner of one slot (home or post): its image, or the "Promote your brand here" panel when
 * the slot is empty or the banners could not be fetched. The box has a fixed aspect ratio so
 * nothing below it moves when the answer arrives.
 */
export function BannerSlot({ type, priority = false }: { type: BannerType; priority?: boolean }) {
  const { data, isLoading } = useGetBannersQuery();
  const path = type === 'home' ? data?.home_banner : data?.post_banner;
  return (
    <section
      aria-label="Advertisement"
      className="relative aspect-[5/2] w-full overflow-hidden rounded-xl bg-slate-100 shadow-sm ring-1 ring-slate-900/5 sm:aspect-[4/1] lg:aspect-[5/1] dark:bg-ink-800 dark:ring-white/10"
    >
      {isLoading ? (
        <Skeleton className="h-full w-full" />
      ) : (
        <ResponsiveImage
          path={path}
          alt={type === 'home' ? 'Home page advertisement' : 'Post page advertisement'}
          sizes={IMAGE_SIZES.banner}
          width={1200}
          height={240}
          priority={priority}
          className="h-full w-full object-cover"
          fallback={<AdvertPanel />}
        />
      )}
    </section>
  );
}
