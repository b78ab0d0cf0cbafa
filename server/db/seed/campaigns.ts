/**
 * Demo campaigns (SEED_DEMO, with the rest of the demo content): two finished campaigns with a
 * report each, so the campaigns list and the report page are not empty on a first look. A
 * bookmaker on the home slot and a sports drink on the post slot (targeted at football and
 * cricket), each with desktop and phone creatives, and daily counters over its run: served
 * impressions with a weekly rhythm, viewability of 55–70% and a CTR of 0.1–0.4% of served.
 * Marked `demo`; deterministic (its own pseudo-random sequence).
 */
import type { UploadStore } from '../../uploads/store';
import type { Queryable } from '../connect';
import { addDays, siteMoment } from '../../analytics/siteTime';
import { sequence } from './sequence';
import { renderSeedBanner, renderSeedPhoneBanner, type Kind } from './banners';

interface DemoCampaign {
  art: Kind;
  slot: 'home' | 'post';
  advertiser: string;
  link: string;
  /** Its first and last days, counted back from today. */
  startDaysAgo: number;
  endDaysAgo: number;
  weight: number;
  /** Category slugs it is shown on (none: everywhere). */
  categories: string[];
  /** Served impressions on an ordinary day. */
  servedPerDay: number;
}

export const DEMO_CAMPAIGNS: readonly DemoCampaign[] = [
  {
    art: 'bookmaker',
    slot: 'home',
    advertiser: 'Northstar Bet',
    link: 'https://northstar-bet.example/derby-boost',
    startDaysAgo: 58,
    endDaysAgo: 31,
    weight: 3,
    categories: [],
    servedPerDay: 5200,
  },
  {
    art: 'drink',
    slot: 'post',
    advertiser: 'Volt Hydrate',
    link: 'https://volt-hydrate.example/refuel',
    startDaysAgo: 27,
    endDaysAgo: 6,
    weight: 2,
    categories: ['football', 'cricket'],
    servedPerDay: 2400,
  },
];

export interface DemoCampaignArt {
  desktop: Buffer;
  phone: Buffer;
}

/** The creatives, drawn before the seed's transaction (sharp is slow next to SQL). */
export function renderDemoCampaignArt(): Promise<DemoCampaignArt[]> {
  return Promise.all(
    DEMO_CAMPAIGNS.map(async (campaign) => ({
      desktop: await renderSeedBanner(campaign.art),
      phone: await renderSeedPhoneBanner(campaign.art),
    })),
  );
}

/** Busier at weekends (Saturday, Sunday: match days) than midweek; Sunday first. */
const WEEKDAY_FACTOR = [1.3, 0.88, 0.86, 0.9, 0.94, 1.05, 1.35];

/** One day's counters: `served` around `base`, viewable 55–70% of it, clicks 0.1–0.4% of it. */
export function demoDay(base: number, day: string, random: () => number) {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  const served = Math.round(base * WEEKDAY_FACTOR[weekday]! * (0.85 + 0.3 * random()));
  const viewable = Math.round(served * (0.56 + 0.13 * random()));
  const clicks = Math.round(served * (0.0012 + 0.0026 * random()));
  return { served, viewable, clicks };
}

/** Inserts the demo campaigns, their creatives, targeting and counters (inside the seed's `tx`). */
export async function seedDemoCampaigns(
  tx: Queryable,
  uploads: UploadStore,
  art: DemoCampaignArt[],
  options: { now: Date; timeZone: string; categoryIds: ReadonlyMap<string, number> },
): Promise<void> {
  const today = siteMoment(options.now, options.timeZone).day;
  const random = sequence(27);
  for (const [index, campaign] of DEMO_CAMPAIGNS.entries()) {
    const desktop = await uploads.save(tx, art[index]!.desktop, 'jpg');
    const phone = await uploads.save(tx, art[index]!.phone, 'jpg');
    const start = addDays(today, -campaign.startDaysAgo);
    const end = addDays(today, -campaign.endDaysAgo);
    const created = new Date(options.now.getTime() - (campaign.startDaysAgo + 5) * 86_400_000);
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO campaigns (slot, advertiser, image_path, phone_image_path, link, start_date,
         end_date, weight, demo, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6::date, $7::date, $8, true, $9, $9) RETURNING id`,
      [
        campaign.slot,
        campaign.advertiser,
        desktop,
        phone,
        campaign.link,
        start,
        end,
        campaign.weight,
        created,
      ],
    );
    const id = Number(rows[0]!.id);
    const categories = campaign.categories
      .map((slug) => options.categoryIds.get(slug))
      .filter((category): category is number => category !== undefined);
    if (categories.length > 0) {
      await tx.query(
        `INSERT INTO campaign_categories (campaign_id, category_id) SELECT $1, unnest($2::int[])`,
        [id, categories],
      );
    }
    const days: string[] = [];
    const served: number[] = [];
    const viewable: number[] = [];
    const clicks: number[] = [];
    for (let day = start; day <= end; day = addDays(day, 1)) {
      const figures = demoDay(campaign.servedPerDay, day, random);
      days.push(day);
      served.push(figures.served);
      viewable.push(figures.viewable);
      clicks.push(figures.clicks);
    }
    await tx.query(
      `INSERT INTO campaign_days (campaign_id, day, served, viewable, clicks)
       SELECT $1, unnest($2::date[]), unnest($3::int[]), unnest($4::int[]), unnest($5::int[])`,
      [id, days, served, viewable, clicks],
    );
  }
}
