import { beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { addCategory, addPost, freshTestApp } from './helpers';
import { builtSiteDir } from './siteDir';

const siteDir = builtSiteDir();
const t = freshTestApp();
let poker: number;

beforeEach(async () => {
  poker = await addCategory(t, 'Poker', 'poker');
});

const rssItems = async () => {
  const res = await createApp(t.deps, { staticDir: siteDir() }).request('http://localhost/rss.xml');
  expect(res.status).toBe(200);
  return [...(await res.text()).matchAll(/<item>([\s\S]*?)<\/item>/g)].map((m) => m[1]!);
};

describe('excerpts in rss.xml', () => {
  it("describes a post by its own excerpt, or else by its content's first 40 words as sentences", async () => {
    const words = Array.from({ length: 50 }, (_, i) => `w${i}`).join(' ');
    await addPost(t, {
      title: 'Without excerpt',
      excerpt: '',
      content: `<h2>The basic calculation</h2><ul><li>Say the pot</li></ul><p>${words}.</p>`,
      category_id: poker,
    });
    await addPost(t, { title: 'With excerpt', excerpt: 'Its own words.', category_id: poker });
    const items = await rssItems();
    const described = (title: string) =>
      /<description>(.*)<\/description>/.exec(items.find((i) => i.includes(title))!)![1];
    expect(described('With excerpt')).toBe('Its own words.');
    // 3 + 3 words of the heading and item, then 34 of the paragraph.
    const first34 = words.split(' ').slice(0, 34).join(' ');
    expect(described('Without excerpt')).toBe(`The basic calculation. Say the pot. ${first34}…`);
  });
});
