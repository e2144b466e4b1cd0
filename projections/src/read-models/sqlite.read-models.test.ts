import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { readModelsContract } from './read-models.contract.ts';
import { createSqliteReadModels } from './sqlite.read-models.ts';

const dir = mkdtempSync(join(tmpdir(), 'sofre-read-models-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

readModelsContract('sqlite (memory)', async () => createSqliteReadModels({ path: ':memory:' }));
readModelsContract('sqlite (file, WAL)', async () =>
  createSqliteReadModels({ path: join(dir, 'read-models.sqlite') }),
);

describe('a read-model file made before the named columns', () => {
  it('gets the columns on open, keeps its rows, and finds by them', async () => {
    const path = join(dir, 'before-named-columns.sqlite');
    const old = new Database(path);
    old.exec(`CREATE TABLE read_model_rows (
      projection TEXT NOT NULL, id TEXT NOT NULL, vendor_id TEXT NOT NULL, doc TEXT,
      listed INTEGER NOT NULL, open INTEGER, status TEXT, source TEXT, sort_at TEXT,
      updated_position TEXT NOT NULL, PRIMARY KEY (projection, id))`);
    old
      .prepare(
        `INSERT INTO read_model_rows VALUES ('p', 'kept', 'v1', '{}', 1, NULL, NULL, NULL, NULL, '1')`,
      )
      .run();
    old.close();
    const store = createSqliteReadModels({ path });
    try {
      await store.commit(
        [
          {
            projection: 'p',
            id: 'new',
            doc: { n: 1 },
            index: { vendorId: 'v1', phone: '09120000001', kind: 'ORDER' },
            position: '2',
          },
        ],
        [],
      );
      const q = { projection: 'p', vendorId: 'v1', order: 'sortAt asc', limit: 10 } as const;
      expect((await store.findRows(q)).total).toBe(2);
      const byPhone = await store.findRows({ ...q, phone: '09120000001', kind: ['ORDER'] });
      expect(byPhone.rows.map((r) => r.id)).toEqual(['new']);
    } finally {
      await store.close();
    }
  });
});
