import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startServer } from '../../server/index';
import { needsBuild } from '../../server/start';
import { testSettings } from '../../server/settings';
import type { RenderEntry } from '../../src/contract/pageHead';
import { INDEX_HTML } from './siteDir';

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

/** Whether something accepts a TCP connection on `port` now (the attempt starts at the call). */
function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

describe('"running at" is printed once the server answers', () => {
  it('comes after the port accepts connections and the first page was rendered, in production mode', async () => {
    // Started as `npm start` starts it (no NODE_ENV): the app's entry must find React and Redux
    // Toolkit in their production builds. The test runner's own NODE_ENV is put back after.
    const runnerEnv = process.env.NODE_ENV;
    delete process.env.NODE_ENV;
    let renderEnv: string | undefined;
    const dir = await project();
    const dist = path.join(dir, 'dist');
    await mkdir(dist);
    await writeFile(path.join(dist, 'index.html'), INDEX_HTML);
    const events: string[] = [];
    let connected: Promise<boolean> | null = null;
    // A server render that takes its time on first use, as the real one does on a cold start.
    const entry: RenderEntry = {
      fixedPaths: [],
      async loadPage() {
        renderEnv = process.env.NODE_ENV;
        events.push('page asked');
        await new Promise((resolve) => setTimeout(resolve, 300));
        events.push('page ready');
        return null;
      },
    };
    const started = await startServer(testSettings({ port: 0, host: '127.0.0.1' }), {
      staticDir: dist,
      renderEntry: entry,
      print: (text) => {
        events.push(text.trim());
        // Started at the moment of printing: refused if nothing listened yet.
        connected = accepts(Number(new URL(/http\S+/.exec(text)![0]).port));
      },
    });
    try {
      expect(events).toEqual(['page asked', 'page ready', `BetPulse is running at ${started.url}`]);
      expect(await connected).toBe(true);
      expect(renderEnv).toBe('production');
      const home = await fetch(`${started.url}/`);
      expect(home.status).toBe(200);
    } finally {
      process.env.NODE_ENV = runnerEnv;
      await new Promise((resolve) => (started.server as Server).close(resolve));
      await started.deps.close();
    }
    // A fresh database is migrated first: slow on a busy machine.
  }, 120_000);
});
