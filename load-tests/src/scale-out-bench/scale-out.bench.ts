// npm run bench:scale-out — scaled out on PostgreSQL (ARCHITECTURE decision 13): a projector
// process and two gateways (PROJECTIONS=external) on one database. Orders are taken on the first
// gateway and timed to the kitchen screens and trackers connected to the second: the hops are the
// first gateway's append, the projector's wake and batch, and the second gateway's wake and push.
// STORE_NOTIFY=off runs every process without LISTEN/NOTIFY, woken by their polls alone.
import { randomUUID } from 'node:crypto';
import { availableParallelism, loadavg } from 'node:os';
import { withBenchDatabase } from '../bench-database.ts';
import { demoOwnerToken } from '../demo-login.ts';
import { measureLiveLatency } from '../live-latency.ts';
import { loadMenu, orderBody, orderTemplate } from '../order-request.ts';
import { startGateway, startProjector } from '../processes.ts';
import { ms, percentile, printTable } from '../stats.ts';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 200);
const KITCHEN_CLIENTS = 50;
const TRACKER_CLIENTS = 200;
/** A fresh gateway's first orders run code not yet compiled (see orders.bench.ts). */
const WARM_UP_ORDERS = 5;
const TARGET_P99_MS = 50;
const notify = process.env.STORE_NOTIFY === 'off' ? 'off' : 'on';

// Four processes and PostgreSQL share the machine: a busy one shows in the tail.
const machine = () => `${availableParallelism()} cores, load ${loadavg()[0]!.toFixed(1)}`;
const loadBefore = machine();
const live = await withBenchDatabase(async (url) => {
  const env = {
    STORE: 'postgres',
    DATABASE_URL: url,
    STORE_NOTIFY: notify,
    // Both gateways sign and accept the same tokens.
    AUTH_SECRET: randomUUID() + randomUUID(),
    // The demo's printers are the sandbox, which draws every ticket as a PNG: on a small machine
    // that drawing, not the push, would be what is timed. The jobs are still requested and kept.
    PRINTING: 'off',
  };
  // One process at a time: each creates the tables it needs if they are missing.
  const projector = await startProjector(env);
  const stopping = [projector];
  try {
    const taking = await startGateway({ ...env, PROJECTIONS: 'external' });
    stopping.push(taking);
    const showing = await startGateway({ ...env, PROJECTIONS: 'external' });
    stopping.push(showing);
    const template = orderTemplate(await loadMenu(taking.url));
    return await measureLiveLatency(taking.url, (id) => orderBody(template, id), {
      liveUrl: showing.url,
      kitchenClients: KITCHEN_CLIENTS,
      trackerClients: TRACKER_CLIENTS,
      orders: ORDERS,
      gapMs: 50,
      warmUpOrders: WARM_UP_ORDERS,
      token: await demoOwnerToken(taking.url),
    });
  } finally {
    await Promise.all(stopping.map((p) => p.stop()));
  }
});

const title = `Gateway to gateway on PostgreSQL (notify ${notify}): ${ORDERS} orders taken on one, pushed by the other (${loadBefore} before, ${machine()} after)`;
printTable(title, [
  {
    clients: `kitchen screen (${KITCHEN_CLIENTS})`,
    samples: live.kitchen.length,
    p50: ms(percentile(live.kitchen, 50)),
    p99: ms(percentile(live.kitchen, 99)),
  },
  {
    clients: `order-tracker (${TRACKER_CLIENTS})`,
    samples: live.tracker.length,
    p50: ms(percentile(live.tracker, 50)),
    p99: ms(percentile(live.tracker, 99)),
  },
  {
    clients: 'POST answered (first gateway)',
    samples: live.answered.length,
    p50: ms(percentile(live.answered, 50)),
    p99: ms(percentile(live.answered, 99)),
  },
]);
if (live.missed > 0) console.log(`missed deliveries: ${live.missed}`);
const p99 = Math.max(percentile(live.kitchen, 99), percentile(live.tracker, 99));
const met = p99 < TARGET_P99_MS && live.missed === 0;
printTable('Target (issue: scaled out, the push waits for a poll)', [
  {
    target: `gateway to gateway p99 < ${TARGET_P99_MS} ms (boards, trackers)`,
    measured: ms(p99),
    met: met ? 'yes' : 'NO',
  },
]);
