// The embedded read models: one table of rows, one of checkpoints. A rowid table (not WITHOUT
// ROWID): new rows are appended in rowid order, and only the small (projection, id) key lands at
// a random place (order ids are random), so a batch's commit dirties far fewer pages than when
// whole documents were clustered by key (about half the commit time under load). A file made
// before keeps its WITHOUT ROWID table; both work the same.
import type Database from 'better-sqlite3';
import { PRESENT } from './row-query.sql.ts';

/**
 * What makes a row one that queries see. Every query and change feed asks only for listed rows,
 * and helper rows (the day's order counters, the kitchen's setup, the delivery places) are
 * read by their key alone: so the secondary indexes hold listed rows only (partial indexes), and
 * a helper row's write updates the table and its key, not three indexes more. A query must say
 * it in these very words for SQLite to use them.
 */
export const LISTED = 'listed = 1';

const DDL = `
  CREATE TABLE IF NOT EXISTS read_model_rows (
    projection       TEXT    NOT NULL,
    id               TEXT    NOT NULL,
    vendor_id        TEXT    NOT NULL,
    doc              TEXT,
    listed           INTEGER NOT NULL,
    open             INTEGER,
    status           TEXT,
    source           TEXT,
    row_kind         TEXT,
    phone            TEXT,
    discount_code    TEXT,
    customer_id      TEXT,
    biker_id         TEXT,
    sort_at          TEXT,
    updated_position TEXT    NOT NULL,
    PRIMARY KEY (projection, id)
  );
  DROP INDEX IF EXISTS read_model_rows_by_vendor;
  DROP INDEX IF EXISTS read_model_rows_by_vendor_position;
  DROP INDEX IF EXISTS read_model_rows_by_position;
  DROP INDEX IF EXISTS listed_rows_by_vendor;
  CREATE INDEX IF NOT EXISTS live_rows_by_vendor
    ON read_model_rows (projection, vendor_id, sort_at) WHERE ${LISTED} AND ${PRESENT};
  CREATE INDEX IF NOT EXISTS listed_rows_by_vendor_position
    ON read_model_rows (projection, vendor_id, updated_position) WHERE ${LISTED};
  CREATE INDEX IF NOT EXISTS listed_rows_by_position
    ON read_model_rows (updated_position) WHERE ${LISTED};
  CREATE TABLE IF NOT EXISTS read_model_checkpoints (
    projection TEXT PRIMARY KEY,
    version    INTEGER NOT NULL,
    position   TEXT
  );
`;

/**
 * Columns added after files were made: a file from before gets them empty, and the projections
 * that fill them carry a new version, so they replay into them.
 */
const NAMED_COLUMNS = ['row_kind', 'phone', 'discount_code', 'customer_id', 'biker_id'];

/**
 * One read model holds every order (orders): a customer's orders and a code's uses are found by
 * their own column, not by walking the vendor's orders. After addNamedColumns (older files).
 */
const COLUMN_INDEXES = `
  CREATE INDEX IF NOT EXISTS live_rows_by_phone
    ON read_model_rows (projection, vendor_id, phone, sort_at)
    WHERE ${LISTED} AND ${PRESENT} AND phone IS NOT NULL;
  CREATE INDEX IF NOT EXISTS live_rows_by_discount_code
    ON read_model_rows (projection, vendor_id, discount_code, sort_at)
    WHERE ${LISTED} AND ${PRESENT} AND discount_code IS NOT NULL;
`;

function addNamedColumns(db: Database.Database): void {
  const have = new Set(
    db
      .prepare<[], { name: string }>("SELECT name FROM pragma_table_info('read_model_rows')")
      .all()
      .map((c) => c.name),
  );
  for (const column of NAMED_COLUMNS.filter((c) => !have.has(c)))
    db.exec(`ALTER TABLE read_model_rows ADD COLUMN ${column} TEXT`);
}

export interface SqliteRow {
  projection: string;
  id: string;
  vendor_id: string;
  doc: string | null;
  updated_position: string;
}

type Text = string | null;
type Flag = 0 | 1;
/** upsertRow's values, column by column as it lists them. */
export type UpsertRowParams = [
  projection: string,
  id: string,
  vendorId: string,
  doc: Text,
  listed: Flag,
  open: Flag | null,
  status: Text,
  source: Text,
  rowKind: Text,
  phone: Text,
  discountCode: Text,
  customerId: Text,
  bikerId: Text,
  sortAt: Text,
  updatedPosition: string,
];

export interface SqliteCheckpoint {
  projection: string;
  version: number;
  position: string | null;
}

/** How long a write waits for another connection's transaction to end, by default. */
const BUSY_TIMEOUT_MS = 5_000;

export function openReadModelsDb(db: Database.Database, busyTimeoutMs = BUSY_TIMEOUT_MS) {
  // WAL: queries (and a poller in another process) read while the runner writes.
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma(`busy_timeout = ${busyTimeoutMs}`);
  db.exec(DDL);
  addNamedColumns(db);
  db.exec(COLUMN_INDEXES);
  const ROW = 'projection, id, vendor_id, doc, updated_position';
  return {
    checkpoints: db.prepare<[], SqliteCheckpoint>('SELECT * FROM read_model_checkpoints'),
    checkpointOf: db.prepare<[string], SqliteCheckpoint>(
      'SELECT * FROM read_model_checkpoints WHERE projection = ?',
    ),
    upsertCheckpoint: db.prepare<[string, number, string | null]>(
      `INSERT INTO read_model_checkpoints (projection, version, position) VALUES (?, ?, ?)
       ON CONFLICT (projection) DO UPDATE SET version = excluded.version, position = excluded.position`,
    ),
    moveCheckpoint: db.prepare<[string, string, string | null]>(
      'UPDATE read_model_checkpoints SET position = ? WHERE projection = ? AND position IS ?',
    ),
    deleteRowsOf: db.prepare<[string]>('DELETE FROM read_model_rows WHERE projection = ?'),
    deleteRow: db.prepare<[string, string]>(
      'DELETE FROM read_model_rows WHERE projection = ? AND id = ?',
    ),
    row: db.prepare<[string, string], SqliteRow>(
      `SELECT ${ROW} FROM read_model_rows WHERE projection = ? AND id = ?`,
    ),
    listedRow: db.prepare<[string, string], SqliteRow>(
      `SELECT ${ROW} FROM read_model_rows
        WHERE projection = ? AND id = ? AND ${LISTED} AND ${PRESENT}`,
    ),
    upsertRow: db.prepare<UpsertRowParams>(
      `INSERT INTO read_model_rows
         (projection, id, vendor_id, doc, listed, open, status, source, row_kind, phone,
          discount_code, customer_id, biker_id, sort_at, updated_position)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (projection, id) DO UPDATE SET
         vendor_id = excluded.vendor_id, doc = excluded.doc, listed = excluded.listed,
         open = excluded.open, status = excluded.status, source = excluded.source,
         row_kind = excluded.row_kind, phone = excluded.phone,
         discount_code = excluded.discount_code, customer_id = excluded.customer_id,
         biker_id = excluded.biker_id,
         sort_at = excluded.sort_at, updated_position = excluded.updated_position`,
    ),
    scan: db.prepare<[string], SqliteRow>(
      `SELECT ${ROW} FROM read_model_rows WHERE projection = ? ORDER BY id`,
    ),
    dropAll: () => db.exec('DELETE FROM read_model_rows; DELETE FROM read_model_checkpoints;'),
    ROW,
  };
}

export type ReadModelsStatements = ReturnType<typeof openReadModelsDb>;
