/**
 * Reading pages go out rendered: the app's own server render (src/entry-server.tsx) with the
 * page's first answers read from the API in process, handed to the browser as JSON that no
 * script can break out of; and a page still loads, unrendered, whenever rendering cannot help.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeEach, describe, expect, it } from 'vitest';
import { createApp, type App } from '../../server/app';
import { sanitisePostHtml } from '../../server/html/postHtml';
import { loadPage, render } from '../../src/entry-server';
import { SERVER_STATE_ID } from '../../src/contract/serverState';
import { addPost, freshTestApp } from './helpers';
import { builtSiteDir } from './siteDir';
import { attr, elements, text, type Element } from './html';
import { predictionMarkup, predictionSchema } from '../../src/contract/predictions';

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" content="Sports." />
    <title>BetPulse</title>
    <script type="module" crossorigin src="/assets/index-AbC123.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const HOSTILE_TITLE = 'Odds </script><script>alert(1)</script> & more';
const BODY =
  '<p>First paragraph.</p><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">link</a>';

const siteDir = builtSiteDir(INDEX_HTML);
const t = freshTestApp();

beforeEach(async () => {
  await addPost(t, {
    title: HOSTILE_TITLE,
    slug: 'derby-odds',
    content: BODY,
    excerpt: 'The derby, priced.',
    category_id: t.football,
  });
});

/** The real server render, reading this test's API in process. */
const renderPage = (url: string) =>
  render(new URL(url, 'http://localhost'), {
    fetch: (input, init) => Promise.resolve(t.app.request(String(input), init)),
    sanitizeHtml: sanitisePostHtml,
    site: { brand: 'BetPulse', description: 'Sports.', origin: 'https://example.com' },
  });

describe('the server render of a reading page', () => {
  it('renders the post page with its title and sanitised body, and no script at all', async () => {
    const page = await renderPage('/football/derby-odds');
    expect(page).not.toBeNull();
    const all = elements(page!.html);
    expect(all.filter((el) => el.tagName === 'h1').map(text)).toEqual([HOSTILE_TITLE]);
    expect(page!.html).toContain('First paragraph.');
    expect(all.filter((el) => el.tagName === 'script')).toEqual([]);
    const attrs = all.flatMap((el) => el.attrs);
    expect(attrs.filter((a) => /^on/i.test(a.name))).toEqual([]);
    expect(attrs.filter((a) => /javascript:/i.test(a.value))).toEqual([]);
  });

  it("renders a post's tables styled and in their sideways-scrolling box, as the browser will", async () => {
    await addPost(t, {
      title: 'Prices',
      slug: 'prices',
      content:
        '<figure class="table"><table><tbody><tr><td>Home</td><td>2.05</td></tr></tbody></table></figure><p>After.</p>',
      category_id: t.football,
    });
    const page = await renderPage('/football/prices');
    const all = elements(page!.html);
    const box = all.find((el) => attr(el, 'class') === 'post-table-scroll')!;
    expect([attr(box, 'role'), attr(box, 'aria-label'), attr(box, 'tabindex')]).toEqual([
      'region',
      'Table',
      '0',
    ]);
    const tables = all.filter((el) => el.tagName === 'table');
    expect(tables.map((el) => attr(el, 'class'))).toEqual(['post-table']);
    expect(page!.html).toMatch(/<\/table><\/div>/);
  });

  it("renders a post's prediction as its card, the same markup the browser draws", async () => {
    const prediction = predictionSchema.parse({
      id: 'p1a2b3c4d5e6',
      sport: 'Football',
      home: 'Northbridge FC',
      away: 'Harlow Athletic',
      kickoff: '2099-11-28T15:00:00Z',
      market: '1x2',
      pick: 'Northbridge FC',
      odds: 2.1,
      stake: 1,
      reason: 'Unbeaten at home.',
    });
    await addPost(t, {
      title: 'Preview',
      slug: 'preview',
      content: `<p>Intro.</p>${predictionMarkup(prediction)}`,
      category_id: t.football,
    });
    const page = await renderPage('/football/preview');
    const all = elements(page!.html);
    const card = all.find((el) => attr(el, 'class') === 'prediction-card')!;
    expect(attr(card, 'aria-label')).toBe('Prediction: Northbridge FC vs Harlow Athletic');
    expect(
      text(all.find((el) => el.tagName === 'time' && attr(el, 'data-kickoff') !== undefined)!),
    ).toBe('Sat, 28 Nov 2099, 15:00 UTC');
    expect(all.filter((el) => attr(el, 'data-odds-format')).map(text)).toEqual([
      '2.10',
      '11/10',
      '+110',
    ]);
    expect(text(all.find((el) => attr(el, 'class')?.startsWith('prediction-status '))!)).toBe(
      'Upcoming',
    );
    expect(all.filter((el) => el.tagName === 'script')).toEqual([]);
  });

  it('renders the post with its reading time and plain share links, and no "Read next" yet', async () => {
    const page = await renderPage('/posts/derby-odds');
    const all = elements(page!.html);
    const time = all.find((el) => el.tagName === 'time')!;
    expect(all.some((el) => el.tagName === 'span' && text(el) === '1 min read')).toBe(true);
    expect(page!.html.indexOf('1 min read')).toBeGreaterThan(page!.html.indexOf(text(time)));
    // On the request's origin, as the canonical link: they work without JavaScript.
    const path = encodeURIComponent('https://example.com/football/derby-odds');
    const title = encodeURIComponent(HOSTILE_TITLE);
    const links = Object.fromEntries(
      all
        .filter((el) => el.tagName === 'a' && attr(el, 'aria-label')?.startsWith('Share on '))
        .map((el) => [
          attr(el, 'aria-label'),
          [attr(el, 'href'), attr(el, 'target'), attr(el, 'rel')],
        ]),
    );
    const newTab = ['_blank', 'noopener noreferrer'];
    expect(links).toEqual({
      'Share on X': [`https://twitter.com/intent/tweet?url=${path}&text=${title}`, ...newTab],
      'Share on WhatsApp': [`https://wa.me/?text=${title}%20${path}`, ...newTab],
      'Share on Telegram': [`https://t.me/share/url?url=${path}&text=${title}`, ...newTab],
    });
    expect(all.some((el) => el.tagName === 'button' && text(el) === 'Copy link')).toBe(true);
    // "Read next" waits for the reader to scroll near it, in the browser.
    expect(page!.html).not.toContain('Read next');
    const { queries } = (page!.state as { api: { queries: Record<string, unknown> } }).api;
    expect(Object.keys(queries).filter((key) => key.startsWith('getPostPages'))).toEqual([]);
  });

  it('renders the home grid, the category bar and the footer with the first answers', async () => {
    const page = await renderPage('/');
    const all = elements(page!.html);
    expect(
      all
        .filter((el) => el.tagName === 'article')
        .map(text)
        .join(' '),
    ).toContain(HOSTILE_TITLE);
    expect(all.some((el) => el.tagName === 'footer')).toBe(true);
    expect(all.some((el) => el.tagName === 'a' && text(el) === 'Football')).toBe(true);
    const { queries } = (page!.state as { api: { queries: Record<string, { status: string }> } })
      .api;
    expect(Object.keys(queries).sort()).toEqual([
      'getBanners(undefined)',
      'getCategories(undefined)',
      'getPopular(undefined)',
      'getPostPages({})',
      'getSiteTexts(undefined)',
    ]);
    expect(Object.values(queries).every((q) => q.status === 'fulfilled')).toBe(true);
  });

  it("renders the footer's responsible-gambling strip with the admin's texts, the rest the defaults", async () => {
    await t.admin('POST', 'site-texts', {
      json: { strip_note: 'Adults only. Set a limit.', help_url: 'https://help.example/' },
    });
    const page = await renderPage('/');
    const all = elements(page!.html);
    const strip = all.find(
      (el) => el.tagName === 'section' && attr(el, 'aria-labelledby') === 'gamble-responsibly',
    )!;
    expect(text(strip)).toContain('Adults only. Set a limit.');
    const inStrip = (el: Element): boolean =>
      el === strip ||
      (el.parentNode !== null && 'tagName' in el.parentNode && inStrip(el.parentNode));
    const help = all
      .filter((el) => el.tagName === 'a' && inStrip(el))
      .map((a) => [text(a), attr(a, 'href')]);
    expect(help).toEqual([
      ['BeGambleAware (opens in a new tab)', 'https://help.example/'],
      ['National Gambling Helpline (opens in a new tab)', 'https://www.gamcare.org.uk/'],
    ]);
  });

  it('renders an unknown post as the spec\'s "Post not found", with its answer (none: a 404 is no failure)', async () => {
    const page = await renderPage('/posts/no-such-post');
    expect(page!.html).toContain('Post not found');
    const { queries } = (
      page!.state as { api: { queries: Record<string, { status: string; data?: unknown }> } }
    ).api;
    // Fulfilled with no post: the browser takes it as it is, without asking again.
    expect(queries['getPostBySlug("no-such-post")']).toMatchObject({
      status: 'fulfilled',
      data: null,
    });
  });

  it('reads each first answer once: the head and the render come from the same answers', async () => {
    const calls: string[] = [];
    const page = await loadPage(new URL('/football/derby-odds', 'http://localhost'), {
      fetch: (input, init) => {
        calls.push(new URL(String(input), 'http://localhost').search);
        return Promise.resolve(t.app.request(String(input), init));
      },
      sanitizeHtml: sanitisePostHtml,
      site: { brand: 'BetPulse', description: 'Sports.' },
    });
    expect(page!.head.title).toBe(`${HOSTILE_TITLE} | BetPulse`);
    const before = [...calls];
    const rendered = await page!.render();
    expect(rendered!.html).toContain('First paragraph.');
    expect(calls).toEqual(before);
    expect(new Set(calls).size).toBe(calls.length);
    expect(calls).toContain('?q=post&slug=derby-odds');
  });

  it("leaves the admin and the visitor's own suggestions to the browser", async () => {
    for (const url of ['/admin', '/admin/posts', '/suggestions']) {
      expect(await renderPage(url), url).toBeNull();
    }
  });

  it("renders the fixed pages too: the advertisers' Promotion page arrives with its content", async () => {
    const page = await renderPage('/promotion');
    expect(elements(page!.html).filter((el) => el.tagName === 'h1').length).toBe(1);
    expect(page!.html).toContain('Get a quote');
  });
});

/**
 * A stand-in for the built entry: a fixed head for every page, and the render written by the
 * test (a module body that exports `render(url)`).
 */
function standInEntry(renderModule: string): string {
  return `${renderModule}
    export const fixedPaths = ['/'];
    export async function loadPage(url) {
      const head = { status: 200, title: 'Page | BetPulse', shareTitle: 'Page', description: 'Sports.',
        canonicalPath: url.pathname, type: 'website', image: null, imageAlt: '',
        preloadCalls: ['q=categories'], hero: null };
      return { head, render: () => render(url) };
    }`;
}

describe('pages served with the server render', () => {
  let entry: string;
  /** An app whose render entry is a stand-in module written by the test. */
  async function site(module: string): Promise<App> {
    entry = path.join(siteDir(), `entry-${Math.random().toString(36).slice(2)}.mjs`);
    await writeFile(entry, standInEntry(module));
    return createApp(t.deps, { staticDir: siteDir(), renderEntry: entry });
  }

  it('puts the markup in #root and the answers in a JSON script no payload can close', async () => {
    const app = await site(`export async function render(url) {
      return { html: '<main>Rendered ' + url.pathname + '</main>',
               state: { api: { note: '</script><script>alert(1)</script>\\u2028' } } };
    }`);
    const res = await app.request('/football/derby-odds');
    const html = await res.text();
    expect(html).toContain('<div id="root"><main>Rendered /football/derby-odds</main></div>');
    const scripts = elements(html).filter((el) => el.tagName === 'script');
    const data = scripts.find((el) => el.attrs.some((a) => a.value === SERVER_STATE_ID))!;
    expect(data.attrs).toContainEqual({ name: 'type', value: 'application/json' });
    expect(JSON.parse(text(data))).toEqual({
      api: { note: '</script><script>alert(1)</script>\u2028' },
    });
    expect(html).not.toContain('</script><script>alert(1)');
    // The answers travel in the page: no preload hints for them.
    expect(html).not.toMatch(/rel="preload" as="fetch"/);
  });

  it('serves the page unrendered, with its preload hints, when asked to (x-render: off)', async () => {
    const app = await site(`export async function render() {
      return { html: '<main>Rendered</main>', state: {} };
    }`);
    const html = await (await app.request('/', { headers: { 'x-render': 'off' } })).text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain(SERVER_STATE_ID);
    expect(html).toMatch(/rel="preload" as="fetch"/);
  });

  it('still serves the page, unrendered, when the render fails, and logs why', async () => {
    const app = await site(`export async function render() { throw new Error('render broke'); }`);
    const res = await app.request('/');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<div id="root"></div>');
    expect(t.deps.log.lines).toContainEqual(
      expect.objectContaining({ msg: 'page render failed', error: 'render broke' }),
    );
  });

  it('never renders with stale code: a render rebuilt while running waits for a restart', async () => {
    const app = await site(`export async function render() {
      return { html: '<main>First build</main>', state: {} };
    }`);
    expect(await (await app.request('/')).text()).toContain('<main>First build</main>');
    await writeFile(
      entry,
      standInEntry(
        `export async function render() { return { html: '<main>Second build, longer</main>', state: {} }; }`,
      ),
    );
    const html = await (await app.request('/trending')).text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('build');
  });

  it('serves pages unrendered when there is no server build', async () => {
    const app = createApp(t.deps, {
      staticDir: siteDir(),
      renderEntry: path.join(siteDir(), 'missing.js'),
    });
    const res = await app.request('/');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<div id="root"></div>');
  });
});

describe('the theme script', () => {
  it('is inlined in served pages and allowed by its exact hash, nothing else inline', async () => {
    const build = await mkdtemp(path.join(tmpdir(), 'betpulse-theme-'));
    try {
      const code = "(function(){document.documentElement.classList.add('x')})();\n";
      await writeFile(
        path.join(build, 'index.html'),
        INDEX_HTML.replace('<title>', '<script src="/theme-init.js"></script>\n    <title>'),
      );
      await writeFile(path.join(build, 'theme-init.js'), code);
      const app = createApp(t.deps, { staticDir: build, renderEntry: path.join(build, 'none.js') });
      const res = await app.request('/');
      const html = await res.text();
      expect(html).toContain(`<script>${code}</script>`);
      expect(html).not.toContain('src="/theme-init.js"');
      const { createHash } = await import('node:crypto');
      const hash = createHash('sha256').update(code).digest('base64');
      const scriptSrc = res.headers
        .get('Content-Security-Policy')!
        .split(';')
        .map((d) => d.trim())
        .find((d) => d.startsWith('script-src'));
      expect(scriptSrc).toBe(`script-src 'self' 'sha256-${hash}'`);
      // The API keeps the policy without any inline allowance.
      const api = await app.request('/backend/index.php?q=categories');
      expect(api.headers.get('Content-Security-Policy')).toMatch(/script-src 'self';/);
    } finally {
      await rm(build, { recursive: true, force: true });
    }
  });
});

describe('one render per page, whatever the link carries', () => {
  it('renders a page once for links that differ only in tracking parameters', async () => {
    const counter = path.join(siteDir(), `count-${Date.now()}.mjs`);
    await writeFile(
      counter,
      standInEntry(`export let calls = [];
       export async function render(url) {
         calls.push(url.pathname + url.search);
         return { html: '<main>' + url.pathname + url.search + '</main>', state: {} };
       }`),
    );
    const app = createApp(t.deps, { staticDir: siteDir(), renderEntry: counter });
    for (const link of [
      '/?utm_source=x',
      '/?fbclid=abc&utm_medium=y',
      '/',
      '/?page=abc',
      '/?page=1',
    ]) {
      expect(await (await app.request(link)).text()).toContain('<main>/</main>');
    }
    for (const link of ['/?page=2&utm_source=x', '/?page=02', '/?page=2.0']) {
      expect(await (await app.request(link)).text()).toContain('<main>/?page=2</main>');
    }
    // Past the app's last honoured page, the app shows that page: so does the render.
    expect(await (await app.request('/?page=99999')).text()).toContain('<main>/?page=500</main>');
    const { calls } = (await import(pathToFileURL(counter).href)) as { calls: string[] };
    expect(calls).toEqual(['/', '/?page=2', '/?page=500']);
  });
});
