// Orders per delivery type and delivery zone, per Tehran day (GET /api/reports/orderdelivery):
// orders, sale and delivery cost for each (type, zone) pair, so the pairs add up to the whole
// and a report can sum them by type or by zone. A courier order's zone is found from its address
// (delivery-places.ts); other orders have none. Ledger rules as in day-tally.ledger.ts; an order counts
// once it is a sale.
// Couriers are not here: no event written today names the courier of an order (trip events are
// defined in the engine but nothing appends them yet).
import type { OrderProjectedEvent } from '../../orders/order-projection.events.ts';
import type { DayRow } from './day-ledger.ts';
import type { DayPart } from './day-tally.ledger.ts';
import { addressKey, zoneOfAddress, zonesKey, type DeliveryPlaceRow } from './delivery-places.ts';
import { addEntries, addEntriesInto, oneEntry, type Entries } from './entries.ts';

export type DeliveryTotals = {
  readonly deliveryType: string;
  readonly zoneId?: string | undefined;
  /** The zone's name as the restaurant calls it (vendorsProperName), when the order was taken. */
  readonly zoneTitle?: string | undefined;
  readonly orders: number;
  /** Final prices less refunds, Rial. */
  readonly sale: number;
  readonly deliveryCost: number;
};

export interface OrderDeliveryTotals {
  /** By 'DELIVER:zoneId', or by the delivery type alone for orders without a zone. */
  readonly deliveries: Entries<DeliveryTotals>;
}
export type OrderDeliveryDay = DayRow<OrderDeliveryTotals>;

/** The zone a courier order is delivered to, as the reports' order document keeps it. */
export interface DeliveryZone {
  readonly id: string;
  readonly title: string;
}

const byCourier = (type: string | undefined) => type === 'DELIVER' || type === 'ZFEXPRESS';

/** Where the order's delivery is looked up: only courier orders with an address have a zone. */
export function placeOf(event: OrderProjectedEvent) {
  if (event.type !== 'OrderSubmitted' && event.type !== 'OrderDeliveryMethodChanged') return;
  const { deliveryType, addressId } = event.data;
  return byCourier(deliveryType) && addressId !== undefined ? addressId : undefined;
}

/** The zone of the order after the event, from the places read for it (undefined: none). */
export function zoneOf(
  event: OrderProjectedEvent,
  read: (key: string) => DeliveryPlaceRow | undefined,
): DeliveryZone | undefined {
  const zone = zoneOfAddress(event.metadata.vendorId, placeOf(event), read);
  return zone && { id: zone.id, title: zone.fields.vendorsProperName };
}

/** The places an order event reads: the vendor's zones and the address, for a courier order. */
export function placeKeysOfOrder(event: OrderProjectedEvent): string[] {
  const addressId = placeOf(event);
  const { vendorId } = event.metadata;
  return addressId === undefined ? [] : [zonesKey(vendorId), addressKey(vendorId, addressId)];
}

/** Its part of the operations' day rows (operations-day.ledger.ts). */
export const orderDeliveryDay: DayPart<OrderDeliveryTotals> = {
  empty: { deliveries: {} },
  add: (a, b, sign) => ({ deliveries: addEntries(a.deliveries, b.deliveries, sign) }),
  copy: (t) => ({ deliveries: { ...t.deliveries } }),
  addInto: (draft, b, sign) =>
    addEntriesInto(draft.deliveries as Record<string, DeliveryTotals>, b.deliveries, sign),
  unchanged: (a, b) =>
    (a.status === 'REJECTED') === (b.status === 'REJECTED') &&
    a.deliveryType === b.deliveryType &&
    a.deliveryZone === b.deliveryZone &&
    a.price === b.price &&
    a.amountRefunded === b.amountRefunded,
  tallyOf(order) {
    const type = order.deliveryType;
    if (order.status === 'REJECTED' || type === undefined) return { deliveries: {} };
    const zone = order.deliveryZone;
    const key = zone ? `${type}:${zone.id}` : type;
    const entry: DeliveryTotals = {
      deliveryType: type,
      zoneId: zone?.id,
      zoneTitle: zone?.title,
      orders: 1,
      sale: order.price.finalPrice - order.amountRefunded,
      deliveryCost: order.price.deliveryCost,
    };
    return { deliveries: oneEntry(key, entry) };
  },
};
