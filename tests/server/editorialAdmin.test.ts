/**
 * Editorial workflow, the admin's list (q=admin-posts: every post with its status, counts, what
 * goes out next) and what the backend tells the app it supports (q=capabilities).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { adminPostsAnswer, capabilitiesAnswer } from '../../src/contract/schemas';
import { clockedTestApp, makeTestApp, START, HOUR } from './helpers';

const t = clockedTestApp();

async function create(title: string, extra: Record<string, string> = {}) {
  const res = await t.admin('POST', 'posts', {
    form: {
      title,
      slug: title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      category_id: String(t.football),
      ...extra,
    },
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { id: number }).id;
}

async function list(params: Record<string, string | number> = {}) {
  const res = await t.admin('GET', 'admin-posts', { params });
  expect(res.status).toBe(200);
  return { res, body: adminPostsAnswer.parse(await res.json()) };
}

describe('GET q=admin-posts', () => {
  beforeEach(async () => {
    await create('Derby report');
    t.clock += 1000;
    await create('Derby draft', { status: 'draft', meta_title: 'Draft meta' });
    await create('Cup final preview', {
      status: 'scheduled',
      published_at: new Date(START + 2 * HOUR).toISOString(),
    });
    await create('League preview', {
      status: 'scheduled',
      published_at: new Date(START + HOUR).toISOString(),
    });
  });

  it('lists every post with its status and time, with counts and the next scheduled post', async () => {
    const { res, body } = await list();
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-cache')).toBeNull();
    expect(body.posts.map((p) => [p.title, p.status])).toEqual([
      ['Cup final preview', 'scheduled'],
      ['League preview', 'scheduled'],
      ['Derby draft', 'draft'],
      ['Derby report', 'published'],
    ]);
    expect(body.posts.find((p) => p.status === 'draft')).toMatchObject({
      published_at: null,
      meta_title: 'Draft meta',
    });
    expect(body.total).toBe(4);
    expect(body.counts).toEqual({ all: 4, draft: 1, scheduled: 2, published: 1 });
    expect(body.next_scheduled).toMatchObject({
      title: 'League preview',
      published_at: new Date(START + HOUR).toISOString(),
    });
  });

  it('filters by status and title, pages like the public list, and counts stay for all posts', async () => {
    expect((await list({ status: 'draft' })).body.posts.map((p) => p.title)).toEqual([
      'Derby draft',
    ]);
    expect((await list({ status: 'published' })).body.posts.map((p) => p.title)).toEqual([
      'Derby report',
    ]);
    const scheduled = await list({ status: 'scheduled', search: 'PREVIEW' });
    expect(scheduled.body.posts.map((p) => p.title)).toEqual([
      'Cup final preview',
      'League preview',
    ]);
    expect(scheduled.body.total).toBe(2);
    expect(scheduled.body.counts.all).toBe(4);

    const page = await list({ search: 'derby', page: 2, limit: 1 });
    expect(page.body.posts.map((p) => p.title)).toEqual(['Derby report']);
    expect(page.res.headers.get('x-total-count')).toBe('2');
    // A literal % in the search is not a wildcard.
    expect((await list({ search: '%' })).body.posts).toEqual([]);
  });

  it('searches the slug and the category name too, as the list search box says', async () => {
    expect((await list({ search: 'cup-final' })).body.posts.map((p) => p.title)).toEqual([
      'Cup final preview',
    ]);
    const byCategory = await list({ search: 'FOOTB' });
    expect(byCategory.body.total).toBe(4);
    expect((await list({ search: 'cricket' })).body.total).toBe(0);
  });

  it('moves a scheduled post to published when its time passes', async () => {
    t.clock = START + HOUR;
    const { body } = await list();
    expect(body.counts).toEqual({ all: 4, draft: 1, scheduled: 1, published: 2 });
    expect(body.next_scheduled?.title).toBe('Cup final preview');
    t.clock = START + 3 * HOUR;
    expect((await list()).body.next_scheduled).toBeNull();
  });

  it('refuses a bad filter with a clear message, and readers without a session', async () => {
    const res = await t.admin('GET', 'admin-posts', { params: { status: 'pending' } });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toContain(
      'status must be all, draft, scheduled or published',
    );
    expect((await t.request('GET', 'admin-posts')).status).toBe(401);
  });
});

describe('GET q=capabilities', () => {
  it('says the backend has the editorial workflow, in the site time zone, and is cacheable', async () => {
    const res = await t.request('GET', 'capabilities');
    expect(res.status).toBe(200);
    expect(capabilitiesAnswer.parse(await res.json())).toEqual({
      editorial: true,
      time_zone: 'Asia/Kolkata',
      predictions: true,
      site_texts: true,
      category_details: true,
      staff: true,
      analytics: true,
      campaigns: true,
      site_data: true,
    });
    expect(res.headers.get('etag')).toBeTruthy();
    expect((await t.request('GET', 'capabilities')).headers.get('x-cache')).toBe('HIT');
  });

  it('answers the configured time zone', async () => {
    const london = await makeTestApp({ siteTimeZone: 'Europe/London' });
    try {
      expect(await (await london.request('GET', 'capabilities')).json()).toEqual({
        editorial: true,
        time_zone: 'Europe/London',
        predictions: true,
        site_texts: true,
        category_details: true,
        staff: true,
        analytics: true,
        campaigns: true,
        site_data: true,
      });
    } finally {
      await london.close();
    }
  });
});
