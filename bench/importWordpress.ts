/**
 * `npx tsx bench/importWordpress.ts [posts]`: the WordPress import's rate and memory. Writes a
 * generated export of 5,000 posts (by default; about 400 words each, two categories, two
 * authors, tags, a caption shortcode with a missing image in every post and a real featured image
 * in every tenth) and its uploads folder, imports it into a new embedded database (or, under
 * `scripts/postgres.sh run`, into TEST_DATABASE_URL's PostgreSQL), then imports it again (every
 * post skipped as unchanged). Prints posts per second and the peak RSS while importing (and the
 * process's own, which a new embedded database's creation sets), and writes
 * bench/results/import.json.
 */
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { migrate } from '../server/db/migrate';
import { openDb } from '../server/db/open';
import { openUploads } from '../server/resources/import/uploadsSource';
import { importWordpress } from '../server/resources/import/wordpress';
import { readSettings } from '../server/settings';
import { UploadStore } from '../server/uploads/store';
import { OLD_SITE, SITE_HEAD, wxrItem } from '../tests/server/wxrFixture';

const count = Number(process.argv[2] ?? 5000);
const dir = await mkdtemp(path.join(tmpdir(), 'betpulse-import-bench-'));
const file = path.join(dir, 'export.xml');
const uploadsDir = path.join(dir, 'uploads');

/** The export, written as a stream (the bench's own memory stays small too). */
async function writeExport() {
  await mkdir(path.join(uploadsDir, '2023', '03'), { recursive: true });
  const out = createWriteStream(file);
  const write = (text: string) =>
    new Promise<void>((resolve) => (out.write(text) ? resolve() : out.once('drain', resolve)));
  await write(`<?xml version="1.0" encoding="UTF-8" ?>
<rss version="2.0" xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/"
  xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/"
  xmlns:wp="http://wordpress.org/export/1.2/">
<channel><title>Bench</title><link>${OLD_SITE}</link><wp:wxr_version>1.2</wp:wxr_version>
<wp:base_site_url>${OLD_SITE}</wp:base_site_url><wp:base_blog_url>${OLD_SITE}</wp:base_blog_url>
${SITE_HEAD}\n`);
  const words = 'the derby odds favourite bet stake value market goal line tip'.split(' ');
  for (let i = 1; i <= count; i++) {
    const withImage = i % 10 === 0;
    if (withImage) {
      const png = await sharp({
        create: { width: 64, height: 48, channels: 3, background: { r: i % 255, g: 80, b: 120 } },
      })
        .png()
        .toBuffer();
      await writeFile(path.join(uploadsDir, '2023', '03', `photo-${i}.png`), png);
      await write(
        wxrItem({
          id: 100_000 + i,
          title: `photo ${i}`,
          slug: `photo-${i}`,
          status: 'inherit',
          type: 'attachment',
          date: '2023-03-01 10:00:00',
          content: '',
          attachmentUrl: `${OLD_SITE}/wp-content/uploads/2023/03/photo-${i}.png`,
        }),
      );
    }
    const text = Array.from({ length: 400 }, (_, w) => words[(i + w) % words.length]).join(' ');
    await write(
      wxrItem({
        id: i,
        title: `Match preview number ${i}`,
        slug: `match-preview-${i}`,
        status: 'publish',
        date: `2023-03-${String((i % 28) + 1).padStart(2, '0')} 10:00:00`,
        creator: i % 2 ? 'alice' : 'bob',
        categories: [i % 2 ? { slug: 'soccer', name: 'Soccer' } : { slug: 'poker', name: 'Poker' }],
        tags: ['Odds'],
        thumbnailId: withImage ? 100_000 + i : undefined,
        content: `${text}.\n\n[caption]<img src="${OLD_SITE}/wp-content/uploads/2023/03/none.jpg" /> Caption[/caption]\n\nMore ${text} ${i}.`,
      }),
    );
  }
  await write('</channel>\n</rss>\n');
  await new Promise<void>((resolve) => out.end(resolve));
}

const mb = (bytes: number) => Math.round(bytes / (1024 * 1024));

await writeExport();
const exportBytes = (await stat(file)).size;
const databaseUrl = process.env.TEST_DATABASE_URL ?? '';
const settings = readSettings({ ...process.env, DATA_DIR: path.join(dir, 'data') });
const db = await openDb({ ...settings, databaseUrl });
const store = await UploadStore.open(settings.dataDir);
let peakRss = 0;
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 50);
try {
  await migrate(db);
  // A new embedded database's creation (initdb) peaks far above what the import uses: the peak
  // is sampled from here on.
  const rssBefore = process.memoryUsage().rss;
  peakRss = rssBefore;
  const runs = [];
  for (const run of ['first', 'again']) {
    const images = await openUploads(uploadsDir, settings.uploadMaxBytes);
    const started = performance.now();
    const report = await importWordpress(file, {
      db,
      uploads: store,
      settings,
      images,
      now: () => new Date(),
    });
    const seconds = (performance.now() - started) / 1000;
    await images.close();
    runs.push({
      run,
      seconds: Math.round(seconds * 10) / 10,
      postsPerSecond: Math.round(count / seconds),
      created: report.created,
      skipped: report.skipped.length,
      imagesMissing: report.imagesMissing.length,
    });
  }
  const result = {
    posts: count,
    database: databaseUrl ? 'postgresql' : 'pglite',
    exportMB: mb(exportBytes),
    rssBeforeMB: mb(rssBefore),
    peakRssDuringImportMB: mb(peakRss),
    processMaxRssMB: mb(process.resourceUsage().maxRSS * 1024),
    runs,
  };
  console.log(JSON.stringify(result, null, 2));
  await mkdir(path.join('bench', 'results'), { recursive: true });
  await writeFile(path.join('bench', 'results', 'import.json'), JSON.stringify(result, null, 2));
} finally {
  clearInterval(sampler);
  await store.close();
  await db.close();
  await rm(dir, { recursive: true, force: true });
}
