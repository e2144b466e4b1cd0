// `npm run seed:orders -w load-tests`: a year of a busy vendor's orders in DATA_DIR (default
// /tmp/sofre-seeded), generated through the engine into the embedded event store; then start the
// gateway on it (DATA_DIR=… npm run gateway), which builds its read models from the log.
// Env: ORDERS (default 500000), DAYS (365), CUSTOMERS (2000), SEED (1).
import { resolve } from 'node:path';
import { seedDataDir } from './seed-data-dir.ts';

const env = process.env;
const dataDir = resolve(env.INIT_CWD ?? process.cwd(), env.DATA_DIR ?? '/tmp/sofre-seeded');
const orders = Number(env.ORDERS ?? 500_000);
console.log(`generating ${orders.toLocaleString('en')} orders into ${dataDir}`);
const seeded = await seedDataDir(dataDir, {
  orders,
  days: Number(env.DAYS ?? 365),
  customers: Number(env.CUSTOMERS ?? 2_000),
  seed: Number(env.SEED ?? 1),
});
console.log(
  `${seeded.orders.toLocaleString('en')} orders (${seeded.rejected} rejected, ${seeded.refunded} refunded) ` +
    `from ${seeded.firstDay} to ${seeded.lastDay} in ${seeded.seconds.toFixed(0)} s`,
);
