import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { openUploads } from '../../server/resources/import/uploadsSource';
import { importWordpress, type ImportOptions } from '../../server/resources/import/wordpress';
import { ImportRefused } from '../../server/resources/import/xmlStream';
import { ADMIN_PASSWORD, jpegBytes, makeTestApp, pngBytes, type TestApp } from './helpers';
import { builtSiteDir } from './siteDir';
import { SITE_ITEMS, siteWxr, wxrDocument, wxrItem } from './wxrFixture';
import { zipOf } from './zipFile';

const siteDir = builtSiteDir();
let t: TestApp;
let dir: string;
let uploadsDir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'betpulse-wxr-'));
  uploadsDir = path.join(dir, 'uploads');
  // The uploads folder holds derby.png (not its 300x200 copy); crowd.jpg is missing.
  await mkdir(path.join(uploadsDir, '2024', '05'), { recursive: true });
  await writeFile(path.join(uploadsDir, '2024', '05', 'derby.png'), await pngBytes(40, 30));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

beforeEach(async () => {
  t = await makeTestApp({}, { freshAuth: true });
});
afterEach(() => t.close());

async function exportFile(xml: string, name = 'export.xml'): Promise<string> {
  const file = path.join(dir, name);
  await writeFile(file, xml);
  return file;
}

async function runImport(file: string, options: Partial<ImportOptions> = {}) {
  const images = await openUploads(uploadsDir, t.deps.settings.uploadMaxBytes);
  try {
    return await importWordpress(file, {
      db: t.deps.db,
      uploads: t.deps.uploads,
      settings: t.deps.settings,
      images,
      now: t.deps.now,
      ...options,
    });
  } finally {
    await images.close();
  }
}

type Row = Record<string, unknown>;
const rows = async (sql: string, params: unknown[] = []) =>
  (await t.deps.db.query<Row>(sql, params)).rows;
const count = async (table: string) =>
  Number((await rows(`SELECT count(*)::int AS n FROM ${table}`))[0]!.n);

/** What an import may write: every table it touches, counted. */
const written = async () => ({
  posts: await count('posts'),
  categories: await count('categories'),
  staff: await count('admin_users'),
  media: await count('media'),
  imported: await count('imported_items'),
  legacy: await count('legacy_paths'),
  revisions: await count('post_revisions'),
});

describe('importing a WordPress export', () => {
  it('creates the published, scheduled and draft posts and reports the trashed post and the page as skipped', async () => {
    const report = await runImport(await exportFile(siteWxr()));
    expect(report).toMatchObject({ total: 5, created: 3, updated: 0 });
    expect(report.skipped).toEqual([
      {
        title: 'Old rubbish',
        reason: expect.stringContaining('its WordPress status is "trash"'),
      },
      { title: 'About us', reason: 'a page: this site has posts only' },
    ]);
    const posts = await rows(
      `SELECT p.slug, p.title, p.status, p.posted_at, p.first_published_at, c.slug AS category
       FROM posts p JOIN categories c ON c.id = p.category_id ORDER BY p.id`,
    );
    expect(posts).toEqual([
      expect.objectContaining({
        slug: 'derby-day',
        title: 'Derby day & the odds',
        status: 'published',
        category: 'soccer',
      }),
      expect.objectContaining({
        slug: 'final-table-preview',
        status: 'published',
        category: 'poker',
      }),
      expect.objectContaining({ slug: 'draft-idea', status: 'draft', posted_at: null }),
    ]);
    expect(new Date(posts[0]!.posted_at as string).toISOString()).toBe('2024-05-10T10:00:00.000Z');
    expect(new Date(posts[0]!.first_published_at as string).toISOString()).toBe(
      '2024-05-10T10:00:00.000Z',
    );
    // Scheduled: published with its time ahead, not out yet.
    expect(new Date(posts[1]!.posted_at as string).toISOString()).toBe('2099-01-01T12:00:00.000Z');
    expect(
      (await t.request('GET', 'post', { params: { slug: 'final-table-preview' } })).status,
    ).toBe(404);
  });

  it("makes each WordPress category its own, the parent noted in the child's description", async () => {
    await runImport(await exportFile(siteWxr()));
    expect(await rows('SELECT name, slug, description FROM categories ORDER BY id')).toEqual([
      { name: 'Sports', slug: 'sports', description: '' },
      { name: 'Soccer', slug: 'soccer', description: 'The beautiful game. Part of Sports.' },
      { name: 'Poker', slug: 'poker', description: '' },
    ]);
  });

  it('renders shortcodes as HTML or text, keeps tags and the excerpt, and sanitises like any save', async () => {
    await runImport(await exportFile(siteWxr()));
    const res = await t.request('GET', 'post', { params: { slug: 'derby-day' } });
    const post = (await res.json()) as { content: string; excerpt: string; image_path: string };
    const html = post.content;
    expect(html).toMatch(
      /<figure><img src="\/backend\/public\/uploads\/[0-9a-f]{32}\.png" alt="The ground" width="300" height="200" \/><figcaption>The ground on derby day<\/figcaption><\/figure>/,
    );
    expect(html).toContain('<a href="https://www.youtube.com/watch?v=abc123">');
    expect(html).toContain('Back the home side and [sic] stays.');
    expect(html).toContain('<p><em>Tags: Odds, Tips</em></p>');
    expect(html).not.toMatch(/\[(caption|gallery|embed|tipbox)|\[\//);
    expect(html).not.toContain('<script');
    expect(html).not.toContain('onclick');
    // Classic-editor paragraphs.
    expect(html).toContain('<p>The derby is back.</p>');
    expect(post.excerpt).toBe('Who wins the derby?');
    // The missing image is left out, never loaded from the old site.
    expect(html).not.toContain('old.example.com/wp-content');
  });

  it('stores present images once through the image store and reports the missing ones', async () => {
    const report = await runImport(await exportFile(siteWxr()));
    const [post] = await rows("SELECT image_path, content FROM posts WHERE slug = 'derby-day'");
    const media = await rows('SELECT path, content_type FROM media');
    // derby.png: the featured image, the caption's resized copy and the gallery's first image.
    expect(media).toEqual([{ path: post!.image_path, content_type: 'image/png' }]);
    expect(post!.content as string).toContain(`/backend/public/${post!.image_path as string}`);
    expect((await t.request('GET', 'post', { params: { slug: 'derby-day' } })).status).toBe(200);
    const served = await createApp(t.deps).request(
      `http://localhost/backend/public/${post!.image_path as string}`,
    );
    expect(served.status).toBe(200);
    expect(report.imagesMissing).toEqual([
      {
        post: 'Derby day & the odds',
        file: '2024/05/crowd.jpg',
        reason: 'not in the uploads folder',
      },
    ]);
  });

  it('takes images from a zip of the uploads folder, never a file whose path climbs out of it', async () => {
    const zip = path.join(dir, 'uploads.zip');
    await writeFile(
      zip,
      zipOf({
        'wp-content/uploads/2024/05/derby.png': await pngBytes(40, 30),
        '../2024/05/crowd.jpg': await jpegBytes(),
        'uploads/../../2024/05/crowd.jpg': await jpegBytes(),
      }),
    );
    const images = await openUploads(zip, t.deps.settings.uploadMaxBytes);
    try {
      const report = await runImport(await exportFile(siteWxr()), { images });
      expect(report.imagesMissing.map((m) => m.file)).toEqual(['2024/05/crowd.jpg']);
    } finally {
      await images.close();
    }
    const [post] = await rows("SELECT image_path FROM posts WHERE slug = 'derby-day'");
    expect(post!.image_path).toMatch(/^uploads\/[0-9a-f]{32}\.png$/);
    expect(await count('media')).toBe(1);
  });

  it('creates the authors as staff with the author role, who cannot sign in until the owner sends them a reset link', async () => {
    const report = await runImport(await exportFile(siteWxr()));
    expect(report.authorsCreated).toBe(2);
    const staff = await rows(
      "SELECT username, role, display_name, email, slug FROM admin_users WHERE role = 'author' ORDER BY id",
    );
    expect(staff).toEqual([
      {
        username: 'alice',
        role: 'author',
        display_name: 'Alice Writer',
        email: 'alice@old.example.com',
        slug: 'alice-writer',
      },
      {
        username: 'bob',
        role: 'author',
        display_name: 'Bob Tipster',
        email: 'bob@old.example.com',
        slug: 'bob-tipster',
      },
    ]);
    const [derby] = await rows(
      "SELECT a.username FROM posts p JOIN admin_users a ON a.id = p.author_id WHERE p.slug = 'derby-day'",
    );
    expect(derby!.username).toBe('alice');
    for (const password of ['', 'imported:no-password', ADMIN_PASSWORD]) {
      const login = await t.request('POST', 'login', {
        json: { username: 'alice', password },
        headers: { Origin: 'http://localhost' },
      });
      expect(login.status).not.toBe(200);
    }
    // Invited by the owner's reset link, they sign in.
    const [alice] = await rows("SELECT id FROM admin_users WHERE username = 'alice'");
    const link = await t.admin('POST', 'staff-password-reset', { json: { id: alice!.id } });
    expect(link.status, await link.clone().text()).toBe(200);
    const { token } = (await link.json()) as { token: string };
    const set = await t.request('POST', 'password-reset', {
      json: { token, password: 'a-new-password-for-alice' },
      headers: { Origin: 'http://localhost' },
    });
    expect(set.status, await set.clone().text()).toBe(200);
    const login = await t.request('POST', 'login', {
      json: { username: 'alice', password: 'a-new-password-for-alice' },
      headers: { Origin: 'http://localhost' },
    });
    expect(login.status).toBe(200);
  });
});

describe('importing the same export again', () => {
  it('creates nothing new and says why each post is skipped', async () => {
    const file = await exportFile(siteWxr());
    await runImport(file);
    const before = await written();
    const again = await runImport(file);
    expect(await written()).toEqual(before);
    expect(again).toMatchObject({
      created: 0,
      updated: 0,
      categoriesCreated: 0,
      authorsCreated: 0,
    });
    expect(again.skipped.map((s) => s.reason)).toEqual([
      'already imported, unchanged since',
      'already imported, unchanged since',
      'already imported, unchanged since',
      expect.stringContaining('"trash"'),
      'a page: this site has posts only',
    ]);
  });

  it('keeps using a category or account renamed here since the first import', async () => {
    const file = await exportFile(siteWxr());
    await runImport(file);
    await t.deps.db.query("UPDATE categories SET slug = 'football' WHERE slug = 'soccer'");
    await t.deps.db.query("UPDATE admin_users SET username = 'alice.w' WHERE username = 'alice'");
    const before = await written();
    const again = await runImport(file);
    expect(again).toMatchObject({ categoriesCreated: 0, authorsCreated: 0 });
    expect(await written()).toEqual(before);
    const res = await createApp(t.deps, { staticDir: siteDir() }).request(
      'http://localhost/category/soccer/',
    );
    expect([res.status, res.headers.get('location')]).toEqual([301, '/football']);
  });

  it('updates a post changed on the old site, and keeps one edited here since', async () => {
    await runImport(await exportFile(siteWxr()));
    const changed = SITE_ITEMS.map((item) =>
      item.id === 102 || item.id === 103 ? { ...item, content: `${item.content} Updated.` } : item,
    );
    // Edited here after the import: an editor's change wins over the old site's.
    await t.deps.db.query(
      "UPDATE posts SET updated_at = updated_at + interval '1 hour' WHERE slug = 'draft-idea'",
    );
    const report = await runImport(await exportFile(siteWxr(changed), 'changed.xml'));
    expect(report).toMatchObject({ created: 0, updated: 1 });
    expect(report.skipped).toContainEqual({
      title: 'Draft idea',
      reason: 'edited here since it was imported: kept as it is',
    });
    const [preview] = await rows("SELECT content FROM posts WHERE slug = 'final-table-preview'");
    expect(preview!.content).toContain('Updated.');
    expect(await count('posts')).toBe(3);
  });
});

describe('hostile or broken XML', () => {
  const refusedWithNothingWritten = async (xml: string, message: RegExp) => {
    const before = await written();
    const error = await runImport(await exportFile(xml, 'hostile.xml')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImportRefused);
    expect((error as Error).message).toMatch(message);
    expect(await written()).toEqual(before);
  };

  it('refuses entity expansion (billion laughs)', async () => {
    const lol = Array.from(
      { length: 9 },
      (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i};`.repeat(10)}">`,
    ).join('');
    const xml = siteWxr().replace(
      '<rss version',
      `<!DOCTYPE rss [<!ENTITY lol0 "lol">${lol}]>\n<rss version`,
    );
    await refusedWithNothingWritten(
      xml.replace('<title>Old Tips</title>', '<title>&lol9;</title>'),
      /declares a DTD/,
    );
  });

  it('refuses external entities and never fetches them', async () => {
    const xml = siteWxr()
      .replace('<rss version', '<!DOCTYPE rss SYSTEM "http://127.0.0.1:9/evil.dtd">\n<rss version')
      .replace('<title>Old Tips</title>', '<title>&xxe;</title>');
    await refusedWithNothingWritten(xml, /declares a DTD/);
    // An entity used without any declaration at all.
    await refusedWithNothingWritten(
      siteWxr().replace('<title>Old Tips</title>', '<title>&xxe;</title>'),
      /entity/,
    );
  });

  it('refuses a field over 5 MB while streaming, before any post is written', async () => {
    const huge = wxrItem({
      id: 900,
      title: 'Huge',
      slug: 'huge',
      status: 'publish',
      date: '2024-01-01 10:00:00',
      content: 'a'.repeat(12 * 1024 * 1024),
    });
    // The huge post comes last: the posts before it are not written either.
    const xml = wxrDocument([...SITE_ITEMS.map(wxrItem), huge]);
    await refusedWithNothingWritten(xml, /holds more than 5 MB of text/);
  });

  it('refuses a truncated export', async () => {
    const xml = siteWxr();
    await refusedWithNothingWritten(xml.slice(0, Math.floor(xml.length * 0.7)), /truncated/);
  });

  it('refuses malformed XML and a file that is not a WordPress export', async () => {
    await refusedWithNothingWritten(
      siteWxr().replace('</wp:post_name>', '</wp:post_nam>'),
      /not well-formed/,
    );
    await refusedWithNothingWritten('{"db": []}', /not well-formed|not a WordPress export/);
    await refusedWithNothingWritten(
      '<rss><channel><title>x</title></channel></rss>',
      /not a WordPress export/,
    );
  });
});

describe('old permalinks', () => {
  const site = () => createApp(t.deps, { staticDir: siteDir() });
  const location = async (url: string) => {
    const res = await site().request(`http://localhost${url}`);
    return { status: res.status, location: res.headers.get('location') };
  };

  it('answer 301 to the new post and category pages', async () => {
    await runImport(await exportFile(siteWxr()));
    for (const old of [
      '/?p=101',
      '/2024/05/derby-day/',
      '/2024/05/10/derby-day/',
      '/2024/05/Derby-Day',
    ]) {
      expect(await location(old), old).toEqual({ status: 301, location: '/soccer/derby-day' });
    }
    expect(await location('/category/sports/soccer/')).toEqual({
      status: 301,
      location: '/soccer',
    });
    expect(await location('/category/soccer/')).toEqual({ status: 301, location: '/soccer' });
    expect(await location('/category/poker')).toEqual({ status: 301, location: '/poker' });
    expect(await location('/?cat=4')).toEqual({ status: 301, location: '/poker' });
  });

  it("never take over this site's own pages", async () => {
    // The old site's permalink of the post is /sports/, now a category's page here.
    const items = SITE_ITEMS.map((item) =>
      item.id === 101 ? { ...item, link: 'https://old.example.com/sports/' } : item,
    );
    await runImport(await exportFile(siteWxr(items)));
    expect((await location('/sports/')).status).toBe(200);
    expect((await location('/soccer/derby-day')).status).toBe(200);
    expect(await location('/?p=101')).toEqual({ status: 301, location: '/soccer/derby-day' });
  });

  it('lead nowhere for posts readers cannot see, and never shadow the home page', async () => {
    await runImport(await exportFile(siteWxr()));
    // Scheduled (102) and draft (103): no redirect, the page answers as any unknown one.
    expect((await location('/?p=102')).status).toBe(200);
    expect((await location('/?p=103')).status).toBe(200);
    expect((await location('/?p=999')).status).toBe(200);
    expect((await location('/')).status).toBe(200);
    // The home page kept in the cache does not answer an old link either.
    expect(await location('/?p=101')).toEqual({ status: 301, location: '/soccer/derby-day' });
  });
});
