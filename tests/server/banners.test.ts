import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { file, jpegBytes, makeTestApp, pngBytes, snapshot, type TestApp } from './helpers';

let t: TestApp;
beforeEach(async () => {
  t = await makeTestApp();
});
afterEach(() => t.close());

type Json = Record<string, unknown>;
const banners = async () => (await (await t.request('GET', 'banners')).json()) as Json;
const stored = (imagePath: unknown) =>
  existsSync(path.join(t.deps.uploads.root, String(imagePath)));

describe('GET q=banners', () => {
  it('answers both slots as null when no banner was uploaded', async () => {
    expect(await banners()).toEqual({ home_banner: null, post_banner: null });
  });
});

describe('POST q=banners', () => {
  it('uploads a banner (multipart type + image) and answers {status, message}', async () => {
    const res = await t.admin('POST', 'banners', {
      form: { type: 'home', image: file(await jpegBytes(), 'banner.jpg', 'image/jpeg') },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      status: 'success',
      message: 'Banner uploaded successfully',
    });
    const list = await banners();
    expect(list.home_banner).toMatch(/^uploads\/[0-9a-f]{32}\.jpg$/);
    expect(list.post_banner).toBeNull();
    expect(stored(list.home_banner)).toBe(true);
  });

  it('replaces the image with update=1 and removes the old file', async () => {
    await t.admin('POST', 'banners', { form: { type: 'post', image: file(await pngBytes()) } });
    const old = (await banners()).post_banner;
    const res = await t.admin('POST', 'banners', {
      params: { update: 1 },
      form: { type: 'post', image: file(await jpegBytes(), 'new.jpg', 'image/jpeg') },
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as Json).message).toBe('Banner updated successfully');
    const now = (await banners()).post_banner;
    expect(now).not.toBe(old);
    expect(stored(now)).toBe(true);
    expect(stored(old)).toBe(false);
  });

  it.each([
    [{ image: 'none' }, 'type must be home or post'],
    [{ type: 'sidebar' }, 'type must be home or post'],
    [{ type: 'home' }, 'image is required'],
  ])('refuses %o with 400 and stores nothing', async (fields, message) => {
    const form: Record<string, string | Blob> = { ...fields };
    if (form.image === 'none') form.image = file(await pngBytes());
    const before = await snapshot(t);
    const res = await t.admin('POST', 'banners', { form });
    expect(res.status).toBe(400);
    expect(((await res.json()) as Json).message).toBe(message);
    expect(await snapshot(t)).toEqual(before);
  });
});

describe('DELETE q=banner-delete', () => {
  it('empties the slot, removes the file and answers {status, message}', async () => {
    await t.admin('POST', 'banners', { form: { type: 'home', image: file(await pngBytes()) } });
    const old = (await banners()).home_banner;
    const res = await t.admin('DELETE', 'banner-delete', { params: { type: 'home' } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'success', message: 'Banner deleted successfully' });
    expect(await banners()).toEqual({ home_banner: null, post_banner: null });
    expect(stored(old)).toBe(false);
  });

  it('answers 404 for an empty slot and 400 for an unknown type', async () => {
    const empty = await t.admin('DELETE', 'banner-delete', { params: { type: 'post' } });
    expect(empty.status).toBe(404);
    expect(((await empty.json()) as Json).message).toBe('There is no post banner to delete');
    const bad = await t.admin('DELETE', 'banner-delete', { params: { type: 'footer' } });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as Json).message).toBe('type must be home or post');
  });
});
