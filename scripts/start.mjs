/**
 * `npm start`: runs the reference server from its plain-JS build (scripts/buildServer.mjs), made
 * first when it is missing or older than the server's sources. The server then builds the app
 * itself when dist/ is missing or stale (server/start.ts).
 */
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildServer, SERVER_OUT, serverBuildIsStale } from './buildServer.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
if (await serverBuildIsStale(root)) {
  await buildServer(root).catch((error) => {
    process.stderr.write(`Could not build the server: ${error?.message ?? error}\n`);
    process.exit(1);
  });
}
const { main } = await import(pathToFileURL(path.join(root, SERVER_OUT, 'start.mjs')).href);
await main();
