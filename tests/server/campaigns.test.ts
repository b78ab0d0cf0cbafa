/**
 * Banner campaigns (an addition): the admin's calls (site.lists), the rotation q=banners draws
 * from (dates in the site's time zone, targeting, weights), and the seed's banner calls on each
 * slot's house campaign.
 */
import { describe, expect, it } from 'vitest';
import type { Campaign, CampaignBannersAnswer } from '../../src/contract/campaignCalls';
import { CALLS } from '../../src/contract/calls';
import { pickWeighted } from '../../server/resources/campaigns/rotation';
import {
  addCategory,
  addPost,
  clockedTestApp,
  DAY,
  file,
  jpegBytes,
  pngBytes,
  snapshot,
  START,
  type FreshTestApp,
} from './helpers';
import { isStored } from './media';
import { addStaff } from './staff';

// 1 March 2026, 10:00 UTC is 15:30 in Kolkata (UTC+5:30): the site's day there is 2026-03-01.
const t = clockedTestApp({ siteTimeZone: 'Asia/Kolkata' });

type Json = Record<string, unknown>;

const creative = async (name = 'desktop.png') => file(await pngBytes(500, 100), name);

async function create(app: FreshTestApp, fields: Record<string, string>, files: Json = {}) {
  const form: Record<string, string | Blob> = { slot: 'home', advertiser: 'Ace Odds', ...fields };
  if (!('image' in files)) form.image = await creative();
  for (const [name, value] of Object.entries(files)) {
    if (value instanceof Blob) form[name] = value;
  }
  return app.admin('POST', 'campaigns', { form });
}

async function created(app: FreshTestApp, fields: Record<string, string>, files: Json = {}) {
  const res = await create(app, fields, files);
  const body = (await res.json()) as { id: number; campaign: Campaign; message: string };
  if (res.status !== 200) throw new Error(`create: ${res.status} ${JSON.stringify(body)}`);
  return body.campaign;
}

async function banners(app: FreshTestApp, category?: number) {
  const res = await app.request('GET', 'banners', category ? { params: { category } } : {});
  expect(res.status).toBe(200);
  return (await res.json()) as CampaignBannersAnswer;
}

const homeCampaign = async (app: FreshTestApp, category?: number) =>
  (await banners(app, category)).home_campaign?.id ?? null;

describe('campaigns: create, read, update, delete (site.lists)', () => {
  it('creates a campaign with both creatives, targeting and weight, and lists it with its status and today’s counters', async () => {
    const cricket = await addCategory(t, 'Cricket', 'cricket');
    const res = await create(
      t,
      {
        slot: 'post',
        advertiser: '  Fantasy XI ',
        link: 'https://fantasy.example/promo',
        start_date: '2026-02-20',
        end_date: '2026-03-31',
        weight: '7',
        categories: `${cricket}, ${t.football}`,
      },
      { phone_image: file(await jpegBytes(300, 250), 'phone.jpg', 'image/jpeg') },
    );
    expect(res.status).toBe(200);
    const body = (await res.json()) as { status: string; id: number; campaign: Campaign };
    expect(body.status).toBe('success');
    expect(body.campaign).toMatchObject({
      id: body.id,
      slot: 'post',
      advertiser: 'Fantasy XI',
      link: 'https://fantasy.example/promo',
      start_date: '2026-02-20',
      end_date: '2026-03-31',
      weight: 7,
      categories: [t.football, cricket].sort((a, b) => a - b),
      house: false,
      demo: false,
      status: 'live',
      today: { served: 0, viewable: 0, clicks: 0 },
    });
    expect(body.campaign.image).toMatch(/^uploads\/[0-9a-f]{32}\.png$/);
    expect(body.campaign.phone_image).toMatch(/^uploads\/[0-9a-f]{32}\.jpg$/);
    expect(await isStored(t, body.campaign.image)).toBe(true);
    expect(await isStored(t, body.campaign.phone_image)).toBe(true);

    await t.deps.db.query(
      `INSERT INTO campaign_days (campaign_id, day, served, viewable, clicks)
       VALUES ($1, '2026-03-01', 40, 25, 2), ($1, '2026-02-28', 9, 9, 9)`,
      [body.id],
    );
    const list = (await (await t.admin('GET', 'campaigns')).json()) as Campaign[];
    expect(list.map((c) => [c.id, c.status, c.today])).toEqual([
      [body.id, 'live', { served: 40, viewable: 25, clicks: 2 }],
    ]);
    const one = await t.admin('GET', 'campaign', { params: { id: body.id } });
    expect(((await one.json()) as Campaign).advertiser).toBe('Fantasy XI');
    expect(CALLS['GET campaigns'].answer.safeParse(list).success).toBe(true);
  });

  it('tells live, scheduled and ended campaigns apart by the site’s day, and filters by slot', async () => {
    const ended = await created(t, { end_date: '2026-02-28' });
    const scheduled = await created(t, { start_date: '2026-03-02' });
    const live = await created(t, { start_date: '2026-03-01', end_date: '2026-03-01' });
    const post = await created(t, { slot: 'post' });
    const home = (await (
      await t.admin('GET', 'campaigns', { params: { slot: 'home' } })
    ).json()) as Campaign[];
    expect(home.map((c) => [c.id, c.status])).toEqual([
      [live.id, 'live'],
      [scheduled.id, 'scheduled'],
      [ended.id, 'ended'],
    ]);
    const all = (await (await t.admin('GET', 'campaigns')).json()) as Campaign[];
    expect(all.map((c) => c.id)).toContain(post.id);
  });

  it('updates only the fields sent, replaces a creative (the old image goes) and removes the phone one', async () => {
    const campaign = await created(
      t,
      { link: 'https://a.example/', weight: '3' },
      { phone_image: await creative('phone.png') },
    );
    const res = await t.admin('POST', 'campaign-update', {
      form: { id: String(campaign.id), weight: '9', image: await creative('new.png') },
    });
    expect(res.status).toBe(200);
    const saved = ((await res.json()) as { campaign: Campaign }).campaign;
    expect(saved).toMatchObject({ weight: 9, link: 'https://a.example/', advertiser: 'Ace Odds' });
    expect(saved.image).not.toBe(campaign.image);
    expect(await isStored(t, campaign.image)).toBe(false);
    expect(saved.phone_image).toBe(campaign.phone_image);

    const cleared = await t.admin('POST', 'campaign-update', {
      form: { id: String(campaign.id), link: '', remove_phone_image: '1', categories: '' },
    });
    const after = ((await cleared.json()) as { campaign: Campaign }).campaign;
    expect(after).toMatchObject({ link: null, phone_image: null, categories: [] });
    expect(await isStored(t, campaign.phone_image)).toBe(false);
  });

  it('deletes a campaign with its counters, report links and images', async () => {
    const campaign = await created(t, {}, { phone_image: await creative('phone.png') });
    await t.deps.db.query(
      `INSERT INTO campaign_days (campaign_id, day, served) VALUES ($1, '2026-03-01', 5)`,
      [campaign.id],
    );
    await t.admin('POST', 'campaign-report-link', { json: { id: campaign.id } });
    const res = await t.admin('DELETE', 'campaign-delete', { params: { id: campaign.id } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'success', message: 'Campaign deleted' });
    for (const table of ['campaign_days', 'campaign_report_links', 'campaign_categories']) {
      const { rows } = await t.deps.db.query(`SELECT * FROM ${table}`);
      expect(rows, table).toEqual([]);
    }
    expect(await isStored(t, campaign.image)).toBe(false);
    expect(await isStored(t, campaign.phone_image)).toBe(false);
    const again = await t.admin('DELETE', 'campaign-delete', { params: { id: campaign.id } });
    expect(again.status).toBe(404);
    expect((await t.admin('GET', 'campaign', { params: { id: campaign.id } })).status).toBe(404);
  });

  it('keeps a targeted campaign when its category is deleted, without that category', async () => {
    const cricket = await addCategory(t, 'Cricket', 'cricket');
    const campaign = await created(t, { categories: `${cricket},${t.football}` });
    await t.admin('DELETE', 'category-delete', { params: { id: cricket } });
    const res = await t.admin('GET', 'campaign', { params: { id: campaign.id } });
    expect(((await res.json()) as Campaign).categories).toEqual([t.football]);
  });
});

describe('campaigns: bad input is refused with a clear 400 and changes nothing', () => {
  const cases: [string, Record<string, string>, string][] = [
    ['no advertiser', { advertiser: '  ' }, 'advertiser is required'],
    ['a long advertiser', { advertiser: 'x'.repeat(121) }, 'advertiser must be at most 120'],
    ['an unknown slot', { slot: 'sidebar' }, 'slot must be home or post'],
    ['a javascript: link', { link: 'javascript:alert(1)' }, 'link must be a web address'],
    ['a relative link', { link: '/promotion' }, 'link must be a web address'],
    ['a day that does not exist', { start_date: '2026-02-30' }, 'start_date must be a date'],
    ['a day in another format', { end_date: '03/01/2026' }, 'end_date must be a date'],
    [
      'an end before the start',
      { start_date: '2026-03-10', end_date: '2026-03-09' },
      'end_date (2026-03-09) must be on or after start_date (2026-03-10)',
    ],
    ['a weight of 0', { weight: '0' }, 'weight must be a whole number from 1 to 100'],
    ['a weight of 101', { weight: '101' }, 'weight must be a whole number from 1 to 100'],
    ['a fractional weight', { weight: '1.5' }, 'weight must be a whole number from 1 to 100'],
    ['categories that are not ids', { categories: 'cricket' }, 'categories must be category ids'],
    ['an unknown category', { categories: '999' }, 'there is no category with id 999'],
  ];
  it.each(cases)('refuses %s', async (_, fields, message) => {
    const before = await snapshot(t);
    const res = await create(t, fields);
    expect(res.status).toBe(400);
    expect(((await res.json()) as Json).message).toContain(message);
    expect(await snapshot(t)).toEqual(before);
  });

  it('refuses a campaign without a desktop creative, and a file that is not an image', async () => {
    const before = await snapshot(t);
    const none = await create(t, {}, { image: null });
    expect(none.status).toBe(400);
    expect(((await none.json()) as Json).message).toBe(
      'image (the desktop creative, 5:1) is required',
    );
    const text = await create(t, {}, { image: file('<svg onload=alert(1)>', 'x.png') });
    expect(text.status).toBe(400);
    const phone = await create(t, {}, { phone_image: file('GIF89a but not', 'p.gif') });
    expect(phone.status).toBe(400);
    expect(await snapshot(t)).toEqual(before);
  });

  it('refuses an update that would end before it starts, or date the house banner', async () => {
    const campaign = await created(t, { start_date: '2026-03-05' });
    const before = await snapshot(t);
    const early = await t.admin('POST', 'campaign-update', {
      form: { id: String(campaign.id), end_date: '2026-03-04' },
    });
    expect(early.status).toBe(400);
    await t.admin('POST', 'banners', { form: { type: 'post', image: await creative() } });
    const house = (await (
      await t.admin('GET', 'campaigns', { params: { slot: 'post' } })
    ).json()) as Campaign[];
    const after = await snapshot(t);
    const dated = await t.admin('POST', 'campaign-update', {
      form: { id: String(house[0]!.id), start_date: '2026-03-05' },
    });
    expect(dated.status).toBe(400);
    expect(((await dated.json()) as Json).message).toContain('The house banner has no dates');
    const moved = await t.admin('POST', 'campaign-update', {
      form: { id: String(house[0]!.id), slot: 'home' },
    });
    expect(moved.status).toBe(400);
    expect(await snapshot(t)).toEqual(after);
    expect(after.tables.campaigns).toHaveLength((before.tables.campaigns as unknown[]).length + 1);
    const missing = await t.admin('POST', 'campaign-update', { form: { id: '9999' } });
    expect(missing.status).toBe(404);
  });
});

describe('campaigns: who may manage them', () => {
  it('refuses authors and contributors with 403 naming the right; editors may', async () => {
    const campaign = await created(t, {});
    for (const role of ['author', 'contributor'] as const) {
      const { cookie } = await addStaff(t, role);
      const before = await snapshot(t);
      const calls = [
        t.request('GET', 'campaigns', { cookie }),
        t.request('GET', 'campaign', { cookie, params: { id: campaign.id } }),
        t.request('POST', 'campaigns', {
          cookie,
          form: { slot: 'home', advertiser: 'X', image: await creative() },
        }),
        t.request('POST', 'campaign-update', {
          cookie,
          form: { id: String(campaign.id), weight: '50' },
        }),
        t.request('DELETE', 'campaign-delete', { cookie, params: { id: campaign.id } }),
        t.request('GET', 'campaign-report', { cookie, params: { id: campaign.id } }),
        t.request('GET', 'campaign-report-csv', { cookie, params: { id: campaign.id } }),
        t.request('POST', 'campaign-report-link', { cookie, json: { id: campaign.id } }),
      ];
      for (const res of await Promise.all(calls)) {
        expect(res.status, role).toBe(403);
        expect(((await res.json()) as Json).message).toMatch(/lacks the right/);
      }
      expect(await snapshot(t)).toEqual(before);
    }
    const editor = await addStaff(t, 'editor');
    const list = await t.request('GET', 'campaigns', { cookie: editor.cookie });
    expect(list.status).toBe(200);
    const report = await t.request('GET', 'campaign-report', {
      cookie: editor.cookie,
      params: { id: campaign.id },
    });
    expect(report.status).toBe(200);
  });

  it('answers 401 without a session', async () => {
    expect((await t.request('GET', 'campaigns')).status).toBe(401);
    expect((await t.request('GET', 'campaign-report', { params: { id: 1 } })).status).toBe(401);
  });
});

describe('q=banners: one live campaign per slot, drawn on the server', () => {
  it('answers the drawn campaign in the seed’s shape plus the campaign, never cached', async () => {
    const campaign = await created(
      t,
      { link: 'https://ace.example/' },
      { phone_image: await creative('p.png') },
    );
    const res = await t.request('GET', 'banners');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({
      home_banner: campaign.image,
      post_banner: null,
      home_banner_link: 'https://ace.example/',
      post_banner_link: null,
      home_campaign: {
        id: campaign.id,
        advertiser: 'Ace Odds',
        image: campaign.image,
        phone_image: campaign.phone_image,
        link: 'https://ace.example/',
      },
      post_campaign: null,
    });
  });

  it('shows a campaign from the first minute of its first day to the last minute of its last, in the site’s time zone', async () => {
    const campaign = await created(t, { start_date: '2026-03-02', end_date: '2026-03-03' });
    // 2026-03-01 23:59 in Kolkata is 18:29 UTC.
    t.clock = Date.parse('2026-03-01T18:29:00Z');
    expect(await homeCampaign(t)).toBeNull();
    t.clock = Date.parse('2026-03-01T18:30:00Z');
    expect(await homeCampaign(t)).toBe(campaign.id);
    // The status follows the same days.
    const [listed] = (await (await t.admin('GET', 'campaigns')).json()) as Campaign[];
    expect(listed!.status).toBe('live');
    t.clock = Date.parse('2026-03-03T18:29:59Z');
    expect(await homeCampaign(t)).toBe(campaign.id);
    t.clock = Date.parse('2026-03-03T18:30:00Z');
    expect(await homeCampaign(t)).toBeNull();
  });

  it('shows a targeted campaign only where one of its categories is read', async () => {
    const cricket = await addCategory(t, 'Cricket', 'cricket');
    const poker = await addCategory(t, 'Poker', 'poker');
    const targeted = await created(t, { slot: 'post', categories: String(cricket) });
    const post = async (category?: number) =>
      (await banners(t, category)).post_campaign?.id ?? null;
    expect(await post()).toBeNull();
    expect(await post(poker)).toBeNull();
    expect(await post(cricket)).toBe(targeted.id);
    // A post page may name its post instead: its category is looked up (a post readers see).
    await addPost(t, { title: 'Test match', slug: 'test-match', category_id: cricket });
    const byPost = async (slug: string) => {
      const res = await t.request('GET', 'banners', { params: { post: slug } });
      return ((await res.json()) as CampaignBannersAnswer).post_campaign?.id ?? null;
    };
    expect(await byPost('test-match')).toBe(targeted.id);
    expect(await byPost('no-such-post')).toBeNull();
    // An untargeted one is shown everywhere, beside it where both may be.
    const everywhere = await created(t, { slot: 'post' });
    expect(await post(poker)).toBe(everywhere.id);
    t.deps.random = () => 0;
    expect(await post(cricket)).toBe(targeted.id);
    t.deps.random = () => 0.99;
    expect(await post(cricket)).toBe(everywhere.id);
  });

  it('refuses a category that is not an id', async () => {
    const res = await t.request('GET', 'banners', { params: { category: 'cricket' } });
    expect(res.status).toBe(400);
  });

  it('draws by weight from the injected random source', async () => {
    const light = await created(t, { weight: '1' });
    const heavy = await created(t, { weight: '3' });
    // Campaigns are drawn in id order: [0, 0.25) is the light one, [0.25, 1) the heavy one.
    const seen: (number | null)[] = [];
    for (const value of [0, 0.2, 0.25, 0.5, 0.99]) {
      t.deps.random = () => value;
      seen.push(await homeCampaign(t));
    }
    expect(seen).toEqual([light.id, light.id, heavy.id, heavy.id, heavy.id]);
  });

  it('answers the seed’s empty banners (the "Promote your brand here" panel) with no live campaign', async () => {
    await created(t, { end_date: '2026-02-28' });
    expect(await banners(t)).toEqual({
      home_banner: null,
      post_banner: null,
      home_banner_link: null,
      post_banner_link: null,
      home_campaign: null,
      post_campaign: null,
    });
  });
});

describe('weighted rotation', () => {
  /** A fixed pseudo-random source (mulberry32): the same 10,000 draws on every run. */
  function seeded(seed: number) {
    let a = seed;
    return () => {
      a = (a + 0x6d2b79f5) | 0;
      let r = Math.imul(a ^ (a >>> 15), 1 | a);
      r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
      return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
    };
  }

  it('shows each campaign in proportion to its weight over 10,000 draws (within 2 points)', () => {
    const campaigns = [
      { id: 1, weight: 1 },
      { id: 2, weight: 3 },
      { id: 3, weight: 6 },
    ];
    const random = seeded(27);
    const counts = new Map<number, number>();
    for (let i = 0; i < 10_000; i++) {
      const picked = pickWeighted(campaigns, random)!;
      counts.set(picked.id, (counts.get(picked.id) ?? 0) + 1);
    }
    // Expected shares 10%, 30%, 60%; a binomial's standard deviation here is at most 0.5 point.
    expect(Math.abs(counts.get(1)! / 10_000 - 0.1)).toBeLessThan(0.02);
    expect(Math.abs(counts.get(2)! / 10_000 - 0.3)).toBeLessThan(0.02);
    expect(Math.abs(counts.get(3)! / 10_000 - 0.6)).toBeLessThan(0.02);
  });

  it('maps the whole random range onto the weights, ends included', () => {
    const campaigns = [
      { id: 1, weight: 1 },
      { id: 2, weight: 1 },
    ];
    expect(pickWeighted(campaigns, () => 0)?.id).toBe(1);
    expect(pickWeighted(campaigns, () => 0.4999)?.id).toBe(1);
    expect(pickWeighted(campaigns, () => 0.5)?.id).toBe(2);
    expect(pickWeighted(campaigns, () => 1)?.id).toBe(2);
    expect(pickWeighted([], () => 0.5)).toBeNull();
  });
});

describe('the seed’s banner calls keep each slot’s house campaign', () => {
  it('an upload is the slot’s undated house campaign, listed and drawn like any other', async () => {
    const res = await t.admin('POST', 'banners', {
      form: { type: 'home', image: await creative(), link: 'https://house.example/' },
    });
    expect(await res.json()).toMatchObject({
      status: 'success',
      message: 'Banner uploaded successfully',
    });
    const [house] = (await (await t.admin('GET', 'campaigns')).json()) as Campaign[];
    expect(house).toMatchObject({
      house: true,
      advertiser: 'House banner',
      start_date: null,
      end_date: null,
      weight: 1,
      link: 'https://house.example/',
      status: 'live',
    });
    expect(await banners(t)).toMatchObject({
      home_banner: house!.image,
      home_banner_link: 'https://house.example/',
      home_campaign: { id: house!.id },
    });
    // A second upload replaces the house image: still one house campaign.
    await t.admin('POST', 'banners', {
      params: { update: 1 },
      form: { type: 'home', image: await creative('second.png') },
    });
    const again = (await (await t.admin('GET', 'campaigns')).json()) as Campaign[];
    expect(again).toHaveLength(1);
    expect(again[0]!.image).not.toBe(house!.image);
    expect(again[0]!.link).toBe('https://house.example/');
    // The seed's delete removes the house campaign only.
    const other = await created(t, {});
    expect((await t.admin('DELETE', 'banner-delete', { params: { type: 'home' } })).status).toBe(
      200,
    );
    const left = (await (await t.admin('GET', 'campaigns')).json()) as Campaign[];
    expect(left.map((c) => c.id)).toEqual([other.id]);
    expect((await t.admin('DELETE', 'banner-delete', { params: { type: 'home' } })).status).toBe(
      404,
    );
  });

  it('drops the house campaign’s phone creative when the seed’s call replaces its image', async () => {
    await t.admin('POST', 'banners', { form: { type: 'post', image: await creative() } });
    const [house] = (await (await t.admin('GET', 'campaigns')).json()) as Campaign[];
    const withPhone = await t.admin('POST', 'campaign-update', {
      form: { id: String(house!.id), phone_image: await creative('phone.png') },
    });
    expect(withPhone.status).toBe(200);
    const phone = ((await withPhone.json()) as { campaign: Campaign }).campaign.phone_image;
    expect(await isStored(t, phone)).toBe(true);
    // The seed's call knows one creative: the phone's, drawn for the old one, must not stay.
    await t.admin('POST', 'banners', {
      params: { update: 1 },
      form: { type: 'post', image: await creative('second.png') },
    });
    const [after] = (await (await t.admin('GET', 'campaigns')).json()) as Campaign[];
    expect(after).toMatchObject({ id: house!.id, phone_image: null });
    expect(await isStored(t, phone)).toBe(false);
    expect(await isStored(t, house!.image)).toBe(false);
  });

  it('moves an existing site’s banners, with their links, into house campaigns (migration 024)', async () => {
    // What 024 does with the banners table, replayed on rows written as 004 left them.
    await t.deps.db.query(
      `CREATE TABLE banners (type text PRIMARY KEY, image_path text NOT NULL,
         updated_at timestamptz(3) NOT NULL DEFAULT now(), link text)`,
    );
    await t.deps.db.query(
      `INSERT INTO banners (type, image_path, link, updated_at) VALUES
         ('home', 'uploads/home.jpg', 'https://old.example/', '2025-01-02T03:04:05Z'),
         ('post', 'uploads/post.jpg', NULL, '2025-01-02T03:04:05Z')`,
    );
    const { readFile } = await import('node:fs/promises');
    const sql = await readFile(
      new URL('../../server/db/migrations/024_campaigns.sql', import.meta.url),
      'utf8',
    );
    const moving = sql.slice(sql.indexOf('INSERT INTO campaigns'), sql.indexOf('DROP TABLE'));
    await t.deps.db.query(moving);
    await t.deps.db.query('DROP TABLE banners');
    const list = (await (await t.admin('GET', 'campaigns')).json()) as Campaign[];
    expect(list.map((c) => [c.slot, c.image, c.link, c.house, c.start_date, c.end_date])).toEqual([
      ['home', 'uploads/home.jpg', 'https://old.example/', true, null, null],
      ['post', 'uploads/post.jpg', null, true, null, null],
    ]);
    t.clock = START + 400 * DAY;
    expect(await banners(t)).toMatchObject({
      home_banner: 'uploads/home.jpg',
      home_banner_link: 'https://old.example/',
      post_banner: 'uploads/post.jpg',
    });
  });
});
