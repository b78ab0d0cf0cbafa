import { describe, expect, it } from 'vitest';
import { sanitizePostHtml } from '../../../src/lib/sanitize';
import { DANGEROUS_TAGS, XSS_PAYLOADS } from '../../fixtures/hostileHtml';

/** Parses sanitised output the way the browser will when it is set as innerHTML. */
function parse(html: string): HTMLElement {
  const box = document.createElement('div');
  box.innerHTML = html;
  return box;
}

/** What browsers ignore inside a URL scheme (controls and spaces). */
// eslint-disable-next-line no-control-regex
const URL_IGNORED_CHARS = /[\u0000-\u0020\u00a0\u1680\u180e\u2000-\u2029\u205f\u3000]/g;
const URL_ATTRS = ['href', 'src', 'action', 'formaction', 'xlink:href', 'background', 'poster'];

/** Fails when anything in the output could run script, submit data or clobber globals. */
function expectHarmless(output: string) {
  const root = parse(output);
  for (const el of Array.from(root.querySelectorAll('*'))) {
    expect(DANGEROUS_TAGS, `tag <${el.localName}> survived in ${output}`).not.toContain(
      el.localName,
    );
    for (const attr of Array.from(el.attributes)) {
      expect(attr.name, `event handler in ${output}`).not.toMatch(/^on/i);
      expect(['srcdoc', 'formaction', 'action', 'ping']).not.toContain(attr.name);
      if (attr.name === 'class') expect(attr.value).toBe('post-table');
      if (attr.name === 'style') expect(attr.value).toMatch(/^text-align:/);
      if (URL_ATTRS.includes(attr.name)) {
        const compact = attr.value.replace(URL_IGNORED_CHARS, '');
        expect(compact, `unsafe URL in ${output}`).not.toMatch(/^(javascript|vbscript|data:text)/i);
      }
      if (attr.name === 'id' || attr.name === 'name') {
        expect(attr.value).toMatch(/^user-content-/);
      }
    }
  }
  // Stable: sanitising the output again changes nothing (no mutation on re-parse).
  expect(sanitizePostHtml(output)).toBe(output);
}

describe('sanitizePostHtml: nothing dangerous survives', () => {
  for (const [name, payload] of Object.entries(XSS_PAYLOADS)) {
    it(`neutralises ${name}`, () => {
      const out = sanitizePostHtml(payload);
      expect(out).not.toMatch(/<script/i);
      expectHarmless(out);
    });
  }

  it('never runs script while sanitising or when the output is inserted', async () => {
    const hits: string[] = [];
    (window as unknown as { alert: (x: unknown) => void }).alert = (x) => hits.push(String(x));
    for (const payload of Object.values(XSS_PAYLOADS)) parse(sanitizePostHtml(payload));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(hits).toEqual([]);
  });

  it("keeps a prediction block's data on its div, and no other data attribute", () => {
    const json = '{"id":"p1","pick":"<b>x</b> & \\"y\\""}';
    const out = parse(
      sanitizePostHtml(
        `<div data-bp-prediction="${json.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}" data-x="1"><p>t</p></div>` +
          '<p data-bp-prediction="{}" data-track="1">p</p>',
      ),
    );
    expect(out.querySelector('div')!.getAttribute('data-bp-prediction')).toBe(json);
    expect(out.querySelector('div')!.hasAttribute('data-x')).toBe(false);
    expect(out.lastElementChild!.attributes).toHaveLength(0);
  });

  it('prefixes every id and name so none can shadow a document or window property', () => {
    const out = parse(
      sanitizePostHtml('<h2 id="cookie">A</h2><h2 id="rules">B</h2><img name="forms" src="a.png">'),
    );
    const headings = out.querySelectorAll('h2');
    expect(headings[0]).toHaveAttribute('id', 'user-content-cookie');
    expect(headings[1]).toHaveAttribute('id', 'user-content-rules');
    expect(out.querySelector('img')).toHaveAttribute('name', 'user-content-forms');
  });

  it('keeps text that merely looks like markup as harmless text', () => {
    const out = parse(sanitizePostHtml('<textarea><img src=x onerror=alert(1)></textarea>'));
    expect(out.querySelector('img')).toBeNull();
  });
});

describe('sanitizePostHtml: tables', () => {
  it('flattens <figure class="table"> wrappers and removes start, end and column-size', () => {
    const out = sanitizePostHtml(
      '<figure class="table"><table start="1" end="3" column-size="2"><tbody><tr><td>Hit</td></tr></tbody></table></figure>',
    );
    expect(out).toBe('<table class="post-table"><tbody><tr><td>Hit</td></tr></tbody></table>');
  });

  it('flattens div wrappers whose only child is a table, nested wrappers included', () => {
    const out = sanitizePostHtml(
      '<div class="x"><figure class="table">\n<table><tbody><tr><td column-size="3">A</td></tr></tbody></table>\n</figure></div>',
    );
    expect(out).toBe('<table class="post-table"><tbody><tr><td>A</td></tr></tbody></table>');
  });

  it('keeps a wrapper that holds more than the table', () => {
    const out = parse(
      sanitizePostHtml('<div><p>Intro</p><table><tbody><tr><td>A</td></tr></tbody></table></div>'),
    );
    expect(out.querySelector('div > p')).toHaveTextContent('Intro');
    expect(out.querySelector('div > table')).toHaveClass('post-table');
  });

  it('turns a figure caption into the table caption', () => {
    const out = sanitizePostHtml(
      '<figure class="table"><table><tbody><tr><td>A</td></tr></tbody></table><figcaption>Odds</figcaption></figure>',
    );
    expect(out).toBe(
      '<table class="post-table"><caption>Odds</caption><tbody><tr><td>A</td></tr></tbody></table>',
    );
  });

  it('gives every table the post-table class and only that class', () => {
    const out = parse(
      sanitizePostHtml(
        '<table class="fixed inset-0"><tr><td>1</td></tr></table><p>x</p><table><tr><td>2</td></tr></table>',
      ),
    );
    const tables = out.querySelectorAll('table');
    expect(tables).toHaveLength(2);
    tables.forEach((t) => expect(t.getAttribute('class')).toBe('post-table'));
  });

  it('removes start from ordered lists too', () => {
    expect(sanitizePostHtml('<ol start="5"><li>a</li></ol>')).toBe('<ol><li>a</li></ol>');
  });
});

describe('sanitizePostHtml: normal formatting survives', () => {
  it('keeps headings, paragraphs, emphasis, lists, quotes, code and images', () => {
    const html =
      '<h2>Title</h2><h3>Sub</h3><p>A <strong>bold</strong>, <em>italic</em>, <u>under</u> and <s>struck</s> word.</p>' +
      '<ul><li>one</li></ul><ol><li>two</li></ol><blockquote><p>quote</p></blockquote>' +
      '<pre><code>x = 1</code></pre><hr><p>line<br>break</p>' +
      '<img src="https://cdn.example/a.jpg" alt="A chart" width="600" height="400">';
    const out = parse(sanitizePostHtml(html));
    for (const selector of [
      'h2',
      'h3',
      'strong',
      'em',
      'u',
      's',
      'ul > li',
      'ol > li',
      'blockquote > p',
      'pre > code',
      'hr',
      'br',
    ]) {
      expect(out.querySelector(selector), selector).not.toBeNull();
    }
    const img = out.querySelector('img')!;
    expect(img).toHaveAttribute('src', 'https://cdn.example/a.jpg');
    expect(img).toHaveAttribute('alt', 'A chart');
    expect(img).toHaveAttribute('width', '600');
    expect(img).toHaveAttribute('loading', 'lazy');
  });

  it('keeps text alignment but no other inline style', () => {
    const out = parse(
      sanitizePostHtml('<p style="text-align: center;">a</p><p style="color:red">b</p>'),
    );
    const [a, b] = Array.from(out.querySelectorAll('p'));
    expect(a).toHaveAttribute('style', 'text-align: center;');
    expect(b).not.toHaveAttribute('style');
  });

  it('keeps safe links: external ones open in a new tab with noopener noreferrer', () => {
    const out = parse(
      sanitizePostHtml(
        '<a href="https://example.com/x" target="_self">ext</a><a href="/casino" target="_blank">in</a>' +
          '<a href="mailto:a@b.example">mail</a><a href="tel:+123">tel</a><a href="#top">hash</a>',
      ),
    );
    const [ext, internal, mail, tel, hash] = Array.from(out.querySelectorAll('a'));
    expect(ext).toHaveAttribute('href', 'https://example.com/x');
    expect(ext).toHaveAttribute('target', '_blank');
    expect(ext).toHaveAttribute('rel', 'noopener noreferrer');
    expect(internal).toHaveAttribute('href', '/casino');
    expect(internal).not.toHaveAttribute('target');
    expect(internal).toHaveAttribute('rel', 'noopener noreferrer');
    expect(mail).toHaveAttribute('href', 'mailto:a@b.example');
    expect(tel).toHaveAttribute('href', 'tel:+123');
    expect(hash).toHaveAttribute('href', '#top');
  });

  it('drops links to other schemes but keeps their text', () => {
    const out = parse(sanitizePostHtml('<a href="ftp://x.example/f">file</a>'));
    expect(out.querySelector('a')).not.toHaveAttribute('href');
    expect(out).toHaveTextContent('file');
  });

  it('keeps raster data images and drops other data URLs', () => {
    const png = 'data:image/png;base64,iVBORw0KGgo=';
    const out = parse(
      sanitizePostHtml(`<img src="${png}" alt="p"><img src="data:text/html,hi" alt="h">`),
    );
    const [a, b] = Array.from(out.querySelectorAll('img'));
    expect(a).toHaveAttribute('src', png);
    expect(b).not.toHaveAttribute('src');
  });

  it('answers an empty string for empty input', () => {
    expect(sanitizePostHtml('')).toBe('');
  });
});
