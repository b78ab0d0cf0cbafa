/**
 * `npm start`: runs the reference server from its plain-JS build (scripts/buildServer.mjs), made
 * first when it is missing or older than the server's sources. The server then builds the app
 * itself when dist/ is missing or stale (server/start.ts).
 */
import { pathToFileURL } from 'node:url';
import { buildServer, SERVER_START, serverBuildIsStale } from './buildServer.mjs';

if (await serverBuildIsStale()) {
  await buildServer().catch((error) => {
    process.stderr.write(`Could not build the server: ${error?.message ?? error}\n`);
    process.exit(1);
  });
}
const { main } = await import(pathToFileURL(SERVER_START).href);
await main();
