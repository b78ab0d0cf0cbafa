import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { importGhost } from '../../server/resources/import/ghost';
import { openUploads } from '../../server/resources/import/uploadsSource';
import { ImportRefused } from '../../server/resources/import/xmlStream';
import { makeTestApp, pngBytes, type TestApp } from './helpers';
import { builtSiteDir } from './siteDir';

const siteDir = builtSiteDir();
let t: TestApp;
let dir: string;

/** A Ghost 5 export: a published post with a primary tag, a scheduled one, a draft, a page. */
function ghostExport(version = '5.82.0') {
  const post = (fields: Record<string, unknown>) => ({
    uuid: `uuid-${String(fields.id)}`,
    type: 'post',
    created_at: '2024-05-01T09:00:00.000Z',
    updated_at: '2024-05-01T09:00:00.000Z',
    custom_excerpt: null,
    feature_image: null,
    ...fields,
  });
  return {
    db: [
      {
        meta: { exported_on: 1714560000000, version },
        data: {
          posts: [
            post({
              id: 'p1',
              title: 'Cup final tips',
              slug: 'cup-final-tips',
              status: 'published',
              published_at: '2024-05-02T10:00:00.000Z',
              custom_excerpt: 'Our picks.',
              feature_image: '__GHOST_URL__/content/images/2024/05/final.png',
              html: '<p>Back the underdog.</p><figure class="kg-card kg-image-card"><img src="__GHOST_URL__/content/images/size/w600/2024/05/final.png" class="kg-image" alt="Final"></figure><img src="__GHOST_URL__/content/images/2024/05/gone.jpg" alt=""><script>x()</script>',
            }),
            post({
              id: 'p2',
              title: 'Next season',
              slug: 'next-season',
              status: 'scheduled',
              published_at: '2099-08-01T10:00:00.000Z',
              html: '<p>Soon.</p>',
            }),
            post({
              id: 'p3',
              title: 'Notes',
              slug: 'notes',
              status: 'draft',
              html: '<p>Notes.</p>',
            }),
            post({
              id: 'p4',
              title: 'About',
              slug: 'about',
              status: 'published',
              type: 'page',
              html: '',
            }),
          ],
          tags: [
            { id: 't1', name: 'Football', slug: 'football', description: 'All football.' },
            { id: 't2', name: 'Cups', slug: 'cups' },
            { id: 't3', name: '#internal', slug: 'hash-internal', visibility: 'internal' },
          ],
          posts_tags: [
            { id: 'pt1', post_id: 'p1', tag_id: 't3', sort_order: 0 },
            { id: 'pt2', post_id: 'p1', tag_id: 't1', sort_order: 1 },
            { id: 'pt3', post_id: 'p1', tag_id: 't2', sort_order: 2 },
          ],
          users: [{ id: 'u1', name: 'Gina Ghost', slug: 'gina', email: 'gina@ghost.example.com' }],
          posts_authors: [
            { id: 'pa1', post_id: 'p1', author_id: 'u1', sort_order: 0 },
            { id: 'pa2', post_id: 'p2', author_id: 'u1', sort_order: 0 },
          ],
        },
      },
    ],
  };
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'betpulse-ghost-'));
  await mkdir(path.join(dir, 'images', '2024', '05'), { recursive: true });
  await writeFile(path.join(dir, 'images', '2024', '05', 'final.png'), await pngBytes(30, 20));
});
afterAll(() => rm(dir, { recursive: true, force: true }));
beforeEach(async () => {
  t = await makeTestApp({}, { freshAuth: true });
});
afterEach(() => t.close());

async function runImport(json: unknown) {
  const file = path.join(dir, 'ghost.json');
  await writeFile(file, typeof json === 'string' ? json : JSON.stringify(json));
  const images = await openUploads(path.join(dir, 'images'), t.deps.settings.uploadMaxBytes);
  try {
    return await importGhost(file, {
      db: t.deps.db,
      uploads: t.deps.uploads,
      settings: t.deps.settings,
      images,
      now: t.deps.now,
    });
  } finally {
    await images.close();
  }
}

const rows = async (sql: string) => (await t.deps.db.query<Record<string, unknown>>(sql)).rows;

describe('importing a Ghost export', () => {
  it('creates published, scheduled and draft posts under their primary tag, with authors and images', async () => {
    const report = await runImport(ghostExport());
    expect(report).toMatchObject({ total: 4, created: 3, categoriesCreated: 2, authorsCreated: 1 });
    expect(report.skipped).toEqual([
      { title: 'About', reason: 'a page: this site has posts only' },
    ]);
    expect(report.imagesMissing).toEqual([
      { post: 'Cup final tips', file: '2024/05/gone.jpg', reason: 'not in the uploads folder' },
    ]);
    const posts = await rows(
      `SELECT p.slug, p.status, p.posted_at, p.excerpt, p.image_path, p.content, c.slug AS category,
         a.display_name AS author, a.role
       FROM posts p JOIN categories c ON c.id = p.category_id
         LEFT JOIN admin_users a ON a.id = p.author_id ORDER BY p.id`,
    );
    expect(posts.map((p) => [p.slug, p.status, p.category, p.author])).toEqual([
      ['cup-final-tips', 'published', 'football', 'Gina Ghost'],
      ['next-season', 'published', 'uncategorized', 'Gina Ghost'],
      ['notes', 'draft', 'uncategorized', null],
    ]);
    expect(posts[0]!.role).toBe('author');
    expect(new Date(posts[1]!.posted_at as string).toISOString()).toBe('2099-08-01T10:00:00.000Z');
    const first = posts[0]!;
    expect(first.excerpt).toBe('Our picks.');
    expect(first.image_path).toMatch(/^uploads\/[0-9a-f]{32}\.png$/);
    // The resized copy is the same stored image; the missing one is left out; sanitised.
    expect(first.content).toContain(`<img src="/backend/public/${first.image_path as string}"`);
    expect(first.content).not.toContain('__GHOST_URL__');
    expect(first.content).not.toContain('<script');
    // The other public tag as a line; the internal one nowhere.
    expect(first.content).toContain('<p><em>Tags: Cups</em></p>');
    expect(first.content).not.toContain('internal');
    expect(await rows('SELECT count(*)::int AS n FROM media')).toEqual([{ n: 1 }]);
  });

  it('creates nothing new when imported again', async () => {
    await runImport(ghostExport());
    const again = await runImport(ghostExport());
    expect(again).toMatchObject({
      created: 0,
      updated: 0,
      categoriesCreated: 0,
      authorsCreated: 0,
    });
    expect(await rows('SELECT count(*)::int AS n FROM posts')).toEqual([{ n: 3 }]);
  });

  it('answers 301 from the old Ghost addresses', async () => {
    await runImport(ghostExport());
    const site = createApp(t.deps, { staticDir: siteDir() });
    const res = await site.request('http://localhost/cup-final-tips/');
    expect([res.status, res.headers.get('location')]).toEqual([301, '/football/cup-final-tips']);
    const tag = await site.request('http://localhost/tag/football/');
    expect([tag.status, tag.headers.get('location')]).toEqual([301, '/football']);
  });

  it('refuses an export of another Ghost version, or no Ghost export at all, writing nothing', async () => {
    for (const [json, message] of [
      [ghostExport('4.48.0'), /version 4\.48\.0: only Ghost 5 and 6/],
      ['{"db": [', /not valid JSON/],
      [{ posts: [] }, /not a Ghost export/],
    ] as const) {
      const error = await runImport(json).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ImportRefused);
      expect((error as Error).message).toMatch(message);
    }
    expect(await rows('SELECT count(*)::int AS n FROM posts')).toEqual([{ n: 0 }]);
    expect(await rows('SELECT count(*)::int AS n FROM categories')).toEqual([{ n: 0 }]);
  });
});
