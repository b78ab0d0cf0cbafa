import { describe, expect, it } from 'vitest';
import { sanitisePostHtml } from '../../server/html/postHtml';
import { predictionMarkup, predictionSchema, readPrediction } from '../../src/contract/predictions';
import { HOSTILE_URLS } from '../fixtures/urlVectors';
import { makeTestApp } from './helpers';

describe('sanitisePostHtml (on write)', () => {
  it.each([
    ['<p>Hi<script>alert(1)</script></p>', '<p>Hi</p>'],
    ['<style>body{display:none}</style><p>x</p>', '<p>x</p>'],
    ['<iframe src="https://evil.example"></iframe><p>x</p>', '<p>x</p>'],
    ['<object data="x.swf"></object><embed src="x.swf"><p>x</p>', '<p>x</p>'],
    ['<img src="x.png" onerror="alert(1)" alt="a">', '<img src="x.png" alt="a" />'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="data:text/html,<script>alert(1)</script>">x</a>', '<a>x</a>'],
    ['<img src="data:image/svg+xml;base64,PHN2Zz4=">', '<img />'],
    ['<a href="\u2028javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="&nbsp;javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="\u1680javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<img src="\u2028javascript:alert(1)">', '<img />'],
    ['<p style="position:fixed;top:0">x</p>', '<p>x</p>'],
    ['<div class="fixed inset-0">x</div>', '<div>x</div>'],
    ['<form action="/x"><input name="a"><button>Go</button></form>', 'Go'],
    ['<svg><script>alert(1)</script></svg><p>x</p>', '<p>x</p>'],
  ])('removes what is dangerous: %s', (input, output) => {
    expect(sanitisePostHtml(input)).toBe(output);
  });

  it.each([
    '<h2>Title</h2><p><strong>Bold</strong>, <em>italic</em>, <u>under</u> and <s>strike</s>.</p>',
    '<ul><li>One</li></ul><ol><li>Two</li></ol><blockquote>Quote</blockquote>',
    '<table><thead><tr><th scope="col">Team</th></tr></thead><tbody><tr><td colspan="2">A</td></tr></tbody></table>',
    '<p style="text-align:center">Centred</p>',
    '<a href="https://example.com" title="t">link</a> <a href="/post/x">local</a> <a href="mailto:a@b.c">mail</a>',
    '<img src="https://example.com/a.png" alt="A" width="100" height="50" />',
    '<img src="data:image/png;base64,iVBORw0KGgo=" alt="Pasted" />',
    '<pre><code>const a = 1;</code></pre><hr /><p>a<br />b</p>',
  ])('keeps normal formatting: %s', (html) => {
    expect(sanitisePostHtml(html)).toBe(html);
  });

  it('adds rel="noopener noreferrer" to links that open a new tab', () => {
    expect(sanitisePostHtml('<a href="https://x.example" target="_blank">x</a>')).toBe(
      '<a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it('keeps text and escapes stray markup characters', () => {
    expect(sanitisePostHtml('5 < 6 & "quotes"')).toBe('5 &lt; 6 &amp; "quotes"');
  });

  it('keeps a prediction block as written, and no other data attribute', () => {
    const block = predictionMarkup(
      predictionSchema.parse({
        id: 'p1a2b3c4d5e6',
        sport: 'Football',
        home: 'A "&" <B>',
        away: 'C',
        kickoff: '2026-11-28T15:00:00Z',
        market: '1x2',
        pick: '<script>alert(1)</script>',
        odds: 2.1,
        stake: 1,
        reason: 'Form.',
      }),
    );
    const saved = sanitisePostHtml(block);
    expect(saved).toBe(block);
    const json = /data-bp-prediction="([^"]*)"/.exec(saved)![1]!;
    const decoded = json
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
    expect(readPrediction(decoded)?.pick).toBe('<script>alert(1)</script>');
    expect(
      sanitisePostHtml('<p data-bp-prediction="{}" data-x="1">x</p><div data-track="y">y</div>'),
    ).toBe('<p>x</p><div>y</div>');
  });
});

// Here, not in urlRule.test.ts: that file runs under jsdom, where PGlite loads its extensions as a
// browser would (by fetch) and cannot open the database.
describe('a post written with a disguised script link', () => {
  it('is stored, and served, without it', async () => {
    const t = await makeTestApp();
    try {
      const category = (await (
        await t.admin('POST', 'categories', { json: { name: 'Football', slug: 'football' } })
      ).json()) as { id: number };
      // NUL is refused before sanitising (the contract's own rule).
      const urls = HOSTILE_URLS.filter((url) => !url.includes('\u0000'));
      const content = urls.map((url, i) => `<p><a href="${url}">link ${i}</a></p>`).join('');
      const res = await t.admin('POST', 'posts', {
        form: { title: 'Links', slug: 'links', category_id: String(category.id), content },
      });
      expect(res.status).toBe(200);
      const post = (await (
        await t.request('GET', 'post', { params: { slug: 'links' } })
      ).json()) as {
        content: string;
      };
      expect(post.content).not.toContain('href');
      expect(post.content).toContain(`link ${urls.length - 1}`);
    } finally {
      await t.close();
    }
  });
});
