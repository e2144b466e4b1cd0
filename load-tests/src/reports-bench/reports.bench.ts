// npm run bench:reports (issue 13 "Speed", issue 31): a busy vendor's year generated through the
// engine into the embedded store, at each size asked (a 30,000-order year and 500,000 orders by
// default), then at each the projection rebuild rate, and on the largest the report routes'
// latency on a gateway started on that data and the Excel of a month (time and memory).
// Env: BENCH_ORDERS (30000,500000: sizes, comma-separated), BENCH_DATA_DIR (/tmp/sofre-bench-reports:
// a data directory per size in it, <orders>-orders), REUSE=1 (keep a finished history of as many
// orders), BENCH_REBUILD=0 (keep the read models as they are), BENCH_REQUESTS (50 per route),
// BENCH_REBUILD_BATCH (1000 events per transaction), BENCH_PER_PROJECTION=1 (also replay each
// projection alone: where the rebuild's time goes), BENCH_ROUTES=0 (the rebuild only: no gateway,
// routes or Excel).
import { join, resolve } from 'node:path';
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
// Smallest first: the routes and the Excel are measured on the last, the largest.
const SIZES = (env.BENCH_ORDERS ?? '30000,500000')
  .split(',')
  .map(Number)
  .filter((orders) => orders > 0)
  .sort((a, b) => a - b);
const ROOT = resolve(
  env.INIT_CWD ?? process.cwd(),
  env.BENCH_DATA_DIR ?? '/tmp/sofre-bench-reports',
);
const REQUESTS = Number(env.BENCH_REQUESTS ?? 50);
const BATCH = Number(env.BENCH_REBUILD_BATCH ?? 1_000);

async function historyData(orders: number, dataDir: string): Promise<SeededData> {
  const before = seededBefore(dataDir);
  if (env.REUSE === '1' && before?.orders === orders) {
    console.log(
      `reusing ${orders.toLocaleString('en')} orders in ${dataDir} (${before.firstDay}…${before.lastDay})`,
    );
    return before;
  }
  console.log(`generating ${orders.toLocaleString('en')} orders into ${dataDir}`);
  const seeded = await seedDataDir(dataDir, { orders });
  console.log(
    `generated in ${seeded.seconds.toFixed(0)} s (${Math.round(seeded.orders / seeded.seconds)} orders/s)`,
  );
  return seeded;
}

async function rebuildRates(dataDir: string): Promise<RebuildRate[]> {
  if (env.BENCH_REBUILD === '0' && env.REUSE === '1') {
    console.log('keeping the read models (BENCH_REBUILD=0)');
    return [];
  }
  console.log(`rebuilding the read models from the log (${BATCH} events per batch)`);
  return measureRebuild(dataDir, BATCH);
}

/** The gateway on the data: its start, the report routes' latency and the Excel downloads. */
async function measureServing(dataDir: string, seeded: SeededData) {
  console.log('starting the gateway on the data');
  const startedAt = performance.now();
  const gateway = await startGateway({
    DATA_DIR: dataDir,
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

for (const [i, orders] of SIZES.entries()) {
  const dataDir = join(ROOT, `${orders}-orders`);
  const seeded = await historyData(orders, dataDir);
  const rebuilds = await rebuildRates(dataDir);
  const perProjection =
    env.BENCH_PER_PROJECTION === '1'
      ? await measureEachProjection(dataDir, [...screenProjections, ...reportProjections], BATCH)
      : [];
  // The routes and the Excel on the largest history only; BENCH_ROUTES=0: the rebuild alone.
  const serving =
    env.BENCH_ROUTES === '0' || i < SIZES.length - 1
      ? { gatewayStartSeconds: undefined, routes: [], excels: [] }
      : await measureServing(dataDir, seeded);
  printResults({ seeded, rebuilds, perProjection, ...serving, requests: REQUESTS });
}
