// Screenshots of home, one post and /promotion at phone (375×812 @2x) and desktop (1280×800 @1x), light and dark: the first screen (WebP q80) and the full page (q70, cut at 4000 CSS px high so a label's set stays under ~3 MB).
// Usage: `node scripts/screens.mjs --base http://127.0.0.1:PORT --label before|after [--out docs/screens]` against a running `npm start` with the demo content.
// Files: <out>/<label>-<home|post|promotion>-<phone|desktop>-<light|dark>[-full].webp; Debian's Chromium (CHROMIUM_PATH) with the flags of bench/lib/chromium.ts.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import sharp from 'sharp';

/** As bench/lib/chromium.ts (TypeScript, so not importable from plain Node): keep the two alike. */
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** A football post with a cover, in the demo content of every version since commit 853030c. */
const POST_PATH = '/football/northbridge-fc-vs-harlow-athletic-preview-and-prediction';

const PAGES = [
  { name: 'home', path: '/' },
  { name: 'post', path: POST_PATH },
  { name: 'promotion', path: '/promotion' },
];

const DEVICES = [
  { name: 'phone', viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true },
  {
    name: 'desktop',
    viewport: { width: 1280, height: 800 },
    deviceScaleFactor: 1,
    isMobile: false,
  },
];

const THEMES = ['light', 'dark'];

/** The full-page shots stop here (CSS px), which keeps a label's set under about 3 MB. */
const MAX_FULL_HEIGHT = 4000;
/** WebP quality of the first screens and of the (larger) full pages. */
const WEBP_QUALITY = { screen: 80, full: 70 };

const { values: args } = parseArgs({
  options: {
    base: { type: 'string' },
    label: { type: 'string' },
    out: { type: 'string', default: 'docs/screens' },
  },
});
if (!args.base || !args.label || !/^[a-z0-9-]+$/.test(args.label)) {
  console.error(
    'Usage: node scripts/screens.mjs --base http://127.0.0.1:PORT --label before|after [--out docs/screens]',
  );
  process.exit(2);
}
const base = args.base.replace(/\/+$/, '');
const outDir = path.resolve(args.out);

/**
 * Scrolls to the bottom a little at a time (lazy sections mount, their data and images load),
 * until the page stops growing, then back to the top. A part that mounts late (say "Read next", once it nears the viewport)
 * may hold lazy images that the browser, back at the top, no longer starts: every lazy image is
 * made eager before the wait, as the full-page shot shows them all anyway.
 */
async function scrollThrough(page) {
  const height = () => page.evaluate(() => document.documentElement.scrollHeight);
  // Again while the page grows at the bottom (a part such as the footer may mount a while later).
  for (let pass = 0; pass < 5; pass++) {
    for (let i = 0; i < 100; i++) {
      const atBottom = await page.evaluate(() => {
        window.scrollBy(0, Math.round(window.innerHeight * 0.6));
        return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
      });
      await page.waitForTimeout(150);
      if (atBottom) break;
    }
    const reached = await height();
    await page.waitForLoadState('networkidle').catch(() => {});
    await page.waitForTimeout(2000);
    if ((await height()) === reached) break;
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(300);
  await page.evaluate(() => {
    for (const img of document.querySelectorAll('img[loading="lazy"]')) img.loading = 'eager';
  });
  await page.waitForLoadState('networkidle').catch(() => {});
  await waitForImages(page, MAX_FULL_HEIGHT);
}

/**
 * Waits (up to 10 s) until every shown <img> that starts above `bottom` (CSS px from the top of
 * the page) has loaded or failed; lazy ones further down, or hidden, do not count.
 */
async function waitForImages(page, bottom) {
  const pending = () =>
    page.evaluate(
      (limit) =>
        [...document.images]
          .filter((img) => {
            const r = img.getBoundingClientRect();
            return !img.complete && r.width > 0 && r.top + window.scrollY < limit;
          })
          .map((img) => img.currentSrc || img.src),
      bottom,
    );
  await page
    .waitForFunction(
      (limit) =>
        [...document.images].every((img) => {
          const r = img.getBoundingClientRect();
          return img.complete || r.width === 0 || r.top + window.scrollY >= limit;
        }),
      bottom,
      { timeout: 10_000 },
    )
    .catch(async () => {
      console.warn(`  images still loading after 10 s: ${(await pending()).join(' ')}`);
    });
  // Decoded too, so that no loaded image paints blank in the shot (they decode asynchronously).
  await page.evaluate(() =>
    Promise.all(
      [...document.images].map((img) => (img.complete ? img.decode().catch(() => {}) : null)),
    ),
  );
}

async function save(png, name, quality) {
  const file = path.join(outDir, `${name}.webp`);
  const webp = await sharp(png).webp({ quality, effort: 6 }).toBuffer();
  await writeFile(file, webp);
  const shown = path.relative(process.cwd(), file);
  console.log(`${shown.startsWith('..') ? file : shown}  ${(webp.length / 1024).toFixed(1)} KiB`);
  return webp.length;
}

await mkdir(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_FLAGS,
  headless: true,
});
let total = 0;
let problems = 0;
try {
  for (const device of DEVICES) {
    for (const theme of THEMES) {
      const context = await browser.newContext({
        viewport: device.viewport,
        deviceScaleFactor: device.deviceScaleFactor,
        isMobile: device.isMobile,
        hasTouch: device.isMobile,
        reducedMotion: 'reduce',
        colorScheme: theme,
      });
      await context.addInitScript((t) => {
        try {
          localStorage.setItem('theme', t);
        } catch {
          /* storage blocked */
        }
      }, theme);
      const page = await context.newPage();
      for (const target of PAGES) {
        const name = `${args.label}-${target.name}-${device.name}-${theme}`;
        const response = await page.goto(base + target.path, { waitUntil: 'load' });
        if (!response || !response.ok()) {
          console.warn(`  ${target.path}: HTTP ${response?.status()}`);
          problems++;
        }
        // The app marks <html data-app-ready> once started (public/theme-init.js).
        await page
          .waitForSelector('html[data-app-ready]', { state: 'attached', timeout: 15_000 })
          .catch(() => console.warn(`  ${target.path}: no data-app-ready after 15 s`));
        await page.waitForLoadState('networkidle').catch(() => {});
        await waitForImages(page, device.viewport.height);
        const dark = await page.evaluate(() => document.documentElement.classList.contains('dark'));
        if (dark !== (theme === 'dark')) {
          console.warn(`  ${name}: <html> has dark=${dark}, expected the ${theme} theme`);
          problems++;
        }
        await page.waitForTimeout(300);
        total += await save(await page.screenshot({ type: 'png' }), name, WEBP_QUALITY.screen);

        await scrollThrough(page);
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        const clipped = height > MAX_FULL_HEIGHT;
        const png = await page.screenshot({
          type: 'png',
          fullPage: true,
          ...(clipped
            ? { clip: { x: 0, y: 0, width: device.viewport.width, height: MAX_FULL_HEIGHT } }
            : {}),
        });
        total += await save(png, `${name}-full`, WEBP_QUALITY.full);
        if (clipped) console.log(`  (page is ${height} px high; cut at ${MAX_FULL_HEIGHT})`);
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
}
console.log(`total ${(total / 1024 / 1024).toFixed(2)} MiB for label ${args.label}`);
if (problems) {
  console.error(`${problems} problem(s) above`);
  process.exitCode = 1;
}
