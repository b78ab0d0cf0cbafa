/**
 * Impressions and clicks of banner campaigns: q=ad-event beacons (served, viewable) and clicks
 * through /go/{campaign}, counted by the site's day through the counting queue, for people only.
 */
import { describe, expect, it } from 'vitest';
import type { Campaign } from '../../src/contract/campaignCalls';
import { clockedTestApp, file, pngBytes, type FreshTestApp } from './helpers';

// 1 March 2026, 10:00 UTC: 15:30 in Kolkata.
const t = clockedTestApp({ siteTimeZone: 'Asia/Kolkata' });

const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const BOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

async function campaign(app: FreshTestApp, fields: Record<string, string> = {}) {
  const res = await app.admin('POST', 'campaigns', {
    form: {
      slot: 'home',
      advertiser: 'Ace Odds',
      image: file(await pngBytes(500, 100)),
      ...fields,
    },
  });
  return ((await res.json()) as { campaign: Campaign }).campaign;
}

function beacon(body: unknown, headers: Record<string, string> = {}) {
  return t.request('POST', 'ad-event', {
    body: typeof body === 'string' ? body : JSON.stringify(body),
    headers: { 'Content-Type': 'text/plain;charset=UTF-8', 'User-Agent': BROWSER, ...headers },
  });
}

async function counters() {
  await t.deps.rollups.flush();
  const { rows } = await t.deps.db.query<{
    campaign_id: number;
    day: string;
    served: number;
    viewable: number;
    clicks: number;
  }>(
    `SELECT campaign_id, to_char(day, 'YYYY-MM-DD') AS day, served, viewable, clicks
     FROM campaign_days ORDER BY campaign_id, day`,
  );
  return rows.map((r) => [r.campaign_id, r.day, r.served, r.viewable, r.clicks]);
}

const go = (id: number | string, headers: Record<string, string> = {}, method = 'GET') =>
  t.app.request(`http://localhost/go/${id}`, {
    method,
    headers: { 'User-Agent': BROWSER, ...headers },
  });

describe('q=ad-event: served and viewable impressions', () => {
  it('counts each beacon by the site’s day, answering 204 without a body', async () => {
    const ad = await campaign(t);
    for (const kind of ['served', 'served', 'viewable']) {
      const res = await beacon({ campaign: ad.id, kind });
      expect(res.status).toBe(204);
      expect(await res.text()).toBe('');
    }
    // 18:30 UTC is midnight in Kolkata: the next site day.
    t.clock = Date.parse('2026-03-01T18:30:00Z');
    expect(
      (await beacon({ campaign: ad.id, kind: 'served' }, { 'Content-Type': 'application/json' }))
        .status,
    ).toBe(204);
    expect(await counters()).toEqual([
      [ad.id, '2026-03-01', 2, 1, 0],
      [ad.id, '2026-03-02', 1, 0, 0],
    ]);
    // The admin's list shows today's.
    const [listed] = (await (await t.admin('GET', 'campaigns')).json()) as Campaign[];
    expect(listed!.today).toEqual({ served: 1, viewable: 0, clicks: 0 });
  });

  it('answers but counts nothing for bots, no user agent, DNT, GPC, prefetches and signed-in staff', async () => {
    const ad = await campaign(t);
    const cookie = await t.login();
    const refused: Record<string, string>[] = [
      { 'User-Agent': BOT },
      { 'User-Agent': '' },
      { DNT: '1' },
      { 'Sec-GPC': '1' },
      { 'Sec-Purpose': 'prefetch' },
      { Cookie: cookie },
    ];
    for (const headers of refused) {
      const res = await beacon({ campaign: ad.id, kind: 'served' }, headers);
      expect(res.status, JSON.stringify(headers)).toBe(204);
    }
    expect(await counters()).toEqual([]);
  });

  it('refuses bad beacons with a clear 4xx and counts nothing', async () => {
    const ad = await campaign(t);
    const cases: [unknown, Record<string, string>, number, string][] = [
      [{ campaign: ad.id, kind: 'clicked' }, {}, 400, 'kind must be served or viewable'],
      [{ campaign: 'one', kind: 'served' }, {}, 400, 'campaign must be a campaign id'],
      [{ campaign: ad.id + 100, kind: 'served' }, {}, 404, 'Campaign not found'],
      ['{not json', {}, 400, 'not valid JSON'],
      [{ campaign: ad.id, kind: 'served', pad: 'x'.repeat(3000) }, {}, 413, 'at most 2048 bytes'],
      [
        { campaign: ad.id, kind: 'served' },
        { 'Content-Type': 'application/x-www-form-urlencoded' },
        415,
        'text/plain',
      ],
      [
        { campaign: ad.id, kind: 'served' },
        { Origin: 'https://evil.example' },
        403,
        'Cross-origin',
      ],
      [
        { campaign: ad.id, kind: 'served' },
        { 'Sec-Fetch-Site': 'cross-site' },
        403,
        'Cross-origin',
      ],
    ];
    for (const [body, headers, status, message] of cases) {
      const res = await beacon(body, headers);
      expect([res.status, ((await res.json()) as { message: string }).message]).toEqual([
        status,
        expect.stringContaining(message),
      ]);
    }
    expect(await counters()).toEqual([]);
  });

  it('accepts a same-origin beacon as browsers send it (Origin and Sec-Fetch-Site of the site)', async () => {
    const ad = await campaign(t);
    const res = await beacon(
      { campaign: ad.id, kind: 'viewable' },
      { Origin: 'http://localhost', 'Sec-Fetch-Site': 'same-origin' },
    );
    expect(res.status).toBe(204);
    expect(await counters()).toEqual([[ad.id, '2026-03-01', 0, 1, 0]]);
  });

  it('is rate-limited per address like the page-view beacon, without counting the refused', async () => {
    await t.restart({ beaconRateLimit: 2, beaconRateWindowMs: 60_000 });
    const ad = await campaign(t);
    const statuses = [];
    for (let i = 0; i < 3; i++)
      statuses.push((await beacon({ campaign: ad.id, kind: 'served' })).status);
    expect(statuses).toEqual([204, 204, 429]);
    expect((await counters()).map(([id, , served]) => [id, served])).toEqual([[ad.id, 2]]);
  });
});

describe('GET /go/{campaign}: a click', () => {
  it('redirects to the campaign’s link, never cached, and counts the click', async () => {
    const ad = await campaign(t, { link: 'https://ace.example/offer?src=site' });
    const res = await go(ad.id);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('https://ace.example/offer?src=site');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await counters()).toEqual([[ad.id, '2026-03-01', 0, 0, 1]]);
  });

  it('only ever goes to the stored link: a target in the request is ignored (no open redirect)', async () => {
    const ad = await campaign(t, { link: 'https://ace.example/' });
    for (const path of [`${ad.id}?url=https://evil.example/`, `${ad.id}?to=//evil.example`]) {
      const res = await go(path);
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe('https://ace.example/');
    }
    for (const path of [
      'https:%2F%2Fevil.example',
      '%2F%2Fevil.example',
      'evil.example',
      '0',
      '-1',
      `${ad.id}.5`,
      '99999999999',
    ]) {
      const res = await go(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('location')).toBeNull();
    }
  });

  it('answers 404 for an unknown campaign and one without a link', async () => {
    const linkless = await campaign(t);
    expect((await go(linkless.id)).status).toBe(404);
    expect((await go(linkless.id + 1)).status).toBe(404);
    expect(await counters()).toEqual([]);
  });

  it('redirects everyone but counts only people (not bots, DNT, GPC, staff, or a HEAD)', async () => {
    const ad = await campaign(t, { link: 'https://ace.example/' });
    const cookie = await t.login();
    for (const headers of [
      { 'User-Agent': BOT },
      { DNT: '1' },
      { 'Sec-GPC': '1' },
      { Cookie: cookie },
    ] as Record<string, string>[]) {
      const res = await go(ad.id, headers);
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe('https://ace.example/');
    }
    expect((await go(ad.id, {}, 'HEAD')).status).toBe(302);
    expect(await counters()).toEqual([]);
  });
});
