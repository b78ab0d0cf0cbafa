/**
 * Hostile images, uploaded and as stored files asked for resized variants (`?w=`): a file that
 * predates the upload checks, or was put in DATA_DIR by hand, is decoded too. Each gets a clear
 * 4xx or a safe answer, quickly, with memory bounded (the pixel limit judged from the header, one
 * libvips thread per image, at most two images at once, no libvips cache).
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { IMAGE_JOBS, imageJob } from '../../server/uploads/decoder';
import { animatedPng, gifOfFrames, pngChunk, pngClaiming, withPngChunks } from './imageFiles';
import { addCategory, file, makeTestApp, snapshot, type TestApp } from './helpers';
import { putStoredImage } from './media';

let t: TestApp;
let category: number;
beforeEach(async () => {
  t = await makeTestApp();
  category = await addCategory(t);
});
afterEach(() => t.close());

type Json = Record<string, unknown>;

/** Time limit for any one hostile request, and how much the process may grow meanwhile. */
const TIME_LIMIT_MS = 5_000;
const MEMORY_LIMIT_MB = 150;

/** `run`'s answer, how long it took, and how far the process's memory grew at its peak. */
async function measured<T>(run: () => Promise<T>) {
  const start = process.memoryUsage().rss;
  let peak = start;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 5);
  const began = performance.now();
  try {
    const result = await run();
    peak = Math.max(peak, process.memoryUsage().rss);
    return { result, ms: performance.now() - began, grownMb: (peak - start) / 1e6 };
  } finally {
    clearInterval(sampler);
  }
}

/** Uploads `bytes` as a post's image: status and message (or the stored file's bytes). */
async function upload(bytes: Buffer, name: string) {
  const slug = `hostile-${randomBytes(4).toString('hex')}`;
  const res = await t.admin('POST', 'posts', {
    form: { title: 'Hostile', slug, category_id: String(category), image: file(bytes, name, '') },
  });
  const body = (await res.json()) as Json;
  if (res.status !== 200) return { status: res.status, message: body.message };
  const post = (await (await t.request('GET', 'post', { params: { slug } })).json()) as Json;
  const served = await t.app.request(`/backend/public/${String(post.image_path)}`);
  return { status: res.status, stored: Buffer.from(await served.arrayBuffer()) };
}

/** Stores `bytes` as they are (no upload checks), and asks for its 640-wide variant. */
async function variantOf(bytes: Buffer, ext: string) {
  const name = `${randomBytes(16).toString('hex')}.${ext}`;
  await putStoredImage(t, name, bytes);
  const res = await t.app.request(`/backend/public/uploads/${name}?w=640`);
  const body = Buffer.from(await res.arrayBuffer());
  return { status: res.status, type: res.headers.get('content-type'), body };
}

function expectBounded(run: { ms: number; grownMb: number }) {
  expect(run.ms).toBeLessThan(TIME_LIMIT_MS);
  expect(run.grownMb).toBeLessThan(MEMORY_LIMIT_MB);
}

/** `bytes`, uploaded as `name`, are refused with 400 and `message`, in bounded time and memory. */
async function expectRefusedUpload(bytes: Buffer, name: string, message: string) {
  const run = await measured(() => upload(bytes, name));
  expect(run.result).toEqual({ status: 400, message });
  expectBounded(run);
}

describe('a 1×1 PNG that claims 100,000 × 100,000', () => {
  const bomb = pngClaiming(100_000, 100_000);

  it('is refused on upload with 400, before a pixel is decoded', async () => {
    const before = await snapshot(t);
    await expectRefusedUpload(
      bomb,
      'bomb.png',
      'image is too large: 100000 × 100000 pixels (at most 16383 wide and high)',
    );
    expect(await snapshot(t)).toEqual(before);
  });

  it('gets 422 for a variant when stored already', async () => {
    const run = await measured(() => variantOf(bomb, 'png'));
    expect(run.result.status).toBe(422);
    expect(JSON.parse(run.result.body.toString())).toEqual({
      status: 'error',
      message:
        'The image is too large to resize: 100000 × 100000 pixels (at most 16383 wide and high)',
    });
    expectBounded(run);
  });

  it('within the side limit but over the pixel limit (16,000 × 16,000), likewise', async () => {
    const wide = pngClaiming(16_000, 16_000);
    expect(await upload(wide, 'bomb.png')).toEqual({
      status: 400,
      message: 'image is too large: 256 megapixels (at most 40 megapixels)',
    });
    const run = await measured(() => variantOf(wide, 'png'));
    expect(run.result.status).toBe(422);
    expectBounded(run);
  });
});

describe('a PNG whose "profile" text chunk names /etc/passwd (CVE-2022-44268)', () => {
  const passwd = readFileSync('/etc/passwd', 'latin1').split('\n')[0]!;
  const leaks = (bytes: Buffer) =>
    [passwd, Buffer.from(passwd, 'latin1').toString('hex'), '/etc/passwd'].filter((text) =>
      bytes.includes(text),
    );
  let hostile: Buffer;
  beforeEach(async () => {
    const pixels = await sharp({
      create: { width: 32, height: 32, channels: 3, background: '#c33' },
    })
      .png()
      .toBuffer();
    hostile = withPngChunks(pixels, pngChunk('tEXt', 'profile\0/etc/passwd'));
    expect((await sharp(hostile).metadata()).comments).toEqual([
      { keyword: 'profile', text: '/etc/passwd' },
    ]);
  });

  it('is stored without the chunk, and without the file', async () => {
    const run = await measured(() => upload(hostile, 'x.png'));
    expect(run.result.status).toBe(200);
    expect(leaks(run.result.stored!)).toEqual([]);
    expect((await sharp(run.result.stored!).metadata()).comments).toBeUndefined();
    expectBounded(run);
  });

  it('gives a variant that contains neither the file nor its name', async () => {
    const run = await measured(() => variantOf(hostile, 'png'));
    expect(run.result).toMatchObject({ status: 200, type: 'image/webp' });
    expect(leaks(run.result.body)).toEqual([]);
    const variant = await sharp(run.result.body).metadata();
    expect(variant).toMatchObject({ format: 'webp', width: 32, height: 32 });
    expect(variant.exif ?? variant.xmp ?? variant.icc ?? variant.comments).toBeUndefined();
    expectBounded(run);
  });
});

describe('a truncated JPEG', () => {
  let truncated: Buffer;
  beforeEach(async () => {
    const whole = await sharp({
      create: {
        width: 400,
        height: 300,
        channels: 3,
        background: '#000',
        noise: { type: 'gaussian', mean: 128, sigma: 30 },
      },
    })
      .jpeg()
      .toBuffer();
    truncated = whole.subarray(0, whole.length >> 1);
  });

  it('is refused on upload with 400', async () => {
    await expectRefusedUpload(
      truncated,
      'x.jpg',
      'image is damaged or incomplete: its pixels cannot be read',
    );
  });

  it('gets 422 for a variant when stored already, never a 500', async () => {
    const run = await measured(() => variantOf(truncated, 'jpg'));
    expect(run.result.status).toBe(422);
    expect(JSON.parse(run.result.body.toString())).toEqual({
      status: 'error',
      message: 'The image is damaged or incomplete and cannot be resized',
    });
    expectBounded(run);
  });
});

describe('a GIF of 10,000 frames', () => {
  it('of 1×1 pixels is accepted, still animated, and its variant is its first frame', async () => {
    const gif = gifOfFrames(10_000);
    expect((await sharp(gif).metadata()).pages).toBe(10_000);
    const uploaded = await measured(() => upload(gif, 'x.gif'));
    expect(uploaded.result.status).toBe(200);
    expect((await sharp(uploaded.result.stored!).metadata()).pages).toBe(10_000);
    expectBounded(uploaded);

    const run = await measured(() => variantOf(gif, 'gif'));
    expect(run.result).toMatchObject({ status: 200, type: 'image/webp' });
    expect(await sharp(run.result.body).metadata()).toMatchObject({ width: 1, height: 1 });
    expectBounded(run);
  });

  it('of 64×64 pixels each (41 megapixels in all, in 230 KB) is refused on upload', async () => {
    const message = 'image is too large: 41 megapixels over 10000 frames (at most 40 megapixels)';
    await expectRefusedUpload(gifOfFrames(10_000, 64, 64), 'x.gif', message);
  });

  it('of 64×64 pixels each gets a variant of its first frame only when stored already', async () => {
    const run = await measured(() => variantOf(gifOfFrames(10_000, 64, 64), 'gif'));
    expect(run.result).toMatchObject({ status: 200, type: 'image/webp' });
    expect(await sharp(run.result.body).metadata()).toMatchObject({ width: 64, height: 64 });
    expectBounded(run);
  });
});

describe('an animated PNG', () => {
  it('of 60 frames of 3000×3000 (540 megapixels) is refused on upload, every frame counted', async () => {
    const message = 'image is too large: 540 megapixels over 60 frames (at most 40 megapixels)';
    await expectRefusedUpload(animatedPng(60, 3000, 3000), 'x.png', message);
  });

  it('that states fewer frames than it holds is judged by the frames it holds', async () => {
    const message = 'image is too large: 60 megapixels over 60 frames (at most 40 megapixels)';
    await expectRefusedUpload(animatedPng(60, 1000, 1000, 1), 'x.png', message);
  });

  it('within the limit over all its frames is accepted with every frame', async () => {
    const run = await measured(() => upload(animatedPng(30, 1000, 1000), 'x.png'));
    expect(run.result.status).toBe(200);
    expect((await sharp(run.result.stored!).metadata()).width).toBe(1000);
    expect(run.result.stored!.toString('latin1')).toContain('acTL');
  });
});

describe('the image decoder', () => {
  it('runs one libvips thread per image and keeps no libvips cache', () => {
    expect(sharp.concurrency()).toBe(1);
    expect(sharp.cache()).toMatchObject({
      memory: { max: 0 },
      files: { max: 0 },
      items: { max: 0 },
    });
  });

  it(`works on at most ${IMAGE_JOBS} images at once; the others wait their turn`, async () => {
    let running = 0;
    let most = 0;
    const job = () =>
      imageJob(async () => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 10));
        running -= 1;
        return 'done';
      });
    expect(await Promise.all(Array.from({ length: 7 }, job))).toEqual(Array(7).fill('done'));
    expect(most).toBe(IMAGE_JOBS);
  });

  it('many variant requests of one large image at once all succeed', async () => {
    const big = await sharp({
      create: { width: 4000, height: 3000, channels: 3, background: '#468' },
    })
      .jpeg()
      .toBuffer();
    const name = `${randomBytes(16).toString('hex')}.jpg`;
    await putStoredImage(t, name, big);
    const run = await measured(() =>
      Promise.all(
        [320, 640, 960, 1280, 320, 640].map((w) =>
          Promise.resolve(t.app.request(`/backend/public/uploads/${name}?w=${w}`)).then(
            (res) => res.status,
          ),
        ),
      ),
    );
    expect(run.result).toEqual([200, 200, 200, 200, 200, 200]);
    expectBounded(run);
  });
});
