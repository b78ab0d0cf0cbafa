/**
 * Bylines and author pages (issue 26, part 7): every post answer names its author, editors may
 * give a post to someone else (nobody else may), and each author has a public page, in the
 * sitemap, with their posts; RSS items and post heads name the author too.
 */
import { describe, expect, it } from 'vitest';
import { createApp, type App } from '../../server/app';
import * as serverEntry from '../../src/entry-server';
import { addPost, freshTestApp, snapshot } from './helpers';
import { builtSiteDir } from './siteDir';
import { addStaff } from './staff';
import { insertSeedAuthors, seedAuthors } from '../../server/db/seed/authors';
import { seedCategories } from '../../server/db/seed/content';
import { attr, elements, text } from './html';

const siteDir = builtSiteDir();
const t = freshTestApp();

const site = (): App => createApp(t.deps, { staticDir: siteDir(), renderEntry: serverEntry });

/** The test admin's byline (ensureAdminUser names them after their username). */
const ADMIN_AUTHOR = { name: 'admin', slug: 'admin' };

async function json<T>(res: Response | Promise<Response>): Promise<T> {
  return (await res).json() as Promise<T>;
}

/**
 * A staff member with a display name (their username too) and bio; the database makes the slug
 * from the name. Staff accounts outlive each test (helpers.ts keeps them): each test names its
 * own people.
 */
async function writer(name: string, bio = '', role: 'author' | 'editor' = 'author') {
  const member = await addStaff(t, role, name);
  const { rows } = await t.deps.db.query<{ slug: string }>(
    'UPDATE admin_users SET bio = $2 WHERE id = $1 RETURNING slug',
    [member.id, bio],
  );
  return { ...member, slug: rows[0]!.slug };
}

async function postUpdate(
  cookie: string | null,
  id: number,
  fields: Record<string, string> = {},
): Promise<Response> {
  const form = {
    id: String(id),
    title: 'Derby preview',
    slug: 'derby-preview',
    category_id: String(t.football),
    ...fields,
  };
  return cookie
    ? t.request('POST', 'post-update', { form, cookie })
    : t.admin('POST', 'post-update', { form });
}

describe('the byline in post answers', () => {
  it('names the creator as the author in the list, the post, its category and popular', async () => {
    const id = await addPost(t, { title: 'Derby preview', category_id: t.football });
    await t.admin('POST', 'popular-save', { json: { post_ids: [id] } });
    const list = await json<{ author: unknown }[]>(t.request('GET', 'posts'));
    const one = await json<{ author: unknown }>(
      t.request('GET', 'post', { params: { slug: 'derby-preview' } }),
    );
    const category = await json<{ posts: { author: unknown }[] }>(
      t.request('GET', 'category-posts', { params: { slug: 'football' } }),
    );
    const popular = await json<{ author: unknown }[]>(t.request('GET', 'popular'));
    expect(list[0]!.author).toEqual(ADMIN_AUTHOR);
    expect(one.author).toEqual(ADMIN_AUTHOR);
    expect(category.posts[0]!.author).toEqual(ADMIN_AUTHOR);
    expect(popular[0]!.author).toEqual(ADMIN_AUTHOR);
  });

  it('gives a new account a slug from its name, another for the same name, kept when renamed', async () => {
    const first = await writer('Ana Twin');
    const second = await writer('Ána  Twin!');
    const third = await writer('Ana-Twin');
    expect([first.slug, second.slug, third.slug]).toEqual(['ana-twin', 'ana-twin-2', 'ana-twin-3']);
    await t.deps.db.query("UPDATE admin_users SET display_name = 'Ana T.' WHERE id = $1", [
      first.id,
    ]);
    const { rows } = await t.deps.db.query('SELECT slug FROM admin_users WHERE id = $1', [
      first.id,
    ]);
    expect(rows[0]).toEqual({ slug: 'ana-twin' });
  });
});

describe('changing a post’s author', () => {
  it('lets an editor give the post to another member: every answer then names them', async () => {
    const id = await addPost(t, { title: 'Derby preview', category_id: t.football });
    const editor = await writer('Eddie Editor', '', 'editor');
    const maya = await writer('Maya Okafor');
    const res = await postUpdate(editor.cookie, id, { author_id: String(maya.id) });
    expect(res.status).toBe(200);
    const post = await json<{ author: unknown; author_id: number }>(
      t.admin('GET', 'post', { params: { id } }),
    );
    expect(post.author).toEqual({ name: 'Maya Okafor', slug: 'maya-okafor' });
    expect(post.author_id).toBe(maya.id);
    // A save that leaves author_id out keeps the author.
    expect((await postUpdate(null, id)).status).toBe(200);
    const again = await json<{ author: unknown }>(
      t.request('GET', 'post', { params: { slug: 'derby-preview' } }),
    );
    expect(again.author).toEqual({ name: 'Maya Okafor', slug: 'maya-okafor' });
  });

  it('refuses an author or a contributor with 403 naming the right, and changes nothing', async () => {
    const maya = await writer('Kofi Mensah');
    for (const role of ['author', 'contributor'] as const) {
      const member = await addStaff(t, role, `${role}-writer`);
      const created = await t.request('POST', 'posts', {
        form: {
          title: `By a ${role}`,
          slug: `by-a-${role}`,
          category_id: String(t.football),
          status: 'draft',
        },
        cookie: member.cookie,
      });
      const { id } = await json<{ id: number }>(created);
      const before = await snapshot(t);
      const res = await t.request('POST', 'post-update', {
        form: {
          id: String(id),
          title: `By a ${role}`,
          slug: `by-a-${role}`,
          category_id: String(t.football),
          status: 'draft',
          author_id: String(maya.id),
        },
        cookie: member.cookie,
      });
      expect(res.status, role).toBe(403);
      expect((await json<{ message: string }>(res)).message).toMatch(/edit and publish every post/);
      expect(await snapshot(t)).toEqual(before);
      // Nor may they create a post in someone else's name.
      const foreign = await t.request('POST', 'posts', {
        form: {
          title: 'Ghost',
          slug: `ghost-${role}`,
          category_id: String(t.football),
          status: 'draft',
          author_id: String(maya.id),
        },
        cookie: member.cookie,
      });
      expect(foreign.status, role).toBe(403);
      expect(await snapshot(t)).toEqual(before);
    }
  });

  it('refuses an unknown author id with 400 and changes nothing', async () => {
    const id = await addPost(t, { title: 'Derby preview', category_id: t.football });
    const before = await snapshot(t);
    const res = await postUpdate(null, id, { author_id: '99999' });
    expect(res.status).toBe(400);
    expect((await json<{ message: string }>(res)).message).toMatch(/author_id/);
    expect((await postUpdate(null, id, { author_id: 'nobody' })).status).toBe(400);
    expect(await snapshot(t)).toEqual(before);
  });
});

describe('q=author', () => {
  it('answers the profile and the published posts, newest first, a page at a time', async () => {
    const maya = await writer('Rhea Page', 'Sports editor. <b>Not markup</b>');
    for (let i = 1; i <= 14; i++) {
      const id = await addPost(t, { title: `Preview ${i}`, category_id: t.football });
      await postUpdate(null, id, {
        title: `Preview ${i}`,
        slug: `preview-${i}`,
        author_id: String(maya.id),
      });
    }
    await t.admin('POST', 'posts', {
      form: {
        title: 'Draft',
        slug: 'draft',
        category_id: String(t.football),
        status: 'draft',
        author_id: String(maya.id),
      },
    });
    const first = await t.request('GET', 'author', { params: { slug: 'rhea-page' } });
    expect(first.status).toBe(200);
    const page1 = await json<{
      author: unknown;
      posts: { slug: string; author: unknown }[];
      total: number;
      page: number;
      per_page: number;
    }>(first);
    expect(page1.author).toEqual({
      name: 'Rhea Page',
      slug: 'rhea-page',
      bio: 'Sports editor. <b>Not markup</b>',
      avatar_path: null,
    });
    expect({ total: page1.total, page: page1.page, per_page: page1.per_page }).toEqual({
      total: 14,
      page: 1,
      per_page: 12,
    });
    expect(page1.posts).toHaveLength(12);
    expect(page1.posts[0]!.slug).toBe('preview-14');
    expect(page1.posts.map((p) => p.slug)).not.toContain('draft');
    expect(page1.posts[0]!.author).toEqual({ name: 'Rhea Page', slug: 'rhea-page' });
    const page2 = await json<{ posts: unknown[] }>(
      t.request('GET', 'author', { params: { slug: 'rhea-page', page: 2 } }),
    );
    expect(page2.posts).toHaveLength(2);
  });

  it('keeps a suspended author’s page and posts', async () => {
    const maya = await writer('Sam Suspended');
    const id = await addPost(t, { title: 'Derby preview', category_id: t.football });
    await postUpdate(null, id, { author_id: String(maya.id) });
    await t.deps.db.query('UPDATE admin_users SET suspended_at = now() WHERE id = $1', [maya.id]);
    const answer = await json<{ posts: unknown[] }>(
      t.request('GET', 'author', { params: { slug: 'sam-suspended' } }),
    );
    expect(answer.posts).toHaveLength(1);
  });

  it('answers 404 for an unknown slug, 400 for a missing one or a bad page', async () => {
    const unknown = await t.request('GET', 'author', { params: { slug: 'nobody' } });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ message: 'Author not found' });
    expect((await t.request('GET', 'author')).status).toBe(400);
    expect((await t.request('GET', 'author', { params: { slug: 'admin', page: 0 } })).status).toBe(
      400,
    );
  });
});

describe('/authors/{slug}', () => {
  it('is rendered by the server with the name, the escaped bio and the posts', async () => {
    const maya = await writer('Lena Rendered', 'Writes <script>alert(1)</script> previews.');
    const id = await addPost(t, { title: 'Derby preview', category_id: t.football });
    await postUpdate(null, id, { author_id: String(maya.id) });
    const res = await site().request('/authors/lena-rendered');
    expect(res.status).toBe(200);
    const html = await res.text();
    const all = elements(html);
    expect(all.filter((el) => el.tagName === 'h1').map(text)).toEqual(['Lena Rendered']);
    expect(html).toContain('Writes &lt;script&gt;alert(1)&lt;/script&gt; previews.');
    expect(all.some((el) => el.tagName === 'a' && text(el) === 'Derby preview')).toBe(true);
    const canonical = all.find((el) => el.tagName === 'link' && attr(el, 'rel') === 'canonical');
    expect(attr(canonical!, 'href')).toMatch(/\/authors\/lena-rendered$/);
  });

  it('answers the not-found page with 404 for an unknown author', async () => {
    const res = await site().request('/authors/nobody');
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain('noindex');
    expect(html).toContain('There is no author by that name.');
  });
});

describe('feeds and heads', () => {
  it('lists the page of each author with a visible post in the sitemap', async () => {
    await addPost(t, { title: 'Derby preview', category_id: t.football });
    await writer('Nobody Yet');
    const xml = await (await site().request('/sitemap.xml')).text();
    expect(xml).toContain('/authors/admin</loc>');
    expect(xml).not.toContain('/authors/nobody-yet');
  });

  it('names each RSS item’s author in dc:creator, with the dc namespace', async () => {
    const maya = await writer('Maya & Co');
    const id = await addPost(t, { title: 'Derby preview', category_id: t.football });
    await postUpdate(null, id, { author_id: String(maya.id) });
    const xml = await (await site().request('/rss.xml')).text();
    expect(xml).toContain('xmlns:dc="http://purl.org/dc/elements/1.1/"');
    expect(xml).toContain('<dc:creator>Maya &amp; Co</dc:creator>');
  });

  it('gives a post’s head a NewsArticle with its author and article:author', async () => {
    const maya = await writer('Omar Head');
    const id = await addPost(t, { title: 'Derby preview', category_id: t.football });
    await postUpdate(null, id, { author_id: String(maya.id) });
    const res = await site().request('/football/derby-preview', {
      headers: { 'x-render': 'off' },
    });
    const all = elements(await res.text());
    const authorMeta = all.filter(
      (el) => el.tagName === 'meta' && attr(el, 'property') === 'article:author',
    );
    expect(authorMeta.map((el) => attr(el, 'content'))).toEqual([
      'http://localhost/authors/omar-head',
    ]);
    const ld = all
      .filter((el) => el.tagName === 'script' && attr(el, 'type') === 'application/ld+json')
      .map((el) => JSON.parse(text(el)) as Record<string, unknown>)
      .find((data) => data['@type'] === 'NewsArticle');
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      headline: 'Derby preview',
      url: 'http://localhost/football/derby-preview',
      author: {
        '@type': 'Person',
        name: 'Omar Head',
        url: 'http://localhost/authors/omar-head',
      },
    });
  });
});

describe('the demo’s authors', () => {
  it('write every seed category between the three of them, an editor and two authors', () => {
    expect(seedAuthors.map((a) => a.role).sort()).toEqual(['author', 'author', 'editor']);
    const beats = seedAuthors.flatMap((a) => a.beat);
    expect([...beats].sort()).toEqual(seedCategories.map((c) => c.slug).sort());
    for (const author of seedAuthors) expect(author.bio.length).toBeLessThanOrEqual(300);
  });

  it('have pages with their bios, show as active staff, and cannot sign in', async () => {
    const ids = await t.deps.db.transaction((tx) => insertSeedAuthors(tx, t.deps.now()));
    expect(new Set(ids.values()).size).toBe(3);
    const maya = seedAuthors[0]!;
    // Named after her (with a number when an earlier test of this file took the name).
    const { rows } = await t.deps.db.query<{ slug: string }>(
      'SELECT slug FROM admin_users WHERE username = $1',
      [maya.email],
    );
    const slug = rows[0]!.slug;
    expect(slug).toMatch(/^maya-okafor(-\d+)?$/);
    const page = await json<{ author: { name: string; slug: string; bio: string } }>(
      t.request('GET', 'author', { params: { slug } }),
    );
    expect(page.author).toMatchObject({ name: maya.name, slug, bio: maya.bio });
    const { members } = await json<{ members: { email: string; suspended: boolean }[] }>(
      t.admin('GET', 'staff'),
    );
    expect(members.filter((m) => m.email.endsWith('@betpulse.example'))).toEqual(
      seedAuthors.map((a) => expect.objectContaining({ email: a.email, suspended: false })),
    );
    // Their hash is no scrypt hash: no password matches it.
    for (const password of ['!'.repeat(12), 'correct-horse-battery']) {
      const res = await t.request('POST', 'login', { json: { username: maya.email, password } });
      expect(res.status).toBe(401);
    }
  });
});
