// The read models' connection pool, with the one way to run a transaction, and the schema
// created on open.
import pg from 'pg';

export interface PoolConfig {
  readonly connectionString: string;
  readonly poolSize?: number;
  readonly connectTimeoutMs?: number;
}

export async function openPool(config: PoolConfig, schema: string, ddl: string) {
  const pool = new pg.Pool({
    connectionString: config.connectionString,
    max: config.poolSize ?? 10,
    connectionTimeoutMillis: config.connectTimeoutMs ?? 10_000,
    // An abandoned transaction must not hold row locks (and the projector) forever.
    idle_in_transaction_session_timeout: 10_000,
    // Read models are rebuilt from the log: a crash may lose their last commits, rows and
    // checkpoint together (never one without the other), and the runner replays them. So a
    // commit does not wait for its WAL flush; the event store's commits still do.
    options: '-c synchronous_commit=off',
  });
  const inTransaction = async <T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> => {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      const result = await work(client);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  };
  try {
    await inTransaction(async (client) => {
      // Concurrent CREATE ... IF NOT EXISTS can still collide: one process at a time.
      await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [
        `sofre-read-models:${schema}`,
      ]);
      await client.query(ddl);
    });
  } catch (error) {
    await pool.end();
    throw error;
  }
  return { pool, inTransaction };
}
