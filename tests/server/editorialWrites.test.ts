/**
 * Editorial workflow, the writes: q=posts and q=post-update take an optional status, publication
 * time and meta fields; without them they behave as the seed's (published at once). Bad values
 * are refused with a clear message and change nothing.
 */
import { describe, expect, it } from 'vitest';
import { editorialPostSchema, postSchema } from '../../src/contract/schemas';
import { snapshot, clockedTestApp, START, MINUTE } from './helpers';

const t = clockedTestApp();

type Json = Record<string, unknown>;

const fields = (extra: Record<string, string> = {}) => ({
  title: 'Derby preview',
  slug: 'derby-preview',
  excerpt: 'Who wins?',
  content: '<p>Close.</p>',
  category_id: String(t.football),
  ...extra,
});

async function create(extra: Record<string, string> = {}) {
  const res = await t.admin('POST', 'posts', { form: fields(extra) });
  const body = (await res.json()) as Json;
  return { res, body, id: body.id as number };
}

const update = (id: number, extra: Record<string, string> = {}) =>
  t.admin('POST', 'post-update', { form: { ...fields(), id: String(id), ...extra } });

async function adminPost(id: number) {
  const res = await t.admin('GET', 'post', { params: { id } });
  return editorialPostSchema.parse(await res.json());
}

const publicStatus = async (slug = 'derby-preview') =>
  (await t.request('GET', 'post', { params: { slug } })).status;

describe('POST q=posts with the editorial fields', () => {
  it('publishes at once without them, as the seed does', async () => {
    const { id } = await create();
    expect(await adminPost(id)).toMatchObject({
      status: 'published',
      published_at: new Date(START).toISOString(),
      meta_title: null,
    });
    expect(await publicStatus()).toBe(200);
  });

  it('keeps a draft from readers, with no publication time', async () => {
    const { res, id } = await create({ status: 'draft' });
    expect(res.status).toBe(200);
    expect(await adminPost(id)).toMatchObject({ status: 'draft', published_at: null });
    expect(await publicStatus()).toBe(404);
  });

  it('schedules a post at a time given with an offset, stored in UTC, visible from that minute', async () => {
    const { id } = await create({ status: 'scheduled', published_at: '2026-03-01T16:00:00+05:30' });
    expect(await adminPost(id)).toMatchObject({
      status: 'scheduled',
      published_at: '2026-03-01T10:30:00.000Z',
    });
    expect(await publicStatus()).toBe(404);
    t.clock = START + 30 * MINUTE;
    expect(await publicStatus()).toBe(200);
    expect((await adminPost(id)).status).toBe('published');
  });

  it('takes a time without status as scheduled when ahead, published when past', async () => {
    const { id } = await create({ published_at: '2026-03-01T11:00:00Z' });
    expect((await adminPost(id)).status).toBe('scheduled');
    const past = await create({ slug: 'old-news', published_at: '2026-02-01T09:00:00Z' });
    expect(await adminPost(past.id)).toMatchObject({
      status: 'published',
      published_at: '2026-02-01T09:00:00.000Z',
    });
  });

  it('stores the meta fields, trimmed, and readers get them with the post', async () => {
    await create({
      meta_title: ' Derby: who wins? ',
      meta_description: 'Our pick for Sunday.',
      image_alt: 'Both captains at the coin toss',
    });
    const res = await t.request('GET', 'post', { params: { slug: 'derby-preview' } });
    const post = postSchema.parse(await res.json());
    expect(post).toMatchObject({
      meta_title: 'Derby: who wins?',
      meta_description: 'Our pick for Sunday.',
      image_alt: 'Both captains at the coin toss',
    });
  });

  it.each([
    [{ status: 'pending' }, 'status must be draft, scheduled or published'],
    [{ status: 'scheduled' }, 'published_at is required to schedule a post'],
    [
      { status: 'scheduled', published_at: '2026-03-01T09:59:00Z' },
      'published_at must be in the future to schedule a post',
    ],
    [
      { status: 'published', published_at: '2026-03-01T10:05:00Z' },
      'published_at is in the future: use status scheduled to publish at that time',
    ],
    [
      { status: 'scheduled', published_at: '2026-03-01T18:30' },
      'published_at must be a date and time in ISO 8601 with Z or an offset, e.g. 2026-05-01T18:30:00+05:30',
    ],
    [{ published_at: 'tomorrow' }, 'published_at must be a date and time in ISO 8601'],
    [{ meta_title: 'x'.repeat(71) }, 'meta_title must be at most 70 characters'],
    [{ meta_description: 'x'.repeat(201) }, 'meta_description must be at most 200 characters'],
    [{ image_alt: 'x'.repeat(251) }, 'image_alt must be at most 250 characters'],
  ])('refuses %j with a clear message and stores nothing', async (extra, message) => {
    const before = await snapshot(t);
    const { res, body } = await create(extra);
    expect(res.status).toBe(400);
    expect(body.status).toBe('error');
    expect(body.message).toContain(message);
    expect(await snapshot(t)).toEqual(before);
  });
});

describe('POST q=post-update with the editorial fields', () => {
  it('keeps the status, time and meta fields when the write does not name them', async () => {
    const { id } = await create({ status: 'draft', meta_title: 'Meta' });
    expect((await update(id, { title: 'Derby preview, updated' })).status).toBe(200);
    expect(await adminPost(id)).toMatchObject({
      title: 'Derby preview, updated',
      status: 'draft',
      published_at: null,
      meta_title: 'Meta',
    });
    // An empty field clears it.
    await update(id, { meta_title: '' });
    expect((await adminPost(id)).meta_title).toBeNull();
  });

  it('publishes a draft with no time at the moment it is published', async () => {
    const { id } = await create({ status: 'draft' });
    t.clock = START + 60 * MINUTE;
    await update(id, { status: 'published' });
    expect(await adminPost(id)).toMatchObject({
      status: 'published',
      published_at: new Date(t.clock).toISOString(),
    });
    expect(await publicStatus()).toBe(200);
  });

  it('keeps the time of a post already out when saved as published, and can take it back to draft', async () => {
    const { id } = await create();
    t.clock = START + 60 * MINUTE;
    await update(id, { status: 'published' });
    expect((await adminPost(id)).published_at).toBe(new Date(START).toISOString());
    await update(id, { status: 'draft' });
    expect(await publicStatus()).toBe(404);
  });

  it('reschedules a post, and publishing a scheduled post with no time publishes it now', async () => {
    const { id } = await create();
    await update(id, { status: 'scheduled', published_at: '2026-03-02T10:00:00Z' });
    expect(await publicStatus()).toBe(404);
    expect((await adminPost(id)).status).toBe('scheduled');
    await update(id, { status: 'published' });
    expect(await adminPost(id)).toMatchObject({
      status: 'published',
      published_at: new Date(START).toISOString(),
    });
  });

  it('refuses a bad schedule and leaves the post as it was', async () => {
    const { id } = await create();
    const before = await snapshot(t);
    const res = await update(id, { title: 'Changed', status: 'scheduled' });
    expect(res.status).toBe(400);
    expect(((await res.json()) as Json).message).toBe(
      'published_at is required to schedule a post',
    );
    expect(await snapshot(t)).toEqual(before);
  });
});
