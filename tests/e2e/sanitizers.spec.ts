/**
 * The browser's two sanitisers for post HTML (lib/postHtmlRules.ts): its own, the HTML Sanitizer
 * API (nativeSanitize.ts), which a post built in Chromium uses, and DOMPurify (sanitize.ts), which
 * browsers without it download. In Chromium, side by side: the same body from both for every demo
 * post and for the markup the editor writes, and nothing dangerous from the native one.
 */
import path from 'node:path';
import { build, type Rollup } from 'vite';
import { expect, test } from './fixtures';
import { seedPosts } from '../../server/db/seed/content';
import { DANGEROUS_TAGS, XSS_PAYLOADS } from '../fixtures/hostileHtml';

type Sanitize = (html: string) => string;
declare global {
  interface Window {
    sanitizers: { native: Sanitize | null; purify: Sanitize };
  }
}

/** What TinyMCE writes besides the demo posts' markup. */
const EDITOR_MARKUP = [
  '<figure class="table"><table><tbody><tr><td start="1" style="color:red">x</td></tr></tbody></table><figcaption>Odds</figcaption></figure>',
  '<p style="text-align: center;" id="intro">centred</p><a href="https://example.com" target="_top">out</a> <a href="/in">in</a>',
  '<p><img src="/uploads/a.webp" alt="Pitch" width="640" height="360"></p>',
  '<h2>Pick</h2><ol><li><strong>b</strong> <em>i</em> <u>u</u> <s>s</s></li></ol><blockquote><p>q</p></blockquote><pre><code>c</code></pre><hr><p>a<br>b<sup>1</sup><sub>2</sub></p>',
  '<table><thead><tr><th colspan="2" scope="col">Team</th></tr></thead><tbody><tr><td rowspan="2">1.85</td></tr></tbody></table>',
  '<div><table><tr><td>wrapped</td></tr></table></div><p><a href="mailto:desk@example.com">mail</a> <a href="tel:+911234">call</a></p>',
];

let script = '';

test.beforeAll(async () => {
  const built = await build({
    configFile: false,
    logLevel: 'error',
    publicDir: false,
    build: {
      write: false,
      rolldownOptions: {
        input: path.resolve('tests/e2e/sanitizersEntry.ts'),
        output: { format: 'iife' },
      },
    },
  });
  const outputs = (Array.isArray(built) ? built : [built]) as Rollup.RollupOutput[];
  script = outputs.flatMap((out) => out.output).find((file) => file.type === 'chunk')!.code;
});

test.beforeEach(async ({ page }) => {
  await page.setContent('<!doctype html><title>sanitisers</title>');
  await page.addScriptTag({ content: script });
});

test('Chromium has its own sanitiser, and posts built in it use that one', async ({ page }) => {
  expect(await page.evaluate(() => window.sanitizers.native !== null)).toBe(true);
});

test("both sanitisers give the same body for every demo post and for the editor's markup", async ({
  page,
}) => {
  const inputs = [...seedPosts.map((post) => post.content), ...EDITOR_MARKUP];
  const differences = await page.evaluate((list) => {
    const { native, purify } = window.sanitizers;
    return list
      .map((html) => ({ html, native: native!(html), purify: purify(html) }))
      .filter((result) => result.native !== result.purify);
  }, inputs);
  expect(differences).toEqual([]);
});

test('the native sanitiser leaves nothing that can run, submit, restyle or clobber', async ({
  page,
}) => {
  const problems = await page.evaluate(
    ([payloads, dangerous]) => {
      const found: string[] = [];
      const banned = new Set(dangerous);
      for (const [name, html] of payloads) {
        const out = window.sanitizers.native!(html);
        if (window.sanitizers.native!(out) !== out) found.push(`${name}: not stable`);
        const box = document.createElement('div');
        box.innerHTML = out;
        for (const el of Array.from(box.querySelectorAll('*'))) {
          if (banned.has(el.localName)) found.push(`${name}: <${el.localName}>`);
          for (const { name: attr, value } of Array.from(el.attributes)) {
            // eslint-disable-next-line no-control-regex
            const compact = value.replace(/[\u0000-\u0020\u00a0]/g, '');
            if (/^on/i.test(attr)) found.push(`${name}: ${attr}`);
            if (['srcdoc', 'formaction', 'action', 'ping'].includes(attr))
              found.push(`${name}: ${attr}`);
            if (attr === 'class' && value !== 'post-table') found.push(`${name}: class`);
            if (attr === 'style' && !/^text-align:/.test(value)) found.push(`${name}: style`);
            if ((attr === 'id' || attr === 'name') && !value.startsWith('user-content-'))
              found.push(`${name}: ${attr}`);
            if (/^(javascript|vbscript|data:text)/i.test(compact))
              found.push(`${name}: ${attr} URL`);
          }
        }
      }
      return found;
    },
    [Object.entries(XSS_PAYLOADS), DANGEROUS_TAGS] as const,
  );
  expect(problems).toEqual([]);
});
