/**
 * The reader's page behind a share link, `/shared/{token}`, as the server renders it: the post
 * (a draft here) with its own head, kept out of search engines and never stored anywhere, so a
 * link revoked or expired is the site's 404 at once, while the draft stays unseen at its own URL.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { createApp, type App } from '../../server/app';
import { shareLinkCreatedAnswer } from '../../src/contract/schemas';
import * as serverEntry from '../../src/entry-server';
import { builtSiteDir } from './siteDir';
import { addSponsoredDraft, clockedTestApp, START, DAY } from './helpers';
import { attr, elements, text } from './html';

const BODY = 'Only the advertiser reads this before launch.';

const siteDir = builtSiteDir();
const t = clockedTestApp();
let app: App;
let draft: number;

beforeEach(async () => {
  draft = await addSponsoredDraft(t, {
    excerpt: 'What the sponsor will see.',
    content: `<p>${BODY}</p>`,
    meta_title: 'Sponsored: the preview',
    meta_description: 'A first look for the sponsor.',
  });
  app = createApp(t.deps, { staticDir: siteDir(), renderEntry: serverEntry });
});

async function shareLink(days = 7) {
  const res = await t.admin('POST', 'share-links', { json: { post_id: draft, days } });
  return shareLinkCreatedAnswer.parse(await res.json());
}

async function serve(path: string) {
  const res = await app.request(path);
  const html = await res.text();
  const all = elements(html);
  const root = all.find((el) => el.tagName === 'div' && attr(el, 'id') === 'root');
  const meta = (key: string) => {
    const found = all.find(
      (el) => el.tagName === 'meta' && (attr(el, 'name') === key || attr(el, 'property') === key),
    );
    return found && attr(found, 'content');
  };
  return {
    res,
    html,
    title: text(all.find((el) => el.tagName === 'title')!),
    description: meta('description'),
    robots: meta('robots'),
    canonical: all.find((el) => el.tagName === 'link' && attr(el, 'rel') === 'canonical'),
    ogUrl: meta('og:url'),
    root: root ? text(root) : '',
  };
}

describe('the page behind a share link', () => {
  it("renders a draft's share link on the server: the post with its head, noindex and no-store", async () => {
    const { token } = await shareLink();
    const page = await serve(`/shared/${token}`);

    expect(page.res.status).toBe(200);
    expect(page.res.headers.get('cache-control')).toBe('no-store');
    expect(page.res.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(page.res.headers.get('etag')).toBeNull();
    expect(page.title).toBe('Sponsored: the preview | BetPulse');
    expect(page.description).toBe('A first look for the sponsor.');
    expect(page.robots).toBe('noindex, nofollow');
    // The token is nobody's address: no canonical, no og:url.
    expect(page.canonical).toBeUndefined();
    expect(page.ogUrl).toBeUndefined();
    expect(page.html).not.toContain(`href="http://localhost/shared/`);
    // Rendered by the app: the post itself and the note above it.
    expect(page.root).toContain('Sponsored preview');
    expect(page.root).toContain(BODY);
    // The answer carries the post's status: a draft is said to be not out yet.
    expect(page.root).toContain(
      'You are reading a shared preview of this post. It is not published yet.',
    );
  });

  it('is kept by no cache: two reads are each rendered afresh', async () => {
    const { token } = await shareLink();
    for (let i = 0; i < 2; i++) {
      const page = await serve(`/shared/${token}`);
      expect(page.res.status).toBe(200);
      expect(page.res.headers.get('x-cache')).toBeNull();
    }
  });

  it('is the 404 page once the link is revoked, at once', async () => {
    const link = await shareLink();
    expect((await serve(`/shared/${link.token}`)).res.status).toBe(200);
    const revoke = await t.admin('DELETE', 'share-link-delete', { params: { id: link.id } });
    expect(revoke.status).toBe(200);

    const page = await serve(`/shared/${link.token}`);
    expect(page.res.status).toBe(404);
    expect(page.res.headers.get('cache-control')).toBe('no-store');
    expect(page.title).toBe('Link expired or not found | BetPulse');
    expect(page.robots).toBe('noindex, nofollow');
    expect(page.canonical).toBeUndefined();
    expect(page.root).toContain('Link expired or not found');
    expect(page.html).not.toContain(BODY);
  });

  it('is the 404 page once the link has expired, by the clock', async () => {
    const { token } = await shareLink(2);
    t.clock = START + 2 * DAY - 1000;
    expect((await serve(`/shared/${token}`)).res.status).toBe(200);
    t.clock = START + 2 * DAY;

    const page = await serve(`/shared/${token}`);
    expect(page.res.status).toBe(404);
    expect(page.root).toContain('Link expired or not found');
    expect(page.html).not.toContain(BODY);
  });

  it('is the 404 page for a token that was never given', async () => {
    for (const token of ['x'.repeat(43), 'not-a-token']) {
      const page = await serve(`/shared/${token}`);
      expect(page.res.status, token).toBe(404);
      expect(page.robots, token).toBe('noindex, nofollow');
      expect(page.root, token).toContain('Link expired or not found');
    }
  });

  it("never shows the draft's page at its public URL, even while a link to it is open", async () => {
    const { token } = await shareLink();
    expect((await serve(`/shared/${token}`)).res.status).toBe(200);
    for (const path of [
      '/football/sponsored-preview',
      '/posts/sponsored-preview',
      '/popular/sponsored-preview',
    ]) {
      const page = await serve(path);
      expect(page.res.status, path).toBe(404);
      expect(page.html, path).not.toContain(BODY);
      expect(page.html, path).not.toContain('Sponsored: the preview');
    }
  });

  it('is not in the sitemap', async () => {
    await shareLink();
    const xml = await (await app.request('/sitemap.xml')).text();
    expect(xml).not.toContain('/shared');
  });
});
