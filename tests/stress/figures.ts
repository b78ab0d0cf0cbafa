/** The stress tests' figures: printed, and kept in test-results/stress-figures.json for CI. */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { postgresUnderTest } from '../server/testDatabase';

const FILE = fileURLToPath(new URL('../../test-results/stress-figures.json', import.meta.url));

/** The figures of a run on PostgreSQL (`npm run test:stress:pg`) are kept beside PGlite's. */
export async function reportFigures(test: string, figures: Record<string, unknown>) {
  const name = postgresUnderTest() ? `${test} (PostgreSQL)` : test;
  console.log(`[stress] ${name}: ${JSON.stringify(figures)}`);
  await mkdir(path.dirname(FILE), { recursive: true });
  const all = JSON.parse(await readFile(FILE, 'utf8').catch(() => '{}')) as Record<string, unknown>;
  all[name] = { ...figures, at: new Date().toISOString() };
  await writeFile(FILE, `${JSON.stringify(all, null, 2)}\n`);
}
