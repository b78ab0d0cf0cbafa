import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { migrate } from '../../server/db/migrate';
import { openDb } from '../../server/db/open';
import { addCategory, file, makeTestApp, pngBytes } from './helpers';
import { isStored } from './media';

type Json = Record<string, unknown>;
const cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanup.length) await cleanup.pop()!();
});

async function tempDir() {
  const dir = await mkdtemp(path.join(tmpdir(), 'betpulse-test-'));
  cleanup.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

describe('concurrency', () => {
  it('20 parallel creates with the same slug: exactly one wins, the rest get 409, one row', async () => {
    const t = await makeTestApp();
    cleanup.push(() => t.close());
    const category = await addCategory(t);
    await t.admin('GET', 'session');
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.admin('POST', 'posts', {
          form: { title: `Racer ${i}`, slug: 'same-slug', category_id: String(category) },
        }),
      ),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const { rows } = await t.deps.db.query('SELECT id FROM posts WHERE slug = $1', ['same-slug']);
    expect(rows).toHaveLength(1);
  });

  it('20 parallel category adds with the same slug: one wins, the rest get 409', async () => {
    const t = await makeTestApp();
    cleanup.push(() => t.close());
    await t.admin('GET', 'session');
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.admin('POST', 'categories', { json: { name: `Cat ${i}`, slug: 'same' } }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(19);
    expect(await t.request('GET', 'categories').then((r) => r.json())).toHaveLength(1);
  });
});

describe('restart persistence', () => {
  it('keeps everything written before a restart (PGlite on disk)', async () => {
    const dataDir = await tempDir();
    const settings = { databaseUrl: '', dataDir };
    const first = await makeTestApp(settings);
    const category = await addCategory(first, 'Cricket', 'cricket');
    const created = await first.admin('POST', 'posts', {
      form: {
        title: 'Persisted',
        slug: 'persisted',
        category_id: String(category),
        image: file(await pngBytes()),
      },
    });
    expect(created.status).toBe(200);
    await first.admin('POST', 'popular-save', {
      json: { post_ids: [((await created.json()) as Json).id] },
    });
    const cookie = await first.login();
    await first.close();

    const second = await makeTestApp(settings);
    cleanup.push(() => second.close());
    const post = (await (
      await second.request('GET', 'post', { params: { slug: 'persisted' } })
    ).json()) as Json;
    expect(post).toMatchObject({ title: 'Persisted', category_slug: 'cricket' });
    const image = await second.app.request(`/backend/public/${String(post.image_path)}`);
    expect(image.status).toBe(200);
    expect((await (await second.request('GET', 'popular')).json()) as Json[]).toHaveLength(1);
    // Sessions live in the database too.
    expect(await (await second.request('GET', 'session', { cookie })).json()).toMatchObject({
      authenticated: true,
    });
  });
});

describe('migrations', () => {
  it('applies numbered files in order once, each in a transaction, recorded in schema_migrations', async () => {
    const dir = await tempDir();
    await writeFile(path.join(dir, '002_more.sql'), 'ALTER TABLE things ADD COLUMN label text;');
    await writeFile(path.join(dir, '001_first.sql'), 'CREATE TABLE things (id int);');
    await writeFile(path.join(dir, 'notes.txt'), 'not a migration');
    const db = await openDb({ databaseUrl: 'memory://', dataDir: '' });
    cleanup.push(() => db.close());
    expect(await migrate(db, dir)).toEqual(['001_first.sql', '002_more.sql']);
    expect(await migrate(db, dir)).toEqual([]);
    const { rows } = await db.query('SELECT version, name FROM schema_migrations ORDER BY version');
    expect(rows).toEqual([
      { version: 1, name: '001_first.sql' },
      { version: 2, name: '002_more.sql' },
    ]);

    await writeFile(
      path.join(dir, '003_broken.sql'),
      'CREATE TABLE half (id int); SELECT * FROM missing;',
    );
    await expect(migrate(db, dir)).rejects.toThrow();
    const half = await db.query(`SELECT to_regclass('half') AS t`);
    expect(half.rows[0]).toEqual({ t: null });
    expect((await db.query('SELECT version FROM schema_migrations')).rows).toHaveLength(2);
  });

  it('ships the content and auth migrations', async () => {
    const t = await makeTestApp();
    cleanup.push(() => t.close());
    const { rows } = await t.deps.db.query<{ name: string }>(
      'SELECT name FROM schema_migrations ORDER BY version',
    );
    expect(rows.map((r) => r.name).slice(0, 2)).toEqual(['001_init.sql', '002_auth.sql']);
  });
});

describe('the demo seed', () => {
  it('fills an empty database once: 7 categories, the posts with images, 6 popular, both banners', async () => {
    const { seedDemoContent } = await import('../../server/db/seed/seed');
    const { seedPosts } = await import('../../server/db/seed/content');
    const t = await makeTestApp();
    cleanup.push(() => t.close());
    const started = Date.now();
    expect(await seedDemoContent(t.deps)).toBe(true);
    expect(Date.now() - started).toBeLessThan(60_000);

    const categories = (await (await t.request('GET', 'categories')).json()) as Json[];
    expect(categories.map((c) => c.name)).toEqual([
      'Casino',
      'Crypto',
      'Blog',
      'Football',
      'Poker',
      'Rummy',
      'Cricket',
    ]);
    for (const category of categories)
      expect(String(category.description).length).toBeGreaterThan(0);
    const posts = (await (await t.request('GET', 'posts')).json()) as Json[];
    expect(posts).toHaveLength(seedPosts.length);
    expect(posts.length).toBeGreaterThanOrEqual(30);
    for (const post of posts) {
      expect(await isStored(t, post.image_path)).toBe(true);
    }
    expect(posts.some((p) => String(p.content).includes('<table'))).toBe(true);
    expect((await (await t.request('GET', 'popular')).json()) as Json[]).toHaveLength(6);
    const banners = (await (await t.request('GET', 'banners')).json()) as Json;
    expect(banners.home_banner).toMatch(/^uploads\/.+\.jpg$/);
    expect(banners.post_banner).toMatch(/^uploads\/.+\.jpg$/);

    expect(await seedDemoContent(t.deps)).toBe(false);
    expect((await (await t.request('GET', 'posts')).json()) as Json[]).toHaveLength(posts.length);
  });

  it('leaves a database with content alone', async () => {
    const { seedDemoContent } = await import('../../server/db/seed/seed');
    const t = await makeTestApp();
    cleanup.push(() => t.close());
    await addCategory(t, 'Mine', 'mine');
    expect(await seedDemoContent(t.deps)).toBe(false);
    expect((await (await t.request('GET', 'categories')).json()) as Json[]).toHaveLength(1);
  });
});
