import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBenchServer } from './server';

/**
 * A bench file run on its own (`npx tsx bench/<name>.ts`, after `npm run build`): when `metaUrl`
 * is the file node was started with, `bench` runs against a server on a fresh data directory with
 * the current build; its result is printed as JSON and sets the exit code (1 when a budget is
 * missed). `RUNS` sets the number of runs (3 by default).
 */
export async function runAlone<T>(
  metaUrl: string,
  name: string,
  bench: (base: string, runs: number) => Promise<T>,
  pass: (result: T) => boolean,
): Promise<void> {
  await runEntry(
    metaUrl,
    async () => {
      const server = await startBenchServer(mkdtempSync(join(tmpdir(), `site-bench-${name}-`)));
      try {
        return await bench(server.url, Number(process.env.RUNS ?? 3));
      } finally {
        await server.stop();
      }
    },
    pass,
  );
}

/**
 * A bench file run on its own that starts what it measures itself: when `metaUrl` is the file
 * node was started with, runs `bench`, prints its result as JSON and sets the exit code.
 */
export async function runEntry<T>(
  metaUrl: string,
  bench: () => Promise<T>,
  pass: (result: T) => boolean,
): Promise<void> {
  if (metaUrl !== `file://${process.argv[1]}`) return;
  const result = await bench();
  console.log(JSON.stringify(result));
  process.exitCode = pass(result) ? 0 : 1;
}
