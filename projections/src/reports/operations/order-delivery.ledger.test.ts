import { tehranWallToUtc } from '@sofre/engine';
import { describe, expect, it } from 'vitest';
import { EventLog, VENDOR } from '../../testing/event-log.fixtures.ts';
import { type OrderDeliveryDay } from './order-delivery.ledger.ts';
import { operationsDayLedger } from './operations-day.ledger.ts';
import { ledgerRows } from '../report-document/project-ledger.fixtures.ts';

const tehran = (day: number, hour: number, minute: number) =>
  tehranWallToUtc(2025, 3, day, hour, minute);
const deliveries = (rows: Map<string, unknown>, day: string) =>
  (rows.get(`${VENDOR}:DAY:${day}`) as OrderDeliveryDay | undefined)?.deliveries;

const square = (west: number, south: number, size: number) => [
  [west, south],
  [west + size, south],
  [west + size, south + size],
  [west, south + size],
  [west, south],
];
const zone = (id: string, name: string, price: number, polygon: number[][]) => ({
  type: 'DeliveryZoneCreated',
  data: { id, fields: { vendorsProperName: name, price, enabled: true, polygon } },
});
const address = (addressId: string, latitude: number | null, longitude = 51.4) => ({
  type: 'CustomerAddressAdded',
  data: {
    customerId: 'c-1',
    addressId,
    offline: latitude === null,
    title: 'خانه',
    text: 'تهران',
    location: latitude === null ? null : { latitude, longitude },
    details: null,
  },
});

/** A vendor with a central zone and a wider, dearer one, and addresses in and out of them. */
function setUp() {
  const log = new EventLog();
  const meta = (stream: string) => ({ vendorId: VENDOR, at: tehran(20, 10, 0), stream });
  log.append(zone('central', 'مرکز', 300_000, square(51.3, 35.6, 0.2)), meta('zones'));
  log.append(zone('wide', 'حومه', 500_000, square(51.0, 35.3, 1)), meta('zones'));
  log.append(address('home', 35.7), meta('customer'));
  log.append(address('far', 35.4, 51.1), meta('customer'));
  log.append(address('phoned', null), meta('customer'));
  return log;
}

describe('delivery orders per type and zone, per Tehran day', () => {
  it('finds a courier order’s zone from its address (the cheapest zone holding it)', () => {
    const log = setUp();
    const courier = (id: string, addressId: string, deliveryCost: number) =>
      log
        .order(id)
        .submit(
          { deliveryType: 'DELIVER', addressId, deliveryCost, confirm: true },
          tehran(21, 12, 0),
        );
    courier('a', 'home', 300_000);
    courier('b', 'far', 500_000);
    courier('c', 'phoned', 0);
    log.order('d').submit({ deliveryType: 'PICKUP', confirm: true }, tehran(21, 13, 0));
    const rows = ledgerRows<OrderDeliveryDay>(operationsDayLedger, log.events);
    const day = deliveries(rows, '2025-03-21')!;
    const SALE = 2_210_000;
    expect(day['DELIVER:central']).toMatchObject({
      deliveryType: 'DELIVER',
      zoneId: 'central',
      zoneTitle: 'مرکز',
      orders: 1,
      deliveryCost: 300_000,
    });
    expect(day['DELIVER:central']!.sale).toBe(day['DELIVER:wide']!.sale - 200_000);
    expect(day['DELIVER:wide']).toMatchObject({ zoneTitle: 'حومه', orders: 1 });
    // Not on the map: no zone to put it in.
    expect(day['DELIVER']).toMatchObject({ orders: 1, deliveryCost: 0 });
    expect(day['DELIVER']!.zoneId).toBeUndefined();
    expect(day['PICKUP']).toEqual({
      deliveryType: 'PICKUP',
      orders: 1,
      sale: SALE,
      deliveryCost: 0,
    });
  });

  it('a zone drawn after the order does not move it; a rejection takes it out on its day', () => {
    const log = setUp();
    const order = log.order('a');
    order.submit(
      { deliveryType: 'DELIVER', addressId: 'phoned', confirm: true },
      tehran(21, 12, 0),
    );
    log.append(address('phoned', 35.7), {
      vendorId: VENDOR,
      at: tehran(21, 12, 30),
      stream: 'customer',
    });
    order.moveTo('REJECTED', tehran(22, 9, 0), 'بسته شد');
    const rows = ledgerRows<OrderDeliveryDay>(operationsDayLedger, log.events);
    expect(Object.keys(deliveries(rows, '2025-03-21')!)).toEqual(['DELIVER']);
    expect(deliveries(rows, '2025-03-22')).toEqual({
      DELIVER: expect.objectContaining({ orders: -1 }),
    });
  });
});
