import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { readModelsContract } from './read-models.contract.ts';
import { changeQueryWhere, rowQueryWhere } from './row-query.sql.ts';
import { createSqliteReadModels, sqliteDialect } from './sqlite.read-models.ts';

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

describe('secondary indexes of listed rows only', () => {
  const path = join(dir, 'partial-indexes.sqlite');
  const plan = (db: Database.Database, sql: string, params: unknown[]) =>
    db
      .prepare<unknown[], { detail: string }>(`EXPLAIN QUERY PLAN ${sql}`)
      .all(...params)
      .map((step) => step.detail)
      .join('\n');

  it('replaces the full indexes of an older file, leaving helper rows out, and tombstones out of the row queries’ one', async () => {
    const old = new Database(path);
    old.exec(`CREATE TABLE read_model_rows (
      projection TEXT NOT NULL, id TEXT NOT NULL, vendor_id TEXT NOT NULL, doc TEXT,
      listed INTEGER NOT NULL, open INTEGER, status TEXT, source TEXT, sort_at TEXT,
      updated_position TEXT NOT NULL, PRIMARY KEY (projection, id));
      CREATE INDEX read_model_rows_by_vendor ON read_model_rows (projection, vendor_id, sort_at);`);
    old.close();
    const store = createSqliteReadModels({ path });
    await store.commit(
      [
        { projection: 'p', id: 'seen', doc: { n: 1 }, index: { vendorId: 'v1' }, position: '1' },
        {
          projection: 'p',
          id: 'helper',
          doc: { n: 2 },
          index: { vendorId: 'v1', listed: false },
          position: '1',
        },
        // A removed listed row: its tombstone stays for the change feed, out of the row queries.
        { projection: 'p', id: 'gone', doc: null, index: { vendorId: 'v1' }, position: '1' },
      ],
      [],
    );
    await store.close();
    const db = new Database(path, { readonly: true });
    const indexes = db
      .prepare<[], { name: string; sql: string }>(
        "SELECT name, sql FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL",
      )
      .all();
    expect(indexes.map((i) => i.name).sort()).toEqual([
      'listed_rows_by_position',
      'listed_rows_by_vendor_position',
      'live_rows_by_discount_code',
      'live_rows_by_phone',
      'live_rows_by_vendor',
    ]);
    const count = (index: string, where: string) =>
      db
        .prepare<[], { n: number }>(
          `SELECT count(*) AS n FROM read_model_rows INDEXED BY ${index} WHERE ${where}`,
        )
        .get()!.n;
    expect(count('live_rows_by_vendor', 'listed = 1 AND doc IS NOT NULL')).toBe(1);
    expect(count('listed_rows_by_vendor_position', 'listed = 1')).toBe(2);
    db.close();
  });

  it('row queries and change feeds are planned on them', () => {
    const db = new Database(path, { readonly: true });
    const rows = rowQueryWhere(
      { projection: 'p', vendorId: 'v1', sortFrom: '2025', order: 'sortAt asc', limit: 10 },
      sqliteDialect,
    );
    expect(plan(db, `SELECT id FROM read_model_rows WHERE ${rows.where}`, rows.params)).toMatch(
      /USING INDEX live_rows_by_vendor\b/,
    );
    const changes = changeQueryWhere(
      { after: '0', projection: 'p', vendorId: 'v1', limit: 10 },
      sqliteDialect,
    );
    expect(
      plan(db, `SELECT id FROM read_model_rows WHERE ${changes.where}`, changes.params),
    ).toMatch(/USING INDEX listed_rows_by_vendor_position\b/);
    for (const [column, index] of [
      ['phone', 'live_rows_by_phone'],
      ['discountCode', 'live_rows_by_discount_code'],
    ] as const) {
      const found = rowQueryWhere(
        { projection: 'p', vendorId: 'v1', [column]: 'x', order: 'sortAt desc', limit: 10 },
        sqliteDialect,
      );
      expect(plan(db, `SELECT id FROM read_model_rows WHERE ${found.where}`, found.params)).toMatch(
        new RegExp(`USING INDEX ${index}\\b`),
      );
    }
    const everything = changeQueryWhere({ after: '0', limit: 10 }, sqliteDialect);
    expect(
      plan(db, `SELECT id FROM read_model_rows WHERE ${everything.where}`, everything.params),
    ).toMatch(/USING INDEX listed_rows_by_position\b/);
    db.close();
  });
});

describe('a write while another connection holds the file', () => {
  const path = join(dir, 'held.sqlite');
  const row = (id: string) => ({
    projection: 'p',
    id,
    doc: { id },
    index: { vendorId: 'v1' },
    position: '1',
  });
  /** Another process takes the write lock, says so, and keeps it `ms` before it commits. */
  async function holdWriteLock(ms: number): Promise<ChildProcess> {
    const holder = spawn(
      process.execPath,
      [
        '-e',
        `const db = new (require('better-sqlite3'))(${JSON.stringify(path)});
         db.exec('BEGIN IMMEDIATE'); console.log('held');
         Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ${ms});
         db.exec('COMMIT'); db.close();`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    await new Promise<void>((resolve) => holder.stdout!.once('data', () => resolve()));
    return holder;
  }
  const ended = (p: ChildProcess) => new Promise((resolve) => p.once('exit', resolve));

  it('waits up to its busy timeout: a rebuild thread, patient, writes once the other commits', async () => {
    await createSqliteReadModels({ path }).close();
    const patient = createSqliteReadModels({ path, busyTimeoutMs: 10_000 });
    const holder = await holdWriteLock(300);
    await patient.commit([row('waited')], []);
    expect((await patient.loadRows('p', ['waited'])).size).toBe(1);
    await ended(holder);
    await patient.close();
  });

  it('gives up past it with "database is locked", and writes nothing', async () => {
    const hasty = createSqliteReadModels({ path, busyTimeoutMs: 20 });
    const holder = await holdWriteLock(300);
    await expect(hasty.commit([row('hasty')], [])).rejects.toThrow('database is locked');
    await ended(holder);
    expect((await hasty.loadRows('p', ['hasty'])).size).toBe(0);
    await hasty.close();
  });
});
