// How the gateways of one PostgreSQL database know, without waiting, whether the gateway that
// claimed an idempotency key is still alive. Each holds a session-level advisory lock keyed by its
// boot id (a random UUID per start), on a connection of its own: a pooled one is recycled and
// would hand the lock to whoever runs on it next. PostgreSQL frees the lock the moment the session
// ends — a crash, a kill, a host that stops answering keepalives — so a lock another session can
// take means its owner is gone. idempotency.postgres.ts asks exactly that, per pending claim.
import { randomUUID } from 'node:crypto';
import type { Client } from 'pg';

/** The first key of the pair: keeps these locks apart from the database's other advisory locks. */
export const BOOT_LOCK_CLASS = 0x50f7e;

/** The lock's key for a boot id in SQL; the two-int form, so never one of the engine's locks. */
export const bootLockKey = (bootIdSql: string) => `${BOOT_LOCK_CLASS}, hashtext(${bootIdSql})`;

// A host that vanishes without closing its socket is noticed in ~25 s instead of the OS's hours.
const KEEPALIVES =
  '-c tcp_keepalives_idle=10 -c tcp_keepalives_interval=5 -c tcp_keepalives_count=3';
const RELOCK_EVERY_MS = 250;

export interface BootLock {
  readonly bootId: string;
  /** False while the lock's session is lost: another gateway could take our claims over. */
  isHeld(): boolean;
  release(): Promise<void>;
}

async function lockSession(connectionString: string, bootId: string) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({
    connectionString,
    connectionTimeoutMillis: 5_000,
    keepAlive: true,
    options: KEEPALIVES,
    application_name: `sofre-gateway ${bootId}`,
  });
  client.on('error', () => undefined); // followed by 'end', which is what we act on
  await client.connect();
  const { rows } = await client
    .query<{ locked: boolean }>(`SELECT pg_try_advisory_lock(${bootLockKey('$1')}) AS locked`, [
      bootId,
    ])
    .catch(async (error: unknown) => {
      await client.end().catch(() => undefined);
      throw error;
    });
  if (rows[0]?.locked) return client;
  await client.end();
  return undefined;
}

export async function holdBootLock(connectionString: string): Promise<BootLock> {
  let bootId = randomUUID();
  let session = await lockSession(connectionString, bootId);
  // Taken: another live gateway's boot id hashes the same (one in 2^32). Be someone else.
  while (!session) session = await lockSession(connectionString, (bootId = randomUUID()));
  let released = false;

  // The session dropped while we live (a restart of PostgreSQL, a network cut): take the same
  // lock again, so the claims in flight are ours again. Until then no new claim is made.
  const watch = (client: Client) =>
    client.once('end', () => {
      session = undefined;
      void relock();
    });
  const relock = async () => {
    while (!released && !session) {
      const again = await lockSession(connectionString, bootId).catch(() => undefined);
      if (again && released) await again.end();
      else if (again) watch((session = again));
      else await new Promise((r) => setTimeout(r, RELOCK_EVERY_MS));
    }
  };
  watch(session);

  return {
    bootId,
    isHeld: () => session !== undefined,
    async release() {
      released = true;
      const last = session;
      session = undefined;
      await last?.end();
    },
  };
}
