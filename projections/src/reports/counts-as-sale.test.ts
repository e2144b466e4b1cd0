// The sale rule (counts-as-sale.ts) through the ledgers that count sales: a site order awaiting
// its online payment counts nowhere; paid, it counts in the hour of its payment; a pay-on-delivery
// site order counts once staff confirm it; one rejected before it was a sale is no cancelled sale.
// A salon order taken by staff counts from its submission, as before.
import { tehranWallToUtc } from '@sofre/engine';
import { describe, expect, it } from 'vitest';
import { EventLog, VENDOR, orderKey } from '../testing/event-log.fixtures.ts';
import { cancelledOrdersLedger } from './cancelled-orders.ledger.ts';
import { hourlyItemSalesLedger, type ItemPeriodRow } from './hourly-item-sales.ledger.ts';
import { ledgerRows, reportOrdersOf } from './report-document/project-ledger.fixtures.ts';
import { hourlySalesLedger, type SalesPeriodRow } from './hourly-sales.ledger.ts';
import { operationsDayLedger } from './operations/operations-day.ledger.ts';
import { unpaidRowOf } from './order-money/order-money.lists.ts';

const tehran = (hour: number, minute: number) => tehranWallToUtc(2025, 3, 21, hour, minute);
// kebab: 2 × (1,200,000 − 200,000 + 30,000 butter) = 2,060,000; doogh: 150,000.
const SALE = 2_210_000;
const site = { source: 'WEBSITE', deliveryType: 'PICKUP', paymentMethod: 'ONLINE' } as const;

function traffic() {
  const log = new EventLog();
  log.order('salon').submit({ confirm: true }, tehran(12, 0));
  log.order('waiting').submit(site, tehran(12, 5));
  const failed = log.order('failed');
  failed.submit(site, tehran(12, 10));
  failed.moveTo('REJECTED', tehran(12, 40), 'پرداخت ناموفق');
  const paid = log.order('paid');
  paid.submit(site, tehran(12, 15));
  paid.pay(tehran(13, 2));
  const onDelivery = log.order('on-delivery');
  onDelivery.submit({ ...site, paymentMethod: 'CASH' }, tehran(12, 20));
  onDelivery.moveTo('CONFIRMED', tehran(13, 10));
  log
    .order('qr')
    .submit({ ...site, source: 'QR', deliveryType: 'SERVE', tableNumber: '5' }, tehran(12, 25));
  return log.events;
}

describe('an order counts as a sale once the vendor has it', () => {
  it('sales: staff orders from submission, site orders in the hour paid or confirmed', () => {
    const rows = ledgerRows<SalesPeriodRow>(hourlySalesLedger, traffic());
    const period = (key: string) => rows.get(`${VENDOR}:${key}`) as SalesPeriodRow;
    expect(period('HOUR:2025-03-21T12')).toMatchObject({
      orders: 1,
      rejected: 0,
      sale: SALE,
      bySource: { SALON: { count: 1, amount: SALE } },
    });
    expect(period('HOUR:2025-03-21T13')).toMatchObject({
      orders: 2,
      sale: 2 * SALE,
      bySource: { WEBSITE: { count: 2, amount: 2 * SALE } },
      byPaymentMethod: { ONLINE: { count: 1, amount: SALE }, CASH: { count: 1, amount: SALE } },
    });
    expect(period('DAY:2025-03-21')).toMatchObject({ orders: 3, rejected: 0, sale: 3 * SALE });
  });

  it('items: the same orders, the same hours', () => {
    const rows = ledgerRows<ItemPeriodRow>(hourlyItemSalesLedger, traffic());
    const kebabs = (key: string) =>
      (rows.get(`${VENDOR}:${key}`) as ItemPeriodRow).items['ITEM:kebab']?.count;
    expect(kebabs('HOUR:2025-03-21T12')).toBe(2);
    expect(kebabs('HOUR:2025-03-21T13')).toBe(4);
  });

  it('a rejection before the order was a sale cancels no sale', () => {
    const rows = ledgerRows(cancelledOrdersLedger, traffic());
    expect(rows.has(orderKey('failed'))).toBe(false);
    const log = new EventLog();
    const taken = log.order('taken');
    taken.submit({ confirm: true }, tehran(12, 0));
    taken.moveTo('REJECTED', tehran(12, 30), 'تمام شد');
    const salon = ledgerRows(cancelledOrdersLedger, log.events);
    expect(salon.get(orderKey('taken'))).toMatchObject({ kind: 'cancelled', reason: 'تمام شد' });
  });

  it('nothing is due on an order before it is a sale; a confirmed one owes its price', () => {
    const orders = reportOrdersOf(traffic());
    const unpaid = (orderId: string) => unpaidRowOf(orders.get(orderKey(orderId))!);
    expect(unpaid('waiting')).toBeUndefined();
    expect(unpaid('qr')).toBeUndefined();
    expect(unpaid('on-delivery')).toMatchObject({ amountDue: SALE });
    expect(unpaid('salon')).toMatchObject({ amountDue: SALE });
  });

  it('a guest’s QR order awaiting its payment is not on its table', () => {
    const rows = ledgerRows(operationsDayLedger, traffic());
    const day = rows.get(`${VENDOR}:DAY:2025-03-21`) as { tables: object } | undefined;
    expect(day?.tables ?? {}).toEqual({});
  });
});
