/**
 * `npm run dev`: Vite with hot reload and the backend in the same Node process, on PORT.
 * `/backend/*` and a banner's click (`/go/{campaign}`) go to the Hono app, everything else to Vite.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { createServer as createViteServer } from 'vite';
import { closeGracefully, displayUrl, prepareServer, PROJECT_ROOT } from './index';
import { readSettings } from './settings';

async function main() {
  const settings = readSettings();
  const { app, deps } = await prepareServer(settings);
  const backend = getRequestListener(app.fetch);
  const server = createServer();
  const vite = await createViteServer({
    root: PROJECT_ROOT,
    appType: 'spa',
    server: { middlewareMode: true, hmr: { server } },
  });
  server.on('request', (req, res) => {
    if (req.url?.startsWith('/backend/') || req.url?.startsWith('/go/')) void backend(req, res);
    else vite.middlewares(req, res);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(settings.port, settings.host, resolve);
  });
  closeGracefully(server, deps, () => void vite.close());
  const url = displayUrl(settings, (server.address() as AddressInfo).port);
  process.stdout.write(`\n  BetPulse (dev) is running at ${url}\n\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Could not start: ${error instanceof Error ? error.stack : String(error)}\n`,
  );
  process.exit(1);
});
