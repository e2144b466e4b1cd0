import { tehranWallToUtc } from '@sofre/engine';
import { orderStreamName } from '@sofre/engine/orders';
import { describe, expect, it } from 'vitest';
import { EventLog, VENDOR, aLine, kebab } from '../testing/event-log.fixtures.ts';
import { ledgerRows } from './report-document/project-ledger.fixtures.ts';
import { hourlyItemSalesLedger, type ItemPeriodRow } from './hourly-item-sales.ledger.ts';

const tehran = (day: number, hour: number, minute: number) =>
  tehranWallToUtc(2025, 3, day, hour, minute);
const items = (rows: Map<string, unknown>, key: string) =>
  (rows.get(`${VENDOR}:${key}`) as ItemPeriodRow | undefined)?.items;

describe('hourly item sales', () => {
  it('counts items and toppings in the Tehran hour of submission; gifts count without money', () => {
    const log = new EventLog();
    log.order('o-1').submit({ confirm: true }, tehran(21, 23, 59));
    const rows = ledgerRows<ItemPeriodRow>(hourlyItemSalesLedger, log.events);
    expect(items(rows, 'HOUR:2025-03-21T23')).toEqual({
      'ITEM:kebab': { kind: 'ITEM', id: 'kebab', title: 'چلو کباب', count: 2, amount: 2_000_000 },
      'TOPPING:butter': { kind: 'TOPPING', id: 'butter', title: 'کره', count: 2, amount: 60_000 },
      'ITEM:doogh': { kind: 'ITEM', id: 'doogh', title: 'دوغ', count: 1, amount: 150_000 },
    });
    expect(items(rows, 'DAY:2025-03-22')).toBeUndefined();
  });

  it('an edit moves the difference when it happens; a rejection takes the rest out', () => {
    const log = new EventLog();
    const order = log.order('o-1');
    order.submit({ confirm: true }, tehran(21, 12, 50));
    order.edit([kebab], tehran(21, 13, 5));
    order.moveTo('REJECTED', tehran(21, 14, 0), 'بسته شد');
    const rows = ledgerRows<ItemPeriodRow>(hourlyItemSalesLedger, log.events);
    expect(items(rows, 'HOUR:2025-03-21T13')).toEqual({
      'ITEM:doogh': { kind: 'ITEM', id: 'doogh', title: 'دوغ', count: -1, amount: -150_000 },
    });
    expect(items(rows, 'DAY:2025-03-21')).toEqual({});
  });

  it('refunded lines come off in the hour of the refund', () => {
    const log = new EventLog();
    const order = log.order('o-1');
    order.submit({ confirm: true }, tehran(21, 20, 0));
    order.pay(tehran(21, 20, 5));
    const refunded = { tempId: 'doogh', title: 'دوغ', count: 1, amount: 150_000 };
    const data = { orderId: 'o-1', refundId: 'r-1', amount: 150_000, paymentMethod: 'CASH' };
    log.append(
      { type: 'OrderRefunded', data: { ...data, lines: [refunded], settled: true } },
      { vendorId: VENDOR, at: tehran(22, 9, 0), stream: orderStreamName(VENDOR, 'o-1') },
    );
    const rows = ledgerRows<ItemPeriodRow>(hourlyItemSalesLedger, log.events);
    expect(items(rows, 'DAY:2025-03-21')?.['ITEM:doogh']).toMatchObject({ count: 1 });
    expect(items(rows, 'HOUR:2025-03-22T09')).toEqual({
      'ITEM:doogh': { kind: 'ITEM', id: 'doogh', title: 'دوغ', count: -1, amount: -150_000 },
    });
  });

  it('a refunded unit comes off at the amount it was counted at, not with its tax', () => {
    const log = new EventLog();
    const order = log.order('o-1');
    const taxed = aLine('stew', { title: 'قورمه', price: 900_000, count: 2, withTax: true });
    order.submit({ confirm: true, lines: [taxed] }, tehran(21, 20, 0));
    order.pay(tehran(21, 20, 5));
    // What the engine gives back for one unit: 900,000 and its 10 % tax.
    const refunded = { tempId: 'stew', title: 'قورمه', count: 1, amount: 990_000 };
    const data = { orderId: 'o-1', refundId: 'r-1', amount: 990_000, paymentMethod: 'CASH' };
    log.append(
      { type: 'OrderRefunded', data: { ...data, lines: [refunded], settled: true } },
      { vendorId: VENDOR, at: tehran(21, 21, 0), stream: orderStreamName(VENDOR, 'o-1') },
    );
    const rows = ledgerRows<ItemPeriodRow>(hourlyItemSalesLedger, log.events);
    expect(items(rows, 'DAY:2025-03-21')).toEqual({
      'ITEM:stew': { kind: 'ITEM', id: 'stew', title: 'قورمه', count: 1, amount: 900_000 },
    });
  });

  it('a refunded line gives back its toppings’ units and amounts too', () => {
    const log = new EventLog();
    const order = log.order('o-1');
    order.submit({ confirm: true, lines: [kebab] }, tehran(21, 20, 0));
    order.pay(tehran(21, 20, 5));
    const refunded = { tempId: 'kebab', title: 'چلو کباب', count: 1, amount: 1_030_000 };
    const data = { orderId: 'o-1', refundId: 'r-1', amount: 1_030_000, paymentMethod: 'CASH' };
    log.append(
      { type: 'OrderRefunded', data: { ...data, lines: [refunded], settled: true } },
      { vendorId: VENDOR, at: tehran(21, 21, 0), stream: orderStreamName(VENDOR, 'o-1') },
    );
    const rows = ledgerRows<ItemPeriodRow>(hourlyItemSalesLedger, log.events);
    expect(items(rows, 'DAY:2025-03-21')).toEqual({
      'ITEM:kebab': { kind: 'ITEM', id: 'kebab', title: 'چلو کباب', count: 1, amount: 1_000_000 },
      'TOPPING:butter': { kind: 'TOPPING', id: 'butter', title: 'کره', count: 1, amount: 30_000 },
    });
  });
});
