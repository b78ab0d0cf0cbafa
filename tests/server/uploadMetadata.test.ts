/**
 * Uploaded images are re-encoded before they are stored: orientation applied, metadata dropped
 * (EXIF with GPS, XMP, IPTC, comments, text chunks, non-sRGB ICC, bytes after the end), format and
 * animation kept; bombs refused from their header. The served file differs from the upload
 * exactly when something was removed.
 */
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { readSettings } from '../../server/settings';
import {
  animatedPng,
  exifHasGps,
  gifComment,
  jpegSegment,
  pngChunk,
  pngChunkTypes,
  withGifBlocks,
  withJpegSegments,
  withPngChunks,
  xmpSegment,
} from './imageFiles';
import { file, freshTestApp, snapshot } from './helpers';

const t = freshTestApp();

type Json = Record<string, unknown>;
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

let uploads = 0;
/** Uploads `bytes` as a new post's image; answers the status, message and the served bytes. */
async function upload(bytes: Buffer, name = 'photo.jpg') {
  uploads += 1;
  const slug = `post-${uploads}`;
  const res = await t.admin('POST', 'posts', {
    form: { title: 'Photo', slug, category_id: String(t.football), image: file(bytes, name, '') },
  });
  const body = (await res.json()) as Json;
  if (res.status !== 200) return { status: res.status, message: body.message, served: null };
  const post = (await (await t.request('GET', 'post', { params: { slug } })).json()) as Json;
  const served = await t.app.request(`/backend/public/${String(post.image_path)}`);
  return {
    status: res.status,
    type: served.headers.get('content-type'),
    served: Buffer.from(await served.arrayBuffer()),
  };
}

const picture = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } });

/** A phone photo: camera, serial, GPS position, and a sideways orientation to apply. */
const phonePhoto = () =>
  picture(64, 48)
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'PhoneCo', Model: 'Pocket 12', Software: 'serial SN-0042-7781' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '51/1 30/1 2614/100',
        GPSLongitudeRef: 'W',
        GPSLongitude: '0/1 7/1 3981/100',
      },
    })
    .toBuffer();

describe('uploaded images lose their metadata', () => {
  it('a phone photo comes back without its EXIF (GPS, camera), upright', async () => {
    const photo = await phonePhoto();
    const before = await sharp(photo).metadata();
    expect(exifHasGps(before.exif!)).toBe(true);
    expect(before).toMatchObject({ orientation: 6, width: 64, height: 48 });

    const { status, served, type } = await upload(photo);
    expect(status).toBe(200);
    expect(type).toBe('image/jpeg');
    const after = await sharp(served!).metadata();
    expect(after.format).toBe('jpeg');
    expect(after.exif).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    // Turned as the orientation said: 48 wide, 64 high.
    expect(after).toMatchObject({ width: 48, height: 64 });
    expect(served!.includes('PhoneCo')).toBe(false);
    expect(served!.includes('SN-0042')).toBe(false);
    expect(sha256(served!)).not.toBe(sha256(photo));
  });

  it('uploading the cleaned photo again stores it as sent', async () => {
    const { served } = await upload(await phonePhoto());
    const again = await upload(served!);
    expect(sha256(again.served!)).toBe(sha256(served!));
  });

  it('a JPEG loses XMP, IPTC, comments, a JFIF thumbnail, MPF images and bytes after its end', async () => {
    const jfifWithThumbnail = Buffer.concat([
      Buffer.from('JFIF\0\x01\x01\x00\x00\x01\x00\x01\x01\x01', 'latin1'),
      Buffer.from([1, 2, 3]),
    ]);
    const dirty = Buffer.concat([
      withJpegSegments(
        await picture().jpeg().toBuffer(),
        jpegSegment(0xe0, jfifWithThumbnail),
        xmpSegment('<dc:creator>Jane Roe</dc:creator>'),
        jpegSegment(0xed, 'Photoshop 3.0\0IPTC byline: Jane Roe'),
        jpegSegment(0xfe, 'taken at 12 Hidden Lane'),
        jpegSegment(0xe2, 'MPF\0second picture'),
      ),
      Buffer.from('trailing secret after the end', 'latin1'),
    ]);
    const { status, served } = await upload(dirty);
    expect(status).toBe(200);
    for (const secret of ['Jane Roe', 'Hidden Lane', 'second picture', 'trailing secret']) {
      expect(served!.includes(secret), secret).toBe(false);
    }
    const after = await sharp(served!).metadata();
    expect(after.xmp).toBeUndefined();
    expect(after.iptc).toBeUndefined();
    expect(after).toMatchObject({ format: 'jpeg', width: 64, height: 48 });
  });

  it('a PNG loses its text chunks, time, EXIF and trailing bytes, and keeps every pixel', async () => {
    const clean = await picture().png().toBuffer();
    const dirty = Buffer.concat([
      withPngChunks(
        clean,
        pngChunk('tEXt', 'Author\0Jane Roe'),
        pngChunk('iTXt', 'Location\0\0\0\0\0Hidden Lane'),
        pngChunk('tIME', Buffer.from([7, 233, 1, 2, 3, 4, 5])),
      ),
      Buffer.from('trailing secret', 'latin1'),
    ]);
    expect((await sharp(dirty).metadata()).comments).toBeDefined();
    const { served, type } = await upload(dirty, 'x.png');
    expect(type).toBe('image/png');
    expect(pngChunkTypes(served!)).toEqual(['IHDR', 'pHYs', 'IDAT', 'IEND']);
    expect(served!.includes('trailing secret')).toBe(false);
    const pixels = (bytes: Buffer) => sharp(bytes).raw().toBuffer();
    expect((await pixels(served!)).equals(await pixels(clean))).toBe(true);
  });

  it('an animated GIF loses its comments and XMP, and stays animated with its timing', async () => {
    const frames = Buffer.concat([0, 120, 240].map((shade) => Buffer.alloc(16 * 16 * 3, shade)));
    // Three 16×16 frames, stacked: the page height makes them an animation.
    const source = await sharp(frames, {
      raw: { width: 16, height: 48, channels: 3, pageHeight: 16 },
    })
      .gif({ loop: 0, delay: [100, 200, 300] })
      .toBuffer();
    const xmp = Buffer.concat([
      Buffer.from([0x21, 0xff, 11]),
      Buffer.from('XMP DataXMP', 'latin1'),
      Buffer.from([10]),
      Buffer.from('Jane Roe!!', 'latin1'),
      Buffer.from([0]),
    ]);
    const dirty = withGifBlocks(source, gifComment('Jane Roe at Hidden Lane'), xmp);
    const { served, type } = await upload(dirty, 'x.gif');
    expect(type).toBe('image/gif');
    expect(served!.includes('Jane Roe')).toBe(false);
    const after = await sharp(served!).metadata();
    expect(after).toMatchObject({ format: 'gif', pages: 3, delay: [100, 200, 300], loop: 0 });
  });

  it('an animated WebP loses its EXIF and stays animated with its timing', async () => {
    const frames = Buffer.concat([0, 120, 240].map((shade) => Buffer.alloc(16 * 16 * 3, shade)));
    const dirty = await sharp(frames, {
      raw: { width: 16, height: 48, channels: 3, pageHeight: 16 },
    })
      .webp({ loop: 0, delay: [100, 200, 300] })
      .withExif({ IFD0: { Make: 'PhoneCo' } })
      .toBuffer();
    expect((await sharp(dirty).metadata()).exif).toBeDefined();
    const { served, type } = await upload(dirty, 'x.webp');
    expect(type).toBe('image/webp');
    const after = await sharp(served!).metadata();
    expect(after.exif).toBeUndefined();
    expect(after).toMatchObject({ pages: 3, delay: [100, 200, 300], loop: 0 });
  });

  it('an animated PNG loses its text chunks and keeps its frames', async () => {
    const dirty = withPngChunks(animatedPng(), pngChunk('tEXt', 'Author\0Jane Roe'));
    const { served } = await upload(dirty, 'x.png');
    expect(pngChunkTypes(served!)).toEqual([
      'IHDR',
      'acTL',
      'fcTL',
      'IDAT',
      'fcTL',
      'fdAT',
      'IEND',
    ]);
  });

  it('a WebP and an AVIF lose their EXIF and XMP', async () => {
    const exif = { IFD0: { Make: 'PhoneCo' }, IFD3: { GPSLatitudeRef: 'N' } };
    for (const [make, format] of [
      () => picture().webp().withExif(exif).withXmp('<x:xmpmeta>Jane Roe</x:xmpmeta>'),
      () => picture().avif().withExif(exif),
    ].map((m, i) => [m, ['webp', 'heif'][i]] as const)) {
      const dirty = await make().toBuffer();
      expect((await sharp(dirty).metadata()).exif).toBeDefined();
      const { served } = await upload(dirty, 'x.bin');
      const after = await sharp(served!).metadata();
      expect(after.format).toBe(format);
      expect(after.exif).toBeUndefined();
      expect(after.xmp).toBeUndefined();
    }
  });

  it('an ICC profile other than sRGB is converted away; an sRGB one may stay', async () => {
    const p3 = await picture().jpeg().withIccProfile('p3').toBuffer();
    const converted = await upload(p3);
    expect((await sharp(converted.served!).metadata()).icc).toBeUndefined();
    expect(sha256(converted.served!)).not.toBe(sha256(p3));

    const srgb = await picture().jpeg().withIccProfile('srgb').toBuffer();
    const kept = await upload(srgb);
    expect((await sharp(kept.served!).metadata()).icc).toBeDefined();
    expect(sha256(kept.served!)).toBe(sha256(srgb));
  });

  it.each([
    ['a PNG', () => picture().png().toBuffer(), 'image/png'],
    ['a palette PNG', () => picture().png({ palette: true }).toBuffer(), 'image/png'],
    ['a JPEG', () => picture().jpeg().toBuffer(), 'image/jpeg'],
    ['a progressive JPEG', () => picture().jpeg({ progressive: true }).toBuffer(), 'image/jpeg'],
    ['a WebP', () => picture().webp().toBuffer(), 'image/webp'],
    ['a lossless WebP', () => picture().webp({ lossless: true }).toBuffer(), 'image/webp'],
    ['a GIF', () => picture().gif().toBuffer(), 'image/gif'],
    ['an AVIF', () => picture().avif().toBuffer(), 'image/avif'],
  ])('%s without metadata is stored as sent (same hash)', async (_what, make, type) => {
    const bytes = await make();
    const { served, type: servedType } = await upload(bytes, 'x.bin');
    expect(servedType).toBe(type);
    expect(sha256(served!)).toBe(sha256(bytes));
  });

  it('a banner upload is cleaned the same way', async () => {
    const res = await t.admin('POST', 'banners', {
      form: { type: 'home', image: file(await phonePhoto(), 'banner.jpg', 'image/jpeg') },
    });
    expect(res.status).toBe(200);
    const banners = (await (await t.request('GET', 'banners')).json()) as Json;
    const served = await t.app.request(`/backend/public/${String(banners.home_banner)}`);
    const after = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(after.exif).toBeUndefined();
    expect(after).toMatchObject({ width: 48, height: 64 });
  });
});

describe('the pixel limit', () => {
  it('is 40 megapixels unless IMAGE_MAX_MEGAPIXELS says otherwise', () => {
    expect(readSettings({}).imageMaxPixels).toBe(40_000_000);
    expect(readSettings({ IMAGE_MAX_MEGAPIXELS: '12.5' }).imageMaxPixels).toBe(12_500_000);
    expect(() => readSettings({ IMAGE_MAX_MEGAPIXELS: '0' })).toThrow(/IMAGE_MAX_MEGAPIXELS/);
  });

  it('refuses a 42-megapixel PNG of a few kilobytes with 400, and stores nothing', async () => {
    const bomb = await picture(7000, 6000).png({ compressionLevel: 9 }).toBuffer();
    expect(bomb.length).toBeLessThan(t.deps.settings.uploadMaxBytes);
    const before = await snapshot(t);
    const res = await upload(bomb, 'x.png');
    expect(res).toMatchObject({
      status: 400,
      message: 'image is too large: 42 megapixels (at most 40 megapixels)',
    });
    expect(await snapshot(t)).toEqual(before);
  });

  it('follows the setting', async () => {
    await t.restart({ imageMaxPixels: 1000 });
    expect(await upload(await picture(40, 40).png().toBuffer(), 'x.png')).toMatchObject({
      status: 400,
      message: 'image is too large: 0.0016 megapixels (at most 0.001 megapixels)',
    });
    expect((await upload(await picture(20, 20).png().toBuffer(), 'x.png')).status).toBe(200);
  });

  it('refuses a side over 16383 pixels with 400, whatever the pixel count', async () => {
    const strip = await picture(20_000, 2).png().toBuffer();
    expect(await upload(strip, 'x.png')).toMatchObject({
      status: 400,
      message: 'image is too large: 20000 × 2 pixels (at most 16383 wide and high)',
    });
  });
});
