/**
 * Search's passages and typo tolerance: each post hit carries the passage of its text that
 * matched (not the article's start) with its matched words' ranges, and one typo still finds a
 * word (pg_trgm, migration 014), ranked below exact matches.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { postSearchHitSchema } from '../../src/contract/schemas';
import { addCategory, addPost, makeTestApp, type TestApp } from './helpers';

let t: TestApp;
let casino: number;
let bankroll: number;

const INTRO =
  'Casino games look like a world of endless options, and each table has its own rules, ' +
  'its own pace and its own crowd of regulars who swear by a system.';

beforeEach(async () => {
  t = await makeTestApp();
  casino = await addCategory(t, 'Casino', 'casino');
  const tennis = await addCategory(t, 'Tennis', 'tennis');
  await addPost(t, {
    title: 'How the wheel works',
    content: `<p>${INTRO}</p><p>On a European wheel there are 37 pockets. Every <strong>roulette</strong> payout is calculated as if the zero did not exist.</p>`,
    category_id: casino,
  });
  await addPost(t, {
    title: 'Grand Slam serving under pressure',
    content: '<p>Tennis players hold serve less often in a final set.</p>',
    category_id: tennis,
  });
  await addPost(t, {
    title: 'Clay court specialists',
    content: `<p>${INTRO}</p><p>Why clay suits the patient baseliner in men's tennis.</p>`,
    category_id: tennis,
  });
  bankroll = await addPost(t, {
    title: 'Bankroll basics',
    content: '<p>Set a budget before you sit down at any table.</p>',
    category_id: casino,
  });
});
afterEach(() => t.close());

interface Hit {
  title: string;
  content: string;
  snippet: string;
  snippet_marks: [number, number][];
}
const searchPosts = async (keyword: string) =>
  (await (await t.request('GET', 'search-posts', { params: { keyword } })).json()) as Hit[];
const marked = (hit: Hit) => hit.snippet_marks.map(([from, to]) => hit.snippet.slice(from, to));

describe('search snippets', () => {
  it('gives the passage where the keyword matched, not the article’s start, with its words marked', async () => {
    const [hit] = await searchPosts('roulette');
    expect(hit!.title).toBe('How the wheel works');
    expect(hit!.snippet.startsWith(INTRO.slice(0, 20))).toBe(false);
    expect(hit!.snippet).toMatch(/^…?Every roulette payout is calculated/);
    expect(hit!.snippet.length).toBeLessThanOrEqual(110);
    expect(marked(hit!)).toEqual(['roulette']);
    expect(postSearchHitSchema.parse(hit)).toEqual(hit);
  });

  it('is plain text: markup is stripped and entities decoded, never HTML', async () => {
    const [hit] = await searchPosts('exist');
    expect(hit!.snippet).not.toMatch(/<|&[a-z]+;/);
    expect(marked(hit!)).toEqual(['exist']);
  });

  it('starts at the text’s start, unmarked, when only the title matched', async () => {
    const [hit] = await searchPosts('bankroll');
    expect(hit!.snippet).toBe('Set a budget before you sit down at any table.');
    expect(hit!.snippet_marks).toEqual([]);
  });
});

describe('search typo tolerance', () => {
  it('finds "roulette" from "roulete", and marks the word it matched', async () => {
    const hits = await searchPosts('roulete');
    expect(hits.map((h) => h.title)).toEqual(['How the wheel works']);
    expect(marked(hits[0]!)).toEqual(['roulette']);
  });

  it('finds the tennis posts from "tenis", and the Tennis category', async () => {
    const hits = await searchPosts('tenis');
    expect(hits.map((h) => h.title).sort()).toEqual([
      'Clay court specialists',
      'Grand Slam serving under pressure',
    ]);
    const clay = hits.find((h) => h.title === 'Clay court specialists')!;
    expect(clay.snippet).toContain("men's tennis");
    expect(marked(clay)).toEqual(['tennis']);
    const categories = (await (
      await t.request('GET', 'search-categories', { params: { keyword: 'tenis' } })
    ).json()) as { slug: string }[];
    expect(categories.map((c) => c.slug)).toEqual(['tennis']);
  });

  it('ranks exact matches before typo matches', async () => {
    const casino = await addCategory(t, 'Slots', 'slots');
    await addPost(t, {
      title: 'Roulete myths',
      content: '<p>Five myths.</p>',
      category_id: casino,
    });
    const hits = await searchPosts('roulette');
    expect(hits.map((h) => h.title)).toEqual(['How the wheel works', 'Roulete myths']);
  });

  it('does not turn unrelated words into matches', async () => {
    expect(await searchPosts('zebra')).toEqual([]);
    // Shares "bas…" with "baseliner", not enough of its trigrams to count as a typo of it.
    expect(await searchPosts('baseball')).toEqual([]);
  });

  it('takes no word for a typo of a much longer or shorter one ("ball" is no "baseball")', async () => {
    const id = await addCategory(t, 'Golf', 'golf');
    await addPost(t, {
      title: 'Ball flight',
      content: '<p>Spin and ball flight.</p>',
      category_id: id,
    });
    expect(await searchPosts('baseball')).toEqual([]);
    expect((await searchPosts('balls')).map((h) => h.title)).toEqual(['Ball flight']);
  });

  it('tolerates a typo in each word of a longer keyword, and needs every word', async () => {
    expect((await searchPosts('roulete calculatd')).map((h) => h.title)).toEqual([
      'How the wheel works',
    ]);
    expect(await searchPosts('roulete zebra')).toEqual([]);
  });

  it('knows the words a post gains when it is edited', async () => {
    expect(await searchPosts('blackjak')).toEqual([]);
    const form = {
      id: String(bankroll),
      title: 'Bankroll basics',
      slug: 'bankroll-basics',
      excerpt: 'An excerpt',
      content: '<p>Set a budget before you sit down at the blackjack table.</p>',
      category_id: String(casino),
    };
    expect((await t.admin('POST', 'post-update', { form })).status).toBe(200);
    const hits = await searchPosts('blackjak');
    expect(hits.map((h) => h.title)).toEqual(['Bankroll basics']);
    expect(marked(hits[0]!)).toEqual(['blackjack']);
  });
});
