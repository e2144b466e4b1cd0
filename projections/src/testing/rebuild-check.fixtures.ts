// What "rebuild == live" and "rows satisfy the contracts" mean, for the rebuild tests.
import { rowNamesOf } from '../runner/lane-document.ts';
import {
  KitchenOrder,
  MenuCategoryView,
  OrderListRow,
  OrderTracker,
} from '@sofre/engine/contracts';
import { expect } from 'vitest';
import type { z } from 'zod';
import { sofreProjections } from '../all.projections.ts';
import type { OrderDocument } from '../orders/order-document/order-document.ts';
import { orderListRowOf } from '../orders/order-document/order-list.view.ts';
import { orderTrackerOf } from '../orders/order-document/order-tracker.view.ts';
import type { ReadModelStore } from '../read-models/read-model.store.ts';
import { VendorView } from '../vendors/vendor.view.ts';

/** Every row of every projection (helpers and tombstones too) and every checkpoint agree. */
export async function expectSameReadModels(
  live: ReadModelStore,
  rebuilt: ReadModelStore,
): Promise<number> {
  let rows = 0;
  for (const name of sofreProjections.flatMap(rowNamesOf)) {
    const [a, b] = await Promise.all([live.scanRows(name), rebuilt.scanRows(name)]);
    expect(b.length, name).toBe(a.length);
    expect(b, name).toEqual(a);
    rows += a.length;
  }
  const [a, b] = await Promise.all([live.readCheckpoints(), rebuilt.readCheckpoints()]);
  expect(b).toEqual(a);
  return rows;
}

const HELPERS = ['day:', 'pending:', 'prep:', 'timing:'];
const isHelper = (id: string) => HELPERS.some((prefix) => id.startsWith(prefix));

const CONTRACTS: Record<string, (doc: unknown) => unknown> = {
  // The station screens get an order without the read model's stage (kitchen.queries.ts).
  'kitchen-stations': (doc) => {
    const { stage: _stage, ...order } = doc as { stage?: string };
    return KitchenOrder.strict().parse(order);
  },
  // An order's document reaches clients as the order list's row and as its tracker.
  orders: (doc) => [
    OrderListRow.strict().parse(orderListRowOf(doc as OrderDocument)),
    OrderTracker.strict().parse(orderTrackerOf(doc as OrderDocument)),
  ],
  menu: (doc) =>
    (doc as { categories: z.input<typeof MenuCategoryView>[] }).categories.map((c) =>
      MenuCategoryView.parse(c),
    ),
  vendors: (doc) => VendorView.strict().parse(doc),
};

/** Every row a client can get satisfies its zod contract, with no field to spare. */
export async function expectContractRows(readModels: ReadModelStore): Promise<void> {
  for (const [projection, parse] of Object.entries(CONTRACTS)) {
    for (const row of await readModels.scanRows(projection)) {
      if (isHelper(row.id) || row.doc === null) continue;
      expect(() => parse(row.doc), `${projection} ${row.id}`).not.toThrow();
    }
  }
}
