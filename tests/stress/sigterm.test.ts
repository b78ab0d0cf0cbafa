/**
 * Graceful stop: SIGTERM while requests are in flight. The server stops accepting, finishes
 * what it has (an upload still arriving, a burst of reads and writes), closes the database and
 * exits 0; everything it answered 200 is there after a restart. Keep-alive connections do not
 * hold the stop: an idle one is closed at once, a busy one as soon as its answer is out.
 */
import { Agent, request } from 'node:http';
import type { Socket } from 'node:net';
import { expect, it } from 'vitest';
import { allPosts, apiUrl, childServersPerTest, writePost } from './childServer';
import { reportFigures } from './figures';

const servers = childServersPerTest();

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

interface Held {
  /** Resolves with the status and the whole body once the request is let go. */
  answer: Promise<{ status: number; body: string }>;
  /** Resolves once the server has shown it is handling the request. */
  started: Promise<void>;
  release(): void;
}

/**
 * A multipart create whose body is sent in two halves: the server has the headers and the first
 * half (it is handling the request), the second half follows `release()`.
 */
function heldWrite(
  base: string,
  cookie: string,
  categoryId: number,
  slug: string,
  agent: Agent | false = false,
): Held {
  const boundary = `held-${slug}`;
  const field = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const body = Buffer.from(
    field('title', `Sent across the stop: ${slug}`) +
      field('slug', slug) +
      field('content', `<p>${'slow body '.repeat(5000)}</p>`) +
      field('category_id', String(categoryId)) +
      `--${boundary}--\r\n`,
  );
  let release!: () => void;
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request(apiUrl(base, 'posts'), {
      method: 'POST',
      agent,
      headers: {
        Cookie: cookie,
        'Content-Type': `multipart/form-data; boundary=${boundary}`,
        'Content-Length': body.length,
      },
    });
    req.on('response', (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', reject);
    req.write(body.subarray(0, body.length / 2));
    release = () => req.end(body.subarray(body.length / 2));
  });
  // Half a body on the wire: give the server a moment to read the headers.
  return { answer, started: delay(300), release: () => release() };
}

/**
 * A read whose answer has started (headers received) but whose body is not read until released.
 * With `agent` (keep-alive) the connection stays open for reuse once the answer is done.
 */
function heldRead(base: string, agent: Agent | false = false): Held {
  let release!: () => void;
  let started!: () => void;
  const startedPromise = new Promise<void>((resolve) => (started = resolve));
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request(apiUrl(base, 'posts'), { agent }, (res) => {
      res.pause();
      started();
      let text = '';
      release = () => {
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        res.resume();
      };
    });
    req.on('error', reject);
    req.end();
  });
  return { answer, started: startedPromise, release: () => release() };
}

/** A keep-alive connection left open and idle after a whole answer, as browsers keep them. */
async function idleKeepAlive(base: string, agent: Agent): Promise<Socket> {
  return new Promise<Socket>((resolve, reject) => {
    const req = request(apiUrl(base, 'categories'), { agent }, (res) => {
      res.resume();
      res.on('end', () => resolve(req.socket!));
    });
    req.on('error', reject);
    req.end();
  });
}

it('finishes in-flight requests on SIGTERM, then exits 0 with their writes kept', async () => {
  const { data, server, cookie, categoryId } = await servers.startWriting();
  for (let i = 0; i < 10; i++) {
    const post = {
      title: `Before ${i}`,
      slug: `before-${i}`,
      excerpt: '',
      content: `<p>${'readers get all of this. '.repeat(4000)}</p>`,
      category_id: categoryId,
    };
    expect((await writePost(server.url, cookie, post)).status).toBe(200);
  }

  // In flight at the signal: uploads half sent, reads half received. Half of each over keep-alive
  // connections (as browsers send them), which stay open once answered.
  const keepAlive = new Agent({ keepAlive: true });
  const HELD = 12;
  const writes = Array.from({ length: HELD }, (_, i) =>
    heldWrite(server.url, cookie, categoryId, `held-${i}`, i % 2 === 0 ? keepAlive : false),
  );
  const reads = Array.from({ length: HELD }, (_, i) =>
    heldRead(server.url, i % 2 === 0 ? keepAlive : false),
  );
  const held = [...writes, ...reads];
  await Promise.all(held.map((h) => h.started));
  // And a keep-alive connection with nothing in flight.
  const idle = await idleKeepAlive(server.url, new Agent({ keepAlive: true }));
  expect(idle.destroyed).toBe(false);
  const idleClosed = new Promise<number>((resolve) =>
    idle.once('close', () => resolve(Date.now())),
  );

  const signalledAt = Date.now();
  server.child.kill('SIGTERM');
  await delay(500);
  expect(server.child.exitCode).toBeNull(); // still serving what it has
  // The idle connection is closed at once; it does not wait for the in-flight ones.
  expect(idle.destroyed).toBe(true);
  expect((await idleClosed) - signalledAt).toBeLessThan(500);
  const releasedAt = Date.now();
  for (const h of held) h.release();
  const writeAnswers = await Promise.all(writes.map((w) => w.answer));
  const readAnswers = await Promise.all(reads.map((r) => r.answer));
  const exit = await server.exited;
  const stopMs = Date.now() - signalledAt;
  const releaseToExitMs = Date.now() - releasedAt;
  keepAlive.destroy();

  expect(writeAnswers.map((a) => a.status)).toEqual(writes.map(() => 200));
  expect(readAnswers.map((a) => a.status)).toEqual(reads.map(() => 200));
  // Whole answers, not cut off by the stop.
  for (const a of readAnswers) expect((JSON.parse(a.body) as unknown[]).length).toBe(10);
  expect(exit).toEqual({ code: 0, signal: null });
  expect(server.output()).toContain('"msg":"shutting down","signal":"SIGTERM"');
  // Keep-alive connections answered during the stop do not hold it open for their keep-alive
  // timeout (5 s): it ends once the last answer is out and the database is closed.
  expect(releaseToExitMs).toBeLessThan(2000);

  const again = await servers.start(data);
  const slugs = (await allPosts(again.url)).map((p) => p.slug);
  for (let i = 0; i < HELD; i++) expect(slugs).toContain(`held-${i}`);
  await again.stop();

  await reportFigures('sigterm', {
    inFlightAtSignal: held.length,
    answered200: [...writeAnswers, ...readAnswers].filter((a) => a.status === 200).length,
    exitCode: exit.code,
    msFromSignalToExit: stopMs,
    msFromLastReleaseToExit: releaseToExitMs,
  });
});
