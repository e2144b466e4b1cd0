// npm run bench:growth (issue "Order path at 5,000 orders/s", growth): the order path on an empty
// store and on a store already holding GROWTH_ORDERS orders (default 1,000,000, generated through
// the engine with the seed generator, read models rebuilt), in one run: the grown gateway's start
// (until it answers), its order rate against the empty one's, and its resident memory under load.
// Env: GROWTH_ORDERS, GROWTH_DATA_DIR (/tmp/sofre-bench-growth), REUSE=1 (keep a finished
// history and its read models), BENCH_SECONDS (10), BENCH_CONNECTIONS (50).
import { existsSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { demoOwnerToken } from '../demo-login.ts';
import { procStatusMb, servingProcess } from '../reports-bench/excel-memory.ts';
import { measureRebuild } from '../reports-bench/rebuild-rate.ts';
import { startGateway, type Server } from '../processes.ts';
import { seedDataDir, seededBefore } from '../seed/seed-data-dir.ts';
import { printTable } from '../stats.ts';
import { submitThroughput } from '../submit-throughput.ts';
import type { Throughput } from '../throughput.ts';

const env = process.env;
const ORDERS = Number(env.GROWTH_ORDERS ?? 1_000_000);
const DATA_DIR = resolve(
  env.INIT_CWD ?? process.cwd(),
  env.GROWTH_DATA_DIR ?? '/tmp/sofre-bench-growth',
);
const LOAD = {
  seconds: Number(env.BENCH_SECONDS ?? 10),
  connections: Number(env.BENCH_CONNECTIONS ?? 50),
};
const WARM_UP_SECONDS = 3;
const REBUILT = join(DATA_DIR, 'read-models.rebuilt');
const GATEWAY_ENV = { STORE: 'sqlite', PRINTING: 'off', PRINTER_SANDBOX: 'off' };

async function grownDataDir(): Promise<void> {
  const reuse = env.REUSE === '1' && seededBefore(DATA_DIR)?.orders === ORDERS;
  if (!reuse) {
    console.log(`generating ${ORDERS.toLocaleString('en')} orders into ${DATA_DIR}`);
    const seeded = await seedDataDir(DATA_DIR, { orders: ORDERS });
    console.log(`generated in ${seeded.seconds.toFixed(0)} s`);
  }
  if (reuse && existsSync(REBUILT)) return;
  console.log('building the read models from the log');
  for (const lane of await measureRebuild(DATA_DIR, 1_000))
    console.log(`  ${lane.lane}: ${Math.round(lane.eventsPerSecond)} events/s`);
  writeFileSync(REBUILT, new Date().toISOString());
}

/** The order rate under load, and the serving process's resident memory sampled meanwhile. */
async function underLoad(server: Server): Promise<{ rate: Throughput; rssPeakMb: number }> {
  // A short warm-up first: the first seconds of a fresh process are the JIT's, not the store's.
  const token = await demoOwnerToken(server.url);
  await submitThroughput(server, { ...LOAD, seconds: WARM_UP_SECONDS }, token);
  const pid = servingProcess(server.pid);
  let rssPeakMb = procStatusMb(pid, 'VmRSS');
  const sampler = setInterval(() => {
    rssPeakMb = Math.max(rssPeakMb, procStatusMb(pid, 'VmRSS'));
  }, 100);
  try {
    return { rate: await submitThroughput(server, LOAD, token), rssPeakMb };
  } finally {
    clearInterval(sampler);
  }
}

await grownDataDir();
const empty = await startGateway(GATEWAY_ENV);
const emptyRun = await underLoad(empty).finally(() => empty.stop());

const started = performance.now();
const grown = await startGateway({ ...GATEWAY_ENV, DATA_DIR, DEMO: 'on', DEMO_ORDERS: 'off' });
const startSeconds = (performance.now() - started) / 1000;
const grownRun = await underLoad(grown).finally(() => grown.stop());

const share = grownRun.rate.requestsPerSecond / emptyRun.rate.requestsPerSecond;
const row = (store: string, run: typeof emptyRun) => ({
  store,
  'orders/s': Math.round(run.rate.requestsPerSecond),
  p99: `${run.rate.p99} ms`,
  'RSS peak': `${run.rssPeakMb.toFixed(0)} MB`,
});
printTable(`POST /api/orders, ${LOAD.connections} connections, ${LOAD.seconds} s each`, [
  row('empty', emptyRun),
  row(`${ORDERS.toLocaleString('en')} orders`, grownRun),
]);
printTable('Targets (issue: flat as the store grows)', [
  {
    target: 'grown rate ≥ 90 % of empty',
    measured: `${(share * 100).toFixed(1)} %`,
    met: share >= 0.9 ? 'yes' : 'NO',
  },
  {
    target: 'grown gateway serves in < 10 s',
    measured: `${startSeconds.toFixed(1)} s`,
    met: startSeconds < 10 ? 'yes' : 'NO',
  },
  {
    target: 'resident memory under load < 400 MB',
    measured: `${grownRun.rssPeakMb.toFixed(0)} MB`,
    met: grownRun.rssPeakMb < 400 ? 'yes' : 'NO',
  },
]);
