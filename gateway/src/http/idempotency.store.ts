// Keeps the first response per Idempotency-Key (IETF draft, Stripe): a repeat gets the same
// status and body, the same key with another body is refused, and a first request still running
// answers 409 — for as long as the process that claimed it lives, and not a moment longer. A
// SQLite file in the data dir for the embedded mode, a PostgreSQL table when the gateways share a
// database (idempotency.postgres.ts). Claims and completions made in the same turn of the event
// loop are written together: one transaction for all of them.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { tickBatcher } from '@sofre/engine/store';

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

export interface ClaimRequest {
  readonly scope: string;
  readonly key: string;
  readonly fingerprint: string;
}

export interface Completion {
  readonly scope: string;
  readonly key: string;
  readonly response: StoredResponse;
}

export interface Row {
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

/** How long a starting gateway waits for the one before it to let go of the file. */
const OPEN_WAIT_MS = 1_000;

/**
 * The file is this process's alone: the connection keeps an exclusive lock on it (the OS drops
 * it the moment the process dies, even by SIGKILL), and a second gateway on the same DATA_DIR is
 * refused at start. So every claim still pending when we open it was left by a process that is
 * gone — an order it never stored — and is released at once.
 */
export async function createSqliteIdempotencyStore(dataDir: string): Promise<IdempotencyStore> {
  const { default: Database } = await import('better-sqlite3');
  if (dataDir !== ':memory:') mkdirSync(dataDir, { recursive: true });
  const file = dataDir === ':memory:' ? ':memory:' : join(dataDir, 'gateway.sqlite');
  const db = new Database(file, { timeout: OPEN_WAIT_MS });
  try {
    // Before WAL is entered, so the WAL index lives in this process's memory, not a shared file.
    db.pragma('locking_mode = EXCLUSIVE');
    db.pragma('journal_mode = WAL');
    // As the event store: WAL + NORMAL never corrupts and never fsyncs on the request path.
    db.pragma('synchronous = NORMAL');
    db.exec(`CREATE TABLE IF NOT EXISTS idempotency_keys (
      scope TEXT NOT NULL, key TEXT NOT NULL, fingerprint TEXT NOT NULL,
      status INTEGER, body TEXT, claimed_at INTEGER NOT NULL, PRIMARY KEY (scope, key))`);
    // A write: from here on the lock is exclusive, held until close or death.
    db.exec('DELETE FROM idempotency_keys WHERE status IS NULL');
  } catch (error) {
    db.close();
    if ((error as { code?: string }).code !== 'SQLITE_BUSY') throw error;
    throw new Error(`${file} is held by another gateway process: one gateway per DATA_DIR`);
  }
  const find = db.prepare<[string, string], Row>(
    'SELECT fingerprint, status, body, claimed_at FROM idempotency_keys WHERE scope = ? AND key = ?',
  );
  // A pending claim is always one of ours, still running: it is never taken over.
  const insert = db.prepare(
    `INSERT INTO idempotency_keys (scope, key, fingerprint, claimed_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (scope, key) DO NOTHING`,
  );
  const finish = db.prepare(
    'UPDATE idempotency_keys SET status = ?, body = ? WHERE scope = ? AND key = ?',
  );
  const remove = db.prepare(
    'DELETE FROM idempotency_keys WHERE scope = ? AND key = ? AND status IS NULL',
  );
  // In order, so a key claimed twice in one batch is new to the first and in progress to the next.
  const claimAll = db.transaction((claims: readonly ClaimRequest[]): Claim[] => {
    const now = Date.now();
    return claims.map(({ scope, key, fingerprint }) => {
      const { changes } = insert.run(scope, key, fingerprint, now);
      if (changes === 1) return { kind: 'new' };
      return answerOf(find.get(scope, key), fingerprint) ?? { kind: 'in-progress' };
    });
  });
  const completeAll = db.transaction((completions: readonly Completion[]) => {
    for (const { scope, key, response } of completions) {
      finish.run(response.status, JSON.stringify(response.body), scope, key);
    }
    return completions.map(() => undefined);
  });
  const claim = tickBatcher(async (claims: readonly ClaimRequest[]) => claimAll.immediate(claims));
  const complete = tickBatcher(async (completions: readonly Completion[]) =>
    completeAll.immediate(completions),
  );
  return {
    claim: (scope, key, fingerprint) => claim({ scope, key, fingerprint }),
    complete: (scope, key, response) => complete({ scope, key, response }),
    release: async (scope, key) => void remove.run(scope, key),
    close: async () => void db.close(),
  };
}
