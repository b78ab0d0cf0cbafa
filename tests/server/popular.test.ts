import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { popularPostSchema } from '../../src/contract/schemas';
import { addCategory, addPost, makeTestApp, snapshot, type TestApp } from './helpers';

let t: TestApp;
let ids: number[];
beforeEach(async () => {
  t = await makeTestApp();
  const category = await addCategory(t);
  ids = [];
  for (let i = 1; i <= 7; i++)
    ids.push(await addPost(t, { title: `Post ${i}`, category_id: category }));
});
afterEach(() => t.close());

type Json = Record<string, unknown>;
const popularIds = async () =>
  ((await (await t.request('GET', 'popular')).json()) as Json[]).map((p) => p.id);

describe('GET q=popular', () => {
  it('answers an empty list at first', async () => {
    expect(await popularIds()).toEqual([]);
  });

  it('answers the saved posts in the saved order, with published_at', async () => {
    await t.admin('POST', 'popular-save', { json: { post_ids: [ids[2], ids[0]] } });
    const res = await t.request('GET', 'popular');
    const list = (await res.json()) as Json[];
    expect(list.map((p) => p.id)).toEqual([ids[2], ids[0]]);
    for (const post of list) {
      expect(popularPostSchema.parse(post)).toEqual(post);
      expect(post.published_at).toBe(post.posted_at);
    }
    expect(list[0]).toMatchObject({ title: 'Post 3', category_name: 'Football' });
  });
});

describe('POST q=popular-save', () => {
  it('replaces the list, keeps the given order and answers {status, message}', async () => {
    await t.admin('POST', 'popular-save', { json: { post_ids: [ids[0], ids[1]] } });
    const order = [ids[5], ids[3], ids[1], ids[0], ids[4], ids[2]];
    const res = await t.admin('POST', 'popular-save', { json: { post_ids: order } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'success', message: 'Popular posts saved' });
    expect(await popularIds()).toEqual(order);
  });

  it('empties the list with an empty array', async () => {
    await t.admin('POST', 'popular-save', { json: { post_ids: [ids[0]] } });
    expect((await t.admin('POST', 'popular-save', { json: { post_ids: [] } })).status).toBe(200);
    expect(await popularIds()).toEqual([]);
  });

  it('refuses more than 6 posts with "Max 6 posts allowed!" and keeps the old list', async () => {
    await t.admin('POST', 'popular-save', { json: { post_ids: [ids[0]] } });
    const res = await t.admin('POST', 'popular-save', { json: { post_ids: ids } });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ status: 'error', message: 'Max 6 posts allowed!' });
    expect(await popularIds()).toEqual([ids[0]]);
  });

  it('refuses unknown ids with 400 in one transaction: the old list stays whole', async () => {
    await t.admin('POST', 'popular-save', { json: { post_ids: [ids[0], ids[1]] } });
    const before = await snapshot(t);
    const res = await t.admin('POST', 'popular-save', { json: { post_ids: [ids[2], 999] } });
    expect(res.status).toBe(400);
    expect(String(((await res.json()) as Json).message)).toContain('999');
    expect(await snapshot(t)).toEqual(before);
  });

  it.each([
    [{ post_ids: [1, 1] }, 'post_ids must not repeat a post'],
    [{}, 'post_ids must be a list of post ids'],
    [{ post_ids: 'all' }, 'post_ids must be a list of post ids'],
    [{ post_ids: ['x'] }, 'post_ids.0: must be a number'],
    [{ post_ids: [0] }, 'post_ids.0: must be a positive number'],
  ])('refuses %o with 400 naming the field', async (payload, message) => {
    const res = await t.admin('POST', 'popular-save', { json: payload });
    expect(res.status).toBe(400);
    expect(((await res.json()) as Json).message).toBe(message);
    expect(await popularIds()).toEqual([]);
  });

  it('accepts ids sent as numeric text', async () => {
    const res = await t.admin('POST', 'popular-save', { json: { post_ids: [String(ids[1])] } });
    expect(res.status).toBe(200);
    expect(await popularIds()).toEqual([ids[1]]);
  });
});
