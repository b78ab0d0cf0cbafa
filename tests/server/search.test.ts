import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { categorySearchHitSchema, postSearchHitSchema } from '../../src/contract/schemas';
import { addCategory, addPost, makeTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeEach(async () => {
  t = await makeTestApp();
  const poker = await addCategory(t, 'Poker', 'poker');
  const football = await addCategory(t, 'Football', 'football');
  await t.admin('POST', 'category-update', {
    json: {
      id: football,
      name: 'Football',
      slug: 'football',
      description: 'Derby previews and 100% honest predictions',
    },
  });
  await addPost(t, {
    title: 'Bankroll basics',
    content: '<p>Why a <strong>bluff</strong> works less often than you think.</p>',
    category_id: poker,
  });
  await addPost(t, {
    title: 'The art of the Bluff',
    content: '<p>Timing matters.</p>',
    category_id: poker,
  });
  await addPost(t, {
    title: 'Derby weekend',
    content: '<p>Odds of 150% and under_dogs.</p><p class="bluff">Nothing here</p>',
    category_id: football,
  });
});
afterEach(() => t.close());

type Json = Record<string, unknown>;
const searchPosts = async (keyword: string) =>
  (await (await t.request('GET', 'search-posts', { params: { keyword } })).json()) as Json[];
const searchCategories = async (keyword: string) =>
  (await (await t.request('GET', 'search-categories', { params: { keyword } })).json()) as Json[];

describe('GET q=search-posts', () => {
  it('matches title and body text case-insensitively, title matches first', async () => {
    const hits = await searchPosts('BLUFF');
    expect(hits.map((h) => h.title)).toEqual(['The art of the Bluff', 'Bankroll basics']);
  });

  it('answers [{id, slug, title, content, category_slug}] plus the snippet that matched', async () => {
    const [hit] = await searchPosts('bankroll');
    expect(Object.keys(hit!).sort()).toEqual([
      'category_slug',
      'content',
      'id',
      'slug',
      'snippet',
      'snippet_marks',
      'title',
    ]);
    expect(postSearchHitSchema.parse(hit)).toEqual(hit);
    expect(hit).toMatchObject({ slug: 'bankroll-basics', category_slug: 'poker' });
  });

  it('finds stemmed words and partial words', async () => {
    expect((await searchPosts('timings')).map((h) => h.title)).toEqual(['The art of the Bluff']);
    expect((await searchPosts('bankr')).map((h) => h.title)).toEqual(['Bankroll basics']);
  });

  it('does not match inside markup', async () => {
    expect((await searchPosts('strong')).map((h) => h.title)).toEqual([]);
    expect((await searchPosts('class')).map((h) => h.title)).toEqual([]);
  });

  it('takes LIKE wildcards literally', async () => {
    expect((await searchPosts('150%')).map((h) => h.title)).toEqual(['Derby weekend']);
    // As wildcards, % would match " of " and _ the "b" of "Derby".
    expect((await searchPosts('odds%150')).map((h) => h.title)).toEqual([]);
    expect((await searchPosts('der_y')).map((h) => h.title)).toEqual([]);
    expect((await searchPosts('under_dogs')).map((h) => h.title)).toEqual(['Derby weekend']);
  });

  it('matches whole words only below three letters or digits in a row (no index serves less)', async () => {
    expect((await searchPosts('%')).map((h) => h.title)).toEqual([]);
    expect((await searchPosts('15')).map((h) => h.title)).toEqual([]);
    expect((await searchPosts('150')).map((h) => h.title)).toEqual(['Derby weekend']);
    expect((await searchPosts('of')).map((h) => h.title)).toEqual([]);
  });

  it('answers [] when nothing matches, and survives search syntax', async () => {
    expect(await searchPosts('zebra')).toEqual([]);
    for (const keyword of ['"', '-', 'a & b | !c', ':*', "'; DROP TABLE posts; --", '\\', '()']) {
      const res = await t.request('GET', 'search-posts', { params: { keyword } });
      expect(res.status).toBe(200);
    }
  });

  it.each([
    [{}, 'keyword is required'],
    [{ keyword: '   ' }, 'keyword is required'],
    [{ keyword: 'k'.repeat(101) }, 'keyword must be at most 100 characters'],
  ])('refuses %o with 400', async (params, message) => {
    const res = await t.request('GET', 'search-posts', { params });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ status: 'error', message });
  });
});

describe('GET q=search-categories', () => {
  it('matches name and description, name matches first, as [{id, slug, name, description}]', async () => {
    await addCategory(t, 'Derby Specials', 'derby-specials');
    const hits = await searchCategories('derby');
    expect(hits.map((h) => h.slug)).toEqual(['derby-specials', 'football']);
    for (const hit of hits) expect(categorySearchHitSchema.parse(hit)).toEqual(hit);
    expect(Object.keys(hits[1]!).sort()).toEqual(['description', 'id', 'name', 'slug']);
  });

  it('is case-insensitive and escapes wildcards', async () => {
    expect((await searchCategories('POKER')).map((h) => h.slug)).toEqual(['poker']);
    expect((await searchCategories('100%')).map((h) => h.slug)).toEqual(['football']);
    expect(await searchCategories('_')).toEqual([]);
  });

  it('refuses a keyword over 100 characters with 400', async () => {
    const res = await t.request('GET', 'search-categories', {
      params: { keyword: 'x'.repeat(101) },
    });
    expect(res.status).toBe(400);
  });
});
