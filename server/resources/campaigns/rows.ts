/** Campaign rows as the admin reads them: the campaign, its targeting, status and today's counters. */
import type { Campaign, CampaignStatus } from '../../../src/contract/campaignCalls';
import type { Queryable } from '../../db/connect';
import { iso } from '../postRows';

export type Slot = 'home' | 'post';

/** Dates as the calendar days they are (a `date` read as a Date would move with the zone). */
export const CAMPAIGN_COLUMNS = `c.id, c.slot, c.advertiser, c.image_path, c.phone_image_path, c.link,
  to_char(c.start_date, 'YYYY-MM-DD') AS start_date, to_char(c.end_date, 'YYYY-MM-DD') AS end_date,
  c.weight, c.house, c.demo, c.created_at, c.updated_at,
  coalesce((SELECT array_agg(cc.category_id ORDER BY cc.category_id)
            FROM campaign_categories cc WHERE cc.campaign_id = c.id), '{}') AS categories`;

export interface CampaignRow {
  id: number;
  slot: Slot;
  advertiser: string;
  image_path: string;
  phone_image_path: string | null;
  link: string | null;
  start_date: string | null;
  end_date: string | null;
  weight: number;
  house: boolean;
  demo: boolean;
  created_at: Date | string;
  updated_at: Date | string;
  categories: number[];
}

/** Where a campaign stands on `today` (targeting aside): before, within or after its days. */
export function statusOn(
  row: Pick<CampaignRow, 'start_date' | 'end_date'>,
  today: string,
): CampaignStatus {
  if (row.start_date !== null && row.start_date > today) return 'scheduled';
  if (row.end_date !== null && row.end_date < today) return 'ended';
  return 'live';
}

interface CountsRow {
  served: number | null;
  viewable: number | null;
  clicks: number | null;
}

/** What a campaign is, from its row: the fields the admin and the rotation both read. */
export function campaignFields(row: CampaignRow) {
  return {
    id: row.id,
    slot: row.slot,
    advertiser: row.advertiser,
    image: row.image_path,
    phone_image: row.phone_image_path,
    link: row.link,
    start_date: row.start_date,
    end_date: row.end_date,
    weight: row.weight,
    categories: (row.categories ?? []).map(Number),
  };
}

function toCampaign(row: CampaignRow & CountsRow, today: string): Campaign {
  return {
    ...campaignFields(row),
    house: row.house,
    demo: row.demo,
    status: statusOn(row, today),
    today: {
      served: Number(row.served ?? 0),
      viewable: Number(row.viewable ?? 0),
      clicks: Number(row.clicks ?? 0),
    },
    created_at: iso(row.created_at)!,
    updated_at: iso(row.updated_at)!,
  };
}

/** Campaigns with today's counters (`today`: the site's day), by slot, newest first. */
export async function readCampaigns(
  db: Queryable,
  today: string,
  filter: { id?: number; slot?: Slot } = {},
): Promise<Campaign[]> {
  const { rows } = await db.query<CampaignRow & CountsRow>(
    `SELECT ${CAMPAIGN_COLUMNS}, d.served, d.viewable, d.clicks
     FROM campaigns c
     LEFT JOIN campaign_days d ON d.campaign_id = c.id AND d.day = $1::date
     WHERE ($2::int IS NULL OR c.id = $2) AND ($3::text IS NULL OR c.slot = $3)
     ORDER BY c.slot, c.id DESC`,
    [today, filter.id ?? null, filter.slot ?? null],
  );
  return rows.map((row) => toCampaign(row, today));
}

/** One campaign's row (no counters), locked for the rest of the transaction; null when none. */
export async function lockCampaign(tx: Queryable, id: number): Promise<CampaignRow | null> {
  await tx.query('SELECT id FROM campaigns WHERE id = $1 FOR UPDATE', [id]);
  const { rows } = await tx.query<CampaignRow>(
    `SELECT ${CAMPAIGN_COLUMNS} FROM campaigns c WHERE c.id = $1`,
    [id],
  );
  return rows[0] ?? null;
}
