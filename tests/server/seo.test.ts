import { describe, expect, it } from 'vitest';
import { IMAGE_SIZES } from '../../src/contract/images';
import { createApp, type App } from '../../server/app';
import * as serverEntry from '../../src/entry-server';
import type { Settings } from '../../server/settings';
import { builtSiteDir } from './siteDir';
import { addFreshPostThrough, addPost, file, freshTestApp, pngBytes } from './helpers';
import { attr, elements } from './html';
import { xmlRoot } from './xml';

const siteDir = builtSiteDir();
const t = freshTestApp();

/** A fresh app serving the built app (its own cache), on the test's database. */
function site(settings: Partial<Settings> = {}): App {
  return createApp(
    { ...t.deps, settings: { ...t.deps.settings, ...settings } },
    // The app's own entry, from source: each page's head comes from its route table.
    { staticDir: siteDir(), renderEntry: serverEntry },
  );
}

/** What a crawler reads from the page's head. */
function head(html: string) {
  const all = elements(html);
  const metas = all.filter((el) => el.tagName === 'meta');
  const links = all.filter((el) => el.tagName === 'link');
  const content = (key: string) =>
    metas
      .filter((m) => attr(m, 'property') === key || attr(m, 'name') === key)
      .map((m) => attr(m, 'content'));
  const titles = all.filter((el) => el.tagName === 'title');
  return {
    titles: titles.map((el) => el.childNodes.map((n) => ('value' in n ? n.value : '')).join('')),
    /** The one value of a meta name/property (fails the test when repeated). */
    meta(key: string) {
      const values = content(key);
      expect(values.length, `meta ${key}`).toBeLessThanOrEqual(1);
      return values[0];
    },
    canonical: links.filter((l) => attr(l, 'rel') === 'canonical').map((l) => attr(l, 'href')),
    preloads: links
      .filter((l) => attr(l, 'rel') === 'preload')
      .map((l) => Object.fromEntries(l.attrs.map((a) => [a.name, a.value]))),
    scripts: all.filter((el) => el.tagName === 'script'),
  };
}

/** The page as served unrendered (its head is the same rendered: see pageRender.test.ts). */
async function page(app: App, url: string, headers: Record<string, string> = {}) {
  const res = await app.request(url, { headers: { 'x-render': 'off', ...headers } });
  const html = await res.text();
  return { res, html, head: head(html) };
}

async function postWithImage(fields: {
  title: string;
  slug: string;
  excerpt?: string;
  content?: string;
}) {
  return addPost(t, { ...fields, category_id: t.football, image: file(await pngBytes(40, 20)) });
}

async function imagePathOf(slug: string): Promise<string> {
  const res = await t.request('GET', 'post', { params: { slug } });
  return ((await res.json()) as { image_path: string }).image_path;
}

describe('meta tags in the served app', () => {
  it('writes the site title, description, canonical and share tags on the home page', async () => {
    await postWithImage({ title: 'Older', slug: 'older' });
    await postWithImage({ title: 'Newest', slug: 'newest' });
    const image = await imagePathOf('newest');

    const { res, head: h } = await page(site(), '/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(h.titles).toEqual(['BetPulse']);
    expect(h.meta('description')).toBe('Sports, predictions & odds.');
    expect(h.canonical).toEqual(['http://localhost/']);
    expect(h.meta('og:type')).toBe('website');
    expect(h.meta('og:site_name')).toBe('BetPulse');
    expect(h.meta('og:title')).toBe('BetPulse');
    expect(h.meta('og:description')).toBe('Sports, predictions & odds.');
    expect(h.meta('og:url')).toBe('http://localhost/');
    // The newest post's picture, as the 1280 px variant, absolute.
    expect(h.meta('og:image')).toBe(`http://localhost/backend/public/${image}?w=1280`);
    expect(h.meta('twitter:card')).toBe('summary_large_image');
    expect(h.meta('twitter:image')).toBe(`http://localhost/backend/public/${image}?w=1280`);
    expect(h.meta('robots')).toBeUndefined();
    // The app itself is still there.
    expect(h.scripts.map((s) => attr(s, 'src'))).toContain('/assets/index-AbC123.js');
  });

  it('writes the category name and description on a category page', async () => {
    await t.admin('POST', 'categories', {
      json: { name: 'Poker', slug: 'poker', description: 'Hands, odds & reads at the table.' },
    });
    const { res, head: h } = await page(site(), '/poker');
    expect(res.status).toBe(200);
    expect(h.titles).toEqual(['Poker | BetPulse']);
    expect(h.meta('description')).toBe('Hands, odds & reads at the table.');
    expect(h.meta('og:title')).toBe('Poker');
    expect(h.canonical).toEqual(['http://localhost/poker']);
    expect(h.meta('og:type')).toBe('website');
    // No post yet: no image, so the small card.
    expect(h.meta('og:image')).toBeUndefined();
    expect(h.meta('twitter:card')).toBe('summary');
  });

  it.each(['/football/derby-day', '/posts/derby-day', '/popular/derby-day', '/other/derby-day'])(
    'writes the post title, excerpt and image at %s, with one canonical URL',
    async (url) => {
      await postWithImage({
        title: 'Derby Day',
        slug: 'derby-day',
        excerpt: 'Who wins the derby? Our pick.',
      });
      const image = await imagePathOf('derby-day');
      const { res, head: h } = await page(site(), url);
      expect(res.status).toBe(200);
      expect(h.titles).toEqual(['Derby Day | BetPulse']);
      expect(h.meta('description')).toBe('Who wins the derby? Our pick.');
      expect(h.canonical).toEqual(['http://localhost/football/derby-day']);
      expect(h.meta('og:url')).toBe('http://localhost/football/derby-day');
      expect(h.meta('og:type')).toBe('article');
      expect(h.meta('og:title')).toBe('Derby Day');
      expect(h.meta('og:description')).toBe('Who wins the derby? Our pick.');
      expect(h.meta('og:image')).toBe(`http://localhost/backend/public/${image}?w=1280`);
      expect(h.meta('og:image:alt')).toBe('Derby Day');
      expect(h.meta('twitter:card')).toBe('summary_large_image');
      expect(h.meta('article:section')).toBe('Football');
      expect(h.meta('article:published_time')).toMatch(/^\d{4}-\d\d-\d\dT/);
    },
  );

  it('describes a post without an excerpt by the first 160 characters of its text', async () => {
    const words = Array.from({ length: 60 }, (_, i) => `word${i}`).join(' ');
    await addPost(t, {
      title: 'No excerpt',
      slug: 'no-excerpt',
      excerpt: '',
      content: `<h2>Intro</h2><p>${words}</p>`,
      category_id: t.football,
    });
    const { head: h } = await page(site(), '/football/no-excerpt');
    const description = h.meta('description')!;
    // The heading ends a sentence, as on the cards.
    expect(description.startsWith('Intro. word0 word1')).toBe(true);
    expect(description.length).toBeLessThanOrEqual(161);
    expect(description.endsWith('…')).toBe(true);
  });

  it('escapes a hostile title and excerpt: the tags carry the text, nothing is injected', async () => {
    const title = `"><script>alert('x')</script> Tom & Jerry's <b>$& $1 <!--`;
    const excerpt = `</title><meta name="robots" content="noindex"> "quoted" & <i>`;
    await postWithImage({ title, slug: 'hostile', excerpt });
    const { html, head: h } = await page(site(), '/posts/hostile');
    expect(h.titles).toEqual([`${title} | BetPulse`]);
    expect(h.meta('og:title')).toBe(title);
    expect(h.meta('twitter:title')).toBe(title);
    expect(h.meta('og:image:alt')).toBe(title);
    expect(h.meta('description')).toBe(
      excerpt
        .replace(/<[^>]*>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    );
    expect(h.meta('robots')).toBeUndefined();
    // Only the app's own scripts and the post's NewsArticle (JSON, never run); the raw markup
    // never appears.
    expect(h.scripts.map((el) => attr(el, 'type') ?? '')).toEqual([
      'application/ld+json',
      '',
      'module',
    ]);
    expect(html).not.toContain("<script>alert('x')");
    expect(html).not.toContain('<b>$&');
    expect(html).toContain('&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;');
  });

  it('answers 404 with the app and no canonical for a post or category that does not exist', async () => {
    for (const [url, title] of [
      ['/football/no-such-post', 'Post not found | BetPulse'],
      ['/posts/no-such-post', 'Post not found | BetPulse'],
      ['/no-such-category', 'Page Not Found | BetPulse'],
      ['/a/b/c', 'Page Not Found | BetPulse'],
      ['/NOT_A_SLUG', 'Page Not Found | BetPulse'],
    ] as const) {
      const { res, html, head: h } = await page(site(), url);
      expect(res.status, url).toBe(404);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(html).toContain('<div id="root"></div>');
      expect(h.titles).toEqual([title]);
      expect(h.meta('robots')).toBe('noindex');
      expect(h.canonical).toEqual([]);
      expect(h.meta('og:url')).toBeUndefined();
    }
  });

  it('gives the fixed pages their titles and keeps the admin area out of search engines', async () => {
    const about = await page(site(), '/about');
    expect(about.res.status).toBe(200);
    expect(about.head.titles).toEqual(['About | BetPulse']);
    expect(about.head.canonical).toEqual(['http://localhost/about']);
    const trending = await page(site(), '/trending');
    expect(trending.head.titles).toEqual(['Trending Posts | BetPulse']);
    const admin = await page(site(), '/admin/posts');
    expect(admin.res.status).toBe(200);
    expect(admin.head.meta('robots')).toBe('noindex');
    expect(admin.head.preloads).toEqual([]);
  });

  it('builds absolute URLs on the request host, and on the forwarded one only behind a trusted proxy', async () => {
    await postWithImage({ title: 'Derby Day', slug: 'derby-day' });
    const forwarded = {
      Host: 'internal:8080',
      'X-Forwarded-Proto': 'https',
      'X-Forwarded-Host': 'news.example',
    };
    const direct = await page(site(), 'http://reader.example:3000/posts/derby-day', forwarded);
    expect(direct.head.canonical).toEqual(['http://reader.example:3000/football/derby-day']);
    expect(direct.head.meta('og:image')).toMatch(
      /^http:\/\/reader\.example:3000\/backend\/public\//,
    );

    const proxied = await page(
      site({ trustProxyHttps: true }),
      'http://internal:8080/posts/derby-day',
      forwarded,
    );
    expect(proxied.head.canonical).toEqual(['https://news.example/football/derby-day']);
    expect(proxied.head.meta('og:image')).toMatch(/^https:\/\/news\.example\/backend\/public\//);
  });

  it('uses the configured brand name', async () => {
    const { head: h } = await page(site({ brandName: 'Acme <Odds>' }), '/about');
    expect(h.titles).toEqual(['About | Acme <Odds>']);
    expect(h.meta('og:site_name')).toBe('Acme <Odds>');
  });

  it('shows a changed post title at once (the page is cached until a write)', async () => {
    const id = await postWithImage({ title: 'Before', slug: 'changing' });
    const app = site();
    expect((await page(app, '/posts/changing')).res.headers.get('x-cache')).toBe('MISS');
    expect((await page(app, '/posts/changing')).res.headers.get('x-cache')).toBe('HIT');
    const cookie = await t.login();
    const form = new FormData();
    for (const [name, value] of Object.entries({
      id: String(id),
      title: 'After',
      slug: 'changing',
      excerpt: 'x',
      content: '<p>x</p>',
      category_id: String(t.football),
    })) {
      form.append(name, value);
    }
    const update = await app.request('http://localhost/backend/index.php?q=post-update', {
      method: 'POST',
      body: form,
      headers: { Cookie: cookie },
    });
    expect(update.status).toBe(200);
    const after = await page(app, '/posts/changing');
    expect(after.head.titles).toEqual(['After | BetPulse']);
  });
});

describe('preload hints', () => {
  const fetchPreloads = (preloads: Record<string, string>[]) =>
    preloads.filter((p) => p.as === 'fetch');

  it('starts the home page first API calls and first card image before the app runs', async () => {
    await postWithImage({ title: 'Newest', slug: 'newest' });
    const image = await imagePathOf('newest');
    const { head: h } = await page(site(), '/');
    // The page's own calls first, then the layout's (category bar, popular list).
    expect(fetchPreloads(h.preloads)).toEqual(
      ['q=posts&page=1&limit=12', 'q=banners', 'q=categories', 'q=popular'].map((call) => ({
        rel: 'preload',
        as: 'fetch',
        crossorigin: 'use-credentials',
        href: `/backend/index.php?${call}`,
      })),
    );
    const images = h.preloads.filter((p) => p.as === 'image');
    expect(images).toEqual([
      {
        rel: 'preload',
        as: 'image',
        fetchpriority: 'high',
        imagesrcset: [320, 640, 960, 1280]
          .map((w) => `/backend/public/${image}?w=${w} ${w}w`)
          .join(', '),
        // At the lead story's size, as home shows it (the img's own sizes).
        imagesizes: IMAGE_SIZES.lead,
      },
    ]);
    // Trending's thumbnails are not its LCP: no image preload there.
    const trending = await page(site(), '/trending');
    expect(trending.head.preloads.filter((p) => p.as === 'image')).toEqual([]);
  });

  it('asks for as many posts as the pages a reloaded ?page=N shows', async () => {
    const { head: h } = await page(site(), '/?page=3');
    expect(fetchPreloads(h.preloads)[0]!.href).toBe('/backend/index.php?q=posts&page=1&limit=36');
    // Trending, ranked by views here (analytics on), pages its own list the same way.
    const far = await page(site(), '/trending?page=40');
    expect(fetchPreloads(far.head.preloads)[0]!.href).toBe(
      '/backend/index.php?q=trending&page=1&limit=96',
    );
  });

  it('preloads the category grid and the post page data with the hero image', async () => {
    await postWithImage({ title: 'Derby Day', slug: 'derby-day' });
    const image = await imagePathOf('derby-day');
    const category = await page(site(), '/football');
    expect(fetchPreloads(category.head.preloads).map((p) => p.href)).toEqual([
      '/backend/index.php?q=categories',
      '/backend/index.php?q=category-posts&slug=football&page=1&limit=12',
      '/backend/index.php?q=popular',
    ]);
    const post = await page(site(), '/football/derby-day');
    expect(fetchPreloads(post.head.preloads).map((p) => p.href)).toEqual([
      '/backend/index.php?q=post&slug=derby-day',
      // For this post: a campaign may target its category.
      '/backend/index.php?q=banners&post=derby-day',
      '/backend/index.php?q=categories',
      '/backend/index.php?q=popular',
    ]);
    const hero = post.head.preloads.find((p) => p.as === 'image')!;
    expect(hero.imagesizes).toBe(IMAGE_SIZES.hero);
    expect(hero.imagesrcset).toContain(`/backend/public/${image}?w=1280 1280w`);
  });
});

describe('sitemap.xml, rss.xml and robots.txt', () => {
  it('lists the home page, the fixed pages, every category and every post in valid XML', async () => {
    await t.admin('POST', 'categories', { json: { name: 'Tom & Jerry', slug: 'tom-and-jerry' } });
    await addPost(t, { title: 'One', slug: 'one', category_id: t.football });
    await addPost(t, { title: 'Two', slug: 'two', category_id: t.football });
    const res = await site().request('http://localhost/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const xml = await res.text();
    expect(xmlRoot(xml)).toBe('urlset');
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([
      'http://localhost/',
      ...[
        'trending',
        'blogs',
        'categories',
        'about',
        'policy',
        'promotion',
        'suggestions',
        'predictions',
      ].map((p) => `http://localhost/${p}`),
      'http://localhost/football',
      'http://localhost/tom-and-jerry',
      // The posts' author's page (the test admin's).
      'http://localhost/authors/admin',
      'http://localhost/football/two',
      'http://localhost/football/one',
    ]);
    expect(xml).toMatch(
      /<loc>http:\/\/localhost\/football\/one<\/loc><lastmod>\d{4}-\d\d-\d\dT[\d:.]+Z<\/lastmod>/,
    );
  });

  it('shows a new post in the sitemap at once', async () => {
    const app = site();
    expect(await (await app.request('/sitemap.xml')).text()).not.toContain('/football/fresh');
    expect(await addFreshPostThrough(app, t)).toBe(200);
    expect(await (await app.request('/sitemap.xml')).text()).toContain('/football/fresh');
  });

  it('feeds the latest 20 posts as RSS 2.0, newest first, escaped', async () => {
    let clock = Date.parse('2026-03-01T08:00:00.000Z');
    await t.restart({}, { now: () => new Date((clock += 60_000)) });
    for (let i = 1; i <= 25; i += 1) {
      await addPost(t, {
        title: i === 25 ? 'Odds & <Ends>' : `Post ${i}`,
        slug: `post-${i}`,
        excerpt: `Excerpt ${i} & more`,
        category_id: t.football,
      });
    }
    const res = await site().request('http://localhost/rss.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    const xml = await res.text();
    expect(xmlRoot(xml)).toBe('rss');
    expect(xml).toContain('<rss version="2.0"');
    const items = [...xml.matchAll(/<item>([\s\S]*?)<\/item>/g)].map((m) => m[1]!);
    expect(items).toHaveLength(20);
    expect(items[0]).toContain('<title>Odds &amp; &lt;Ends&gt;</title>');
    expect(items[0]).toContain('<link>http://localhost/football/post-25</link>');
    expect(items[0]).toContain('<guid isPermaLink="false">post-25@localhost</guid>');
    expect(items[0]).toContain('<description>Excerpt 25 &amp; more</description>');
    // RFC 822 in GMT (the clock moves a minute at each reading, so the time itself varies).
    expect(items[0]).toMatch(/<pubDate>Sun, 01 Mar 2026 \d\d:\d\d:00 GMT<\/pubDate>/);
    expect(items[19]).toContain('<title>Post 6</title>');
  });

  it('allows everything but /admin and names the sitemap on the request origin', async () => {
    const res = await site().request('http://news.example/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const text = await res.text();
    expect(text).toContain('User-agent: *');
    expect(text).toMatch(/^Disallow: \/admin$/m);
    expect(text).toMatch(/^Sitemap: http:\/\/news\.example\/sitemap\.xml$/m);
  });
});
