// A test gateway on PostgreSQL (events, read models and idempotency keys) in a database of its
// own, created for the test file and dropped after it. DATABASE_URL names the server (the local
// test server by default); an unreachable server fails loudly.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { startTestGateway, type TestGateway } from './test-gateway.ts';

const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function sql<R extends pg.QueryResultRow>(text: string): Promise<R[]> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5_000 });
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

export async function startPostgresTestGateway(): Promise<TestGateway> {
  const database = `sofre_gw_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${database}` }).toString();
  await sql(`CREATE DATABASE ${database}`);
  const gateway = await startTestGateway({ env: { STORE: 'postgres', DATABASE_URL: databaseUrl } });
  return {
    ...gateway,
    async close() {
      await gateway.close();
      // A pool's end() does not wait for its sessions; let them go before the forced drop.
      const open = `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = '${database}'`;
      for (let i = 0; i < 50 && (await sql<{ n: number }>(open))[0]?.n; i++)
        await new Promise((r) => setTimeout(r, 100));
      await sql(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    },
  };
}
