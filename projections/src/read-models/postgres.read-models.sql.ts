// The PostgreSQL read models, inside one schema so a test (or a second deployment) has its own.
// Positions and instants are compared as text, so their columns use the "C" collation: byte
// order, whatever the database's locale.
import { PRESENT } from './row-query.sql.ts';

export function quoteSchema(schema: string): string {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(schema))
    throw new TypeError(`invalid schema name: ${schema}`);
  return `"${schema}"`;
}

/** A listed row (the one queries see), word for word as the partial indexes say it. */
export const LISTED = 'listed';

export const readModelsDdl = (s: string): string => `
  CREATE SCHEMA IF NOT EXISTS ${s};
  CREATE TABLE IF NOT EXISTS ${s}.read_model_rows (
    projection       text    NOT NULL,
    id               text    NOT NULL,
    vendor_id        text    NOT NULL,
    doc              jsonb,
    listed           boolean NOT NULL,
    open             boolean,
    status           text,
    source           text,
    row_kind         text,
    phone            text,
    discount_code    text,
    customer_id      text,
    biker_id         text,
    sort_at          text COLLATE "C",
    updated_position text COLLATE "C" NOT NULL,
    PRIMARY KEY (projection, id)
  );
  -- Named columns added after tables were made (their projections carry a new version).
  ALTER TABLE ${s}.read_model_rows ADD COLUMN IF NOT EXISTS row_kind text;
  ALTER TABLE ${s}.read_model_rows ADD COLUMN IF NOT EXISTS phone text;
  ALTER TABLE ${s}.read_model_rows ADD COLUMN IF NOT EXISTS discount_code text;
  ALTER TABLE ${s}.read_model_rows ADD COLUMN IF NOT EXISTS customer_id text;
  ALTER TABLE ${s}.read_model_rows ADD COLUMN IF NOT EXISTS biker_id text;
  -- Helper rows are read by key alone: the other indexes hold listed rows only (LISTED), and
  -- the row queries' one leaves out the tombstones the change feed keeps (PRESENT).
  DROP INDEX IF EXISTS ${s}.read_model_rows_by_vendor;
  DROP INDEX IF EXISTS ${s}.read_model_rows_by_vendor_position;
  DROP INDEX IF EXISTS ${s}.read_model_rows_by_position;
  DROP INDEX IF EXISTS ${s}.listed_rows_by_vendor;
  CREATE INDEX IF NOT EXISTS live_rows_by_vendor
    ON ${s}.read_model_rows (projection, vendor_id, sort_at) WHERE ${LISTED} AND ${PRESENT};
  CREATE INDEX IF NOT EXISTS listed_rows_by_vendor_position
    ON ${s}.read_model_rows (projection, vendor_id, updated_position) WHERE ${LISTED};
  CREATE INDEX IF NOT EXISTS listed_rows_by_position
    ON ${s}.read_model_rows (updated_position) WHERE ${LISTED};
  -- One read model holds every order (orders): a customer's orders and a code's uses are found
  -- by their own column, not by walking the vendor's orders.
  CREATE INDEX IF NOT EXISTS live_rows_by_phone
    ON ${s}.read_model_rows (projection, vendor_id, phone, sort_at)
    WHERE ${LISTED} AND ${PRESENT} AND phone IS NOT NULL;
  CREATE INDEX IF NOT EXISTS live_rows_by_discount_code
    ON ${s}.read_model_rows (projection, vendor_id, discount_code, sort_at)
    WHERE ${LISTED} AND ${PRESENT} AND discount_code IS NOT NULL;
  CREATE TABLE IF NOT EXISTS ${s}.read_model_checkpoints (
    projection text PRIMARY KEY,
    version    integer NOT NULL,
    position   text COLLATE "C"
  );
`;

export const ROW = 'projection, id, vendor_id, doc, updated_position';

export const readModelsSql = (s: string) => ({
  checkpoints: `SELECT projection, version, position FROM ${s}.read_model_checkpoints`,
  upsertCheckpoint: `INSERT INTO ${s}.read_model_checkpoints (projection, version, position)
    VALUES ($1, $2, NULL)
    ON CONFLICT (projection) DO UPDATE SET version = excluded.version, position = NULL`,
  deleteRowsOf: `DELETE FROM ${s}.read_model_rows WHERE projection = $1`,
  /** $1 projections, $2 ids, pairwise: several projections' rows in one round trip. */
  loadRows: `SELECT r.projection, r.id, r.vendor_id, r.doc, r.updated_position
    FROM unnest($1::text[], $2::text[]) AS k(projection, id)
    JOIN ${s}.read_model_rows r ON r.projection = k.projection AND r.id = k.id`,
  /** $1: JSON array of {projection, from, to}; answers one row per checkpoint it moved. */
  moveCheckpoints: `UPDATE ${s}.read_model_checkpoints c SET position = m.to
    FROM jsonb_to_recordset($1::jsonb) AS m(projection text, "from" text, "to" text)
    WHERE c.projection = m.projection AND c.position IS NOT DISTINCT FROM m."from"
    RETURNING c.projection`,
  /** $1: JSON array of rows; the runner sends each (projection, id) at most once per commit. */
  upsertRows: `INSERT INTO ${s}.read_model_rows
      (projection, id, vendor_id, doc, listed, open, status, source, row_kind, phone,
       discount_code, customer_id, biker_id, sort_at, updated_position)
    SELECT r.projection, r.id, r.vendor_id, NULLIF(r.doc, 'null'::jsonb), r.listed, r.open,
           r.status, r.source, r.row_kind, r.phone, r.discount_code, r.customer_id, r.biker_id,
           r.sort_at, r.updated_position
      FROM jsonb_to_recordset($1::jsonb) AS r(projection text, id text, vendor_id text,
           doc jsonb, listed boolean, open boolean, status text, source text, row_kind text,
           phone text, discount_code text, customer_id text, biker_id text,
           sort_at text, updated_position text)
    ON CONFLICT (projection, id) DO UPDATE SET
      vendor_id = excluded.vendor_id, doc = excluded.doc, listed = excluded.listed,
      open = excluded.open, status = excluded.status, source = excluded.source,
      row_kind = excluded.row_kind, phone = excluded.phone,
      discount_code = excluded.discount_code, customer_id = excluded.customer_id,
      biker_id = excluded.biker_id,
      sort_at = excluded.sort_at, updated_position = excluded.updated_position`,
  /** $1: JSON array of {projection, id}. */
  deleteRows: `DELETE FROM ${s}.read_model_rows r
    USING jsonb_to_recordset($1::jsonb) AS d(projection text, id text)
    WHERE r.projection = d.projection AND r.id = d.id`,
  listedRow: `SELECT ${ROW} FROM ${s}.read_model_rows
    WHERE projection = $1 AND id = $2 AND ${LISTED} AND ${PRESENT}`,
  scan: `SELECT ${ROW} FROM ${s}.read_model_rows WHERE projection = $1 ORDER BY id COLLATE "C"`,
  dropAll: `DELETE FROM ${s}.read_model_rows; DELETE FROM ${s}.read_model_checkpoints;`,
});

export interface PgRow {
  projection: string;
  id: string;
  vendor_id: string;
  doc: unknown;
  updated_position: string;
}
