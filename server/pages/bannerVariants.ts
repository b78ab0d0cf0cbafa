/**
 * Rendered pages and banner rotation. A rendered page shows the campaigns its in-process q=banners
 * reads drew, and ships those answers for hydration, so page and state agree. Kept once per page
 * in the public cache, it would show that one draw to every reader until the next write; so a
 * page is kept once per *choice*: for each request the campaigns are drawn first (one draw per
 * q=banners read the page made last time), the cache key names them, and a render for that key
 * answers its reads with exactly that choice (resources/campaigns/pageChoice.ts). A page has as
 * many copies as its slots have combinations of live campaigns: a handful.
 *
 * A render is kept under the choice it actually showed: the first render of a page (whose reads
 * are not known yet) under what it drew, and so is one whose choice could not be kept (a campaign
 * ended meanwhile, the post moved to another category).
 */
import { LRUCache } from 'lru-cache';
import type { Deps } from '../types';
import { renderingPage, type PageBanners } from '../resources/campaigns/pageChoice';
import { allCampaigns, drawBanners, type Picks } from '../resources/campaigns/rotation';
import { siteDay } from '../resources/campaigns/siteDay';

export interface PageVariant {
  /** Added to the page's cache key to look it up: the campaigns drawn for this request. */
  key: string;
  /** Runs the page's render for this choice. */
  render(produce: () => Promise<Response>): Promise<Response>;
  /** After the render: added to the page's cache key to keep it (the choice it showed). */
  keptAs(): string;
}

/** No choice made (the page's reads not known yet, or the campaigns unreadable). */
const UNKNOWN = ' banners ?';
/** A render whose q=banners read failed. */
const UNREAD = ' banners unread';

const pickText = (picks: Picks) => `${picks.home ?? '-'}/${picks.post ?? '-'}`;

/** The key part naming each read's choice; '' for a page without banners. */
function keyOf(picks: ReadonlyMap<string, Picks>): string {
  if (picks.size === 0) return '';
  const reads = [...picks.keys()].sort();
  return ` banners ${reads.map((read) => `${read}:${pickText(picks.get(read)!)}`).join(',')}`;
}

export function bannerVariants(deps: Deps): { variant(page: string): Promise<PageVariant> } {
  /** Each page's q=banners reads (their categories; '' for none), as its last render made them. */
  const reads = new LRUCache<string, string[]>({ max: 5_000 });

  async function choose(page: string): Promise<Map<string, Picks> | null> {
    const known = reads.get(page);
    if (!known) return null;
    if (known.length === 0) return new Map();
    // The campaigns unreadable (the database away): the page still goes out, unchosen.
    const campaigns = await allCampaigns(deps).catch(() => null);
    if (!campaigns) return null;
    const day = siteDay(deps.now(), deps.settings.siteTimeZone);
    const random = deps.random ?? Math.random;
    return new Map(
      known.map((read) => [
        read,
        drawBanners(campaigns, day, read === '' ? null : Number(read), random).picks,
      ]),
    );
  }

  return {
    async variant(page) {
      const forced = await choose(page);
      const context: PageBanners = { forced: forced ?? new Map(), drawn: new Map() };
      return {
        key: forced ? keyOf(forced) : UNKNOWN,
        async render(produce) {
          const response = await renderingPage(context, produce);
          // A page rendered without its campaigns learns nothing: the next request renders anew.
          if (context.failed) reads.delete(page);
          else reads.set(page, [...context.drawn.keys()].sort());
          return response;
        },
        // Kept where no choice looks (until a write empties the cache), never as a page's choice.
        keptAs: () => (context.failed ? UNREAD : keyOf(context.drawn)),
      };
    },
  };
}
