import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { categorySchema } from '../../src/contract/schemas';
import { addCategory, addPost, makeTestApp, snapshot, type TestApp } from './helpers';

let t: TestApp;
beforeEach(async () => {
  t = await makeTestApp();
});
afterEach(() => t.close());

type Json = Record<string, unknown>;
const json = async (res: Response) => (await res.json()) as Json & Json[];

describe('GET q=categories', () => {
  it('answers every category in creation order with description and post_count', async () => {
    const football = await addCategory(t, 'Football', 'football');
    await addCategory(t, 'Poker', 'poker');
    await t.admin('POST', 'category-update', {
      json: { id: football, name: 'Football', slug: 'football', description: 'Match previews' },
    });
    await addPost(t, { title: 'One', category_id: football });
    await addPost(t, { title: 'Two', category_id: football });

    const res = await t.request('GET', 'categories');
    expect(res.status).toBe(200);
    const list = await json(res);
    expect(list).toEqual([
      {
        id: football,
        name: 'Football',
        slug: 'football',
        description: 'Match previews',
        post_count: 2,
        betting: true,
        topics: [],
      },
      {
        id: football + 1,
        name: 'Poker',
        slug: 'poker',
        description: '',
        post_count: 0,
        betting: true,
        topics: [],
      },
    ]);
    for (const category of list) expect(categorySchema.parse(category)).toEqual(category);
  });
});

describe('GET q=category', () => {
  it('answers one category to the admin', async () => {
    const id = await addCategory(t, 'Cricket', 'cricket');
    const res = await t.admin('GET', 'category', { params: { id } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      id,
      name: 'Cricket',
      slug: 'cricket',
      description: '',
      post_count: 0,
      betting: true,
      topics: [],
    });
  });

  it('answers 404 "Category not found" for an unknown id and 400 for a bad one', async () => {
    const res = await t.admin('GET', 'category', { params: { id: 5 } });
    expect(res.status).toBe(404);
    expect((await json(res)).message).toBe('Category not found');
    const bad = await t.admin('GET', 'category', { params: { id: '1.5' } });
    expect(bad.status).toBe(400);
    expect((await json(bad)).message).toBe('id: must be a whole number');
  });
});

describe('POST q=categories', () => {
  it('adds a category from JSON and answers {success, message}', async () => {
    const res = await t.admin('POST', 'categories', {
      json: { name: 'Rummy', slug: 'rummy', description: 'Card games' },
    });
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body).toMatchObject({ success: true, message: 'Category added successfully!' });
    const list = await json(await t.request('GET', 'categories'));
    expect(list).toEqual([
      {
        id: body.id,
        name: 'Rummy',
        slug: 'rummy',
        description: 'Card games',
        post_count: 0,
        betting: true,
        topics: [],
      },
    ]);
  });

  it('adds a category that is not about betting when told so (betting by default)', async () => {
    const res = await t.admin('POST', 'categories', {
      json: { name: 'Blog', slug: 'blog', betting: false },
    });
    expect(res.status).toBe(200);
    await addCategory(t, 'Poker', 'poker');
    const list = (await json(await t.request('GET', 'categories'))) as unknown as Json[];
    expect(list.map((c) => [c.slug, c.betting])).toEqual([
      ['blog', false],
      ['poker', true],
    ]);
  });

  it('ignores fields it does not take (id, created_at)', async () => {
    const res = await t.admin('POST', 'categories', {
      json: { id: 99, name: 'Rummy', slug: 'rummy', created_at: 'never' },
    });
    expect(res.status).toBe(200);
    expect((await json(res)).id).toBe(1);
  });

  it.each([
    [{ slug: 'x' }, 'name is required'],
    [{ name: '  ', slug: 'x' }, 'name is required'],
    [{ name: 'x'.repeat(101), slug: 'x' }, 'name must be at most 100 characters'],
    [{ name: 42, slug: 'x' }, 'name must be text'],
    [{ name: 'X' }, 'slug is required'],
    [
      { name: 'X', slug: 'Bad Slug' },
      'slug may contain only lowercase letters, digits and hyphens',
    ],
    [
      { name: 'X', slug: 'x', description: 'd'.repeat(1001) },
      'description must be at most 1000 characters',
    ],
    [{ name: 'X', slug: 'x', description: 7 }, 'description must be text'],
    [{ name: 'X', slug: 'x', topics: 'ATP, WTA' }, 'topics must be a list of short text labels'],
    [{ name: 'X', slug: 'x', topics: ['ATP', 3] }, 'topics must be a list of short text labels'],
    [{ name: 'X', slug: 'x', topics: ['ATP', '  '] }, 'topics must not have an empty label'],
    [
      { name: 'X', slug: 'x', topics: ['t'.repeat(31)] },
      `topics: "${'t'.repeat(31)}" is longer than 30 characters`,
    ],
    [{ name: 'X', slug: 'x', topics: ['ATP', ' atp '] }, 'topics: "atp" is there twice'],
    [
      { name: 'X', slug: 'x', topics: Array.from({ length: 9 }, (_, i) => `T${i}`) },
      'topics may have at most 8 labels (9 given)',
    ],
  ])('refuses %o with 400 {success:false, message} naming the field', async (payload, message) => {
    const res = await t.admin('POST', 'categories', { json: payload });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ status: 'error', success: false, message });
    expect(await t.request('GET', 'categories').then((r) => r.json())).toEqual([]);
  });

  it('keeps a description and topic chips (trimmed, in the order given)', async () => {
    const res = await t.admin('POST', 'categories', {
      json: {
        name: 'Tennis',
        slug: 'tennis',
        description: ' Grand Slam previews. ',
        topics: [' ATP', 'WTA ', 'Grand Slams'],
      },
    });
    expect(res.status).toBe(200);
    const id = (await json(res)).id as number;
    const one = await json(await t.admin('GET', 'category', { params: { id } }));
    expect(one).toMatchObject({
      description: 'Grand Slam previews.',
      topics: ['ATP', 'WTA', 'Grand Slams'],
    });
    const list = await json(await t.request('GET', 'categories'));
    expect(list[0]).toMatchObject({ topics: ['ATP', 'WTA', 'Grand Slams'] });
  });

  it('refuses a slug already used with 409 and a clear message', async () => {
    await addCategory(t, 'Poker', 'poker');
    const res = await t.admin('POST', 'categories', { json: { name: 'Poker 2', slug: 'poker' } });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      status: 'error',
      success: false,
      message: 'A category with the slug "poker" already exists. Choose another slug.',
    });
  });

  it.each([
    ['invalid JSON', '{"name": "A",', 'The request body is not valid JSON'],
    ['a JSON list', '[1, 2]', 'The request body must be a JSON object'],
    ['an empty body', '', 'The request body must be a JSON object'],
  ])('refuses %s with 400', async (_what, body, message) => {
    const res = await t.admin('POST', 'categories', {
      body,
      headers: { 'Content-Type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect((await json(res)).message).toBe(message);
  });

  it('refuses a form body with 415', async () => {
    const res = await t.admin('POST', 'categories', { form: { name: 'A', slug: 'a' } });
    expect(res.status).toBe(415);
  });
});

describe('POST q=category-update', () => {
  it('renames a category and answers {status, message}; posts follow', async () => {
    const id = await addCategory(t, 'Footbal', 'footbal');
    await addPost(t, { title: 'Kick', category_id: id });
    const res = await t.admin('POST', 'category-update', {
      json: { id, name: 'Football', slug: 'football' },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      status: 'success',
      message: 'Category updated successfully',
    });
    const posts = await json(await t.request('GET', 'posts'));
    expect(posts[0]).toMatchObject({ category_name: 'Football', category_slug: 'football' });
  });

  it('saves topics, keeps them when none are sent, clears them with an empty list', async () => {
    const id = await addCategory(t, 'Poker', 'poker');
    const set = (json: Json) =>
      t.admin('POST', 'category-update', { json: { id, name: 'Poker', slug: 'poker', ...json } });
    const read = async () => json(await t.admin('GET', 'category', { params: { id } }));
    expect((await set({ topics: ["Hold'em", 'Omaha'] })).status).toBe(200);
    expect(await read()).toMatchObject({ topics: ["Hold'em", 'Omaha'] });
    await set({ description: 'Cards' });
    expect(await read()).toMatchObject({ description: 'Cards', topics: ["Hold'em", 'Omaha'] });
    await set({ topics: [] });
    expect(await read()).toMatchObject({ topics: [] });
  });

  it('refuses bad topics with 400 naming the field, and changes nothing', async () => {
    const id = await addCategory(t, 'Poker', 'poker');
    await t.admin('POST', 'category-update', {
      json: { id, name: 'Poker', slug: 'poker', topics: ['Omaha'] },
    });
    const res = await t.admin('POST', 'category-update', {
      json: { id, name: 'Poker!', slug: 'poker', topics: ['Omaha', ''] },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      status: 'error',
      message: 'topics must not have an empty label',
    });
    expect(await json(await t.admin('GET', 'category', { params: { id } }))).toMatchObject({
      name: 'Poker',
      topics: ['Omaha'],
    });
  });

  it('keeps the description when none is sent', async () => {
    const id = await addCategory(t, 'Poker', 'poker');
    await t.admin('POST', 'category-update', {
      json: { id, name: 'Poker', slug: 'poker', description: 'Cards' },
    });
    await t.admin('POST', 'category-update', { json: { id, name: 'Poker!', slug: 'poker' } });
    const res = await json(await t.admin('GET', 'category', { params: { id } }));
    expect(res).toMatchObject({ name: 'Poker!', description: 'Cards' });
  });

  it('saves the betting flag, keeps it when none is sent, and refuses one that is not true or false', async () => {
    const id = await addCategory(t, 'Crypto', 'crypto');
    const set = (json: Json) => t.admin('POST', 'category-update', { json: { id, ...json } });
    expect((await set({ name: 'Crypto', slug: 'crypto', betting: false })).status).toBe(200);
    const read = async () => json(await t.admin('GET', 'category', { params: { id } }));
    expect(await read()).toMatchObject({ betting: false });
    await set({ name: 'Crypto!', slug: 'crypto' });
    expect(await read()).toMatchObject({ name: 'Crypto!', betting: false });
    const bad = await set({ name: 'Crypto', slug: 'crypto', betting: 'yes' });
    expect(bad.status).toBe(400);
    expect((await json(bad)).message).toBe('betting must be true or false');
    expect(await read()).toMatchObject({ name: 'Crypto!', betting: false });
  });

  it('refuses the slug of another category with 409 and changes nothing', async () => {
    await addCategory(t, 'Poker', 'poker');
    const id = await addCategory(t, 'Rummy', 'rummy');
    const before = await snapshot(t);
    const res = await t.admin('POST', 'category-update', {
      json: { id, name: 'Rummy', slug: 'poker' },
    });
    expect(res.status).toBe(409);
    expect(await snapshot(t)).toEqual(before);
  });

  it('answers 404 for an unknown id and 400 naming a missing id', async () => {
    const res = await t.admin('POST', 'category-update', { json: { id: 9, name: 'A', slug: 'a' } });
    expect(res.status).toBe(404);
    const missing = await t.admin('POST', 'category-update', { json: { name: 'A', slug: 'a' } });
    expect(missing.status).toBe(400);
    expect(String((await json(missing)).message)).toContain('id');
  });
});

describe('DELETE q=category-delete', () => {
  it('deletes an empty category and answers {status:"success", message}', async () => {
    const id = await addCategory(t, 'Poker', 'poker');
    const res = await t.admin('DELETE', 'category-delete', { params: { id } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      status: 'success',
      message: 'Category deleted successfully',
    });
    expect(await t.request('GET', 'categories').then((r) => r.json())).toEqual([]);
  });

  it('refuses while the category still has posts: 409 with {error}, nothing deleted', async () => {
    const id = await addCategory(t, 'Poker', 'poker');
    await addPost(t, { title: 'A', category_id: id });
    await addPost(t, { title: 'B', category_id: id });
    const before = await snapshot(t);
    const res = await t.admin('DELETE', 'category-delete', { params: { id } });
    expect(res.status).toBe(409);
    const body = await json(res);
    expect(body.error).toBe('This category still has 2 posts. Move or delete them first.');
    expect(body.message).toBe(body.error);
    expect(await snapshot(t)).toEqual(before);
  });

  it('answers failures with {error}: unknown id (404) and missing id (400)', async () => {
    const res = await t.admin('DELETE', 'category-delete', { params: { id: 3 } });
    expect(res.status).toBe(404);
    expect((await json(res)).error).toBe('Category not found');
    const missing = await t.admin('DELETE', 'category-delete');
    expect(missing.status).toBe(400);
    expect(String((await json(missing)).error)).toContain('id');
  });
});
