// The day's number of an order, for the screens' lane's other read models (the kitchen, the print
// queue, the trips): read off the order document (orders.projection.ts) as its submission left
// it, so the lane counts the day once (ARCHITECTURE 5a) instead of once per read model.
import type { OrderEvent } from '@sofre/engine/orders';
import {
  anyProjection,
  type DocumentReads,
  type EvolveContext,
  type ProjectedEvent,
} from '../projection.ts';
import type { OrderDocument } from './order-document/order-document.ts';
import { orderRowKeyOf } from './order-row-key.ts';
import { ordersProjection } from './orders.projection.ts';

type Submitted = Extract<OrderEvent, { type: 'OrderSubmitted' }>;

/**
 * Reads the order's document on its submission: `when` narrows the submissions that need a number
 * (a trip is only a courier order's).
 */
export const readsOrderNumber = (
  when: (event: ProjectedEvent<Submitted>) => boolean = () => true,
): DocumentReads => ({
  projection: anyProjection(ordersProjection),
  keysOf: (event) => {
    if (event.type !== 'OrderSubmitted') return [];
    const submitted = event as ProjectedEvent<Submitted>;
    return when(submitted) ? [orderRowKeyOf(submitted)] : [];
  },
});

/** The number the order took on its submission. */
export function orderNumberOf(
  event: ProjectedEvent<OrderEvent>,
  document: EvolveContext<unknown>['document'],
): number {
  const doc = document(orderRowKeyOf(event)).after as OrderDocument | undefined;
  if (doc === undefined) throw new Error(`no order document for ${orderRowKeyOf(event)}`);
  return doc.number;
}
