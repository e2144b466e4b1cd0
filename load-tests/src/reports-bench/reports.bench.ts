// npm run bench:reports (issue 13 "Speed"): a year of a busy vendor generated through the engine
// into the embedded store, then the projection rebuild rate, the report routes' latency on a
// gateway started on that data, and the Excel of a month (time and the gateway's memory).
// Env: BENCH_ORDERS (500000), BENCH_DATA_DIR (/tmp/sofre-bench-reports), REUSE=1 (keep a finished
// history of as many orders), BENCH_REBUILD=0 (keep the read models as they are),
// BENCH_REQUESTS (50 per route), BENCH_REBUILD_BATCH (1000 events per transaction),
// BENCH_PER_PROJECTION=1 (also replay each projection alone: where the rebuild's time goes),
// BENCH_ROUTES=0 (the rebuild only: no gateway, routes or Excel).
import { resolve } from 'node:path';
import { demoOwnerToken } from '../demo-login.ts';
import { startGateway } from '../processes.ts';
import { seedDataDir, seededBefore, type SeededData } from '../seed/seed-data-dir.ts';
import { measureExcel, servingProcess, type ExcelRun } from './excel-memory.ts';
import { reportProjections, screenProjections } from '@sofre/projections';
import { measureEachProjection, measureRebuild, type RebuildRate } from './rebuild-rate.ts';
import { printResults } from './report-table.ts';
import { measureRoute, type RouteLatency } from './route-latency.ts';
import { excelTargets, routeTargets } from './targets.ts';

const env = process.env;
const ORDERS = Number(env.BENCH_ORDERS ?? 500_000);
const DATA_DIR = resolve(
  env.INIT_CWD ?? process.cwd(),
  env.BENCH_DATA_DIR ?? '/tmp/sofre-bench-reports',
);
const REQUESTS = Number(env.BENCH_REQUESTS ?? 50);
const BATCH = Number(env.BENCH_REBUILD_BATCH ?? 1_000);

async function historyData(): Promise<SeededData> {
  const before = seededBefore(DATA_DIR);
  if (env.REUSE === '1' && before?.orders === ORDERS) {
    console.log(
      `reusing ${ORDERS.toLocaleString('en')} orders in ${DATA_DIR} (${before.firstDay}…${before.lastDay})`,
    );
    return before;
  }
  console.log(`generating ${ORDERS.toLocaleString('en')} orders into ${DATA_DIR}`);
  const seeded = await seedDataDir(DATA_DIR, { orders: ORDERS });
  console.log(
    `generated in ${seeded.seconds.toFixed(0)} s (${Math.round(seeded.orders / seeded.seconds)} orders/s)`,
  );
  return seeded;
}

const seeded = await historyData();
let rebuilds: RebuildRate[] = [];
if (env.BENCH_REBUILD === '0' && env.REUSE === '1') {
  console.log('keeping the read models (BENCH_REBUILD=0)');
} else {
  console.log(`rebuilding the read models from the log (${BATCH} events per batch)`);
  rebuilds = await measureRebuild(DATA_DIR, BATCH);
}
const perProjection =
  env.BENCH_PER_PROJECTION === '1'
    ? await measureEachProjection(DATA_DIR, [...screenProjections, ...reportProjections], BATCH)
    : [];

/** The gateway on the data: its start, the report routes' latency and the Excel downloads. */
async function measureServing() {
  console.log('starting the gateway on the data');
  const startedAt = performance.now();
  const gateway = await startGateway({
    DATA_DIR,
    STORE: 'sqlite',
    DEMO: 'on',
    DEMO_ORDERS: 'off',
    PRINTING: 'off',
    PRINTER_SANDBOX: 'off',
  });
  const gatewayStartSeconds = (performance.now() - startedAt) / 1000;
  const routes: RouteLatency[] = [];
  const excels: ExcelRun[] = [];
  try {
    const token = await demoOwnerToken(gateway.url);
    const pid = servingProcess(gateway.pid);
    for (const target of routeTargets(seeded, new Date())) {
      routes.push(await measureRoute(gateway.url, token, target, REQUESTS));
      console.log(`  measured ${target.name}`);
    }
    for (const target of excelTargets(new Date())) {
      excels.push(await measureExcel(gateway.url, token, pid, target));
      console.log(`  downloaded ${target.name}`);
    }
  } finally {
    await gateway.stop();
  }
  return { gatewayStartSeconds, routes, excels };
}

// BENCH_ROUTES=0: the rebuild alone (a before/after pair of the rebuild rate).
const serving =
  env.BENCH_ROUTES === '0'
    ? { gatewayStartSeconds: undefined, routes: [], excels: [] }
    : await measureServing();
printResults({
  seeded,
  rebuilds,
  perProjection,
  ...serving,
  requests: REQUESTS,
});
