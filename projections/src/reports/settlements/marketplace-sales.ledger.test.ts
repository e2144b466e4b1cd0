import { tehranWallToUtc } from '@sofre/engine';
import { describe, expect, it } from 'vitest';
import { aLine, EventLog, kebab, OTHER_VENDOR, VENDOR } from '../../testing/event-log.fixtures.ts';
import { ledgerRows } from '../report-document/project-ledger.fixtures.ts';
import { marketplaceSalesLedger, type MarketplaceDayRow } from './marketplace-sales.ledger.ts';

const tehran = (day: number, hour: number, minute = 0) =>
  tehranWallToUtc(2025, 3, day, hour, minute);
const day = (rows: Map<string, unknown>, d: string, vendorId = VENDOR) =>
  rows.get(`${vendorId}:DAY:${d}`) as MarketplaceDayRow | undefined;

// kebab: 2 × (1,200,000 − 200,000 item discount + 30,000 butter); a free doogh worth 150,000.
const freeDoogh = aLine('free-doogh', { title: 'دوغ', price: 150_000, isFreeItem: true });
const marketplaceOrder = {
  source: 'SNAPPFOOD' as const,
  deliveryType: 'DELIVER' as const,
  paymentMethod: 'CASH' as const,
  addressId: 'address-1',
  lines: [kebab, freeDoogh],
  discount: { type: 'MONEY' as const, amount: 60_000 },
  deliveryCost: 100_000,
};
// 2,060,000 − 60,000 order discount + 100,000 delivery.
const SALE = 2_100_000;

describe('marketplace sales: the food marketplace’s orders per Tehran day', () => {
  it('counts a marketplace order’s sale and every discount on its day; other orders not at all', () => {
    const log = new EventLog();
    log.order('snapp-1').submit(marketplaceOrder, tehran(22, 20));
    log.order('salon-1').submit({ confirm: true }, tehran(22, 20, 5));
    const rows = ledgerRows<MarketplaceDayRow>(marketplaceSalesLedger, log.events);
    expect(day(rows, '2025-03-22')).toMatchObject({
      kind: 'DAY',
      startsAt: tehran(22, 0),
      orders: 1,
      rejected: 0,
      sale: SALE,
      deliveryCost: 100_000,
      discountedOrders: 1,
      itemDiscount: 400_000,
      freeItems: 150_000,
      orderDiscount: 60_000,
      grossSale: SALE + 400_000 + 150_000 + 60_000,
      byDeliveryType: { DELIVER: { count: 1, amount: SALE } },
    });
    expect(rows.size).toBe(1); // the day alone: no row of the order's own
  });

  it('a rejection and a refund the next day change the day they happen on', () => {
    const log = new EventLog();
    const kept = log.order('kept');
    kept.submit(marketplaceOrder, tehran(22, 23, 59));
    const gone = log.order('gone');
    gone.submit(marketplaceOrder, tehran(22, 23, 59));
    gone.moveTo('REJECTED', tehran(23, 0, 1), 'رستوران بسته است');
    kept.pay(tehran(23, 0, 3), undefined, 'CARD');
    kept.refund(tehran(23, 12), 100_000);
    const rows = ledgerRows<MarketplaceDayRow>(marketplaceSalesLedger, log.events);
    expect(day(rows, '2025-03-22')).toMatchObject({ orders: 2, rejected: 0, sale: 2 * SALE });
    expect(day(rows, '2025-03-23')).toMatchObject({
      orders: 0,
      rejected: 1,
      sale: -SALE - 100_000,
      refunded: 100_000,
      itemDiscount: -400_000,
      discountedOrders: -1,
    });
  });

  it('keeps each vendor apart', () => {
    const log = new EventLog();
    log.order('o-1').submit(marketplaceOrder, tehran(22, 9));
    log.order('o-1', OTHER_VENDOR).submit(marketplaceOrder, tehran(22, 9));
    const rows = ledgerRows<MarketplaceDayRow>(marketplaceSalesLedger, log.events);
    expect(day(rows, '2025-03-22')).toMatchObject({ orders: 1 });
    expect(day(rows, '2025-03-22', OTHER_VENDOR)).toMatchObject({ orders: 1 });
  });

  it('an edit the next day moves the difference on that day; a payment moves nothing', () => {
    const log = new EventLog();
    const order = log.order('edited');
    order.submit(marketplaceOrder, tehran(22, 20));
    order.pay(tehran(22, 21), undefined, 'CARD');
    order.edit([kebab], tehran(23, 10));
    const rows = ledgerRows<MarketplaceDayRow>(marketplaceSalesLedger, log.events);
    expect(day(rows, '2025-03-22')).toMatchObject({ orders: 1, sale: SALE, freeItems: 150_000 });
    const next = day(rows, '2025-03-23')!;
    expect(next).toMatchObject({ orders: 0, discountedOrders: 0, freeItems: -150_000 });
    expect(rows.size).toBe(2);
  });
});
