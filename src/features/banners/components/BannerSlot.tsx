import type { BannerType } from '../../../contract/schemas';
import { ResponsiveImage } from '../../../components/ResponsiveImage';
import { Skeleton } from '../../../components/Skeleton';
import { IMAGE_SIZES } from '../../../contract/images';
import { useGetBannersQuery } from '../api';
import { AdvertPanel } from './AdvertPanel';
import { SponsoredLine } from './SponsoredLine';

const ALT: Record<BannerType, string> = {
  home: 'Home page advertisement',
  post: 'Post page advertisement',
};

/**
 * The banner of one slot (home or post): its image, or the "Promote your brand here" panel when
 * the slot is empty or the banners could not be fetched. The box has a fixed aspect ratio per
 * width so nothing below it moves when the answer arrives. The image is contained, never cropped
 * (an advert's text is often at one edge), on a blurred copy of itself that fills the rest of the
 * box; the copy has the same sources and sizes, so it costs no second download. A banner with a
 * link opens it in a new tab as a sponsored link. Under an advert: "Sponsored · 18+ · T&Cs apply".
 * With `house`, only the panel: no advertiser's banner (a page with nothing to read, say).
 */
export function BannerSlot({
  type,
  priority = false,
  house = false,
}: {
  type: BannerType;
  priority?: boolean;
  house?: boolean;
}) {
  const { data, isLoading } = useGetBannersQuery();
  const path = house ? null : type === 'home' ? data?.home_banner : data?.post_banner;
  const link = (type === 'home' ? data?.home_banner_link : data?.post_banner_link) ?? null;
  const image = (alt: string, className: string) => (
    <ResponsiveImage
      path={path}
      alt={alt}
      sizes={IMAGE_SIZES.banner}
      width={1200}
      height={240}
      priority={priority}
      className={className}
      fallback={alt ? <AdvertPanel /> : null}
    />
  );
  const banner = (
    <>
      {image('', 'absolute inset-0 h-full w-full scale-110 object-cover opacity-70 blur-2xl')}
      {image(ALT[type], 'relative h-full w-full object-contain')}
    </>
  );
  return (
    <div>
      <section
        aria-label="Advertisement"
        data-banner={type}
        className="relative aspect-[5/2] w-full overflow-hidden rounded-xl bg-slate-100 shadow-sm ring-1 ring-slate-900/5 sm:aspect-[4/1] lg:aspect-[5/1] dark:bg-ink-800 dark:ring-white/10"
      >
        {isLoading ? (
          <Skeleton className="h-full w-full" />
        ) : path && link ? (
          <a
            href={link}
            target="_blank"
            rel="sponsored noopener"
            className="relative block h-full w-full focus-visible:outline-offset-[-4px]"
          >
            {banner}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        ) : (
          banner
        )}
      </section>
      {(isLoading || path) && <SponsoredLine shown={!!path} />}
    </div>
  );
}
