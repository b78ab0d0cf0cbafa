import { readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { detectImageType } from '../../server/uploads/imageType';
import { file, freshTestApp, jpegBytes, pngBytes, snapshot } from './helpers';
import { storedImages } from './media';

const t = freshTestApp();

type Json = Record<string, unknown>;
const NOT_AN_IMAGE = 'image must be a PNG, JPEG, WebP, GIF or AVIF file';

function createWith(image: File, slug = 'with-image') {
  return t.admin('POST', 'posts', {
    form: { title: 'With image', slug, category_id: String(t.football), image },
  });
}
async function imageOf(slug = 'with-image') {
  const post = (await (await t.request('GET', 'post', { params: { slug } })).json()) as Json;
  return post.image_path as string | null;
}
const uploadedFiles = () => storedImages(t);

describe('image uploads', () => {
  it.each([
    ['PNG', () => pngBytes(), 'png', 'image/png'],
    ['JPEG', () => jpegBytes(), 'jpg', 'image/jpeg'],
    [
      'WebP',
      () =>
        sharp({ create: { width: 4, height: 4, channels: 3, background: '#0a0' } })
          .webp()
          .toBuffer(),
      'webp',
      'image/webp',
    ],
    [
      'GIF',
      () =>
        sharp({ create: { width: 4, height: 4, channels: 3, background: '#0a0' } })
          .gif()
          .toBuffer(),
      'gif',
      'image/gif',
    ],
  ])(
    'accepts a real %s and serves it with its exact type, nosniff and a sandbox',
    async (_n, make, ext, type) => {
      const res = await createWith(file(await make(), 'whatever.bin', 'application/octet-stream'));
      expect(res.status).toBe(200);
      const imagePath = await imageOf();
      expect(imagePath).toMatch(new RegExp(`^uploads/[0-9a-f]{32}\\.${ext}$`));
      const served = await t.app.request(`/backend/public/${imagePath}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe(type);
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      expect(served.headers.get('content-security-policy')).toContain('sandbox');
      expect(served.headers.get('cache-control')).toContain('immutable');
    },
  );

  it('recognises AVIF by its ftyp brand', () => {
    const header = new Uint8Array([
      0,
      0,
      0,
      0x1c,
      ...Buffer.from('ftypavif'),
      0,
      0,
      0,
      0,
      ...Buffer.from('avifmif1miaf'),
    ]);
    expect(detectImageType(header)).toBe('avif');
    const heic = new Uint8Array([
      0,
      0,
      0,
      0x18,
      ...Buffer.from('ftypheic'),
      0,
      0,
      0,
      0,
      ...Buffer.from('mif1heic'),
    ]);
    expect(detectImageType(heic)).toBeNull();
  });

  it.each([
    [
      'an SVG',
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      'x.svg',
      'image/svg+xml',
    ],
    [
      'an HTML page',
      '<!doctype html><html><body><script>alert(1)</script></body></html>',
      'x.png',
      'image/png',
    ],
    [
      'a renamed text file',
      'just some words in a text file, nothing more',
      'photo.jpg',
      'image/jpeg',
    ],
    [
      'a PNG signature followed by HTML',
      `\x89PNG\r\n\x1a\n<html><script>alert(1)</script></html>`,
      'x.png',
      'image/png',
    ],
  ])('refuses %s with 400 and stores nothing', async (_what, content, name, type) => {
    const before = await snapshot(t);
    const res = await createWith(file(content, name, type));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ status: 'error', message: NOT_AN_IMAGE });
    expect(await snapshot(t)).toEqual(before);
  });

  it('refuses an image over the size limit with 413 and stores nothing', async () => {
    await t.restart({ uploadMaxBytes: 2048 });
    const big = await sharp({
      create: { width: 300, height: 300, channels: 3, background: '#123' },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(2048);
    const before = await snapshot(t);
    const res = await createWith(file(big));
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ status: 'error', message: 'image must be at most 2 KB' });
    expect(await snapshot(t)).toEqual(before);
  });

  it('refuses a request body beyond the limit with 413 before reading it all', async () => {
    const huge = 'x'.repeat(5 * 1024 * 1024 + 4 * 1024 * 1024 + 10);
    const res = await t.admin('POST', 'posts', {
      body: huge,
      headers: {
        'Content-Type': 'multipart/form-data; boundary=abc',
        'Content-Length': String(huge.length),
      },
    });
    expect(res.status).toBe(413);
    expect(((await res.json()) as Json).status).toBe('error');
  });

  it('refuses a streamed body beyond the limit (no Content-Length) with 413', async () => {
    await t.restart({ uploadMaxBytes: 1000 });
    const chunk = new Uint8Array(512 * 1024);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 12) return controller.close();
        sent++;
        controller.enqueue(chunk);
      },
    });
    const cookie = await t.login();
    const res = await t.app.request('/backend/index.php?q=posts', {
      method: 'POST',
      headers: { 'Content-Type': 'multipart/form-data; boundary=abc', Cookie: cookie },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
  });

  it('refuses a malformed multipart body with 400', async () => {
    const res = await t.admin('POST', 'posts', {
      body: '--abc\r\nContent-Disposition: form-data; name="title"\r\n\r\nno end',
      headers: { 'Content-Type': 'multipart/form-data; boundary=abc' },
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as Json).message).toBe(
      'The request body is not a valid multipart/form-data form',
    );
  });

  it.each([
    ['a path-like name', '../../../etc/passwd.png'],
    ['a 300-character name', `${'a'.repeat(296)}.png`],
    ['a name with NUL', 'evil\u0000.png'],
    ['a Windows path', 'C:\\Windows\\system32\\x.png'],
  ])('stores a file with %s under a random name only', async (_what, name) => {
    const res = await createWith(file(await pngBytes(), name));
    expect(res.status).toBe(200);
    expect(await imageOf()).toMatch(/^uploads\/[0-9a-f]{32}\.png$/);
    expect(await uploadedFiles()).toHaveLength(1);
  });

  it('treats an empty file input (no file chosen) as no image', async () => {
    const res = await createWith(new File([], '', { type: 'application/octet-stream' }));
    expect(res.status).toBe(200);
    expect(await imageOf()).toBeNull();
  });

  it('removes the old image when a post image is replaced, and keeps it without a new one', async () => {
    await createWith(file(await pngBytes()));
    const first = await imageOf();
    const id = (
      (await (await t.request('GET', 'post', { params: { slug: 'with-image' } })).json()) as Json
    ).id;
    const fields = {
      id: String(id),
      title: 'With image',
      slug: 'with-image',
      category_id: String(t.football),
    };

    await t.admin('POST', 'post-update', { form: { ...fields, existingImage: String(first) } });
    expect(await imageOf()).toBe(first);
    expect(await uploadedFiles()).toEqual([first]);

    const res = await t.admin('POST', 'post-update', {
      form: { ...fields, image: file(await jpegBytes(), 'new.jpg', 'image/jpeg') },
    });
    expect(res.status).toBe(200);
    const second = await imageOf();
    expect(second).toMatch(/\.jpg$/);
    expect(await uploadedFiles()).toEqual([second]);
  });

  it('removes the stored image when its post is deleted', async () => {
    await createWith(file(await pngBytes()));
    const id = (
      (await (await t.request('GET', 'post', { params: { slug: 'with-image' } })).json()) as Json
    ).id;
    await t.admin('DELETE', 'post-delete', { params: { id: String(id) } });
    expect(await uploadedFiles()).toEqual([]);
  });

  it('refuses a bad image on update and keeps the post and its old image', async () => {
    await createWith(file(await pngBytes()));
    const id = (
      (await (await t.request('GET', 'post', { params: { slug: 'with-image' } })).json()) as Json
    ).id;
    const before = await snapshot(t);
    const res = await t.admin('POST', 'post-update', {
      form: {
        id: String(id),
        title: 'Changed',
        slug: 'with-image',
        category_id: String(t.football),
        image: file('<svg/>', 'a.svg', 'image/svg+xml'),
      },
    });
    expect(res.status).toBe(400);
    expect(await snapshot(t)).toEqual(before);
  });
});

describe('serving /backend/public', () => {
  it.each([
    '/backend/public/uploads/../db/PG_VERSION',
    '/backend/public/uploads/..%2F..%2Fetc%2Fpasswd',
    '/backend/public/..%2Fpackage.json',
    '/backend/public/uploads/%2e%2e/x.png',
    '/backend/public/uploads/missing.png',
    '/backend/public/uploads/x.svg',
    '/backend/public/uploads/%E0%A4%A.png',
  ])('answers 404 JSON for %s', async (url) => {
    const res = await t.app.request(url);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ status: 'error', message: expect.any(String) });
  });
});

describe('resized WebP variants (?w=)', () => {
  it('answers a WebP at most w pixels wide, kept on disk and removed with its post', async () => {
    await createWith(file(await pngBytes(1000, 500)));
    const imagePath = await imageOf();
    const res = await t.app.request(`/backend/public/${imagePath}?w=640`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toContain('immutable');
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 640, height: 320 });
    const variants = path.join(t.deps.uploads.root, 'variants');
    expect(await readdir(variants)).toHaveLength(1);

    const again = await t.app.request(`/backend/public/${imagePath}?w=640`);
    expect(again.status).toBe(200);

    const id = (
      (await (await t.request('GET', 'post', { params: { slug: 'with-image' } })).json()) as Json
    ).id;
    await t.admin('DELETE', 'post-delete', { params: { id: String(id) } });
    expect(await readdir(variants)).toEqual([]);
    expect((await t.app.request(`/backend/public/${imagePath}?w=640`)).status).toBe(404);
  });

  it('answers a variant from its copy on disk with a strong ETag of its bytes, 304 when kept', async () => {
    await createWith(file(await pngBytes(800, 400)));
    const url = `/backend/public/${await imageOf()}?w=320`;
    const res = await t.app.request(url);
    const etag = res.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await t.app.request(url)).headers.get('etag')).toBe(etag);
    for (const header of [etag, `W/${etag}`, `"other", ${etag}`]) {
      const again = await t.app.request(url, { headers: { 'If-None-Match': header } });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
      expect(again.headers.get('etag')).toBe(etag);
      expect(again.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
    const head = await t.app.request(url, { method: 'HEAD' });
    expect(head.headers.get('etag')).toBe(etag);
    expect(head.headers.get('content-length')).toBe(res.headers.get('content-length'));

    // Sent from the disk copy (not made again), and its ETag follows the bytes of that copy.
    const [name] = await readdir(path.join(t.deps.uploads.root, 'variants'));
    const other = await sharp({
      create: { width: 20, height: 10, channels: 3, background: '#a00' },
    })
      .webp()
      .toBuffer();
    await writeFile(path.join(t.deps.uploads.root, 'variants', name!), other);
    const replaced = await t.app.request(url, { headers: { 'If-None-Match': etag } });
    expect(replaced.status).toBe(200);
    expect(Buffer.from(await replaced.arrayBuffer()).equals(other)).toBe(true);
    expect(replaced.headers.get('etag')).toMatch(/^"[\w-]+"$/);
    expect(replaced.headers.get('etag')).not.toBe(etag);
  });

  it('never enlarges a small image', async () => {
    await createWith(file(await pngBytes(8, 8)));
    const res = await t.app.request(`/backend/public/${await imageOf()}?w=320`);
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 8 });
  });

  it('refuses widths outside the offered set with 400', async () => {
    await createWith(file(await pngBytes()));
    const res = await t.app.request(`/backend/public/${await imageOf()}?w=123`);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      status: 'error',
      message: 'w must be one of 320, 640, 960, 1280',
    });
  });
});
