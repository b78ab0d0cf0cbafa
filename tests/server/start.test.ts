import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { needsBuild } from '../../server/start';

let root: string;
afterEach(() => rm(root, { recursive: true, force: true }));

async function project() {
  root = await mkdtemp(path.join(tmpdir(), 'betpulse-start-'));
  await mkdir(path.join(root, 'src', 'app'), { recursive: true });
  await writeFile(path.join(root, 'src', 'app', 'App.tsx'), 'export {}');
  await writeFile(path.join(root, 'index.html'), '<!doctype html>');
  return root;
}
const at = (file: string, seconds: number) => utimes(file, seconds, seconds);

describe('npm start builds only when needed', () => {
  it('builds when dist/index.html is missing', async () => {
    const dir = await project();
    expect(await needsBuild(dir, path.join(dir, 'dist'))).toBe(true);
  });

  it('builds when the server render (dist-ssr/entry-server.js) is missing', async () => {
    const dir = await project();
    const dist = path.join(dir, 'dist');
    await mkdir(dist);
    await writeFile(path.join(dist, 'index.html'), 'built');
    expect(await needsBuild(dir, dist)).toBe(true);
  });

  it('builds when a source is newer than the build, and not otherwise', async () => {
    const dir = await project();
    const dist = path.join(dir, 'dist');
    await mkdir(dist);
    await writeFile(path.join(dist, 'index.html'), 'built');
    const render = path.join(dir, 'dist-ssr', 'entry-server.js');
    await mkdir(path.dirname(render));
    await writeFile(render, 'export {}');
    await at(render, 2_000);
    const source = path.join(dir, 'src', 'app', 'App.tsx');
    for (const entry of [
      source,
      path.join(dir, 'src', 'app'),
      path.join(dir, 'src'),
      path.join(dir, 'index.html'),
    ]) {
      await at(entry, 1_000);
    }
    await at(path.join(dist, 'index.html'), 2_000);
    expect(await needsBuild(dir, dist)).toBe(false);
    await at(source, 3_000);
    expect(await needsBuild(dir, dist)).toBe(true);
  });
});
