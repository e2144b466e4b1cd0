// How much read-model work one order costs: a plain salon order's six events (submitted and
// confirmed at once, ready, delivered, paid, finished) run through every read model the platform
// runs, one command at a time as live, counting the row writes each lane commits. `npm run
// bench:orders` prints it beside its goal (issue 31: at most 25 writes, at most 8 read models
// handling OrderSubmitted).
import type { Position } from '@sofre/engine';
import { screenProjections, sofreProjections } from '../all.projections.ts';
import type { ReadModelStore } from '../read-models/read-model.store.ts';
import { createSqliteReadModels } from '../read-models/sqlite.read-models.ts';
import { openEmbedded } from '../testing/embedded.fixtures.ts';

export interface LifecycleWrites {
  /** Row writes committed for the order's six events, by lane. */
  readonly screens: number;
  readonly reports: number;
  readonly total: number;
  /** Distinct rows those writes touched. */
  readonly rows: number;
  /** Row writes per read model, most first. */
  readonly byProjection: ReadonlyMap<string, number>;
}

const VENDOR = 'fan-out-vendor';
const at = (minute: number) => `2026-03-21T08:${String(minute).padStart(2, '0')}:00.000Z`;

/** Read models that handle an order's submission. */
export const projectionsHandling = (eventType: string): string[] =>
  sofreProjections.filter((p) => p.eventTypes.includes(eventType)).map((p) => p.name);

/** A store that counts what it is asked to commit. */
function countingStore(store: ReadModelStore, writes: { projection: string; id: string }[]) {
  return new Proxy(store, {
    get(target, key, receiver) {
      if (key !== 'commit') return Reflect.get(target, key, receiver);
      const commit: ReadModelStore['commit'] = (rows, moves) => {
        writes.push(...rows.map((r) => ({ projection: r.projection, id: r.id })));
        return target.commit(rows, moves);
      };
      return commit;
    },
  });
}

/**
 * @param batchSize 1 applies each event on its own (the worst case, and how the issue counted);
 *   the default lets a command's events share a batch, as the live runner does.
 */
export async function measureOrderLifecycleWrites(batchSize = 500): Promise<LifecycleWrites> {
  const writes: { projection: string; id: string }[] = [];
  const platform = await openEmbedded({
    batchSize,
    readModels: countingStore(createSqliteReadModels({ path: ':memory:' }), writes),
  });
  try {
    const { commands, runner } = platform;
    const settle = async (result: Promise<{ position?: Position }>) => {
      const { position } = await result;
      if (position && !(await runner.waitFor(position, 10_000))) {
        throw new Error('the read models did not reach the order');
      }
    };
    await settle(commands.openVendor(VENDOR, ['fan-out.example'], at(0)));
    writes.length = 0;
    const orderId = 'fan-out-order';
    await settle(
      commands.order(
        VENDOR,
        'SubmitOrder',
        {
          orderId,
          source: 'SALON',
          deliveryType: 'SERVE',
          paymentMethod: 'CASH',
          tableNumber: '4',
          numberOfCustomers: 2,
          confirm: true,
          lines: [
            {
              tempId: 'l1',
              menuItemId: 'joojeh',
              title: 'جوجه کباب',
              price: 1_100_000,
              count: 1,
              discount: 0,
              packagingCost: 0,
              servePackagingCost: 0,
              withTax: false,
            },
          ],
        },
        at(1),
      ),
    );
    const step = (target: 'READYTOSERVE' | 'DELIVERED' | 'FINISHED', minute: number) =>
      settle(commands.order(VENDOR, 'ChangeOrderState', { orderId, target }, at(minute)));
    await step('READYTOSERVE', 12);
    await step('DELIVERED', 14);
    await settle(commands.order(VENDOR, 'PayOrder', { orderId, paymentMethod: 'CASH' }, at(40)));
    await step('FINISHED', 41);
  } finally {
    await platform.close();
  }
  // A report ledger's rows keep their report's name and belong to the reports' lane document.
  const screenNames = new Set(screenProjections.map((p) => p.name));
  const screens = writes.filter((w) => screenNames.has(w.projection)).length;
  const byProjection = new Map<string, number>();
  for (const w of writes) byProjection.set(w.projection, (byProjection.get(w.projection) ?? 0) + 1);
  return {
    screens,
    reports: writes.length - screens,
    total: writes.length,
    rows: new Set(writes.map((w) => `${w.projection}\u0000${w.id}`)).size,
    byProjection: new Map([...byProjection].sort((a, b) => b[1] - a[1])),
  };
}
