/**
 * The built bundle (dist/, built by `npm start` before the e2e run) keeps the admin's secrets
 * and the editor away from readers: no file holds the admin password, and no chunk a reader's
 * browser can load holds TinyMCE. The editor is fetched only by the admin's post forms.
 */
import { expect, test } from '@playwright/test';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { entryFiles, reachable, readChunks, textFiles, type Chunk } from './bundleGraph';
import { PAGE_ROUTES } from '../../src/app/pages/routes';

const DIST = path.resolve(process.env.DIST_DIR ?? 'dist');
const ADMIN_PASSWORD = process.env.ADMIN_PASSWORD ?? 'admin-e2e-password';

/** Code only TinyMCE (core, theme, skins) carries. */
const TINYMCE_MARKERS = ['tox-tinymce', 'EditorManager', 'tinymce.Resource'];
const hasTinymce = (chunk: Chunk) => TINYMCE_MARKERS.some((m) => chunk.code.includes(m));

const isAdminApp = (file: string) => path.basename(file).startsWith('AdminApp-');
const isEditor = (file: string) => path.basename(file).startsWith('RichTextEditor-');

test.describe('built bundle', () => {
  test.beforeAll(() => {
    expect(existsSync(path.join(DIST, 'index.html')), `${DIST} must hold a build`).toBe(true);
  });

  test('no built file contains the admin password', () => {
    expect(ADMIN_PASSWORD.length).toBeGreaterThanOrEqual(6);
    const leaks = textFiles(DIST)
      .filter(({ text }) => text.includes(ADMIN_PASSWORD))
      .map(({ file }) => file);
    expect(leaks).toEqual([]);
  });

  test("the module entry's static imports stay a few KB: a rendered page fetches the app's code after its first paint", () => {
    const chunks = readChunks(DIST);
    const entry = entryFiles(DIST).find((file) => path.basename(file).startsWith('index-'));
    expect(entry, 'index.html loads the module entry').toBeDefined();
    // What the browser must fetch and run before main.tsx can wait for the first paint: were it
    // to import the framework or the app's shell, a page the server rendered would fetch 120 KB
    // of code before it painted (Lighthouse's LCP counts every request made before it).
    // The early script (index.html loads it before the entry, which may import a constant of it)
    // is fetched and run before the entry whatever the entry imports: not counted here.
    const before = [...reachable(chunks, [entry!], { followDynamic: false })].filter(
      (file) => !path.basename(file).startsWith('early-'),
    );
    const names = before.map((file) => path.basename(file));
    expect(names.filter((name) => /^(framework|reader|feed|post)-/.test(name))).toEqual([]);
    const bytes = before.reduce((sum, file) => sum + chunks.get(file)!.code.length, 0);
    expect(bytes).toBeLessThan(6_000);
  });

  test("the early script names each reading page's own files, and never the admin's", () => {
    const chunks = readChunks(DIST);
    const early = [...chunks.values()].find((c) => path.basename(c.file).startsWith('early-'));
    expect(early, 'dist/assets holds the early script').toBeDefined();
    // The build hands it { common: [...], pages: { home: [...], ... } } (vite.earlyScript.ts).
    const list = (text: string) =>
      [...text.matchAll(/\/assets\/[\w.-]+\.js/g)].map((m) => path.basename(m[0]));
    const common = list(/"common":\[([^\]]*)\]/.exec(early!.code)?.[1] ?? '');
    const pages = Object.fromEntries(
      [...(/"pages":\{(.*?)\]\}/.exec(early!.code)?.[1] ?? '').matchAll(/"(\w+)":\[([^\]]*)/g)].map(
        ([, page, files]) => [page!, list(files!)],
      ),
    );
    expect(common).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^framework-/),
        expect.stringMatching(/^reader-/),
      ]),
    );
    // Every page of the route table is named; the lists open with the feed's file, a post with
    // the post's.
    expect(Object.keys(pages).sort()).toEqual([...new Set(PAGE_ROUTES.map((r) => r.page))].sort());
    for (const page of ['home', 'trending', 'blogs', 'category']) {
      expect(pages[page], page).toEqual(expect.arrayContaining([expect.stringMatching(/^feed-/)]));
    }
    expect(pages.post).toEqual(expect.arrayContaining([expect.stringMatching(/^post-/)]));
    const everything = [...common, ...Object.values(pages).flat()];
    expect(everything.filter((f) => isAdminApp(f) || isEditor(f))).toEqual([]);
    // index.html loads the entry itself.
    expect(everything.filter((f) => /^index-/.test(f))).toEqual([]);
  });

  test("the early script imports nothing, and the reader's files share its modules instead of copying them", () => {
    const chunks = readChunks(DIST);
    const early = [...chunks.values()].find((c) => path.basename(c.file).startsWith('early-'))!;
    // It runs as soon as it arrives: no file to wait for (vite.earlyScript.ts).
    expect(early.staticImports).toEqual([]);
    expect(early.dynamicImports).toEqual([]);
    // The route table and the normalisers are in it once: the app's shell imports them from it.
    const reader = [...chunks.values()].find((c) => path.basename(c.file).startsWith('reader-'))!;
    expect(reader.staticImports.map((file) => path.basename(file))).toContain(
      path.basename(early.file),
    );
  });

  test('TinyMCE is bundled (self-hosted) in its own lazy chunk', () => {
    const chunks = readChunks(DIST);
    const withTinymce = [...chunks.values()].filter(hasTinymce).map((c) => c.file);
    expect(withTinymce.length).toBeGreaterThan(0);
    expect(withTinymce.some(isEditor)).toBe(true);
    // Something imports the editor, and only ever lazily.
    const importers = [...chunks.values()].filter((c) =>
      [...c.staticImports, ...c.dynamicImports].some(isEditor),
    );
    expect(importers.length).toBeGreaterThan(0);
    for (const chunk of importers) expect(chunk.staticImports.filter(isEditor)).toEqual([]);
  });

  test("no chunk a reader's browser can load contains TinyMCE", () => {
    const chunks = readChunks(DIST);
    const entries = entryFiles(DIST);
    expect(entries.length).toBeGreaterThan(0);
    // Everything the public site may ever load: the entry, its imports and every lazy public
    // page, but not the admin area (/admin/*), which is one lazy chunk of its own.
    const reader = reachable(chunks, entries, { skipDynamic: isAdminApp });
    expect([...chunks.keys()].some(isAdminApp)).toBe(true);
    expect([...reader].some(isAdminApp)).toBe(false);
    const leaks = [...reader].filter((file) => hasTinymce(chunks.get(file)!));
    expect(leaks).toEqual([]);
  });

  test('opening the admin area does not load TinyMCE either: only the post forms do', () => {
    const chunks = readChunks(DIST);
    const adminApp = [...chunks.keys()].find(isAdminApp)!;
    const firstLoad = reachable(chunks, [...entryFiles(DIST), adminApp], {
      followDynamic: false,
    });
    expect([...firstLoad].filter((file) => hasTinymce(chunks.get(file)!))).toEqual([]);
  });
});
