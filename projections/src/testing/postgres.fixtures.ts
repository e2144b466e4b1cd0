// For *.int.test.ts: the PostgreSQL test server (DATABASE_URL overrides) and a throwaway schema
// per test file. An unreachable server fails the run, loudly: CI must notice, not skip.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, expect, it } from 'vitest';

export const DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export const uniqueSchema = (prefix: string): string =>
  `${prefix}_${randomUUID().replaceAll('-', '').slice(0, 16)}`;

async function withAdmin<T>(work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: DATABASE_URL, connectionTimeoutMillis: 5_000 });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/** A test that fails when the server cannot be reached, and the drop of `schemas` after the file. */
export function usePostgres(schemas: readonly string[]): void {
  it('reaches the PostgreSQL server', async () => {
    const reached = await withAdmin((admin) => admin.query('SELECT 1')).then(
      () => 'reached',
      (error: unknown) => String(error),
    );
    expect(reached, `PostgreSQL at ${DATABASE_URL} (set DATABASE_URL)`).toBe('reached');
  });
  afterAll(async () => {
    await withAdmin(async (admin) => {
      for (const schema of schemas) await admin.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    }).catch(() => undefined); // unreachable: 'reaches the PostgreSQL server' already failed
  });
}
