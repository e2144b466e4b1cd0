// When an order counts as a sale in the reports (issue 30): once the vendor has it.
// - An order staff took (at the POS: a salon table, a counter order, an open bill, a phone order)
//   or that came from the marketplace (which took the customer's money) is the vendor's from its
//   submission.
// - An order the customer placed themself (the site, a table's QR code, the kiosk) is the
//   vendor's from the first of: a payment (OrderPaid), or staff accepting it (OrderConfirmed, e.g.
//   a pay-on-delivery site order the restaurant confirmed). Every later status comes after one of
//   these, so no other event makes it a sale.
// An order that never got there (awaiting its online payment, or its payment failed and it was
// rejected) is never a sale: no report counts its money, its items or its rejection.
// The order document holds the answer (orders/order-document), and each report ledger counts the
// order only while it is true; the hour or day in which it turns true is where its money goes in.
import { isPlacedByCustomer, type OrderEvent } from '@sofre/engine/orders';

/** The events that can make an order a sale: a report that counts sales must take them all. */
export const SALE_EVENT_TYPES = [
  'OrderSubmitted',
  'OrderPaid',
  'OrderConfirmed',
] as const satisfies readonly OrderEvent['type'][];

/** Whether the order counts as a sale after the event, from whether it did before. */
export function isSaleAfter(wasSale: boolean, event: OrderEvent): boolean {
  switch (event.type) {
    case 'OrderSubmitted':
      return !isPlacedByCustomer(event.data.source);
    case 'OrderPaid':
    case 'OrderConfirmed':
      return true;
    default:
      return wasSale;
  }
}

/** A projection's event types with the ones that can make an order a sale, each once. */
export const withSaleEvents = <T extends OrderEvent['type']>(
  types: readonly T[],
): (T | (typeof SALE_EVENT_TYPES)[number])[] => [...new Set([...types, ...SALE_EVENT_TYPES])];
