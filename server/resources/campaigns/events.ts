/**
 * Impressions and clicks, counted the ad servers' way (IAB/MRC): a *served* impression when a
 * reader's page showed the banner, a *viewable* one when half of it was on screen for a second
 * (both sent by the page as beacons, q=ad-event), and a click through `/go/{campaign}`, a 302 to
 * the campaign's own stored link (never to an address from the request: no open redirect), so a
 * click counts even without JS. Only people who may be counted are (analytics/countable.ts: no
 * bots, DNT, GPC, prefetches or staff); everyone is redirected all the same. Counts go through the
 * one counting queue into the campaign's row of the day (the site's day).
 */
import type { Context } from 'hono';
import { adEventInput } from '../../../src/contract/campaignCalls';
import type { CallKey } from '../../../src/contract/calls';
import { readBeacon } from '../../analytics/beacon';
import { countable } from '../../analytics/countable';
import { rollupTable } from '../../analytics/queue';
import { assertSameOrigin } from '../../auth/guard';
import { HttpError } from '../../http/errors';
import { parseWith } from '../../http/input';
import type { Deps, Handler } from '../../types';
import { allCampaigns } from './rotation';
import { siteDay } from './siteDay';

/** The daily counters of each campaign (migration 024). */
export const CAMPAIGN_DAYS = rollupTable(
  'campaign_days',
  ['campaign_id', 'day'],
  ['served', 'viewable', 'clicks'],
);

/** A beacon is a few dozen bytes; anything much larger is not one. */
export const BEACON_MAX_BYTES = 2048;

function count(deps: Deps, campaign: number, counter: 'served' | 'viewable' | 'clicks'): void {
  const day = siteDay(deps.now(), deps.settings.siteTimeZone);
  deps.rollups.add(CAMPAIGN_DAYS, { campaign_id: campaign, day }, { [counter]: 1 });
}

/**
 * q=ad-event `{campaign, kind}`: 204 without a body. A beacon from another site is refused (403,
 * as any cross-site write); one naming no campaign is a 404 (nothing to count).
 */
const adEvent: Handler = async (c, deps) => {
  assertSameOrigin(c, deps.settings);
  const { campaign, kind } = parseWith(adEventInput, await readBeacon(c, BEACON_MAX_BYTES));
  const known = (await allCampaigns(deps)).some((candidate) => candidate.id === campaign);
  if (!known) throw new HttpError(404, 'Campaign not found');
  if (await countable(c, deps)) count(deps, campaign, kind);
  return c.body(null, 204);
};

export const campaignEventHandlers = {
  'POST ad-event': adEvent,
} satisfies Partial<Record<CallKey, Handler>>;

/** Whole numbers only, up to PostgreSQL's integer: anything else is no campaign. */
const CAMPAIGN_ID = /^[1-9]\d{0,9}$/;

/**
 * `GET /go/{campaign}`: 302 to the campaign's stored link, never kept by a browser or proxy (each
 * click is a request: counted, and sent to the link as it is now); 404 for an unknown campaign or
 * one without a link. HEAD is answered alike but never counted (nobody clicked).
 */
export async function goToCampaign(c: Context, deps: Deps): Promise<Response> {
  const headers = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow' };
  const param = c.req.param('campaign') ?? '';
  const id = CAMPAIGN_ID.test(param) ? Number(param) : null;
  const campaign =
    id !== null && id <= 2_147_483_647
      ? (await allCampaigns(deps)).find((candidate) => candidate.id === id)
      : undefined;
  if (!campaign?.link) return c.text('Not found', 404, headers);
  if (c.req.method === 'GET' && (await countable(c, deps))) count(deps, campaign.id, 'clicks');
  return c.body(null, 302, { ...headers, Location: campaign.link });
}
