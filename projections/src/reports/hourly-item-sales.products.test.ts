import { tehranWallToUtc } from '@sofre/engine';
import { orderStreamName } from '@sofre/engine/orders';
import { describe, expect, it } from 'vitest';
import { EventLog, VENDOR, aLine, doogh, kebab } from '../testing/event-log.fixtures.ts';
import { hourlyItemSalesLedger, type ItemPeriodRow } from './hourly-item-sales.ledger.ts';
import { ledgerRows } from './report-document/project-ledger.fixtures.ts';

const tehran = (day: number, hour: number, minute: number) =>
  tehranWallToUtc(2025, 3, day, hour, minute);
const products = (rows: Map<string, unknown>, day: string) =>
  (rows.get(`${VENDOR}:DAY:${day}`) as ItemPeriodRow | undefined)?.products;
const none = { refundedCount: 0, refundedAmount: 0 };

describe('products sold per Tehran day, refunds apart', () => {
  it('counts menu items (toppings are not products) on the day of submission', () => {
    const log = new EventLog();
    log.order('a').submit({ confirm: true }, tehran(21, 12, 0));
    log.order('b').submit({ confirm: true, lines: [doogh] }, tehran(21, 13, 0));
    const rows = ledgerRows<ItemPeriodRow>(hourlyItemSalesLedger, log.events);
    expect(products(rows, '2025-03-21')).toEqual({
      kebab: { title: 'چلو کباب', count: 2, amount: 2_000_000, ...none },
      doogh: { title: 'دوغ', count: 2, amount: 300_000, ...none },
    });
  });

  it('a refunded line counts as given back on the day of the refund; a rejection takes all out', () => {
    const log = new EventLog();
    const kept = log.order('kept');
    kept.submit({ confirm: true }, tehran(21, 20, 0));
    kept.pay(tehran(21, 20, 5));
    const refunded = { tempId: 'doogh', title: 'دوغ', count: 1, amount: 150_000 };
    const data = { orderId: 'kept', refundId: 'r-1', amount: 150_000, paymentMethod: 'CASH' };
    log.append(
      { type: 'OrderRefunded', data: { ...data, lines: [refunded], settled: true } },
      { vendorId: VENDOR, at: tehran(22, 9, 0), stream: orderStreamName(VENDOR, 'kept') },
    );
    const gone = log.order('gone');
    gone.submit({ confirm: true, lines: [kebab] }, tehran(21, 21, 0));
    gone.moveTo('REJECTED', tehran(22, 8, 0), 'تمام شد');
    const rows = ledgerRows<ItemPeriodRow>(hourlyItemSalesLedger, log.events);
    expect(products(rows, '2025-03-21')).toEqual({
      kebab: { title: 'چلو کباب', count: 4, amount: 4_000_000, ...none },
      doogh: { title: 'دوغ', count: 1, amount: 150_000, ...none },
    });
    expect(products(rows, '2025-03-22')).toEqual({
      kebab: { title: 'چلو کباب', count: -2, amount: -2_000_000, ...none },
      doogh: { title: 'دوغ', count: 0, amount: 0, refundedCount: 1, refundedAmount: 150_000 },
    });
  });

  it('gives back a refunded unit at the amount it sold at, without its tax or its toppings', () => {
    const log = new EventLog();
    const order = log.order('o');
    const taxed = aLine('stew', { title: 'قورمه', price: 900_000, count: 2, withTax: true });
    order.submit({ confirm: true, lines: [taxed, kebab] }, tehran(21, 20, 0));
    order.pay(tehran(21, 20, 5));
    // What the engine gives back: a stew with its 10 % tax, a kebab with its butter.
    const lines = [
      { tempId: 'stew', title: 'قورمه', count: 1, amount: 990_000 },
      { tempId: 'kebab', title: 'چلو کباب', count: 1, amount: 1_030_000 },
    ];
    const data = { orderId: 'o', refundId: 'r-1', amount: 2_020_000, paymentMethod: 'CASH' };
    log.append(
      { type: 'OrderRefunded', data: { ...data, lines, settled: true } },
      { vendorId: VENDOR, at: tehran(21, 21, 0), stream: orderStreamName(VENDOR, 'o') },
    );
    const rows = ledgerRows<ItemPeriodRow>(hourlyItemSalesLedger, log.events);
    expect(products(rows, '2025-03-21')).toEqual({
      stew: {
        title: 'قورمه',
        count: 2,
        amount: 1_800_000,
        refundedCount: 1,
        refundedAmount: 900_000,
      },
      kebab: {
        title: 'چلو کباب',
        count: 2,
        amount: 2_000_000,
        refundedCount: 1,
        refundedAmount: 1_000_000,
      },
    });
  });
});
