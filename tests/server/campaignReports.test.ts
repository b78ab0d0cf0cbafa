/**
 * Campaign reports: figures by day and in total (viewability = viewable / served, CTR = clicks /
 * served), as JSON and CSV for staff with site.analytics, and through a report link (a token,
 * shown once, stored hashed, expiring and revocable) for an advertiser without an account.
 */
import { describe, expect, it } from 'vitest';
import type { Campaign, CampaignReport } from '../../src/contract/campaignCalls';
import { CALLS } from '../../src/contract/calls';
import { clockedTestApp, DAY, file, pngBytes, START, type FreshTestApp } from './helpers';

// 1 March 2026, 10:00 UTC: 15:30 in Kolkata, the site's day 2026-03-01.
const t = clockedTestApp({ siteTimeZone: 'Asia/Kolkata' });

async function campaign(app: FreshTestApp, fields: Record<string, string> = {}) {
  const res = await app.admin('POST', 'campaigns', {
    form: {
      slot: 'post',
      advertiser: 'Ace Odds',
      image: file(await pngBytes(500, 100)),
      ...fields,
    },
  });
  if (res.status !== 200) throw new Error(await res.text());
  return ((await res.json()) as { campaign: Campaign }).campaign;
}

/** The token with its last character changed: never the token itself, whatever it ends with. */
function otherLast(token: string) {
  return `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
}

async function counted(id: number, rows: [string, number, number, number][]) {
  for (const [day, served, viewable, clicks] of rows) {
    await t.deps.db.query(
      `INSERT INTO campaign_days (campaign_id, day, served, viewable, clicks)
       VALUES ($1, $2, $3, $4, $5)`,
      [id, day, served, viewable, clicks],
    );
  }
}

async function report(params: Record<string, string | number>, cookie?: string) {
  const res = cookie
    ? await t.request('GET', 'campaign-report', { params, cookie })
    : await t.admin('GET', 'campaign-report', { params });
  return res;
}

describe('a campaign’s report', () => {
  it('gives every day of the run so far, zeros included, with viewability and CTR on served impressions', async () => {
    const ad = await campaign(t, { start_date: '2026-02-26', end_date: '2026-03-10' });
    await counted(ad.id, [
      ['2026-02-26', 1000, 620, 3],
      ['2026-02-28', 400, 200, 1],
      ['2026-03-01', 0, 0, 0],
    ]);
    const res = await report({ id: ad.id });
    expect(res.status).toBe(200);
    const body = (await res.json()) as CampaignReport;
    expect(CALLS['GET campaign-report'].answer.safeParse(body).success).toBe(true);
    expect(body.campaign).toMatchObject({
      id: ad.id,
      advertiser: 'Ace Odds',
      start_date: '2026-02-26',
      end_date: '2026-03-10',
    });
    expect([body.from, body.to, body.time_zone]).toEqual([
      '2026-02-26',
      '2026-03-01',
      'Asia/Kolkata',
    ]);
    expect(body.days).toEqual([
      { day: '2026-02-26', served: 1000, viewable: 620, clicks: 3, viewability: 0.62, ctr: 0.003 },
      { day: '2026-02-27', served: 0, viewable: 0, clicks: 0, viewability: null, ctr: null },
      { day: '2026-02-28', served: 400, viewable: 200, clicks: 1, viewability: 0.5, ctr: 0.0025 },
      { day: '2026-03-01', served: 0, viewable: 0, clicks: 0, viewability: null, ctr: null },
    ]);
    expect(body.total).toEqual({
      served: 1400,
      viewable: 820,
      clicks: 4,
      viewability: 820 / 1400,
      ctr: 4 / 1400,
    });
  });

  it('ends at the campaign’s last day, and still counts a day counted outside its run', async () => {
    const ad = await campaign(t, { start_date: '2026-02-20', end_date: '2026-02-21' });
    // A page kept from before its start showed it a day early.
    await counted(ad.id, [
      ['2026-02-19', 10, 5, 0],
      ['2026-02-21', 20, 12, 1],
    ]);
    const body = (await (await report({ id: ad.id })).json()) as CampaignReport;
    expect(body.days.map((d) => [d.day, d.served])).toEqual([
      ['2026-02-19', 10],
      ['2026-02-20', 0],
      ['2026-02-21', 20],
    ]);
    expect(body.total.served).toBe(30);
  });

  it('has no days yet for a campaign that has not started', async () => {
    const ad = await campaign(t, { start_date: '2026-04-01' });
    const body = (await (await report({ id: ad.id })).json()) as CampaignReport;
    expect(body).toMatchObject({ from: null, to: null, days: [] });
    expect(body.total).toEqual({ served: 0, viewable: 0, clicks: 0, viewability: null, ctr: null });
  });

  it('answers 404 for an unknown campaign and 400 for a bad id', async () => {
    expect((await report({ id: 999 })).status).toBe(404);
    expect((await report({ id: 'x' })).status).toBe(400);
    expect((await t.admin('GET', 'campaign-report-csv', { params: { id: 999 } })).status).toBe(404);
  });
});

describe('the report as CSV', () => {
  it('downloads a row per day and a total, the advertiser’s name escaped and never a formula', async () => {
    const ad = await campaign(t, {
      advertiser: '=HYPERLINK("https://evil.example","Win"), "Ltd"',
      start_date: '2026-02-28',
    });
    await counted(ad.id, [['2026-02-28', 2000, 1300, 5]]);
    const res = await t.admin('GET', 'campaign-report-csv', { params: { id: ad.id } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="campaign-${ad.id}-report.csv"`,
    );
    expect(res.headers.get('cache-control')).toBe('no-store');
    // A byte order mark first (spreadsheets then read UTF-8), kept here to be seen.
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer());
    expect(text.startsWith('\uFEFF')).toBe(true);
    const name = `"'=HYPERLINK(""https://evil.example"",""Win""), ""Ltd"""`;
    expect(text.slice(1).split('\r\n')).toEqual([
      'Advertiser,Slot,Day,Served impressions,Viewable impressions,Viewability (%),Clicks,CTR (% of served)',
      `${name},post,2026-02-28,2000,1300,65.00,5,0.25`,
      `${name},post,2026-03-01,0,0,,0,`,
      `${name},post,Total,2000,1300,65.00,5,0.25`,
      '',
    ]);
  });

  it.each(['+SUM(A1)', '-1+2', '@cmd', '\tTab'])(
    'guards an advertiser starting %j',
    async (advertiser) => {
      const { csvCell } = await import('../../server/resources/campaigns/report');
      expect(csvCell(advertiser).replace(/^"/, '').startsWith("'")).toBe(true);
      expect(csvCell('Ace Odds')).toBe('Ace Odds');
    },
  );
});

describe('report links for advertisers without an account', () => {
  async function link(id: number, days?: number) {
    const res = await t.admin('POST', 'campaign-report-link', {
      json: days === undefined ? { id } : { id, days },
    });
    expect(res.status).toBe(200);
    return (await res.json()) as { id: number; token: string; expires_at: string };
  }

  it('opens the same report without a session, never cached nor indexed', async () => {
    const ad = await campaign(t, { start_date: '2026-02-28' });
    await counted(ad.id, [['2026-02-28', 100, 60, 1]]);
    const made = await link(ad.id);
    expect(made.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(made.expires_at).toBe(new Date(START + 30 * DAY).toISOString());
    const shared = await t.request('GET', 'campaign-report', { params: { token: made.token } });
    expect(shared.status).toBe(200);
    expect(shared.headers.get('cache-control')).toBe('private, no-store');
    expect(shared.headers.get('x-robots-tag')).toBe('noindex');
    const own = await (await report({ id: ad.id })).json();
    expect(await shared.json()).toEqual(own);
    // Only the hash is kept.
    const { rows } = await t.deps.db.query<{ token_hash: string }>(
      'SELECT token_hash FROM campaign_report_links',
    );
    expect(rows[0]!.token_hash).not.toContain(made.token);
  });

  it('opens only its own campaign, whatever id the request adds', async () => {
    const ad = await campaign(t);
    const other = await campaign(t, { advertiser: 'Other' });
    const made = await link(ad.id);
    const res = await t.request('GET', 'campaign-report', {
      params: { token: made.token, id: other.id },
    });
    expect(((await res.json()) as CampaignReport).campaign.id).toBe(ad.id);
  });

  it('stops at its expiry, when revoked, and for any other token', async () => {
    const ad = await campaign(t);
    const short = await link(ad.id, 1);
    const revoked = await link(ad.id);
    const shared = (token: string) => t.request('GET', 'campaign-report', { params: { token } });
    expect(
      (await t.admin('DELETE', 'campaign-report-link', { params: { id: revoked.id } })).status,
    ).toBe(200);
    expect((await shared(revoked.token)).status).toBe(404);
    for (const token of ['', 'short', otherLast(short.token), 'x'.repeat(200)]) {
      const res = await shared(token);
      expect(res.status, token).toBe(404);
      expect(((await res.json()) as { message: string }).message).toBe('Report not found');
    }
    expect((await shared(short.token)).status).toBe(200);
    const links = (await (
      await t.admin('GET', 'campaign-report-links', { params: { id: ad.id } })
    ).json()) as { id: number; revoked: boolean }[];
    expect(links.map((l) => [l.id, l.revoked])).toEqual([
      [revoked.id, true],
      [short.id, false],
    ]);
    t.clock = START + DAY + 1;
    expect((await shared(short.token)).status).toBe(404);
  });

  it('refuses a link for an unknown campaign or with a bad lifetime, and dies with its campaign', async () => {
    expect((await t.admin('POST', 'campaign-report-link', { json: { id: 999 } })).status).toBe(404);
    const ad = await campaign(t);
    const bad = await t.admin('POST', 'campaign-report-link', { json: { id: ad.id, days: 91 } });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toContain(
      'days must be a whole number from 1 to 90',
    );
    const made = await link(ad.id);
    await t.admin('DELETE', 'campaign-delete', { params: { id: ad.id } });
    expect(
      (await t.request('GET', 'campaign-report', { params: { token: made.token } })).status,
    ).toBe(404);
  });
});
