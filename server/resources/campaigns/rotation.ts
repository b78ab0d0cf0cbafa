/**
 * Rotation: which campaign a reader is shown in each slot. A campaign is live on the site's days
 * from its first to its last (each inclusive, either open), and where it is targeted (no targeting:
 * everywhere; else only when the request names one of its categories). Among a slot's live
 * campaigns one is drawn with a probability proportional to its weight.
 *
 * Every campaign is kept in memory for a moment (a small table, read on every page view): this
 * instance's writes forget it at once, another instance's show within `MEMO_MS`.
 */
import type { BannerCampaign } from '../../../src/contract/campaignCalls';
import type { Queryable } from '../../db/connect';
import { CAMPAIGN_COLUMNS, campaignFields, statusOn, type CampaignRow, type Slot } from './rows';

export const SLOTS = ['home', 'post'] as const satisfies readonly Slot[];

export type Candidate = Pick<
  CampaignRow,
  'id' | 'slot' | 'advertiser' | 'link' | 'start_date' | 'end_date' | 'weight' | 'categories'
> & { image: string; phone_image: string | null };

/** Each slot's drawn campaign id, or null for none. */
export type Picks = Record<Slot, number | null>;

const MEMO_MS = 2_000;
const memos = new WeakMap<object, { at: number; rows: Promise<Candidate[]> }>();

/**
 * Every campaign (any date), remembered per server (`owner`: its deps) for `MEMO_MS`. A failed
 * read is not remembered.
 */
export function allCampaigns(owner: { db: Queryable }): Promise<Candidate[]> {
  const now = Date.now();
  const memo = memos.get(owner);
  if (memo && now - memo.at < MEMO_MS) return memo.rows;
  const rows = owner.db
    .query<CampaignRow>(`SELECT ${CAMPAIGN_COLUMNS} FROM campaigns c ORDER BY c.id`)
    .then(({ rows }) => rows.map(campaignFields));
  memos.set(owner, { at: now, rows });
  rows.catch(() => {
    if (memos.get(owner)?.rows === rows) memos.delete(owner);
  });
  return rows;
}

/** After a write: the next read looks at the table again. */
export function forgetCampaigns(owner: object): void {
  memos.delete(owner);
}

/** Live on `day` in `slot`, where `category` (or no category) is being read. */
export function isLive(
  campaign: Candidate,
  slot: Slot,
  day: string,
  category: number | null,
): boolean {
  if (campaign.slot !== slot || statusOn(campaign, day) !== 'live') return false;
  return (
    campaign.categories.length === 0 ||
    (category !== null && campaign.categories.includes(category))
  );
}

/**
 * One of `items`, each with the probability `weight / total weight`, from `random` (uniform in
 * [0, 1), like Math.random); null when there are none.
 */
export function pickWeighted<T extends { weight: number }>(
  items: readonly T[],
  random: () => number,
): T | null {
  const total = items.reduce((sum, item) => sum + item.weight, 0);
  if (items.length === 0 || total <= 0) return null;
  let point = random() * total;
  for (const item of items) {
    point -= item.weight;
    if (point < 0) return item;
  }
  // random() returned 1 or rounding left a sliver: the last one.
  return items[items.length - 1]!;
}

/**
 * The campaigns shown for one request: per slot, `forced`'s when it is still live there (a cached
 * page's choice), else a new draw. `kept`: every slot kept the forced choice.
 */
export function drawBanners(
  campaigns: readonly Candidate[],
  day: string,
  category: number | null,
  random: () => number,
  forced?: Picks,
): { picks: Picks; shown: Record<Slot, Candidate | null>; kept: boolean } {
  const shown = {} as Record<Slot, Candidate | null>;
  let kept = forced !== undefined;
  for (const slot of SLOTS) {
    const live = campaigns.filter((c) => isLive(c, slot, day, category));
    const wanted = forced?.[slot];
    const same =
      wanted === undefined
        ? undefined
        : wanted === null
          ? live.length === 0
            ? null
            : undefined
          : live.find((c) => c.id === wanted);
    if (same === undefined) kept = false;
    shown[slot] = same !== undefined ? same : pickWeighted(live, random);
  }
  return { picks: { home: shown.home?.id ?? null, post: shown.post?.id ?? null }, shown, kept };
}

/** A drawn campaign as readers get it. */
export function bannerCampaign(campaign: Candidate): BannerCampaign {
  return {
    id: campaign.id,
    advertiser: campaign.advertiser,
    image: campaign.image,
    phone_image: campaign.phone_image,
    link: campaign.link,
  };
}
