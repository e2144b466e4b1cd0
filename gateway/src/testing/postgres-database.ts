// PostgreSQL for tests: a database of its own per test file (or per scaled-out platform), created
// before its tests and dropped after them. DATABASE_URL names the server (the local test server by
// default); an unreachable server fails loudly.
import { randomUUID } from 'node:crypto';
import pg from 'pg';

const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Runs one statement on `url` (the server's admin database by default) with a client of its own. */
export async function sql<R extends pg.QueryResultRow>(
  text: string,
  url: string = adminUrl,
): Promise<R[]> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(`needs PostgreSQL at ${adminUrl} (DATABASE_URL): ${String(error)}`);
  }
  try {
    return (await client.query<R>(text)).rows;
  } finally {
    await client.end();
  }
}

export interface TestDatabase {
  readonly name: string;
  /** Known before the database exists, so child processes' settings can name it up front. */
  readonly url: string;
  create(): Promise<void>;
  /** Waits for its sessions to go, then drops it. */
  drop(): Promise<void>;
}

export function testDatabase(prefix = 'sofre_test'): TestDatabase {
  const name = `${prefix}_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const url = Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();
  return {
    name,
    url,
    create: async () => void (await sql(`CREATE DATABASE ${name}`)),
    async drop() {
      // A pool's end() does not wait for its sessions; a forced drop meanwhile would hit them
      // saying goodbye (an uncaught 57P01 in the test process). Let them go first.
      const open = `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = '${name}'`;
      for (let i = 0; i < 50 && (await sql<{ n: number }>(open))[0]?.n; i++)
        await new Promise((r) => setTimeout(r, 100));
      await sql(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/** A test database, created. */
export async function createTestDatabase(prefix?: string): Promise<TestDatabase> {
  const database = testDatabase(prefix);
  await database.create();
  return database;
}
