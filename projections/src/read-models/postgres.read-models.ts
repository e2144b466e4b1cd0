// PostgreSQL read models, for scale-out: a projector process writes them, every gateway reads.
import { tickBatcher as batchedLoad } from '@sofre/engine/store';
import {
  CheckpointConflictError,
  isHelperRemoval,
  type Checkpoint,
  type ReadModelStore,
  type RowWrite,
  type StoredRow,
} from './read-model.store.ts';
import { openPool } from './postgres.pool.ts';
import { changeQueryWhere, orderBy, rowQueryWhere, type Dialect } from './row-query.sql.ts';
import {
  LISTED,
  quoteSchema,
  readModelsDdl,
  readModelsSql,
  ROW,
  type PgRow,
} from './postgres.read-models.sql.ts';

export interface PostgresReadModelsConfig {
  readonly connectionString: string;
  /** Schema holding the tables; tests use a throwaway one. Default 'public'. */
  readonly schema?: string;
  readonly poolSize?: number;
  /** Fail instead of hanging when the server cannot be reached. Default 10 s. */
  readonly connectTimeoutMs?: number;
}

const dialect: Dialect = {
  param: (n) => `$${n}`,
  bool: (b) => b,
  listed: LISTED,
};

const toStored = (r: PgRow): StoredRow => ({
  projection: r.projection,
  id: r.id,
  vendorId: r.vendor_id,
  doc: r.doc ?? null,
  position: r.updated_position,
});

interface RowsRequest {
  readonly projection: string;
  readonly ids: readonly string[];
}

const toRecord = (w: RowWrite) => ({
  projection: w.projection,
  id: w.id,
  vendor_id: w.index.vendorId,
  doc: w.doc,
  listed: w.index.listed !== false,
  open: w.index.open ?? null,
  status: w.index.status ?? null,
  source: w.index.source ?? null,
  row_kind: w.index.kind ?? null,
  phone: w.index.phone ?? null,
  discount_code: w.index.discountCode ?? null,
  customer_id: w.index.customerId ?? null,
  biker_id: w.index.bikerId ?? null,
  sort_at: w.index.sortAt ?? null,
  updated_position: w.position,
});

export async function createPostgresReadModels(
  config: PostgresReadModelsConfig,
): Promise<ReadModelStore> {
  const schema = config.schema ?? 'public';
  const s = quoteSchema(schema);
  const { pool, inTransaction } = await openPool(config, schema, readModelsDdl(s));
  const sql = readModelsSql(s);
  const rowsOf = async (text: string, values: unknown[]) =>
    (await pool.query<PgRow>(text, values)).rows.map(toStored);
  // The runner loads every projection's rows of a batch at once: one round trip for them all.
  const loadRows = batchedLoad(async (requests: readonly RowsRequest[]) => {
    const keys = requests.flatMap(({ projection, ids }) => ids.map((id) => [projection, id]));
    const rows = await rowsOf(sql.loadRows, [keys.map((k) => k[0]), keys.map((k) => k[1])]);
    return requests.map(({ projection }) => rows.filter((r) => r.projection === projection));
  });

  return {
    kind: 'postgres',
    async readCheckpoints() {
      const { rows } = await pool.query<{
        projection: string;
        version: number;
        position: string | null;
      }>(sql.checkpoints);
      return new Map<string, Checkpoint>(
        rows.map((c) => [c.projection, { version: c.version, position: c.position ?? undefined }]),
      );
    },
    resetProjection: (projection, version) =>
      inTransaction(async (client) => {
        await client.query(sql.deleteRowsOf, [projection]);
        await client.query(sql.upsertCheckpoint, [projection, version]);
      }),
    async loadRows(projection, ids) {
      const rows = ids.length === 0 ? [] : await loadRows({ projection, ids });
      return new Map(rows.map((r) => [r.id, r]));
    },
    commit: (rows, moves) =>
      inTransaction(async (client) => {
        const moved = await client.query<{ projection: string }>(sql.moveCheckpoints, [
          JSON.stringify(moves.map((m) => ({ ...m, from: m.from ?? null }))),
        ]);
        const done = new Set(moved.rows.map((r) => r.projection));
        const missed = moves.find((m) => !done.has(m.projection));
        if (missed) throw new CheckpointConflictError(missed.projection);
        const removed = rows.filter(isHelperRemoval);
        const kept = rows.filter((row) => !isHelperRemoval(row));
        if (kept.length > 0)
          await client.query(sql.upsertRows, [JSON.stringify(kept.map(toRecord))]);
        if (removed.length > 0) {
          const keys = removed.map(({ projection, id }) => ({ projection, id }));
          await client.query(sql.deleteRows, [JSON.stringify(keys)]);
        }
      }),
    async getRow(projection, id, vendorId) {
      const [row] = await rowsOf(sql.listedRow, [projection, id]);
      return row && (vendorId === undefined || row.vendorId === vendorId) ? row : undefined;
    },
    async findRows(query) {
      const { where, params } = rowQueryWhere(query, dialect);
      const table = `${s}.read_model_rows`;
      const n = params.length;
      const [count, rows] = await Promise.all([
        pool.query<{ n: string }>(`SELECT count(*) AS n FROM ${table} WHERE ${where}`, params),
        rowsOf(
          `SELECT ${ROW} FROM ${table} WHERE ${where}
            ORDER BY ${orderBy(query.order)} LIMIT $${n + 1} OFFSET $${n + 2}`,
          [...params, query.limit, query.offset ?? 0],
        ),
      ]);
      return { rows, total: Number(count.rows[0]?.n ?? 0) };
    },
    async changesAfter(query) {
      const { where, params } = changeQueryWhere(query, dialect);
      return rowsOf(
        `SELECT ${ROW} FROM ${s}.read_model_rows WHERE ${where}
          ORDER BY updated_position, projection COLLATE "C", id COLLATE "C"
          LIMIT $${params.length + 1}`,
        [...params, query.limit],
      );
    },
    scanRows: (projection) => rowsOf(sql.scan, [projection]),
    async dropAll() {
      await pool.query(sql.dropAll);
    },
    async close() {
      await pool.end();
    },
  };
}
