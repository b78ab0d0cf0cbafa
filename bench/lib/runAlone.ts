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
  if (metaUrl !== `file://${process.argv[1]}`) return;
  const server = await startBenchServer(mkdtempSync(join(tmpdir(), `site-bench-${name}-`)));
  try {
    const result = await bench(server.url, Number(process.env.RUNS ?? 3));
    console.log(JSON.stringify(result));
    process.exitCode = pass(result) ? 0 : 1;
  } finally {
    await server.stop();
  }
}
