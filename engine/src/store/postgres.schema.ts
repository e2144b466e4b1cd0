// The PostgreSQL store's table and statements, inside one schema so a test (or a second
// deployment on the server) can have its own and drop it.
//
// The log order is (transaction_id, global_position): transactions commit out of order, so a
// reader only takes rows of transactions older than the oldest one still running
// (pg_snapshot_xmin); a later commit can then never land before a position already handed out.

/** Expected revisions travel as one bigint, EventStoreDB style: -1 no stream, -2 any, -4 exists. */
export const EXPECTED_CODES = { no_stream: -1, any: -2, stream_exists: -4 } as const;

export function quoteSchema(schema: string): string {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(schema))
    throw new TypeError(`invalid schema name: ${schema}`);
  return `"${schema}"`;
}

export const schemaDdl = (s: string): string => `
  CREATE SCHEMA IF NOT EXISTS ${s};
  CREATE TABLE IF NOT EXISTS ${s}.events (
    transaction_id  xid8   NOT NULL DEFAULT pg_current_xact_id(),
    global_position bigint GENERATED ALWAYS AS IDENTITY,
    stream          text   NOT NULL,
    revision        bigint NOT NULL,
    id              text   NOT NULL UNIQUE,
    type            text   NOT NULL,
    data            jsonb  NOT NULL,
    metadata        jsonb  NOT NULL,
    PRIMARY KEY (transaction_id, global_position),
    -- The optimistic concurrency guard: of two writers of one revision, the second fails.
    UNIQUE (stream, revision)
  );
`;

/**
 * The revision the new events follow, NULL when the expectation visibly fails. An exact revision
 * must exist (the unique index refuses it if it is not the last); no_stream means "follow -1"
 * (the index refuses revision 0 of an existing stream).
 */
const baseRevision = (s: string) => `
  WITH base AS MATERIALIZED (
    SELECT CASE
      WHEN $2::bigint >= 0 THEN (SELECT revision FROM ${s}.events WHERE stream = $1 AND revision = $2::bigint)
      WHEN $2::bigint = -1 THEN -1
      WHEN $2::bigint = -2 THEN coalesce((SELECT max(revision) FROM ${s}.events WHERE stream = $1), -1)
      ELSE (SELECT max(revision) FROM ${s}.events WHERE stream = $1)
    END AS revision
  )`;

const COLUMNS = 'transaction_id, global_position, stream, revision, id, type, data, metadata';

/**
 * The INSERT's rows; with a channel, also one NOTIFY in the same transaction, naming the last
 * position it wrote (as encodePosition spells it). PostgreSQL delivers it at commit, never before,
 * and not at all if the transaction rolls back.
 */
const returning = (insert: string, columns: string, channel: string | undefined): string =>
  channel === undefined
    ? `${insert} RETURNING ${columns}`
    : `, appended AS (${insert} RETURNING ${columns}),
    notified AS (
      SELECT pg_notify('${channel}', lpad(transaction_id::text, 20, '0') || ':'
                                  || lpad(max(global_position)::text, 20, '0'))
        FROM appended GROUP BY transaction_id
    )
    SELECT appended.* FROM appended LEFT JOIN notified ON true`;

/** @param channel where appends are announced (postgres.wakeups.ts); none when undefined. */
export const queries = (s: string, channel?: string) => ({
  /** $1 stream, $2 expected code, $3 id, $4 type, $5 data, $6 metadata (JSON text). */
  appendOne: `${baseRevision(s)}${returning(
    `INSERT INTO ${s}.events (stream, revision, id, type, data, metadata)
    SELECT $1, base.revision + 1, $3, $4, $5::jsonb, $6::jsonb FROM base
     WHERE base.revision IS NOT NULL`,
    'revision, transaction_id, global_position',
    channel,
  )}`,
  /** $1 stream, $2 expected code, $3 JSON array of {id, type, data, metadata}. */
  appendMany: `${baseRevision(s)}${returning(
    `INSERT INTO ${s}.events (stream, revision, id, type, data, metadata)
    SELECT $1, base.revision + x.ord, x.event->>'id', x.event->>'type', x.event->'data',
           x.event->'metadata'
      FROM base, jsonb_array_elements($3::jsonb) WITH ORDINALITY AS x(event, ord)
     WHERE base.revision IS NOT NULL
     ORDER BY x.ord`,
    'revision, transaction_id, global_position',
    channel,
  )}`,
  /**
   * Several streams' appends in one statement (one transaction): $1 a JSON array of
   * {ord, stream, code, events}, each stream at most once. An append whose expectation visibly
   * fails inserts nothing; any unique violation fails them all, to be tried one by one.
   */
  appendStreams: `
    WITH req AS (
      SELECT r.ord, r.stream, r.code, r.events FROM jsonb_to_recordset($1::jsonb)
        AS r(ord integer, stream text, code bigint, events jsonb)
    ), base AS MATERIALIZED (
      SELECT req.ord, CASE
        WHEN req.code >= 0 THEN (SELECT revision FROM ${s}.events
                                  WHERE stream = req.stream AND revision = req.code)
        WHEN req.code = -1 THEN -1
        WHEN req.code = -2 THEN coalesce((SELECT max(revision) FROM ${s}.events
                                           WHERE stream = req.stream), -1)
        ELSE (SELECT max(revision) FROM ${s}.events WHERE stream = req.stream)
      END AS revision FROM req
    )${returning(
      `INSERT INTO ${s}.events (stream, revision, id, type, data, metadata)
    SELECT req.stream, base.revision + x.n, x.event->>'id', x.event->>'type', x.event->'data',
           x.event->'metadata'
      FROM req JOIN base ON base.ord = req.ord,
           jsonb_array_elements(req.events) WITH ORDINALITY AS x(event, n)
     WHERE base.revision IS NOT NULL
     ORDER BY req.ord, x.n`,
      'stream, revision, transaction_id, global_position',
      channel,
    )}`,
  /** The stored events from the one with id $1 on, in its stream: is the append a retry? */
  storedFrom: `SELECT e.transaction_id, e.global_position, e.stream, e.revision, e.id, e.type,
           e.data, e.metadata
    FROM ${s}.events f JOIN ${s}.events e ON e.stream = f.stream
     AND e.revision >= f.revision AND e.revision < f.revision + $2
    WHERE f.id = $1 ORDER BY e.revision`,
  lastRevision: `SELECT max(revision) AS revision FROM ${s}.events WHERE stream = $1`,
  readStream: `SELECT ${COLUMNS} FROM ${s}.events
    WHERE stream = $1 AND revision >= $2 ORDER BY revision`,
  /** $1 streams, $2 their from-revisions: several readStream in one round trip, by ord. */
  readStreams: `SELECT r.ord, e.* FROM unnest($1::text[], $2::bigint[]) WITH ORDINALITY
      AS r(stream, from_revision, ord)
    CROSS JOIN LATERAL (SELECT ${COLUMNS} FROM ${s}.events
      WHERE stream = r.stream AND revision >= r.from_revision ORDER BY revision) e
    ORDER BY r.ord, e.revision`,
  readAll: `SELECT ${COLUMNS} FROM ${s}.events
    WHERE (transaction_id, global_position) > ($1::xid8, $2::bigint)
      AND transaction_id < pg_snapshot_xmin(pg_current_snapshot())
    ORDER BY transaction_id, global_position LIMIT $3`,
});

export interface EventRow {
  transaction_id: string;
  global_position: string;
  stream: string;
  revision: string;
  id: string;
  type: string;
  data: unknown;
  metadata: Record<string, unknown>;
}

export interface AppendedRow {
  revision: string;
  transaction_id: string;
  global_position: string;
}
