/**
 * What counting the search limit in the database costs per search: req/s and p99 of q=search-posts
 * on one instance with the limit counted in memory, then in PostgreSQL (RATE_LIMIT_SHARED), from
 * one address (one hot row) and from 1000 (X-Forwarded-For). The limit is set too high to refuse.
 *
 *   scripts/postgres.sh run npx tsx tests/multi/measureLimits.ts
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { createTestSchema } from '../server/testDatabase';
import { apiUrl, startChildServer } from '../stress/childServer';

const CONNECTIONS = 50;
const SECONDS = Number(process.env.SECONDS ?? 10);

async function run(shared: boolean, addresses: number) {
  const schema = await createTestSchema();
  const dir = await mkdtemp(path.join(tmpdir(), 'betpulse-limits-'));
  const server = await startChildServer(
    { dir, databaseUrl: schema.url, remove: async () => undefined },
    {
      SEED_DEMO: 'true',
      TRUST_PROXY_HTTPS: 'true',
      RATE_LIMIT_SEARCH: '1000000000',
      RATE_LIMIT_SHARED: String(shared),
    },
  );
  const target = new URL(apiUrl(server.url, 'search-posts', { keyword: 'odds' }));
  let n = 0;
  const bench = (duration: number) =>
    autocannon({
      url: server.url,
      connections: CONNECTIONS,
      duration,
      requests: [
        {
          method: 'GET',
          setupRequest: (req) => ({
            ...req,
            path: `${target.pathname}${target.search}`,
            headers: { 'X-Forwarded-For': `10.0.${(n = (n + 1) % addresses) >> 8}.${n & 255}` },
          }),
        },
      ],
    });
  await bench(3);
  const result = await bench(SECONDS);
  await server.stop();
  await rm(dir, { recursive: true, force: true });
  await schema.drop();
  return {
    counter: shared ? 'database' : 'memory',
    addresses,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

for (const addresses of [1, 1000]) {
  for (const shared of [false, true, false, true]) {
    console.log(JSON.stringify(await run(shared, addresses)));
  }
}
