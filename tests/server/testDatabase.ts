/**
 * The PostgreSQL side of the server tests (`npm run test:pg`, TEST_DATABASE_URL set): every test
 * file, and every child server of the stress tests, gets its own schema on the one server, so
 * files running side by side never empty each other's tables. The schema is named in the
 * connection string (`options=-c search_path=…`), so the server under test needs no setting.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { isPostgresUrl } from '../../server/db/open';
import { testDatabaseUrl } from '../../server/settings';

/** The PostgreSQL server the tests target, or null when they run on in-memory PGlite. */
export function postgresUnderTest(): string | null {
  const url = testDatabaseUrl();
  return isPostgresUrl(url) ? url : null;
}

/** `url` with `schema` as the only schema its connections see. */
export function urlWithSchema(url: string, schema: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set('options', `-c search_path=${schema}`);
  return parsed.toString();
}

async function onServer<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export interface TestSchema {
  name: string;
  /** TEST_DATABASE_URL pointed at this schema. */
  url: string;
  drop(): Promise<void>;
}

/** Creates an empty schema on the test server; `drop()` removes it and everything in it. */
export async function createTestSchema(base = postgresUnderTest()): Promise<TestSchema> {
  if (!base) throw new Error('createTestSchema needs TEST_DATABASE_URL');
  const name = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await onServer(base, (c) => c.query(`CREATE SCHEMA ${name}`));
  return {
    name,
    url: urlWithSchema(base, name),
    drop: async () => {
      await onServer(base, (c) => c.query(`DROP SCHEMA IF EXISTS ${name} CASCADE`));
    },
  };
}
