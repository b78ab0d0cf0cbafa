/** A stand-in for the built app's `dist/`: its index.html, in a temp folder kept for the file. */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';

/** Shaped like the built index.html: its own title and description, scripts after them. */
export const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Sports, predictions &amp; odds." />
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <title>BetPulse</title>
    <script src="/theme-init.js"></script>
    <script type="module" crossorigin src="/assets/index-AbC123.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

/** Registers the folder's creation and removal; answers a getter of its path. */
export function builtSiteDir(indexHtml = INDEX_HTML): () => string {
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'betpulse-site-'));
    await writeFile(path.join(dir, 'index.html'), indexHtml);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));
  return () => dir;
}
