/** Bytes of API data (as transferred) that the first view of a page loads, in Debian's Chromium. */
import { chromium } from 'playwright-core';

export async function apiBytesOfFirstView(base: string, path = '/') {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const page = await browser.newPage();
    const calls: { url: string; bytes: number }[] = [];
    const pending: Promise<void>[] = [];
    page.on('requestfinished', (request) => {
      if (!request.url().includes('/backend/index.php')) return;
      pending.push(
        request.sizes().then((s) => {
          calls.push({
            url: request.url().replace(base, ''),
            bytes: s.responseBodySize + s.responseHeadersSize,
          });
        }),
      );
    });
    await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
    await Promise.all(pending);
    const total = calls.reduce((a, c) => a + c.bytes, 0);
    return { total, calls };
  } finally {
    await browser.close();
  }
}
