/**
 * Bytes of API data that the first view of a page loads, in Debian's Chromium: the API calls the
 * browser makes (as transferred), plus the answers the server rendered the page with, which travel
 * inside the page (counted uncompressed, although the page itself is sent compressed).
 */
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
    const inPage = await page.evaluate(
      () =>
        new TextEncoder().encode(document.getElementById('server-state')?.textContent ?? '').length,
    );
    if (inPage > 0) calls.unshift({ url: '(in the page) #server-state', bytes: inPage });
    const total = calls.reduce((a, c) => a + c.bytes, 0);
    return { total, calls };
  } finally {
    await browser.close();
  }
}
