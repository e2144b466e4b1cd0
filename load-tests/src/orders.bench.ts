// npm run bench:orders — the order-submission path and the live push, measured here with
// autocannon and ws (the same scenario as k6/submit-order.js, for machines that have k6).
// Each server runs as its own process; a bare fastify JSON POST is measured in the same run.
import {
  measureOrderLifecycleWrites,
  projectionsHandling,
  type LifecycleWrites,
} from '@sofre/projections/fan-out';
import { withBenchDatabase } from './bench-database.ts';
import { demoOwnerToken } from './demo-login.ts';
import { measureLiveLatency } from './live-latency.ts';
import { checkOrderTargets, targetRows } from './order-targets.ts';
import { loadMenu, orderBody, orderTemplate } from './order-request.ts';
import { startGateway, startProcess, type Server } from './processes.ts';
import { ms, percentile, printTable } from './stats.ts';
import { submitThroughput, type OrderThroughput } from './submit-throughput.ts';
import { measureThroughput, type Throughput } from './throughput.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
/**
 * The live push is measured on a gateway that has taken its first orders: a process's first
 * orders run code V8 has not compiled yet (one slow order of 50 is the p99). They are timed and
 * printed apart.
 */
const WARM_UP_ORDERS = 5;

async function within<T>(server: Server, run: (server: Server) => Promise<T>): Promise<T> {
  try {
    return await run(server);
  } finally {
    await server.stop();
  }
}

const submitOrders = (server: Server) =>
  submitThroughput(server, { connections: CONNECTIONS, seconds: SECONDS });

const writesRow = (w: LifecycleWrites) => ({
  'row writes': w.total,
  screens: w.screens,
  reports: w.reports,
  'distinct rows': w.rows,
  'most writes': [...w.byProjection]
    .slice(0, 4)
    .map(([name, n]) => `${name} ${n}`)
    .join(', '),
});

const cpuRow = ({ cpuPerOrder: { mainUs, otherUs } }: OrderThroughput) => ({
  'order thread': Math.round(mainUs),
  'other threads': Math.round(otherUs),
  all: Math.round(mainUs + otherUs),
});

const row = (name: string, t: Throughput, bare: Throughput) => ({
  server: name,
  'orders/s': Math.round(t.requestsPerSecond),
  p50: ms(t.p50),
  p99: ms(t.p99),
  'errors+non2xx': t.errors + t.non2xx,
  'vs bare fastify': `${((t.requestsPerSecond / bare.requestsPerSecond) * 100).toFixed(1)} %`,
});

// The read models' share of an order first: it needs no server, and it says where the time goes.
const live = await measureOrderLifecycleWrites();
const oneByOne = await measureOrderLifecycleWrites(1);
const submissionHandlers = projectionsHandling('OrderSubmitted');
printTable('Read-model work for one salon order (submitted, ready, delivered, paid, finished)', [
  { batches: 'as live (a command per batch)', ...writesRow(live) },
  { batches: 'one event per batch', ...writesRow(oneByOne) },
]);
console.log(
  `read models handling OrderSubmitted: ${submissionHandlers.length} (${submissionHandlers.join(', ')})`,
);

const bare = await within(await startProcess('load-tests/src/bare-server.ts', {}, '/ready'), (s) =>
  measureThroughput(s.url, () => orderBody({ lines: [{ menuItemId: 'x', count: 1 }] }), {
    connections: CONNECTIONS,
    seconds: SECONDS,
  }),
);
const embedded = await within(await startGateway({ STORE: 'sqlite' }), submitOrders);
const postgres = await withBenchDatabase(async (url) =>
  within(await startGateway({ STORE: 'postgres', DATABASE_URL: url }), submitOrders),
);
printTable(`POST /api/orders, ${CONNECTIONS} connections, ${SECONDS} s each`, [
  row('bare fastify JSON POST', bare, bare),
  row('gateway, embedded store', embedded, bare),
  row('gateway, PostgreSQL', postgres, bare),
]);
// CPU per order holds still where orders per second drift with the machine (read from /proc).
printTable('CPU per order (µs), from the gateway process’s threads', [
  { server: 'gateway, embedded store', ...cpuRow(embedded) },
  { server: 'gateway, PostgreSQL', ...cpuRow(postgres) },
]);

const latency = await within(await startGateway({ STORE: 'sqlite' }), async (server) => {
  const template = orderTemplate(await loadMenu(server.url));
  return measureLiveLatency(server.url, (id) => orderBody(template, id), {
    kitchenClients: 200,
    trackerClients: 1_000,
    orders: 50,
    gapMs: 50,
    warmUpOrders: WARM_UP_ORDERS,
    token: await demoOwnerToken(server.url),
  });
});
printTable('Submit-to-screen latency (embedded store), 200 kitchen boards + 1,000 trackers', [
  {
    clients: 'kitchen screen',
    samples: latency.kitchen.length,
    p50: ms(percentile(latency.kitchen, 50)),
    p99: ms(percentile(latency.kitchen, 99)),
  },
  {
    clients: 'order-tracker',
    samples: latency.tracker.length,
    p50: ms(percentile(latency.tracker, 50)),
    p99: ms(percentile(latency.tracker, 99)),
  },
]);
console.log(
  `The ${WARM_UP_ORDERS} orders before them, the gateway's first (not in the p99), slowest screen each: ${latency.warmUp.map((t) => t.toFixed(0)).join(', ')} ms`,
);
if (latency.missed > 0) console.log(`missed deliveries: ${latency.missed}`);
const checks = checkOrderTargets({
  bare,
  embedded,
  postgres,
  boardP99: percentile(latency.kitchen, 99),
  trackerP99: percentile(latency.tracker, 99),
  rowWrites: live.total,
  submissionHandlers: submissionHandlers.length,
});
printTable('Targets (issue 31: one order, decided once and folded once)', targetRows(checks));
console.log(`${checks.filter((c) => c.met).length} of ${checks.length} targets met`);
