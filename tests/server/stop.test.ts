/**
 * The graceful stop's connection handling (server/index.ts `stopServing`), on a real HTTP server:
 * in-flight answers finish whole, and no keep-alive connection holds the stop open.
 */
import { Agent, createServer, request, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterEach, expect, it } from 'vitest';
import { stopServing } from '../../server/index';

let server: Server | null = null;
const agents: Agent[] = [];
afterEach(() => {
  for (const agent of agents.splice(0)) agent.destroy();
  server?.closeAllConnections();
  server?.close();
  server = null;
});

interface Answer {
  body: string;
  connection: string | undefined;
  /** The connection it came over, kept open by the keep-alive agent. */
  socket: Socket;
}

/** A server whose `/slow` answers once `release()` is called; everything else at once. */
async function listen() {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  server = createServer((req, res) => {
    const answer = () => res.end(`answer of ${req.url}`);
    if (req.url === '/slow') void released.then(answer);
    else answer();
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  /** A GET over a keep-alive connection of its own. */
  const get = (path: string) =>
    new Promise<Answer>((resolve, reject) => {
      const agent = new Agent({ keepAlive: true });
      agents.push(agent);
      const req = request({ host: '127.0.0.1', port, path, agent }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ body, connection: res.headers.connection, socket }));
      });
      let socket!: Socket;
      req.on('socket', (s) => (socket = s));
      req.on('error', reject);
      req.end();
    });
  return { server, get, release };
}

it('closes idle keep-alive connections at once and the busy ones after their answer', async () => {
  const { server, get, release } = await listen();
  const idle = await get('/fast');
  expect(idle.connection).toBe('keep-alive');
  expect(idle.socket.destroyed).toBe(false);
  const idleClosed = new Promise<void>((resolve) => idle.socket.once('close', () => resolve()));
  const slow = get('/slow');
  await new Promise((resolve) => setTimeout(resolve, 50));

  let closedAt = 0;
  const closed = new Promise<void>((resolve) =>
    stopServing(server, () => {
      closedAt = Date.now();
      resolve();
    }),
  );
  await idleClosed; // at once: nothing left to answer on it
  const releasedAt = Date.now();
  release();
  const answer = await slow;
  expect(answer.body).toBe('answer of /slow'); // finished whole
  await closed;
  // Not held for the 5 s keep-alive timeout once the last answer is out.
  expect(closedAt - releasedAt).toBeLessThan(1000);
});
