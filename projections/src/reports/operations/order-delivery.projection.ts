// Orders per delivery type and delivery zone, per Tehran day (GET /api/reports/orderdelivery):
// orders, sale and delivery cost for each (type, zone) pair, so the pairs add up to the whole
// and a report can sum them by type or by zone. A courier order's zone is found from its address
// (delivery-places.ts); other orders have none. Ledger rules as in day-ledger.ts; an order counts
// once it is a sale (sales-only.ts).
// Couriers are not here: no event written today names the courier of an order (trip events are
// defined in the engine but nothing appends them yet).
import { eventCodec } from '@sofre/engine';
import { orderEvents } from '@sofre/engine/orders';
import type { OrderProjectedEvent } from '../../orders/order-projection.events.ts';
import { defineDayLedger, type DayLedgerSpec, type DayRow, type Lookup } from './day-ledger.ts';
import {
  addressKey,
  deliveryPlaceEventDefinitions,
  deliveryPlaceEventTypes,
  evolvePlace,
  placeKeysOf,
  zoneOfAddress,
  zonesKey,
  type DeliveryPlaceRow,
} from './delivery-places.ts';
import { addEntries, oneEntry, type Entries } from './entries.ts';
import { salesOnly } from './sales-only.ts';

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

export interface DeliveryMark {
  readonly deliveryType: string | undefined;
  readonly zone: { readonly id: string; readonly title: string } | undefined;
  readonly finalPrice: number;
  readonly deliveryCost: number;
  readonly refunded: number;
  readonly rejected: boolean;
}

const byCourier = (type: string | undefined) => type === 'DELIVER' || type === 'ZFEXPRESS';

/** Where the order's delivery is looked up: only courier orders with an address have a zone. */
function placeOf(event: OrderProjectedEvent) {
  if (event.type !== 'OrderSubmitted' && event.type !== 'OrderDeliveryMethodChanged') return;
  const { deliveryType, addressId } = event.data;
  return byCourier(deliveryType) && addressId !== undefined ? addressId : undefined;
}

function zoneOf(event: OrderProjectedEvent, lookup: Lookup<DeliveryPlaceRow>) {
  const zone = zoneOfAddress(event.metadata.vendorId, placeOf(event), lookup);
  return zone && { id: zone.id, title: zone.fields.vendorsProperName };
}

function tallyOf(m: DeliveryMark): OrderDeliveryTotals {
  if (m.rejected || m.deliveryType === undefined) return { deliveries: {} };
  const key = m.zone ? `${m.deliveryType}:${m.zone.id}` : m.deliveryType;
  const entry: DeliveryTotals = {
    deliveryType: m.deliveryType,
    zoneId: m.zone?.id,
    zoneTitle: m.zone?.title,
    orders: 1,
    sale: m.finalPrice - m.refunded,
    deliveryCost: m.deliveryCost,
  };
  return { deliveries: oneEntry(key, entry) };
}

const orderDeliveryLedger: DayLedgerSpec<OrderDeliveryTotals, DeliveryMark, DeliveryPlaceRow> = {
  name: 'order-delivery',
  // 3: orders count once they are sales (counts-as-sale.ts).
  version: 3,
  codec: eventCodec([...orderEvents, ...deliveryPlaceEventDefinitions]),
  orderEvents: [
    'OrderSubmitted',
    'OrderEdited',
    'OrderDeliveryMethodChanged',
    'OrderRejected',
    'OrderRefunded',
  ],
  empty: { deliveries: {} },
  add: (a, b, sign) => ({ deliveries: addEntries(a.deliveries, b.deliveries, sign) }),
  tallyOf,
  lookupKeys(event) {
    const addressId = placeOf(event);
    const { vendorId } = event.metadata;
    return addressId === undefined ? [] : [zonesKey(vendorId), addressKey(vendorId, addressId)];
  },
  markAfter(mark, event, lookup) {
    if (event.type === 'OrderSubmitted') {
      const d = event.data;
      return {
        deliveryType: d.deliveryType,
        zone: zoneOf(event, lookup),
        finalPrice: d.price.finalPrice,
        deliveryCost: d.price.deliveryCost,
        refunded: 0,
        rejected: false,
      };
    }
    if (mark === undefined) return mark;
    switch (event.type) {
      case 'OrderEdited':
        return {
          ...mark,
          finalPrice: event.data.price.finalPrice,
          deliveryCost: event.data.price.deliveryCost,
        };
      case 'OrderDeliveryMethodChanged': {
        const { deliveryType, price } = event.data;
        return {
          ...mark,
          deliveryType,
          zone: zoneOf(event, lookup),
          finalPrice: price.finalPrice,
          deliveryCost: price.deliveryCost,
        };
      }
      case 'OrderRejected':
        return { ...mark, rejected: true };
      case 'OrderRefunded':
        return { ...mark, refunded: mark.refunded + event.data.amount };
      default:
        return mark;
    }
  },
  reference: {
    eventTypes: deliveryPlaceEventTypes,
    keysOf: placeKeysOf,
    evolve: evolvePlace,
  },
};

export const orderDeliveryProjection = defineDayLedger(salesOnly(orderDeliveryLedger));
