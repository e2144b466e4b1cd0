// The orders read model run in memory (project-in-memory.ts) and each order's document read
// through one of its views: for tests of a view as its screen gets it.
import type { ProjectedEvent } from '../../projection.ts';
import { projectInMemory } from '../../testing/project-in-memory.ts';
import { isDayCounter } from '../daily-number.ts';
import { ordersProjection, type OrdersRow } from '../orders.projection.ts';
import type { OrderDocument } from './order-document.ts';

/** Each order's view by its row key; an order the view leaves out has none. */
export function viewsOf<V>(
  events: readonly ProjectedEvent[],
  view: (doc: OrderDocument) => V | undefined,
  rows: Map<string, OrdersRow> = projectInMemory(ordersProjection, events),
): Map<string, V> {
  const views = new Map<string, V>();
  for (const [key, row] of rows) {
    if (isDayCounter(row)) continue;
    const shown = view(row);
    if (shown !== undefined) views.set(key, shown);
  }
  return views;
}
