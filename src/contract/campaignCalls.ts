/**
 * Addition (campaigns): banner campaigns. Each slot (home, post) holds any number of campaigns:
 * an advertiser's desktop creative (5:1) and optional phone creative, an optional link, optional
 * first and last days (inclusive, in the site's time zone), a rotation weight (1–100) and optional
 * category targeting. q=banners keeps the seed's shape and carries, per slot, the one campaign
 * drawn (by weight, on the server) for that request. Served and viewable impressions arrive as
 * beacons (q=ad-event), clicks through `/go/{campaign}`; each campaign has a daily report, also
 * readable without an account through a report link. Asked only of a backend whose capabilities
 * say `campaigns`.
 */
import { z } from 'zod';
import { bannerLinkField, bannersSchema, bannerType, idParam } from './schemas';

const id = z.number().int().positive();
const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day as `YYYY-MM-DD`, checked to exist (no 2026-02-30). */
function isCalendarDay(value: string): boolean {
  if (!dayPattern.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** A day field of a form: a day, or empty/absent for none. */
const dayField = (name: string) =>
  z
    .string()
    .trim()
    .refine(
      (value) => value === '' || isCalendarDay(value),
      `${name} must be a date written YYYY-MM-DD (like 2026-03-01), or empty`,
    );

export const CAMPAIGN_WEIGHT_MAX = 100;
export const CAMPAIGN_ADVERTISER_MAX = 120;
export const CAMPAIGN_STATUSES = ['live', 'scheduled', 'ended'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

const weightMessage = `weight must be a whole number from 1 to ${CAMPAIGN_WEIGHT_MAX}`;

/**
 * The text fields of a campaign's create form (multipart, beside the files `image` and optionally
 * `phone_image`). `categories`: the targeted categories' ids, comma-separated; empty for all.
 */
export const campaignFields = z.object({
  slot: z.enum(['home', 'post'], { error: 'slot must be home or post' }),
  advertiser: z
    .string({ error: 'advertiser is required' })
    .trim()
    .min(1, 'advertiser is required')
    .max(
      CAMPAIGN_ADVERTISER_MAX,
      `advertiser must be at most ${CAMPAIGN_ADVERTISER_MAX} characters`,
    ),
  link: bannerLinkField.shape.link,
  start_date: dayField('start_date').optional(),
  end_date: dayField('end_date').optional(),
  weight: z.coerce
    .number({ error: weightMessage })
    .int(weightMessage)
    .min(1, weightMessage)
    .max(CAMPAIGN_WEIGHT_MAX, weightMessage)
    .optional(),
  categories: z
    .string()
    .trim()
    .max(2000, 'categories lists too many categories')
    .refine(
      (value) => value === '' || /^\d{1,9}(\s*,\s*\d{1,9})*$/.test(value),
      'categories must be category ids separated by commas (like 3,5), or empty for all',
    )
    .optional(),
});
export type CampaignFields = z.infer<typeof campaignFields>;

/**
 * An update: the campaign's `id` and any of the fields (an absent one keeps its value; an empty
 * `link`, date or `categories` clears it). With `remove_phone_image=1` the phone creative goes.
 */
export const campaignUpdateFields = campaignFields.partial().extend({
  id: idParam,
  remove_phone_image: z.enum(['0', '1'], { error: 'remove_phone_image must be 0 or 1' }).optional(),
});

export const campaignListQuery = z.object({
  slot: z.enum(['home', 'post'], { error: 'slot must be home or post' }).optional(),
});

/** Today's counters (the site's day). */
export const campaignCountsSchema = z.object({
  served: z.number().int().nonnegative(),
  viewable: z.number().int().nonnegative(),
  clicks: z.number().int().nonnegative(),
});
export type CampaignCounts = z.infer<typeof campaignCountsSchema>;

/** A campaign as the admin reads it. */
export const campaignSchema = z.object({
  id,
  slot: bannerType,
  advertiser: z.string(),
  /** Media paths (`/backend/public/<path>`). */
  image: z.string(),
  phone_image: z.string().nullable(),
  link: z.string().nullable(),
  /** Inclusive days in the site's time zone, `YYYY-MM-DD`, or null (open). */
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  weight: z.number().int().min(1).max(CAMPAIGN_WEIGHT_MAX),
  /** Targeted category ids; empty: shown everywhere. */
  categories: z.array(id),
  /** The slot's undated campaign that the seed's banner calls keep. */
  house: z.boolean(),
  /** Seeded demo content. */
  demo: z.boolean(),
  /** By today's date in the site's time zone (targeting aside). */
  status: z.enum(CAMPAIGN_STATUSES),
  today: campaignCountsSchema,
  created_at: z.string(),
  updated_at: z.string(),
});
export type Campaign = z.infer<typeof campaignSchema>;

/** The campaign a reader is shown in a slot (in q=banners). */
export const bannerCampaignSchema = z.object({
  id,
  advertiser: z.string(),
  image: z.string(),
  /** The phone creative, or null: the desktop one is shown there too. */
  phone_image: z.string().nullable(),
  /** The advertiser's link (readers go through `/go/{id}`), or null: the banner is no link. */
  link: z.string().nullable(),
});
export type BannerCampaign = z.infer<typeof bannerCampaignSchema>;

/**
 * q=banners on a backend with campaigns: the seed's shape (`home_banner`/`post_banner` and their
 * links are the drawn campaign's), plus the drawn campaign of each slot, or null when the slot
 * has no live campaign (then every field of that slot is null, as the seed's empty answer).
 */
export const campaignBannersAnswer = bannersSchema.extend({
  home_campaign: bannerCampaignSchema.nullable(),
  post_campaign: bannerCampaignSchema.nullable(),
});
export type CampaignBannersAnswer = z.infer<typeof campaignBannersAnswer>;

/**
 * q=banners: what is being read, for targeted campaigns: `category` (an id), or `post` (a post's
 * slug: its category, so a post page can ask for its banners beside the post, not after it).
 * Neither: untargeted campaigns only. An unknown post is as neither.
 */
export const bannersQuery = z.object({
  category: idParam.optional(),
  post: z.string().max(200, 'post must be a post slug').optional(),
});

/** A served or viewable impression, sent by the reader's page as a beacon. */
export const AD_EVENT_KINDS = ['served', 'viewable'] as const;
export const adEventInput = z.object({
  campaign: z
    .number({ error: 'campaign must be a campaign id' })
    .int('campaign must be a campaign id')
    .positive('campaign must be a campaign id')
    .max(2_147_483_647, 'campaign must be a campaign id'),
  kind: z.enum(AD_EVENT_KINDS, { error: 'kind must be served or viewable' }),
});
export type AdEventInput = z.infer<typeof adEventInput>;

/** A report: by admin (`id`, site.analytics) or by report link (`token`, no account). */
export const campaignReportQuery = z.union([
  z.object({ id: idParam }),
  z.object({ token: z.string().max(100, 'token is not valid') }),
]);

const rate = z.number().min(0).nullable();

/** One day's (or the run's) figures. */
export const campaignFiguresSchema = campaignCountsSchema.extend({
  /** viewable / served, 0 to 1; null when nothing was served. */
  viewability: rate,
  /** clicks / served (CTR on impressions served, the ad servers' usual figure); null at 0 served. */
  ctr: rate,
});
export type CampaignFigures = z.infer<typeof campaignFiguresSchema>;

export const campaignReportAnswer = z.object({
  campaign: z.object({
    id,
    advertiser: z.string(),
    slot: bannerType,
    start_date: z.string().nullable(),
    end_date: z.string().nullable(),
    link: z.string().nullable(),
  }),
  /** The days reported (the run so far, in the site's time zone); null when none yet. */
  from: z.string().nullable(),
  to: z.string().nullable(),
  time_zone: z.string(),
  days: z.array(campaignFiguresSchema.extend({ day: z.string() })),
  total: campaignFiguresSchema,
});
export type CampaignReport = z.infer<typeof campaignReportAnswer>;

export const campaignReportLinkInput = z.object({
  id: idParam,
  /** Days until it expires: 1 to 90, 30 when absent. */
  days: z.coerce
    .number({ error: 'days must be a whole number from 1 to 90' })
    .int('days must be a whole number from 1 to 90')
    .min(1, 'days must be a whole number from 1 to 90')
    .max(90, 'days must be a whole number from 1 to 90')
    .default(30),
});

export const campaignReportLinkCreated = z.object({
  status: z.literal('success'),
  message: z.string(),
  id,
  /** Shown this once (only its hash is kept): `q=campaign-report&token=`. */
  token: z.string(),
  expires_at: z.string(),
});

export const campaignReportLinkSchema = z.object({
  id,
  created_at: z.string(),
  expires_at: z.string(),
  revoked: z.boolean(),
});
