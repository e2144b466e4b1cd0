// The bench's closing tables: what was generated, then each figure against its goal (issue 13:
// rebuild ≥ 20,000 events/s, report p95 < 200 ms; the Excel of a month is reported as measured).
import type { SeededData } from '../seed/seed-data-dir.ts';
import { ms, printTable } from '../stats.ts';
import type { ExcelRun } from './excel-memory.ts';
import type { RebuildRate } from './rebuild-rate.ts';
import type { RouteLatency } from './route-latency.ts';

const REBUILD_GOAL = 20_000;
const P95_GOAL_MS = 200;
const n = (x: number) => Math.round(x).toLocaleString('en');
const met = (ok: boolean) => (ok ? 'met' : 'NOT met');

export interface BenchResults {
  readonly seeded: SeededData;
  readonly rebuilds: readonly RebuildRate[];
  /** Each projection replayed alone (BENCH_PER_PROJECTION=1). */
  readonly perProjection: readonly RebuildRate[];
  /** undefined: the gateway was not started (BENCH_ROUTES=0). */
  readonly gatewayStartSeconds: number | undefined;
  readonly routes: readonly RouteLatency[];
  readonly excels: readonly ExcelRun[];
  readonly requests: number;
}

export function printResults(results: BenchResults): void {
  const { seeded, rebuilds, routes, excels } = results;
  const events = rebuilds.at(-1)?.events;
  printTable('Order history (generated through the engine, embedded SQLite store)', [
    {
      orders: n(seeded.orders),
      rejected: n(seeded.rejected),
      refunded: `${n(seeded.refunded)} (${n(seeded.refundedLater)} the next day)`,
      events: events === undefined ? '—' : n(events),
      days: `${seeded.firstDay} … ${seeded.lastDay}`,
      generated: `${seeded.seconds.toFixed(0)} s (${n(seeded.orders / seeded.seconds)} orders/s)`,
    },
  ]);
  if (results.perProjection.length > 0)
    printTable(
      'Each projection replayed alone (reading and decoding the log included in each)',
      results.perProjection.map((r) => ({
        projection: r.lane,
        'events/s': n(r.eventsPerSecond),
        seconds: r.seconds.toFixed(1),
      })),
    );
  const rows: Record<string, string>[] = [
    ...rebuilds.map((r) => ({
      figure: `rebuild, ${r.lane} (${r.projections} projections)`,
      value: `${n(r.eventsPerSecond)} events/s (${n(r.events)} in ${r.seconds.toFixed(1)} s)`,
      goal: `≥ ${n(REBUILD_GOAL)} events/s`,
      result: met(r.eventsPerSecond >= REBUILD_GOAL),
    })),
    {
      figure: 'gateway start on the data',
      value:
        results.gatewayStartSeconds === undefined
          ? 'not measured'
          : `${results.gatewayStartSeconds.toFixed(1)} s`,
      goal: '—',
      result: '—',
    },
    ...routes.map((r) =>
      'missing' in r
        ? {
            figure: `${r.name} p95`,
            value: r.missing,
            goal: `< ${P95_GOAL_MS} ms`,
            result: 'skipped',
          }
        : {
            figure: `${r.name} p95`,
            value: `${ms(r.p95)} (p50 ${ms(r.p50)}, p99 ${ms(r.p99)})`,
            goal: `< ${P95_GOAL_MS} ms`,
            result: met(r.p95 < P95_GOAL_MS),
          },
    ),
    ...excels.map((e) =>
      'missing' in e
        ? { figure: e.name, value: e.missing, goal: 'reported', result: 'skipped' }
        : {
            figure: e.name,
            value:
              `${e.seconds.toFixed(1)} s, ${n(e.rows)} rows${e.rightToLeft ? ' RTL' : ''}, ${e.megabytes.toFixed(2)} MB; RSS ` +
              `${n(e.rssBeforeMb)} → peak ${n(e.rssPeakMb)} MB (+${n(e.rssPeakMb - e.rssBeforeMb)}), VmHWM ${n(e.hwmMb)} MB`,
            goal: 'reported',
            result: '—',
          },
    ),
  ];
  printTable(
    `Figures against the goals (${results.requests} requests per route, one at a time)`,
    rows,
  );
  console.log(
    '\nNumbers from a shared machine are noisy: compare runs on the same machine, at rest.',
  );
}
