// Needs PostgreSQL (DATABASE_URL, default the local test server).
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { DATABASE_URL, uniqueSchema, usePostgres } from '../testing/postgres.fixtures.ts';
import { createPostgresReadModels } from './postgres.read-models.ts';
import { readModelsContract } from './read-models.contract.ts';

const schema = uniqueSchema('read_models_test');
const older = uniqueSchema('read_models_older');
usePostgres([schema, older]);

readModelsContract('postgres', () =>
  createPostgresReadModels({ connectionString: DATABASE_URL, schema, connectTimeoutMs: 5_000 }),
);

describe('secondary indexes of listed rows only', () => {
  it('replaces the full indexes of an older schema with partial ones', async () => {
    const client = new pg.Client({ connectionString: DATABASE_URL });
    await client.connect();
    try {
      await client.query(`CREATE SCHEMA "${older}";
        CREATE TABLE "${older}".read_model_rows (projection text NOT NULL, id text NOT NULL,
          vendor_id text NOT NULL, doc jsonb, listed boolean NOT NULL, open boolean,
          status text, source text, sort_at text COLLATE "C",
          updated_position text COLLATE "C" NOT NULL, PRIMARY KEY (projection, id));
        CREATE INDEX read_model_rows_by_vendor
          ON "${older}".read_model_rows (projection, vendor_id, sort_at);`);
      const store = await createPostgresReadModels({
        connectionString: DATABASE_URL,
        schema: older,
      });
      await store.close();
      const { rows } = await client.query<{ indexname: string; indexdef: string }>(
        `SELECT indexname, indexdef FROM pg_indexes
          WHERE schemaname = $1 AND indexname <> 'read_model_rows_pkey'
            AND tablename = 'read_model_rows' ORDER BY indexname`,
        [older],
      );
      expect(rows.map((r) => r.indexname).sort()).toEqual([
        'listed_rows_by_position',
        'listed_rows_by_vendor_position',
        'live_rows_by_discount_code',
        'live_rows_by_phone',
        'live_rows_by_vendor',
      ]);
      for (const { indexdef } of rows) expect(indexdef).toMatch(/WHERE \(?listed\b/);
      expect(rows.find((r) => r.indexname === 'live_rows_by_vendor')?.indexdef).toMatch(
        /doc IS NOT NULL/,
      );
    } finally {
      await client.end();
    }
  });
});
