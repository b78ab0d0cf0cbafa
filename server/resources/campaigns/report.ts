/**
 * A campaign's report: served and viewable impressions, viewability (viewable / served), clicks
 * and CTR, by day (the site's days) and in total, over the campaign's run so far (its first day,
 * or its first counted day, to its last day or today) and any day it was counted outside it.
 *
 * CTR is clicks per impression *served*, the figure ad servers report as CTR (clicks over
 * viewable impressions would be a different, larger figure: "viewable CTR").
 *
 * Staff with `site.analytics` read it by id, as JSON or CSV. Advertisers without an account read
 * it through a report link, made like a post's share link: 256 random bits shown once, only the
 * SHA-256 kept, an expiry, revocable; it opens this one campaign's report and nothing else.
 */
import type { Context } from 'hono';
import {
  campaignReportLinkInput,
  campaignReportQuery,
  type CampaignFigures,
  type CampaignReport,
} from '../../../src/contract/campaignCalls';
import { idQuery } from '../../../src/contract/schemas';
import type { CallKey } from '../../../src/contract/calls';
import { hashToken, looksLikeToken, newSessionToken } from '../../auth/tokens';
import type { Queryable } from '../../db/connect';
import { isForeignKeyViolation } from '../../db/errors';
import { HttpError } from '../../http/errors';
import { parseQuery, parseWith, readJson } from '../../http/input';
import type { Deps, Handler } from '../../types';
import { iso } from '../postRows';
import { addDays, daysBetween, siteDay } from './siteDay';

const DAY_MS = 86_400_000;
const campaignNotFound = () => new HttpError(404, 'Campaign not found');
const reportNotFound = () => new HttpError(404, 'Report not found');

interface CampaignHead {
  id: number;
  advertiser: string;
  slot: 'home' | 'post';
  start_date: string | null;
  end_date: string | null;
  link: string | null;
  created_at: Date | string;
}

interface DayRow {
  day: string;
  served: number;
  viewable: number;
  clicks: number;
}

function figures(row: Omit<DayRow, 'day'>): CampaignFigures {
  const served = Number(row.served);
  const viewable = Number(row.viewable);
  const clicks = Number(row.clicks);
  return {
    served,
    viewable,
    clicks,
    viewability: served > 0 ? viewable / served : null,
    ctr: served > 0 ? clicks / served : null,
  };
}

/** The report of campaign `id`, or null when there is no such campaign. */
export async function campaignReport(
  db: Queryable,
  id: number,
  now: Date,
  timeZone: string,
): Promise<CampaignReport | null> {
  const { rows } = await db.query<CampaignHead>(
    `SELECT id, advertiser, slot, link, created_at,
       to_char(start_date, 'YYYY-MM-DD') AS start_date, to_char(end_date, 'YYYY-MM-DD') AS end_date
     FROM campaigns WHERE id = $1`,
    [id],
  );
  const head = rows[0];
  if (!head) return null;
  const today = siteDay(now, timeZone);
  const counted = await db.query<{ first: string | null; last: string | null }>(
    `SELECT to_char(min(day), 'YYYY-MM-DD') AS first, to_char(max(day), 'YYYY-MM-DD') AS last
     FROM campaign_days WHERE campaign_id = $1`,
    [id],
  );
  const runFrom = head.start_date ?? siteDay(new Date(iso(head.created_at)!), timeZone);
  const runTo = head.end_date !== null && head.end_date < today ? head.end_date : today;
  const { first, last } = counted.rows[0] ?? { first: null, last: null };
  const from = first !== null && first < runFrom ? first : runFrom;
  const to = last !== null && last > runTo ? last : runTo;
  const span = daysBetween(from, to);
  let days: DayRow[] = [];
  if (span >= 0) {
    const result = await db.query<DayRow>(
      `SELECT to_char($2::date + i, 'YYYY-MM-DD') AS day, coalesce(d.served, 0) AS served,
         coalesce(d.viewable, 0) AS viewable, coalesce(d.clicks, 0) AS clicks
       FROM generate_series(0, $3::int) AS i
       LEFT JOIN campaign_days d ON d.campaign_id = $1 AND d.day = $2::date + i
       ORDER BY i`,
      [id, from, span],
    );
    days = result.rows;
  }
  const total = days.reduce(
    (sum, day) => ({
      served: sum.served + Number(day.served),
      viewable: sum.viewable + Number(day.viewable),
      clicks: sum.clicks + Number(day.clicks),
    }),
    { served: 0, viewable: 0, clicks: 0 },
  );
  return {
    campaign: {
      id: head.id,
      advertiser: head.advertiser,
      slot: head.slot,
      start_date: head.start_date,
      end_date: head.end_date,
      link: head.link,
    },
    from: days.length > 0 ? from : null,
    to: days.length > 0 ? addDays(from, days.length - 1) : null,
    time_zone: timeZone,
    days: days.map((day) => ({ day: day.day, ...figures(day) })),
    total: figures(total),
  };
}

/** Admin reads carry an id; a report link's reader carries its token instead (no session). */
export const isAdminReportRead = (c: Context) => c.req.query('token') === undefined;

async function reportByToken(c: Context, deps: Deps, token: string): Promise<Response> {
  c.header('Cache-Control', 'private, no-store');
  c.header('X-Robots-Tag', 'noindex');
  if (!looksLikeToken(token)) throw reportNotFound();
  const { rows } = await deps.db.query<{ campaign_id: number }>(
    `SELECT campaign_id FROM campaign_report_links
     WHERE token_hash = $1 AND revoked_at IS NULL AND expires_at > $2`,
    [hashToken(token), deps.now()],
  );
  if (!rows[0]) throw reportNotFound();
  const report = await campaignReport(
    deps.db,
    rows[0].campaign_id,
    deps.now(),
    deps.settings.siteTimeZone,
  );
  if (!report) throw reportNotFound();
  return c.json(report);
}

const getReport: Handler = async (c, deps) => {
  const token = c.req.query('token');
  if (token !== undefined) return reportByToken(c, deps, token);
  const query = parseQuery(c, campaignReportQuery);
  if (!('id' in query)) throw reportNotFound();
  const report = await campaignReport(deps.db, query.id, deps.now(), deps.settings.siteTimeZone);
  if (!report) throw campaignNotFound();
  return c.json(report);
};

/**
 * A text cell of a CSV file: quoted when it holds a comma, quote or line break (quotes doubled),
 * and, when it starts like a formula (= + - @, tab, return), prefixed with an apostrophe so that
 * a spreadsheet shows it as text instead of running it (OWASP's CSV injection advice).
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const percent = (rate: number | null) => (rate === null ? '' : (rate * 100).toFixed(2));

export const CSV_HEADER = [
  'Advertiser',
  'Slot',
  'Day',
  'Served impressions',
  'Viewable impressions',
  'Viewability (%)',
  'Clicks',
  'CTR (% of served)',
];

/** The report as CSV: a row per day and a Total row, every row naming the advertiser. */
export function reportCsv(report: CampaignReport): string {
  const row = (day: string, f: CampaignFigures) =>
    [
      csvCell(report.campaign.advertiser),
      report.campaign.slot,
      day,
      String(f.served),
      String(f.viewable),
      percent(f.viewability),
      String(f.clicks),
      percent(f.ctr),
    ].join(',');
  const lines = [
    CSV_HEADER.join(','),
    ...report.days.map((day) => row(day.day, day)),
    row('Total', report.total),
  ];
  return `${lines.join('\r\n')}\r\n`;
}

const getReportCsv: Handler = async (c, deps) => {
  const { id } = parseQuery(c, idQuery);
  const report = await campaignReport(deps.db, id, deps.now(), deps.settings.siteTimeZone);
  if (!report) throw campaignNotFound();
  // A byte order mark: spreadsheets then read the advertiser's name as UTF-8.
  return c.body(`\uFEFF${reportCsv(report)}`, 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="campaign-${id}-report.csv"`,
  });
};

const createReportLink: Handler = async (c, deps) => {
  const input = parseWith(campaignReportLinkInput, await readJson(c));
  const token = newSessionToken();
  const created = deps.now();
  const expires = new Date(created.getTime() + input.days * DAY_MS);
  const { rows } = await deps.db
    .query<{ id: number }>(
      `INSERT INTO campaign_report_links (campaign_id, token_hash, created_at, expires_at)
       VALUES ($1, $2, $3, $4) RETURNING id`,
      [input.id, hashToken(token), created, expires],
    )
    .catch((error: unknown) => {
      throw isForeignKeyViolation(error) ? campaignNotFound() : error;
    });
  return c.json({
    status: 'success',
    message: 'Report link created',
    id: rows[0]!.id,
    token,
    expires_at: expires.toISOString(),
  });
};

const listReportLinks: Handler = async (c, { db }) => {
  const { id } = parseQuery(c, idQuery);
  const [campaign, links] = await Promise.all([
    db.query('SELECT 1 FROM campaigns WHERE id = $1', [id]),
    db.query<{ id: number; created_at: Date; expires_at: Date; revoked: boolean }>(
      `SELECT id, created_at, expires_at, revoked_at IS NOT NULL AS revoked
       FROM campaign_report_links WHERE campaign_id = $1 ORDER BY id DESC`,
      [id],
    ),
  ]);
  if (!campaign.rows[0]) throw campaignNotFound();
  return c.json(
    links.rows.map((row) => ({
      id: row.id,
      created_at: iso(row.created_at)!,
      expires_at: iso(row.expires_at)!,
      revoked: row.revoked,
    })),
  );
};

/** Revoked at once on every instance (the token's reads are never cached); twice is fine. */
const revokeReportLink: Handler = async (c, { db, now }) => {
  const { id } = parseQuery(c, idQuery);
  const { rows } = await db.query(
    `UPDATE campaign_report_links SET revoked_at = coalesce(revoked_at, $2) WHERE id = $1
     RETURNING id`,
    [id, now()],
  );
  if (!rows[0]) throw new HttpError(404, 'Report link not found');
  return c.json({ status: 'success', message: 'Report link revoked' });
};

export const campaignReportHandlers = {
  'GET campaign-report': getReport,
  'GET campaign-report-csv': getReportCsv,
  'POST campaign-report-link': createReportLink,
  'GET campaign-report-links': listReportLinks,
  'DELETE campaign-report-link': revokeReportLink,
} satisfies Partial<Record<CallKey, Handler>>;
