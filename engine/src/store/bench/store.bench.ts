// npm run bench:store — SQLite (temp file) and PostgreSQL (throwaway schema) side by side.
// Goals: SQLite ≥ 20,000 and PostgreSQL ≥ 3,000 single-event appends/s with one writer.
// BENCH_SECONDS sets each scenario's length, BENCH_STORES which stores run (sqlite,postgres),
// DATABASE_URL the PostgreSQL server.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { EventStore } from '../event-store.port.ts';
import { createPostgresEventStore } from '../postgres.event-store.ts';
import { createSqliteEventStore } from '../sqlite.event-store.ts';
import { appendScenario, lagScenario } from './bench.scenarios.ts';
import { printTable, type BenchRow } from './bench.stats.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 3);
const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const stores = (process.env.BENCH_STORES ?? 'sqlite,postgres').split(',');

async function runAll(store: EventStore, label: string): Promise<BenchRow[]> {
  const rows = [
    await appendScenario(store, label, 1, seconds),
    await appendScenario(store, label, 16, seconds),
  ];
  // Subscribe from the end of what the append scenarios wrote.
  const from = (await store.append(`mark-${randomUUID()}`, [mark()], 'no_stream')).position;
  rows.push(await lagScenario(store, label, 1, seconds, from));
  rows.push(await lagScenario(store, label, 16, seconds, from));
  for (const row of rows) console.error(`done: ${row.store} ${row.scenario}`);
  return rows;
}

const mark = () => ({ id: randomUUID(), type: 'BenchMarked', data: {}, metadata: {} });

async function benchSqlite(): Promise<BenchRow[]> {
  const dir = mkdtempSync(join(tmpdir(), 'sofre-bench-'));
  const store = createSqliteEventStore({ path: join(dir, 'bench.db') });
  try {
    return await runAll(store, 'sqlite');
  } finally {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function benchPostgres(): Promise<BenchRow[]> {
  const schema = `store_bench_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const store = await createPostgresEventStore({ connectionString: url, schema });
  try {
    return await runAll(store, 'postgres');
  } finally {
    await store.close();
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await admin.end();
  }
}

// Appends/s depend on the machine's fsync latency and on what else runs; say what it was.
const load = loadavg()
  .map((n) => n.toFixed(2))
  .join(' ');
console.log(`event store benchmark: ${seconds} s per scenario, single-event appends`);
console.log(`${availableParallelism()} CPUs, load average ${load}\n`);
const rows = [
  ...(stores.includes('sqlite') ? await benchSqlite() : []),
  ...(stores.includes('postgres') ? await benchPostgres() : []),
];
printTable(rows);
