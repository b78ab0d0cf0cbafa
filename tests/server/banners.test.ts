import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { file, jpegBytes, makeTestApp, pngBytes, snapshot, type TestApp } from './helpers';
import { isStored } from './media';

let t: TestApp;
beforeEach(async () => {
  t = await makeTestApp();
});
afterEach(() => t.close());

type Json = Record<string, unknown>;
const banners = async () => (await (await t.request('GET', 'banners')).json()) as Json;
const stored = (imagePath: unknown) => isStored(t, imagePath);

describe('GET q=banners', () => {
  it('answers both slots as null when no banner was uploaded', async () => {
    expect(await banners()).toEqual({
      home_banner: null,
      post_banner: null,
      home_banner_link: null,
      post_banner_link: null,
      // Addition (campaigns): no campaign is live in either slot.
      home_campaign: null,
      post_campaign: null,
    });
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
    expect(await stored(list.home_banner)).toBe(true);
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
    expect(await stored(now)).toBe(true);
    expect(await stored(old)).toBe(false);
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
    expect(await banners()).toEqual({
      home_banner: null,
      post_banner: null,
      home_banner_link: null,
      post_banner_link: null,
      // Addition (campaigns): no campaign is live in either slot.
      home_campaign: null,
      post_campaign: null,
    });
    expect(await stored(old)).toBe(false);
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

describe('banner links (addition)', () => {
  const upload = async (fields: Record<string, string>, params?: Record<string, string | number>) =>
    t.admin('POST', 'banners', {
      params,
      form: { type: 'home', image: file(await pngBytes()), ...fields },
    });

  it('stores the link sent with an upload and returns it beside the seed fields', async () => {
    const res = await upload({ link: ' https://shop.example/offer?utm=x ' });
    expect(res.status).toBe(200);
    const list = await banners();
    expect(list).toMatchObject({
      home_banner: expect.stringMatching(/^uploads\//),
      post_banner: null,
      home_banner_link: 'https://shop.example/offer?utm=x',
      post_banner_link: null,
    });
  });

  it('keeps the link when an old client replaces the image without one', async () => {
    await upload({ link: 'https://a.example/' });
    const res = await t.admin('POST', 'banners', {
      params: { update: 1 },
      form: { type: 'home', image: file(await jpegBytes(), 'new.jpg', 'image/jpeg') },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      status: 'success',
      message: 'Banner updated successfully',
      image_path: expect.stringMatching(/\.jpg$/),
    });
    expect((await banners()).home_banner_link).toBe('https://a.example/');
  });

  it('changes or removes only the link with update=1 and no image', async () => {
    await upload({ link: 'https://a.example/' });
    const image = (await banners()).home_banner;
    const change = await t.admin('POST', 'banners', {
      params: { update: 1 },
      form: { type: 'home', link: 'http://b.example/page' },
    });
    expect(change.status).toBe(200);
    expect(await change.json()).toEqual({
      status: 'success',
      message: 'Banner updated successfully',
    });
    expect(await banners()).toMatchObject({
      home_banner: image,
      home_banner_link: 'http://b.example/page',
    });
    expect(await stored(image)).toBe(true);
    await t.admin('POST', 'banners', { params: { update: 1 }, form: { type: 'home', link: '' } });
    expect(await banners()).toMatchObject({ home_banner: image, home_banner_link: null });
  });

  it('answers 404 for a link-only update of an empty slot', async () => {
    const res = await t.admin('POST', 'banners', {
      params: { update: 1 },
      form: { type: 'post', link: 'https://a.example/' },
    });
    expect(res.status).toBe(404);
  });

  it.each([
    'javascript:alert(1)',
    'data:text/html,hi',
    'ftp://files.example/x',
    '/promotion',
    'example.com',
    'https://',
  ])('refuses the link %j with a clear 400 and stores nothing', async (link) => {
    const before = await snapshot(t);
    const res = await upload({ link });
    expect(res.status).toBe(400);
    expect(((await res.json()) as Json).message).toBe(
      'link must be a web address starting with http:// or https:// (like https://example.com)',
    );
    expect(await snapshot(t)).toEqual(before);
  });

  it('refuses a link over 2000 characters', async () => {
    const res = await upload({ link: `https://a.example/${'x'.repeat(2000)}` });
    expect(res.status).toBe(400);
    expect(((await res.json()) as Json).message).toBe('link must be at most 2000 characters');
  });
});
