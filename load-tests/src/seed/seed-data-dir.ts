// A data directory holding a vendor's order history in the embedded event store, as the gateway
// opens it (DATA_DIR/events.sqlite): the demo vendor seeded, then `orders` orders generated
// through the engine. A marker file records what was generated, so a later run can reuse it.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createEventStore } from '@sofre/engine/store';
import { generateOrderHistory, type HistoryResult } from './order-history.ts';
import { seededRandom } from './random.ts';
import { seedVendor } from './seed-vendor.ts';
import { withStreamCache } from './stream-cache.store.ts';

export interface SeedDataOptions {
  readonly orders: number;
  readonly days?: number;
  readonly customers?: number;
  readonly seed?: number;
  /** The history ends here (UTC ms); default now. */
  readonly endMs?: number;
  readonly log?: (line: string) => void;
}

export interface SeededData extends HistoryResult {
  readonly vendorId: string;
  readonly endMs: number;
  readonly seconds: number;
}

const MARKER = 'order-history.json';

/** What an earlier run generated in `dataDir`, if it finished. */
export function seededBefore(dataDir: string): SeededData | undefined {
  const marker = join(dataDir, MARKER);
  return existsSync(marker) ? (JSON.parse(readFileSync(marker, 'utf8')) as SeededData) : undefined;
}

/** Empties `dataDir` and generates the history into it. */
export async function seedDataDir(dataDir: string, options: SeedDataOptions): Promise<SeededData> {
  const { orders, days = 365, customers = 2_000, seed = 1, endMs = Date.now() } = options;
  const log = options.log ?? console.log;
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const sqlite = await createEventStore({ kind: 'sqlite', path: join(dataDir, 'events.sqlite') });
  const store = withStreamCache(sqlite);
  const started = performance.now();
  try {
    const vendor = await seedVendor(store, {
      customers,
      random: seededRandom(seed + 1),
      customersSince: new Date(endMs - (days + 1) * 86_400_000).toISOString(),
    });
    let lastLog = started;
    const history = await generateOrderHistory(store, vendor, {
      orders,
      days,
      endMs,
      seed,
      onProgress: ({ day, ordersDone, ordersTotal }) => {
        const now = performance.now();
        if (now - lastLog < 5_000) return;
        lastLog = now;
        const rate = Math.round(ordersDone / ((now - started) / 1000));
        log(
          `  ${day}: ${ordersDone.toLocaleString('en')} / ${ordersTotal.toLocaleString('en')} orders (${rate}/s)`,
        );
      },
    });
    const seconds = (performance.now() - started) / 1000;
    const seeded: SeededData = { ...history, vendorId: vendor.vendorId, endMs, seconds };
    writeFileSync(join(dataDir, MARKER), JSON.stringify(seeded, null, 2));
    return seeded;
  } finally {
    await store.close();
  }
}
