// The customer's tracker and GET /api/orders/{id} (OrderTracker) of an order document: its lines
// and price, and a timeline of every status it reached with when. The expected ready time is the
// moment the kitchen last got the order plus the longest time the kitchen's bumps taught for its
// items (kitchen/kitchen-prep.ts: learned once, by the kitchen's read model, and read here).
import type { OrderTracker } from '@sofre/engine/contracts';
import { ticketLines, unitPriceOf } from '../order-projection.events.ts';
import type { OrderDocument } from './order-document.ts';

/** menuItemId → learned preparation time (ms), as the kitchen's prep row holds it (byItem). */
export type LearnedPrepTimes = Readonly<Record<string, number>>;

const trackerLines = (doc: OrderDocument): OrderTracker['lines'] =>
  ticketLines(doc.lines).map((line, i) => {
    const source = doc.lines[i]!;
    return {
      ...line,
      id: source.tempId,
      menuItemId: source.menuItemId,
      toppings: source.orderItemToppings.map((t) => ({
        title: t.title,
        count: t.count,
        toppingId: t.toppingId,
      })),
      unitPrice: unitPriceOf(source),
      refundedCount: doc.refundedUnits[source.tempId] ?? 0,
    };
  });

/** The kitchen's promise for the order, if it has it and has learned any of its items. */
export function expectedReadyAtOf(
  doc: OrderDocument,
  learned: LearnedPrepTimes,
): string | undefined {
  const sent = doc.times.sentToKitchenAt;
  if (sent === undefined) return undefined;
  const times = doc.lines.flatMap((l) => {
    const ms = learned[l.menuItemId];
    return ms === undefined ? [] : [ms];
  });
  if (times.length === 0) return undefined;
  return new Date(Date.parse(sent) + Math.max(...times)).toISOString();
}

export function orderTrackerOf(doc: OrderDocument, learned: LearnedPrepTimes = {}): OrderTracker {
  const expectedReadyAt = expectedReadyAtOf(doc, learned);
  return {
    orderId: doc.orderId,
    number: doc.number,
    source: doc.source,
    ...(doc.deliveryType === undefined ? {} : { deliveryType: doc.deliveryType }),
    status: doc.status,
    paymentMethod: doc.paidWith,
    lines: trackerLines(doc),
    price: doc.price,
    finalPrice: doc.price.finalPrice,
    amountPaid: doc.amountPaid,
    ...(doc.amountRefunded > 0 ? { amountRefunded: doc.amountRefunded } : {}),
    preparationTime: doc.preparationTime,
    ...(expectedReadyAt === undefined ? {} : { expectedReadyAt }),
    ...(doc.tableNumber === undefined ? {} : { tableNumber: doc.tableNumber }),
    submittedAt: doc.times.submittedAt,
    timeline: doc.timeline.map(({ status, at, reason }) => ({
      status,
      at,
      ...(reason === undefined ? {} : { reason }),
    })),
    ...(doc.times.calledAt === undefined ? {} : { calledAt: doc.times.calledAt }),
    position: doc.position,
  };
}
