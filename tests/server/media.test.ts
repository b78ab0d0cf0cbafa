/**
 * Uploaded images live in the database (`media`), so any instance on one database serves them;
 * resized variants are a per-instance disk cache any instance rebuilds. Rows go with the last
 * post or banner that names them, and files kept by earlier versions move in once at start.
 */
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { seedDemoContent } from '../../server/db/seed/seed';
import { moveUploadFilesIn } from '../../server/uploads/moveFiles';
import { sha256Hex, UploadStore } from '../../server/uploads/store';
import {
  addCategory,
  addPost,
  file,
  jpegBytes,
  makeTestApp,
  openTestDb,
  pngBytes,
  type TestApp,
} from './helpers';
import { putStoredImage, storedImages } from './media';
import { postgresUnderTest } from './testDatabase';

type Json = Record<string, unknown>;
const cleanup: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (cleanup.length) await cleanup.pop()!();
});

async function start(overrides = {}) {
  const t = await makeTestApp(overrides);
  cleanup.push(() => t.close());
  return t;
}

async function tempDir() {
  const dir = await mkdtemp(path.join(tmpdir(), 'betpulse-media-'));
  cleanup.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

const picture = (width: number, height: number, background = '#345') =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

async function postImage(t: TestApp, id: number): Promise<string | null> {
  const post = (await (await t.admin('GET', 'post', { params: { id } })).json()) as Json;
  return post.image_path as string | null;
}

/** Rows nothing names, and names with no row: both must stay empty. */
async function orphans(t: TestApp) {
  const { rows } = await t.deps.db.query<{ unnamed: number; missing: number; rows: number }>(
    `WITH named AS (
       SELECT image_path AS path FROM posts WHERE image_path IS NOT NULL
       UNION SELECT image_path FROM campaigns
       UNION SELECT phone_image_path FROM campaigns WHERE phone_image_path IS NOT NULL)
     SELECT (SELECT count(*) FROM media m WHERE m.path NOT IN (SELECT path FROM named))::int AS unnamed,
            (SELECT count(*) FROM named n WHERE n.path NOT IN (SELECT path FROM media))::int AS missing,
            (SELECT count(*) FROM media)::int AS rows`,
  );
  return rows[0]!;
}

const variantFiles = async (t: TestApp) =>
  readdir(path.join(t.deps.uploads.root, 'variants')).catch(() => [] as string[]);

describe('images in the database', () => {
  it('stores an upload in the media table and serves its bytes from there', async () => {
    const t = await start();
    const category = await addCategory(t);
    const bytes = await pngBytes(40, 20);
    const id = await addPost(t, { category_id: category, image: file(bytes) });
    const imagePath = (await postImage(t, id))!;

    const { rows } = await t.deps.db.query<Json>(
      'SELECT path, content_type, size, sha256, created_at FROM media',
    );
    expect(rows).toEqual([
      {
        path: imagePath,
        content_type: 'image/png',
        size: bytes.length,
        sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
        created_at: expect.any(Date),
      },
    ]);
    // No file anywhere: the bytes come from the row.
    expect(await readdir(path.join(t.deps.uploads.root, 'uploads'))).toEqual([]);
    const served = await t.app.request(`/backend/public/${imagePath}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
    const etag = served.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    const again = await t.app.request(`/backend/public/${imagePath}`, {
      headers: { 'If-None-Match': etag },
    });
    expect(again.status).toBe(304);

    expect(etag).toBe(
      `"${Buffer.from(sha256Hex(bytes), 'hex').toString('base64url').slice(0, 27)}"`,
    );
    // The local copy is only a cache: without it the row answers again.
    await rm(path.join(t.deps.uploads.root, 'originals'), { recursive: true });
    const fromRow = await t.app.request(`/backend/public/${imagePath}`);
    expect(Buffer.from(await fromRow.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('rebuilds a variant from the database after its cache folder is deleted', async () => {
    const t = await start();
    const category = await addCategory(t);
    const id = await addPost(t, { category_id: category, image: file(await picture(900, 450)) });
    const url = `/backend/public/${await postImage(t, id)}?w=320`;
    const first = await t.app.request(url);
    expect(first.status).toBe(200);
    expect(await variantFiles(t)).toHaveLength(1);

    await rm(path.join(t.deps.uploads.root, 'variants'), { recursive: true });
    const rebuilt = await t.app.request(url);
    expect(rebuilt.status).toBe(200);
    expect(rebuilt.headers.get('etag')).toMatch(/^"[\w-]+"$/);
    const meta = await sharp(Buffer.from(await rebuilt.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 320, height: 160 });
    expect(await variantFiles(t)).toHaveLength(1);
  });

  it('serves the demo seed’s images from the database, originals and variants', async () => {
    const t = await start();
    expect(await seedDemoContent(t.deps)).toBe(true);
    const posts = (await (await t.request('GET', 'posts')).json()) as Json[];
    const banners = (await (await t.request('GET', 'banners')).json()) as Json;
    const paths = [...posts.map((p) => p.image_path), banners.home_banner, banners.post_banner];
    // The demo campaigns' creatives (desktop and phone) and the house banners' phone ones.
    const { rows } = await t.deps.db.query<{ path: string }>(
      `SELECT image_path AS path FROM campaigns WHERE NOT house
       UNION ALL SELECT phone_image_path FROM campaigns WHERE phone_image_path IS NOT NULL`,
    );
    expect(rows).toHaveLength(6);
    expect((await storedImages(t)).sort()).toEqual([...paths, ...rows.map((r) => r.path)].sort());
    expect(await orphans(t)).toMatchObject({ unnamed: 0, missing: 0 });
    for (const imagePath of [paths[0], banners.home_banner]) {
      const original = await t.app.request(`/backend/public/${String(imagePath)}`);
      expect(original.headers.get('content-type')).toBe('image/jpeg');
      const variant = await t.app.request(`/backend/public/${String(imagePath)}?w=640`);
      expect(variant.status).toBe(200);
      expect(variant.headers.get('content-type')).toBe('image/webp');
    }
  });
});

describe('nothing orphaned', () => {
  it('posts: create, replace, keep, fail and delete leave one row per named image', async () => {
    const t = await start();
    const category = await addCategory(t);
    const ids: number[] = [];
    for (const slug of ['a', 'b', 'c']) {
      ids.push(await addPost(t, { slug, category_id: category, image: file(await pngBytes()) }));
    }
    await addPost(t, { slug: 'no-image', category_id: category });
    expect(await orphans(t)).toEqual({ unnamed: 0, missing: 0, rows: 3 });

    // A failed create (taken slug) stores no image.
    const taken = await t.admin('POST', 'posts', {
      form: { title: 'A', slug: 'a', category_id: String(category), image: file(await pngBytes()) },
    });
    expect(taken.status).toBe(409);
    expect(await orphans(t)).toEqual({ unnamed: 0, missing: 0, rows: 3 });

    const fields = (id: number, slug: string) => ({
      id: String(id),
      title: 'Changed',
      slug,
      category_id: String(category),
    });
    const oldImage = (await postImage(t, ids[0]!))!;
    await t.app.request(`/backend/public/${oldImage}?w=320`);
    expect(await variantFiles(t)).toHaveLength(1);
    const replaced = await t.admin('POST', 'post-update', {
      form: { ...fields(ids[0]!, 'a'), image: file(await jpegBytes(), 'b.jpg', 'image/jpeg') },
    });
    expect(replaced.status).toBe(200);
    expect(await storedImages(t)).not.toContain(oldImage);
    expect(await variantFiles(t)).toEqual([]);
    expect((await t.app.request(`/backend/public/${oldImage}`)).status).toBe(404);
    expect(await orphans(t)).toEqual({ unnamed: 0, missing: 0, rows: 3 });

    // Without a new image the old one stays; a refused update (stale form) changes nothing.
    await t.admin('POST', 'post-update', { form: fields(ids[1]!, 'b') });
    const stale = await t.admin('POST', 'post-update', {
      form: {
        ...fields(ids[1]!, 'b'),
        updated_at: '2000-01-01T00:00:00.000Z',
        image: file(await pngBytes()),
      },
    });
    expect(stale.status).toBe(409);
    expect(await orphans(t)).toEqual({ unnamed: 0, missing: 0, rows: 3 });

    for (const id of ids) await t.admin('DELETE', 'post-delete', { params: { id } });
    expect(await orphans(t)).toEqual({ unnamed: 0, missing: 0, rows: 0 });
  });

  it('banners: upload, replace, link-only update and delete leave one row per named image', async () => {
    const t = await start();
    const upload = async (type: string, update = false) => {
      const res = await t.admin('POST', 'banners', {
        params: update ? { update: 1 } : {},
        form: { type, image: file(await pngBytes()) },
      });
      expect(res.status).toBe(200);
      return ((await res.json()) as Json).image_path as string;
    };
    const home = await upload('home');
    await upload('post');
    expect(await orphans(t)).toEqual({ unnamed: 0, missing: 0, rows: 2 });
    await t.app.request(`/backend/public/${home}?w=320`);

    const newHome = await upload('home', true);
    expect(await storedImages(t)).not.toContain(home);
    expect(await storedImages(t)).toContain(newHome);
    expect(await variantFiles(t)).toEqual([]);
    expect(await orphans(t)).toEqual({ unnamed: 0, missing: 0, rows: 2 });

    const linkOnly = await t.admin('POST', 'banners', {
      params: { update: 1 },
      form: { type: 'home', link: 'https://example.com/' },
    });
    expect(linkOnly.status).toBe(200);
    expect(await orphans(t)).toEqual({ unnamed: 0, missing: 0, rows: 2 });

    await t.admin('DELETE', 'banner-delete', { params: { type: 'post' } });
    expect(await orphans(t)).toEqual({ unnamed: 0, missing: 0, rows: 1 });
    await t.admin('DELETE', 'banner-delete', { params: { type: 'home' } });
    expect(await orphans(t)).toEqual({ unnamed: 0, missing: 0, rows: 0 });
  });

  it('keeps an image two rows name until the last of them lets it go', async () => {
    const t = await start();
    const category = await addCategory(t);
    const first = await addPost(t, {
      slug: 'one',
      category_id: category,
      image: file(await pngBytes()),
    });
    const second = await addPost(t, { slug: 'two', category_id: category });
    const shared = (await postImage(t, first))!;
    // Data put in by hand (or imported) may share one image between posts and a banner.
    await t.deps.db.query('UPDATE posts SET image_path = $1 WHERE id = $2', [shared, second]);
    await t.deps.db.query(
      `INSERT INTO campaigns (slot, advertiser, image_path, house) VALUES ('home', 'House', $1, true)`,
      [shared],
    );

    await t.admin('DELETE', 'post-delete', { params: { id: first } });
    expect(await storedImages(t)).toEqual([shared]);
    expect((await t.app.request(`/backend/public/${shared}`)).status).toBe(200);
    await t.admin('POST', 'post-update', {
      form: {
        id: String(second),
        title: 'Two',
        slug: 'two',
        category_id: String(category),
        image: file(await jpegBytes(), 'n.jpg', 'image/jpeg'),
      },
    });
    expect(await storedImages(t)).toContain(shared);
    await t.admin('DELETE', 'banner-delete', { params: { type: 'home' } });
    expect(await storedImages(t)).not.toContain(shared);
    expect(await orphans(t)).toEqual({ unnamed: 0, missing: 0, rows: 1 });
  });
});

describe('moving files kept by earlier versions into the database', () => {
  it('moves named files once, reports the rest and never makes a second row', async () => {
    const t = await start();
    const category = await addCategory(t);
    const dir = path.join(t.deps.uploads.root, 'uploads');
    const cover = await jpegBytes(30, 20);
    const banner = await pngBytes(50, 10);
    await writeFile(path.join(dir, 'a1.jpg'), cover);
    await writeFile(path.join(dir, 'b2.png'), banner);
    await writeFile(path.join(dir, 'stray.png'), banner);
    await writeFile(path.join(dir, 'notes.txt'), 'not an image');
    // A name that cannot be read as a file.
    await mkdir(path.join(dir, 'c3.png'));
    await t.deps.db.query(
      `INSERT INTO posts (slug, title, image_path, category_id)
       VALUES ('old', 'Old', 'uploads/a1.jpg', $1), ('broken', 'Broken', 'uploads/c3.png', $1)`,
      [category],
    );
    await t.deps.db.query(
      `INSERT INTO campaigns (slot, advertiser, image_path, house)
       VALUES ('home', 'House', 'uploads/b2.png', true)`,
    );

    const first = await moveUploadFilesIn(t.deps.db, t.deps.uploads, t.deps.log);
    expect(first.moved).toEqual(['a1.jpg', 'b2.png']);
    expect(first.left).toEqual([
      { file: 'c3.png', reason: 'cannot be read (EISDIR)' },
      { file: 'notes.txt', reason: 'not an image name' },
      { file: 'stray.png', reason: 'no post or banner names it' },
    ]);
    expect(t.deps.log.lines.filter((l) => l.msg === 'uploaded file left on disk')).toHaveLength(3);
    expect((await readdir(dir)).sort()).toEqual(['c3.png', 'notes.txt', 'stray.png']);
    expect(await storedImages(t)).toEqual(['uploads/a1.jpg', 'uploads/b2.png']);

    const second = await moveUploadFilesIn(t.deps.db, t.deps.uploads);
    expect(second.moved).toEqual([]);
    expect(second.left).toHaveLength(3);
    // A file that reappears (a copy restored from a backup) is not stored twice.
    await writeFile(path.join(dir, 'a1.jpg'), cover);
    expect((await moveUploadFilesIn(t.deps.db, t.deps.uploads)).moved).toEqual(['a1.jpg']);
    expect(await storedImages(t)).toEqual(['uploads/a1.jpg', 'uploads/b2.png']);

    const served = await t.app.request('/backend/public/uploads/a1.jpg');
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await served.arrayBuffer()).equals(cover)).toBe(true);
    expect((await t.app.request('/backend/public/uploads/b2.png?w=320')).status).toBe(200);
  });

  it('moves them at start, so an image from an earlier version keeps its URL', async () => {
    const dataDir = await tempDir();
    const settings = { databaseUrl: '', dataDir };
    const before = await makeTestApp(settings);
    const category = await addCategory(before);
    const bytes = await pngBytes(12, 12);
    const id = await addPost(before, { category_id: category, image: file(bytes) });
    const imagePath = (await postImage(before, id))!;
    // As an earlier version left it: the image as a file, no row.
    await before.deps.db.query('DELETE FROM media');
    await mkdir(path.join(dataDir, 'uploads'));
    await writeFile(path.join(dataDir, imagePath), bytes);
    await before.close();

    const after = await start(settings);
    expect(await storedImages(after)).toEqual([imagePath]);
    expect(after.deps.log.lines).toContainEqual(
      expect.objectContaining({ msg: 'moved uploaded files into the database', files: 1 }),
    );
    const served = await after.app.request(`/backend/public/${imagePath}`);
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
    await expect(readdir(path.join(dataDir, 'uploads'))).rejects.toThrow(/ENOENT/);
  });
});

describe('two instances on one database', () => {
  it('serves on one instance an image uploaded on the other, and stops soon after it is deleted', async () => {
    const a = await start();
    // B looks again whether an image still exists after 200 ms (5 s by default).
    const bStore = await UploadStore.open('', { recheckMs: 200 });
    cleanup.push(() => bStore.close());
    // Instance B: the same database (on PostgreSQL through its own pool), its own data dir.
    const bDb = postgresUnderTest() ? await openTestDb() : a.deps.db;
    const b = createApp({ ...a.deps, db: bDb, uploads: bStore });
    expect(bStore.root).not.toBe(a.deps.uploads.root);

    const category = await addCategory(a);
    const bytes = await picture(800, 400, '#a60');
    const id = await addPost(a, { category_id: category, image: file(bytes) });
    const imagePath = (await postImage(a, id))!;

    const original = await b.request(`/backend/public/${imagePath}`);
    expect(original.status).toBe(200);
    expect(Buffer.from(await original.arrayBuffer()).equals(bytes)).toBe(true);
    const variant = await b.request(`/backend/public/${imagePath}?w=640`);
    expect(variant.status).toBe(200);
    expect(await readdir(path.join(bStore.root, 'variants'))).toHaveLength(1);

    await a.admin('DELETE', 'post-delete', { params: { id } });
    // A forgets it at once; B within its recheck time.
    expect((await a.app.request(`/backend/public/${imagePath}`)).status).toBe(404);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect((await b.request(`/backend/public/${imagePath}?w=640`)).status).toBe(404);
    expect((await b.request(`/backend/public/${imagePath}`)).status).toBe(404);
    // B's cached copies went with it.
    expect(await readdir(path.join(bStore.root, 'variants'))).toEqual([]);
    expect(await readdir(path.join(bStore.root, 'originals'))).toEqual([]);
  });

  it('removes at start the cached copies of images deleted while it was away', async () => {
    const a = await start();
    const bStore = await UploadStore.open('');
    cleanup.push(() => bStore.close());
    const b = createApp({ ...a.deps, uploads: bStore });
    const category = await addCategory(a);
    const ids: number[] = [];
    for (const slug of ['kept', 'gone']) {
      ids.push(await addPost(a, { slug, category_id: category, image: file(await pngBytes()) }));
    }
    const [kept, gone] = [(await postImage(a, ids[0]!))!, (await postImage(a, ids[1]!))!];
    for (const imagePath of [kept, gone]) {
      await b.request(`/backend/public/${imagePath}`);
      await b.request(`/backend/public/${imagePath}?w=320`);
    }
    // A stopped process may leave a half-written copy behind.
    await writeFile(path.join(bStore.root, 'variants', 'x.png-320.webp.0a1b2c.tmp'), 'half');
    await a.admin('DELETE', 'post-delete', { params: { id: ids[1]! } });

    expect(await bStore.sweepCache(a.deps.db)).toBe(3);
    const name = path.basename(kept);
    expect(await readdir(path.join(bStore.root, 'originals'))).toEqual([name]);
    expect(await readdir(path.join(bStore.root, 'variants'))).toEqual([`${name}-320.webp`]);
    expect(await bStore.sweepCache(a.deps.db)).toBe(0);
  });

  it('serves images put in by hand as they are (no upload checks), sandboxed', async () => {
    const t = await start();
    const imagePath = await putStoredImage(t, 'deadbeef.png', Buffer.from('not really a png'));
    const res = await t.app.request(`/backend/public/${imagePath}`);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('content-security-policy')).toContain('sandbox');
    expect((await t.app.request(`/backend/public/${imagePath}?w=320`)).status).toBe(422);
  });
});
