/**
 * Two instances of the real server (child processes, the built app in dist/) on one PostgreSQL
 * schema, with nginx from Debian in front using deploy/nginx/upstream.conf (only its ports
 * changed). Through nginx and against each instance: a write on one is seen on the other within
 * 1 s (API and rendered page), an image uploaded on one is served by the other, an import's large
 * upload passes nginx and its progress shows on both, a session and a lockout hold on both, and
 * when one is killed (SIGKILL) under writes nothing acknowledged is lost and readers keep being
 * answered (no 5xx) by the other.
 *
 * `npm run test:multi` (PostgreSQL from scripts/postgres.sh, nginx on PATH, dist/ built).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresUnderTest } from '../server/testDatabase';
import {
  ADMIN_PASSWORD,
  addCategory,
  apiUrl,
  login,
  startChildServer,
  tempDataDir,
  writePost,
  type ChildServer,
  type TempData,
} from '../stress/childServer';
import { reportFigures } from '../stress/figures';
import { wxrDocument, wxrItem } from '../server/wxrFixture';
import { zipOf } from '../server/zipFile';
import { delay, msUntil } from '../utils/polling';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const UPSTREAM_CONF = path.join(ROOT, 'deploy/nginx/upstream.conf');
const BUDGET_MS = 1000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

/** The shipped upstream file with the test's ports: nothing else changed. */
function upstreamFor(conf: string, ports: { a: number; b: number; listen: number }) {
  const out = conf
    .replace('127.0.0.1:8081', `127.0.0.1:${ports.a}`)
    .replace('127.0.0.1:8082', `127.0.0.1:${ports.b}`)
    .replace('listen 8080;', `listen 127.0.0.1:${ports.listen};`);
  if (out.split(String(ports.listen)).length !== 2 || !out.includes(`:${ports.b} `)) {
    throw new Error('deploy/nginx/upstream.conf no longer has the ports this test replaces');
  }
  return out;
}

interface Nginx {
  url: string;
  stop(): Promise<void>;
}

/** nginx in the foreground with a temp prefix, the shipped upstream file included. */
async function startNginx(a: string, b: string): Promise<Nginx> {
  const prefix = await mkdtemp(path.join(tmpdir(), 'betpulse-nginx-'));
  // Workers may run as nobody (when we are root): they write request bodies under the prefix.
  await chmod(prefix, 0o755);
  for (const dir of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    await mkdir(path.join(prefix, dir));
    await chmod(path.join(prefix, dir), 0o777);
  }
  const listen = await freePort();
  const upstream = upstreamFor(await readFile(UPSTREAM_CONF, 'utf8'), {
    a: Number(new URL(a).port),
    b: Number(new URL(b).port),
    listen,
  });
  await writeFile(path.join(prefix, 'upstream.conf'), upstream);
  await writeFile(
    path.join(prefix, 'nginx.conf'),
    `worker_processes 1;
error_log ${prefix}/error.log warn;
pid ${prefix}/nginx.pid;
events { worker_connections 512; }
http {
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  include ${prefix}/upstream.conf;
}
`,
  );
  const child: ChildProcess = spawn(
    'nginx',
    ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-g', 'daemon off;'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  // No nginx on PATH: say so (CI installs Debian's nginx).
  child.once('error', (error) => (output += `cannot run nginx (install it): ${String(error)}\n`));
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${listen}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null || output.startsWith('cannot run nginx')) {
      throw new Error(`nginx exited:\n${output}`);
    }
    const up = await fetch(`${url}/healthz`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error(`nginx did not answer in 10 s:\n${output}`);
    await delay(100);
  }
  return {
    url,
    async stop() {
      if (child.exitCode === null) child.kill('SIGQUIT');
      await Promise.race([exited, delay(5000)]);
      if (child.exitCode === null) child.kill('SIGKILL');
      await rm(prefix, { recursive: true, force: true });
    },
  };
}

/** Polls until `check` holds; answers the ms it took (or fails after 10 s). */
const seenWithin10s = (check: () => Promise<boolean>) => msUntil(check, 10_000);

const text = async (url: string) => (await fetch(url)).text();

const runnable = Boolean(postgresUnderTest());
const built =
  existsSync(path.join(ROOT, 'dist/index.html')) &&
  existsSync(path.join(ROOT, 'dist-ssr/entry-server.js'));

describe.skipIf(!runnable)('two instances behind nginx on one PostgreSQL', () => {
  let data: TempData;
  let dirB: string;
  let a: ChildServer;
  let b: ChildServer;
  let nginx: Nginx;
  let cookie: string;
  let categoryId: number;
  const figures: Record<string, number> = {};

  beforeAll(async () => {
    if (!built) {
      throw new Error(
        'dist/ is not built: run `npm run build` first (in CI `npm test` builds it earlier)',
      );
    }
    data = await tempDataDir();
    dirB = await mkdtemp(path.join(tmpdir(), 'betpulse-multi-b-'));
    // Behind nginx: limits and lockout count the visitor's address (X-Forwarded-For).
    const env = { TRUST_PROXY_HTTPS: 'true' };
    [a, b] = await Promise.all([
      startChildServer(data, env),
      startChildServer({ ...data, dir: dirB }, env),
    ]);
    nginx = await startNginx(a.url, b.url);
    cookie = await login(a.url);
    categoryId = await addCategory(a.url, cookie, 'multi');
  }, 180_000);

  afterAll(async () => {
    await nginx?.stop();
    await Promise.all([a?.stop(), b?.stop()]);
    await rm(dirB, { recursive: true, force: true });
    await data?.remove();
    if (Object.keys(figures).length > 0) await reportFigures('multi-instance', figures);
  });

  it('sees a write made on A on B within 1 s, in the API and in the rendered page, and through nginx', async () => {
    const fields = {
      title: 'Derby preview',
      slug: 'derby',
      excerpt: 'Before the derby',
      content: '<p>Before the derby.</p>',
      category_id: categoryId,
    };
    const created = await writePost(a.url, cookie, fields);
    expect(created.status).toBe(200);
    const id = created.body.id!;
    const postOn = (base: string) => apiUrl(base, 'post', { slug: 'derby' });
    const pageOn = (base: string) => `${base}/posts/derby`;
    // Both instances have both answers in their caches now.
    for (const base of [b.url, nginx.url, nginx.url]) {
      expect(await text(postOn(base))).toContain('Derby preview');
      expect(await text(pageOn(base))).toContain('Derby preview');
    }
    expect((await fetch(postOn(b.url))).headers.get('x-cache')).toBe('HIT');

    const update = await writePost(a.url, cookie, { ...fields, id, title: 'Derby: team news' });
    expect(update.status).toBe(200);
    const [apiMs, pageMs] = await Promise.all([
      seenWithin10s(async () => (await text(postOn(b.url))).includes('Derby: team news')),
      seenWithin10s(async () => (await text(pageOn(b.url))).includes('Derby: team news')),
    ]);
    figures.invalidationApiMs = apiMs;
    figures.invalidationPageMs = pageMs;
    expect(apiMs).toBeLessThan(BUDGET_MS);
    expect(pageMs).toBeLessThan(BUDGET_MS);

    // Written through nginx (either instance): both instances show it.
    const viaNginx = await writePost(nginx.url, cookie, {
      ...fields,
      id,
      title: 'Derby: line-ups',
    });
    expect(viaNginx.status).toBe(200);
    const both = await Promise.all(
      [a.url, b.url].map((base) =>
        seenWithin10s(async () => (await text(pageOn(base))).includes('Derby: line-ups')),
      ),
    );
    figures.invalidationThroughNginxMs = Math.max(...both);
    expect(Math.max(...both)).toBeLessThan(BUDGET_MS);
  });

  it('serves on B, and through nginx, an image uploaded on A', async () => {
    const png = await sharp({
      create: { width: 64, height: 32, channels: 3, background: { r: 10, g: 120, b: 40 } },
    })
      .png()
      .toBuffer();
    const form = new FormData();
    const fields = { title: 'Pitch', slug: 'pitch', excerpt: 'e', content: '<p>c</p>' };
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    form.set('category_id', String(categoryId));
    form.set('image', new File([new Uint8Array(png)], 'pitch.png', { type: 'image/png' }));
    const res = await fetch(apiUrl(a.url, 'posts'), {
      method: 'POST',
      headers: { Cookie: cookie },
      body: form,
    });
    expect(res.status).toBe(200);
    const post = (await (
      await fetch(apiUrl(a.url, 'post', { slug: 'pitch' }), { headers: { Cookie: cookie } })
    ).json()) as { image_path?: string };
    expect(post.image_path).toBeTruthy();
    for (const base of [b.url, nginx.url, nginx.url]) {
      const image = await fetch(`${base}/backend/public/${post.image_path}`);
      expect(image.status).toBe(200);
      expect(Buffer.from(await image.arrayBuffer()).equals(png)).toBe(true);
      const variant = await fetch(`${base}/backend/public/${post.image_path}?w=320`);
      expect(variant.status).toBe(200);
    }
  });

  it('takes an import larger than other requests through nginx, and both instances show its progress', async () => {
    // A small export and a zip of 7 MB: over the 6 MB nginx lets any other request carry.
    const xml = wxrDocument(
      [
        wxrItem({
          id: 1,
          title: 'Imported through nginx',
          slug: 'imported-through-nginx',
          status: 'publish',
          date: '2024-05-10 10:00:00',
          creator: 'admin',
          content: '<p>Hello.</p>',
        }),
      ],
      '',
    );
    const zip = zipOf({ 'uploads/2024/05/big.bin': randomBytes(7 * 1024 * 1024) });
    const head = Buffer.from(xml);
    const res = await fetch(
      apiUrl(nginx.url, 'site-import', {
        name: 'old-site.xml',
        export_bytes: head.byteLength,
        uploads_name: 'uploads.zip',
      }),
      {
        method: 'POST',
        headers: { Cookie: cookie, 'Content-Type': 'application/octet-stream' },
        body: new Uint8Array(Buffer.concat([head, zip])),
      },
    );
    expect(res.status, await res.clone().text()).toBe(200);
    const { job } = (await res.json()) as { job: { id: number } };
    // Whichever instance ran it, the other reads its progress and then its report.
    const latest = async (base: string) =>
      (
        (await (
          await fetch(apiUrl(base, 'site-import'), { headers: { Cookie: cookie } })
        ).json()) as { job: { id: number; status: string; report: { created: number } | null } }
      ).job;
    const until = Date.now() + 30_000;
    let done = await latest(b.url);
    while (done.status !== 'done' && Date.now() < until) {
      await delay(200);
      done = await latest(b.url);
    }
    expect(done).toMatchObject({ id: job.id, status: 'done' });
    expect(done.report?.created).toBe(1);
    expect((await latest(a.url)).status).toBe('done');
  });

  it('accepts on B, and through nginx, a session made on A', async () => {
    const session = async (base: string, sid: string) =>
      (
        (await (await fetch(apiUrl(base, 'session'), { headers: { Cookie: sid } })).json()) as {
          authenticated?: boolean;
        }
      ).authenticated;
    const onA = await login(a.url);
    expect(await session(b.url, onA)).toBe(true);
    expect(await session(nginx.url, onA)).toBe(true);
    expect(await session(nginx.url, onA)).toBe(true);
    const viaNginx = await login(nginx.url);
    expect(await session(a.url, viaNginx)).toBe(true);
    expect(await session(b.url, viaNginx)).toBe(true);
  });

  it('holds on B, and through nginx, a lockout reached on A', async () => {
    const attempt = (base: string, password: string, username: string, from?: string) =>
      fetch(apiUrl(base, 'login'), {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          ...(from ? { 'X-Forwarded-For': from } : {}),
        },
        body: JSON.stringify({ username, password }),
      }).then((r) => r.status);
    // One visitor (by its forwarded address) fails five times on A: B refuses even the right one.
    const visitor = '203.0.113.7';
    for (let i = 0; i < 5; i++)
      expect(await attempt(a.url, 'not-the-password', 'admin', visitor)).toBe(401);
    expect(await attempt(b.url, ADMIN_PASSWORD, 'admin', visitor)).toBe(429);
    // Someone else is not locked out.
    expect(await attempt(b.url, ADMIN_PASSWORD, 'admin', '203.0.113.8')).toBe(200);

    // Through nginx (one address: nginx's own view of the visitor), alternating instances.
    for (let i = 0; i < 5; i++)
      expect(await attempt(nginx.url, 'not-the-password', 'ghost')).toBe(401);
    expect(await attempt(nginx.url, 'not-the-password', 'ghost')).toBe(429);
    expect(await attempt(a.url, 'not-the-password', 'ghost', '127.0.0.1')).toBe(429);
    expect(await attempt(b.url, 'not-the-password', 'ghost', '127.0.0.1')).toBe(429);
  });

  it('loses no acknowledged write when A is killed mid-write, and nginx serves readers from B with no 5xx', async () => {
    const acknowledged = new Map<string, string>(); // slug → title
    const failedWrites: string[] = [];
    let writing = true;
    let n = 0;
    const writer = async () => {
      while (writing) {
        const i = n++;
        const fields = {
          title: `Kill ${i}`,
          slug: `kill-${i}`,
          excerpt: 'e',
          content: `<p>${i}</p>`,
          category_id: categoryId,
        };
        try {
          const { status } = await writePost(nginx.url, cookie, fields);
          if (status === 200) acknowledged.set(fields.slug, fields.title);
          else failedWrites.push(`${fields.slug}: ${status}`);
        } catch (error) {
          failedWrites.push(`${fields.slug}: ${String(error)}`);
        }
      }
    };
    const reads: { at: number; status: number }[] = [];
    let killedAt = Infinity;
    const reader = async () => {
      while (writing) {
        const at = performance.now();
        const status = await fetch(apiUrl(nginx.url, 'posts', { page: 1, limit: 12 })).then(
          async (r) => (await r.arrayBuffer(), r.status),
          () => 0,
        );
        reads.push({ at, status });
      }
    };
    const work = [writer(), writer(), writer(), writer(), reader(), reader()];
    await delay(1500);
    expect(acknowledged.size).toBeGreaterThan(0);
    killedAt = performance.now();
    a.child.kill('SIGKILL');
    await a.exited;
    await delay(2000);
    writing = false;
    await Promise.all(work);

    // Every acknowledged write is there, as acknowledged, on the survivor.
    const res = await fetch(apiUrl(b.url, 'posts'));
    const stored = new Map(
      ((await res.json()) as { slug: string; title: string }[]).map((p) => [p.slug, p.title]),
    );
    const lost = [...acknowledged].filter(([slug, title]) => stored.get(slug) !== title);
    expect(lost).toEqual([]);
    // Readers: answered by B after the kill (nginx skips A on the failed connection).
    const after = reads.filter((r) => r.at > killedAt);
    expect(after.length).toBeGreaterThan(0);
    expect(after.filter((r) => r.status !== 200)).toEqual([]);
    expect(reads.filter((r) => r.status >= 500 || r.status === 0)).toEqual([]);
    expect((await fetch(`${b.url}/readyz`)).status).toBe(200);
    expect((await fetch(`${nginx.url}/readyz`)).status).toBe(200);
    figures.killAcknowledgedWrites = acknowledged.size;
    // In flight on A at the kill: never acknowledged, so the writer knows to try again.
    figures.killUnacknowledgedWrites = failedWrites.length;
    figures.killReadsAfter = after.length;
  });
});
