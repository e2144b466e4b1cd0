// A PostgreSQL database of a bench's own (DATABASE_URL's server, default the local test server),
// dropped afterwards.
import { Client } from 'pg';

export const PG_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export async function withBenchDatabase<T>(run: (url: string) => Promise<T>): Promise<T> {
  const name = `sofre_bench_${Date.now()}`;
  const admin = new Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  try {
    const url = new URL(PG_URL);
    url.pathname = `/${name}`;
    return await run(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}
