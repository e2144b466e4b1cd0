// The idempotency keys in PostgreSQL, shared by every gateway of the database. A turn of the
// event loop's claims are one INSERT, its completions one UPDATE: one round trip each. A claim
// names the gateway that made it (its boot id); a pending claim whose gateway is gone (its boot
// lock is free, idempotency.boot-lock.ts) is taken over at once, one of a live gateway never.
import { tickBatcher } from '@sofre/engine/store';
import { bootLockKey, holdBootLock } from './idempotency.boot-lock.ts';
import {
  answerOf,
  type Claim,
  type ClaimRequest,
  type Completion,
  type IdempotencyStore,
  type Row,
} from './idempotency.store.ts';

/** Claims written before claims named their gateway age out as they always did. */
const UNOWNED_CLAIM_STALE_MS = 60_000;

const DDL = `CREATE TABLE IF NOT EXISTS gateway_idempotency_keys (
  scope TEXT NOT NULL, key TEXT NOT NULL, fingerprint TEXT NOT NULL,
  status INTEGER, body TEXT, claimed_at BIGINT NOT NULL, boot_id TEXT, PRIMARY KEY (scope, key));
ALTER TABLE gateway_idempotency_keys ADD COLUMN IF NOT EXISTS boot_id TEXT`;

// The owner's lock is tried for the length of this statement only (xact): free means the owner is
// gone, and two gateways taking over one claim queue on its row, so the second sees the first's.
const CLAIM = `INSERT INTO gateway_idempotency_keys AS k (scope, key, fingerprint, claimed_at, boot_id)
  SELECT c.scope, c.key, c.fingerprint, $2::bigint, $3::text FROM jsonb_to_recordset($1::jsonb)
    AS c(scope TEXT, key TEXT, fingerprint TEXT)
  ON CONFLICT (scope, key) DO UPDATE
    SET fingerprint = EXCLUDED.fingerprint, claimed_at = EXCLUDED.claimed_at, boot_id = EXCLUDED.boot_id
  WHERE CASE
    WHEN k.status IS NOT NULL THEN false
    WHEN k.boot_id IS NULL THEN k.claimed_at < $4::bigint
    ELSE pg_try_advisory_xact_lock(${bootLockKey('k.boot_id')}) END
  RETURNING scope, key`;

const FIND = `SELECT k.scope, k.key, k.fingerprint, k.status, k.body, k.claimed_at::float8 AS claimed_at
  FROM gateway_idempotency_keys k
  JOIN jsonb_to_recordset($1::jsonb) AS c(scope TEXT, key TEXT) ON k.scope = c.scope AND k.key = c.key`;

const COMPLETE = `UPDATE gateway_idempotency_keys k SET status = c.status, body = c.body
  FROM jsonb_to_recordset($1::jsonb) AS c(scope TEXT, key TEXT, status INTEGER, body TEXT)
  WHERE k.scope = c.scope AND k.key = c.key`;

const idOf = (c: { scope: string; key: string }) => JSON.stringify([c.scope, c.key]);

export async function createPostgresIdempotencyStore(
  connectionString: string,
): Promise<IdempotencyStore> {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString, max: 5 });
  // Gateways starting together race on IF NOT EXISTS (a unique violation in the catalogue): the
  // loser finds the table made by the winner on its second try.
  await pool.query(DDL).catch(() => pool.query(DDL));
  const bootLock = await holdBootLock(connectionString);

  /** One INSERT claims the batch's keys; a key already there (or twice in it) is looked up. */
  async function claimAll(claims: readonly ClaimRequest[]): Promise<Claim[]> {
    if (!bootLock.isHeld())
      throw new Error('idempotency: lost the PostgreSQL session that says this gateway is alive');
    const now = Date.now();
    const first = new Map<string, number>();
    claims.forEach((c, i) => first.has(idOf(c)) || first.set(idOf(c), i));
    const fresh = [...first.values()].map((i) => claims[i]!);
    const { rows } = await pool.query<{ scope: string; key: string }>({
      name: 'sofre-idempotency-claim',
      text: CLAIM,
      values: [JSON.stringify(fresh), now, bootLock.bootId, now - UNOWNED_CLAIM_STALE_MS],
    });
    const claimed = new Set(rows.map(idOf));
    const isNew = (c: ClaimRequest, i: number) => claimed.has(idOf(c)) && first.get(idOf(c)) === i;
    const taken = claims.filter((c, i) => !isNew(c, i));
    const found = new Map<string, Row>();
    if (taken.length > 0) {
      const looked = await pool.query<Row & { scope: string; key: string }>({
        name: 'sofre-idempotency-find',
        text: FIND,
        values: [JSON.stringify(taken.map(({ scope, key }) => ({ scope, key })))],
      });
      for (const row of looked.rows) found.set(idOf(row), row);
    }
    return claims.map((c, i) =>
      isNew(c, i)
        ? { kind: 'new' }
        : (answerOf(found.get(idOf(c)), c.fingerprint) ?? { kind: 'in-progress' }),
    );
  }

  async function completeAll(completions: readonly Completion[]): Promise<undefined[]> {
    const values = completions.map(({ scope, key, response }) => ({
      scope,
      key,
      status: response.status,
      body: JSON.stringify(response.body),
    }));
    await pool.query({
      name: 'sofre-idempotency-complete',
      text: COMPLETE,
      values: [JSON.stringify(values)],
    });
    return completions.map(() => undefined);
  }

  const claim = tickBatcher(claimAll);
  const complete = tickBatcher(completeAll);
  return {
    claim: (scope, key, fingerprint) => claim({ scope, key, fingerprint }),
    complete: (scope, key, response) => complete({ scope, key, response }),
    async release(scope, key) {
      await pool.query(
        'DELETE FROM gateway_idempotency_keys WHERE scope = $1 AND key = $2 AND status IS NULL',
        [scope, key],
      );
    },
    async close() {
      await pool.end();
      await bootLock.release();
    },
  };
}
