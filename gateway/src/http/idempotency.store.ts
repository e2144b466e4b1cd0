// Keeps the first response per Idempotency-Key (IETF draft, Stripe): a repeat gets the same
// status and body, the same key with another body is refused, and a first request still running
// answers 409. A SQLite file in the data dir for the embedded mode, a PostgreSQL table when the
// gateways share a database.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

export interface StoredResponse {
  readonly status: number;
  readonly body: unknown;
}

export type Claim =
  | { readonly kind: 'new' }
  | { readonly kind: 'done'; readonly response: StoredResponse }
  | { readonly kind: 'mismatch' }
  | { readonly kind: 'in-progress' };

export interface IdempotencyStore {
  /** Claims the key for this request, or says what is already there. */
  claim(scope: string, key: string, fingerprint: string): Promise<Claim>;
  complete(scope: string, key: string, response: StoredResponse): Promise<void>;
  /** Frees the key after a failure that may succeed when retried. */
  release(scope: string, key: string): Promise<void>;
  close(): Promise<void>;
}

/** A claim left pending this long belongs to a gateway that died mid-request: take it over. */
export const STALE_CLAIM_MS = 60_000;

interface Row {
  fingerprint: string;
  status: number | null;
  body: string | null;
  claimed_at: number;
}

export function answerOf(row: Row | undefined, fingerprint: string): Claim | undefined {
  if (!row) return undefined;
  if (row.fingerprint !== fingerprint) return { kind: 'mismatch' };
  if (row.status === null) return { kind: 'in-progress' };
  return { kind: 'done', response: { status: row.status, body: JSON.parse(row.body ?? 'null') } };
}

export async function createSqliteIdempotencyStore(dataDir: string): Promise<IdempotencyStore> {
  const { default: Database } = await import('better-sqlite3');
  if (dataDir !== ':memory:') mkdirSync(dataDir, { recursive: true });
  const db = new Database(dataDir === ':memory:' ? ':memory:' : join(dataDir, 'gateway.sqlite'));
  db.pragma('journal_mode = WAL');
  // As the event store: WAL + NORMAL never corrupts and never fsyncs on the request path.
  db.pragma('synchronous = NORMAL');
  db.exec(`CREATE TABLE IF NOT EXISTS idempotency_keys (
    scope TEXT NOT NULL, key TEXT NOT NULL, fingerprint TEXT NOT NULL,
    status INTEGER, body TEXT, claimed_at INTEGER NOT NULL, PRIMARY KEY (scope, key))`);
  const find = db.prepare<[string, string], Row>(
    'SELECT fingerprint, status, body, claimed_at FROM idempotency_keys WHERE scope = ? AND key = ?',
  );
  const insert = db.prepare(
    `INSERT INTO idempotency_keys (scope, key, fingerprint, claimed_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (scope, key) DO UPDATE SET fingerprint = excluded.fingerprint, claimed_at = excluded.claimed_at
     WHERE idempotency_keys.status IS NULL AND idempotency_keys.claimed_at < ?`,
  );
  const finish = db.prepare(
    'UPDATE idempotency_keys SET status = ?, body = ? WHERE scope = ? AND key = ?',
  );
  const remove = db.prepare(
    'DELETE FROM idempotency_keys WHERE scope = ? AND key = ? AND status IS NULL',
  );
  const claimNow = db.transaction((scope: string, key: string, fingerprint: string): Claim => {
    const now = Date.now();
    const { changes } = insert.run(scope, key, fingerprint, now, now - STALE_CLAIM_MS);
    if (changes === 1) return { kind: 'new' };
    return answerOf(find.get(scope, key), fingerprint) ?? { kind: 'in-progress' };
  });
  return {
    claim: async (scope, key, fingerprint) => claimNow.immediate(scope, key, fingerprint),
    complete: async (scope, key, r) =>
      void finish.run(r.status, JSON.stringify(r.body), scope, key),
    release: async (scope, key) => void remove.run(scope, key),
    close: async () => void db.close(),
  };
}

export async function createPostgresIdempotencyStore(
  connectionString: string,
): Promise<IdempotencyStore> {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString, max: 5 });
  const ddl = `CREATE TABLE IF NOT EXISTS gateway_idempotency_keys (
    scope TEXT NOT NULL, key TEXT NOT NULL, fingerprint TEXT NOT NULL,
    status INTEGER, body TEXT, claimed_at BIGINT NOT NULL, PRIMARY KEY (scope, key))`;
  // Gateways starting together race on IF NOT EXISTS (a unique violation in the catalogue): the
  // loser finds the table made by the winner on its second try.
  await pool.query(ddl).catch(() => pool.query(ddl));
  return {
    async claim(scope, key, fingerprint) {
      const now = Date.now();
      const inserted = await pool.query(
        `INSERT INTO gateway_idempotency_keys (scope, key, fingerprint, claimed_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (scope, key) DO UPDATE SET fingerprint = EXCLUDED.fingerprint, claimed_at = EXCLUDED.claimed_at
         WHERE gateway_idempotency_keys.status IS NULL AND gateway_idempotency_keys.claimed_at < $5`,
        [scope, key, fingerprint, now, now - STALE_CLAIM_MS],
      );
      if (inserted.rowCount === 1) return { kind: 'new' };
      const { rows } = await pool.query<Row>(
        `SELECT fingerprint, status, body, claimed_at::float8 AS claimed_at
         FROM gateway_idempotency_keys WHERE scope = $1 AND key = $2`,
        [scope, key],
      );
      return answerOf(rows[0], fingerprint) ?? { kind: 'in-progress' };
    },
    async complete(scope, key, r) {
      await pool.query(
        'UPDATE gateway_idempotency_keys SET status = $1, body = $2 WHERE scope = $3 AND key = $4',
        [r.status, JSON.stringify(r.body), scope, key],
      );
    },
    async release(scope, key) {
      await pool.query(
        'DELETE FROM gateway_idempotency_keys WHERE scope = $1 AND key = $2 AND status IS NULL',
        [scope, key],
      );
    },
    close: () => pool.end(),
  };
}
