import type { BannerType } from '../../../contract/schemas';
import { ResponsiveImage } from '../../../components/ResponsiveImage';
import { Skeleton } from '../../../components/Skeleton';
import { IMAGE_SIZES } from '../../../contract/images';
import { apiOrigin } from '../../../api/http';
import { useGetBannersQuery } from '../api';
import { useImpressions } from '../useImpressions';
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
 * A backend with campaigns (an addition) draws the slot's campaign for each request (for `post`,
 * a post's slug, the campaigns of that post's category too): its phone creative is shown on phones,
 * its link goes through `/go/{id}` (which counts the click), and its impressions are counted.
 */
export function BannerSlot({
  type,
  post,
  priority = false,
  house = false,
}: {
  type: BannerType;
  post?: string;
  priority?: boolean;
  house?: boolean;
}) {
  const { data, isLoading } = useGetBannersQuery(post);
  const path = house ? null : type === 'home' ? data?.home_banner : data?.post_banner;
  const campaign = (path && (type === 'home' ? data?.home_campaign : data?.post_campaign)) || null;
  const link = campaign
    ? campaign.link
      ? `${apiOrigin()}/go/${campaign.id}`
      : null
    : ((type === 'home' ? data?.home_banner_link : data?.post_banner_link) ?? null);
  const box = useImpressions<HTMLElement>(campaign?.id);
  const image = (alt: string, className: string) => (
    <ResponsiveImage
      path={path}
      phonePath={campaign?.phone_image}
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
        ref={box}
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
