// For the crash tests: a gateway's idempotency store, in a process of its own, that claims one key
// and then waits for the test to kill it mid-request, as a crash would.
// Env: DATABASE_URL (PostgreSQL) or DATA_DIR (embedded), SCOPE, KEY, FINGERPRINT.
import { createPostgresIdempotencyStore } from './idempotency.postgres.ts';
import { createSqliteIdempotencyStore } from './idempotency.store.ts';

const { DATABASE_URL, DATA_DIR, SCOPE, KEY, FINGERPRINT } = process.env;
const store = DATABASE_URL
  ? await createPostgresIdempotencyStore(DATABASE_URL)
  : await createSqliteIdempotencyStore(DATA_DIR!);
const claim = await store.claim(SCOPE!, KEY!, FINGERPRINT!);
console.log(`claim: ${claim.kind}`);
setInterval(() => undefined, 60_000);
