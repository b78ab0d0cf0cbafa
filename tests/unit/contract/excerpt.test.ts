import { describe, expect, it } from 'vitest';
import { seedPosts } from '../../../server/db/seed/content';
import {
  cutWords,
  excerptChars,
  excerptWords,
  postExcerpt,
  stripHtml,
} from '../../../src/contract/text';

const seedPost = (slug: string) => {
  const post = seedPosts.find((p) => p.slug === slug);
  if (!post) throw new Error(`no seed post ${slug}`);
  return post;
};

describe('text of post HTML', () => {
  it('ends a sentence at a heading, so it never runs into the next paragraph', () => {
    expect(stripHtml('<h2>The basic calculation</h2><p>Say the pot is 100.</p>')).toBe(
      'The basic calculation. Say the pot is 100.',
    );
  });

  it('ends a sentence at each list item, line break and quote', () => {
    expect(
      stripHtml(
        '<h2>What is new</h2><ul><li><strong>Faster pages:</strong> images load</li><li>Dark theme</li></ul>' +
          '<p>One<br>Two</p><blockquote>Quoted</blockquote><p>End</p>',
      ),
    ).toBe('What is new. Faster pages: images load. Dark theme. One. Two. Quoted. End');
  });

  it('adds no stop where a block already ends with one, nor after the last block', () => {
    expect(stripHtml('<h2>Why?</h2><p>Because: it is.</p><p>Said "so."</p><p>Last</p>')).toBe(
      'Why? Because: it is. Said "so." Last',
    );
  });

  it('still joins inline markup into its words', () => {
    expect(stripHtml('<p>pure <b>chance</b>. A <a href="/x">link</a>, <em>ok</em></p>')).toBe(
      'pure chance. A link, ok',
    );
  });

  it('never doubles punctuation before the ellipsis', () => {
    expect(excerptWords('<p>Before a ball is bowled. Then more words follow.</p>', 5)).toBe(
      'Before a ball is bowled…',
    );
    expect(cutWords('one, two; three: four', 3)).toBe('one, two; three…');
    expect(cutWords('Really? Yes', 1)).toBe('Really…');
    expect(excerptChars('Hello world. And more', 12)).toBe('Hello world…');
  });

  it('leaves an uncut text as it is, its own full stop included', () => {
    expect(excerptWords('<p>All of it.</p>', 40)).toBe('All of it.');
  });
});

describe('post excerpts', () => {
  it("uses the post's own excerpt when it has one, cut to the word count", () => {
    const post = { excerpt: 'A short summary, written by the editor.', content: '<p>Body</p>' };
    expect(postExcerpt(post, 40)).toBe('A short summary, written by the editor.');
    expect(postExcerpt(post, 3)).toBe('A short summary…');
  });

  it('falls back to the text of the content when the excerpt is empty or blank', () => {
    const post = { excerpt: '  ', content: '<h2>Heading</h2><p>First words of the body.</p>' };
    expect(postExcerpt(post, 15)).toBe('Heading. First words of the body.');
  });

  it('shows an excerpt holding markup as text, and plain text as written', () => {
    expect(postExcerpt({ excerpt: '<p>Tagged <b>summary</b></p>', content: '' }, 40)).toBe(
      'Tagged summary',
    );
    expect(postExcerpt({ excerpt: 'Odds 2 > 1.5 & rising', content: '' }, 40)).toBe(
      'Odds 2 > 1.5 & rising',
    );
  });

  it('reads the demo posts with headings and lists as separate sentences', () => {
    const pot = seedPost('pot-odds-and-implied-odds-made-simple');
    expect(stripHtml(pot.content)).toContain('The basic calculation. Say the pot is 100');
    const update = seedPost('site-update-faster-pages-and-a-cleaner-reading-mode');
    const text = stripHtml(update.content);
    expect(text).toContain('What is new. Faster pages: images are now resized');
    expect(text).toContain('load as you scroll. Reading mode:');
  });

  it('cuts every demo post to 40 and 15 words with one clean ending', () => {
    for (const post of seedPosts) {
      // Headings and items without their own stop: none may run into the next words.
      const blocks = [...post.content.matchAll(/<(h[1-6]|li)\b[^>]*>([\s\S]*?)<\/\1>/g)]
        .map((m) => stripHtml(m[2]!))
        .filter((t) => !/[.!?:;]$/.test(t));
      for (const count of [40, 15]) {
        for (const out of [postExcerpt(post, count), excerptWords(post.content, count)]) {
          expect(out.split(' ').length).toBeLessThanOrEqual(count);
          expect(out).not.toMatch(/[.,;:!?]…$/);
          expect(out).not.toMatch(/\s{2}|<|&[a-z]+;/);
          for (const block of blocks) expect(out).not.toContain(`${block} `);
        }
      }
    }
  });
});
