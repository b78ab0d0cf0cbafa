/**
 * The reference server marks the pages it serves when it counts views (the reader's beacon is sent
 * only then: features/analytics/usePageViews.ts); with ANALYTICS=false, or on a host that serves
 * dist/index.html itself, the mark is not there and the app sends nothing.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { COUNTING_MARK } from '../../server/pages/routes';
import { makeTestApp, type TestApp } from './helpers';

let dist: string;
let t: TestApp | undefined;

beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'betpulse-counting-dist-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>BetPulse</title></head><body><div id="root"></div></body></html>',
  );
});
afterAll(() => rm(dist, { recursive: true, force: true }));
afterEach(() => t?.close());

async function page(analytics: boolean, pathname: string): Promise<string> {
  t = await makeTestApp({ analytics });
  const app = createApp(t.deps, { staticDir: dist });
  const res = await app.request(pathname);
  expect(res.status).toBe(200);
  return res.text();
}

describe('the counting mark on served pages', () => {
  it('is in the head of every page when the server counts views', async () => {
    for (const pathname of ['/', '/trending', '/admin']) {
      const html = await page(true, pathname);
      expect(html, pathname).toContain(`${COUNTING_MARK}\n  </head>`);
      expect(html.split(COUNTING_MARK)).toHaveLength(2);
    }
  });

  it('is absent with ANALYTICS=false', async () => {
    expect(await page(false, '/')).not.toContain('name="analytics"');
  });
});
