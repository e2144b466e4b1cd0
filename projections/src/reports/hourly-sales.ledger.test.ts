import { tehranWallToUtc } from '@sofre/engine';
import { describe, expect, it } from 'vitest';
import { EventLog, OTHER_VENDOR, VENDOR, kebab } from '../testing/event-log.fixtures.ts';
import { hourlySalesLedger, type SalesPeriodRow } from './hourly-sales.ledger.ts';
import { ledgerRows, projectLedger } from './report-document/project-ledger.fixtures.ts';

/** 2025-03-21 (1404/01/01) in Tehran, at a wall-clock time. */
const tehran = (day: number, hour: number, minute: number) =>
  tehranWallToUtc(2025, 3, day, hour, minute);
const row = (rows: Map<string, unknown>, key: string) =>
  rows.get(`${VENDOR}:${key}`) as SalesPeriodRow;

// kebab: 2 × (1,200,000 − 200,000 + 30,000 butter) = 2,060,000; doogh: 150,000.
const SALE = 2_210_000;

describe('hourly sales: an order counts in the Tehran hour it was submitted', () => {
  it('orders at 23:59 and 00:01 fall on either side of Tehran midnight', () => {
    const log = new EventLog();
    log.order('late').submit({ confirm: true }, tehran(21, 23, 59));
    log.order('early').submit({ confirm: true, paymentMethod: 'CARD' }, tehran(22, 0, 1));
    const run = projectLedger<SalesPeriodRow>(hourlySalesLedger, log.events);
    const rows = run.rows;
    expect(row(rows, 'HOUR:2025-03-21T23')).toMatchObject({
      orders: 1,
      sale: SALE,
      startsAt: tehran(21, 23, 0),
      bySource: { SALON: { count: 1, amount: SALE } },
      byDeliveryType: { SERVE: { count: 1, amount: SALE } },
      byPaymentMethod: { CASH: { count: 1, amount: SALE } },
    });
    expect(row(rows, 'DAY:2025-03-21')).toMatchObject({ orders: 1, sale: SALE });
    expect(row(rows, 'DAY:2025-03-22')).toMatchObject({
      orders: 1,
      sale: SALE,
      byPaymentMethod: { CARD: { count: 1, amount: SALE } },
    });
    const key = `${VENDOR}:HOUR:2025-03-22T00`;
    const hour = hourlySalesLedger.index(row(rows, 'HOUR:2025-03-22T00'), run.lastChange.get(key)!);
    expect(hour).toEqual({
      vendorId: VENDOR,
      kind: 'HOUR',
      sortAt: tehran(22, 0, 0),
    });
  });

  it('an edit moves the difference in the hour of the edit', () => {
    const log = new EventLog();
    const order = log.order('o-1');
    order.submit({ confirm: true }, tehran(21, 12, 50));
    order.edit([kebab], tehran(21, 13, 5));
    const rows = ledgerRows<SalesPeriodRow>(hourlySalesLedger, log.events);
    expect(row(rows, 'HOUR:2025-03-21T12')).toMatchObject({ orders: 1, sale: SALE });
    expect(row(rows, 'HOUR:2025-03-21T13')).toMatchObject({
      orders: 0,
      sale: -150_000,
      bySource: { SALON: { count: 0, amount: -150_000 } },
    });
    expect(row(rows, 'DAY:2025-03-21')).toMatchObject({ orders: 1, sale: SALE - 150_000 });
  });

  it('a rejection takes the sale out when it happens; a refund the next day changes that day', () => {
    const log = new EventLog();
    const kept = log.order('kept');
    const gone = log.order('gone');
    kept.submit({ confirm: true }, tehran(21, 20, 0));
    kept.pay(tehran(21, 20, 30));
    kept.refund(tehran(22, 10, 0), 150_000);
    gone.submit({ confirm: true }, tehran(21, 20, 10));
    gone.moveTo('REJECTED', tehran(21, 20, 40), 'تمام شد');
    const rows = ledgerRows<SalesPeriodRow>(hourlySalesLedger, log.events);
    expect(row(rows, 'DAY:2025-03-21')).toMatchObject({
      orders: 2,
      rejected: 1,
      sale: SALE,
      refunded: 0,
      byPaymentMethod: { CASH: { count: 1, amount: SALE } },
    });
    expect(row(rows, 'DAY:2025-03-22')).toMatchObject({
      orders: 0,
      sale: -150_000,
      refunded: 150_000,
    });
  });

  it('keeps each vendor apart, and applying an event twice changes nothing', () => {
    const log = new EventLog();
    log.order('o-1').submit({ confirm: true }, tehran(21, 9, 0));
    log.order('o-1', OTHER_VENDOR).submit({ confirm: true }, tehran(21, 9, 0));
    const run = projectLedger<SalesPeriodRow>(hourlySalesLedger, log.events);
    const once = new Map(run.rows);
    const twice = projectLedger(hourlySalesLedger, log.events, run).rows;
    expect(twice).toEqual(once);
    expect(row(once, 'DAY:2025-03-21')).toMatchObject({ orders: 1 });
    expect(once.get(`${OTHER_VENDOR}:DAY:2025-03-21`)).toMatchObject({ orders: 1 });
  });

  it('a fully refunded order takes its tip out with its sale; a part refund leaves the tip', () => {
    const log = new EventLog();
    const whole = log.order('whole');
    whole.submit({ confirm: true, tip: 50_000 }, tehran(21, 20, 0));
    whole.pay(tehran(21, 20, 5));
    whole.refund(tehran(22, 10, 0));
    const part = log.order('part');
    part.submit({ confirm: true, tip: 20_000 }, tehran(21, 20, 10));
    part.pay(tehran(21, 20, 15));
    part.refund(tehran(22, 10, 5), 150_000);
    const rows = ledgerRows<SalesPeriodRow>(hourlySalesLedger, log.events);
    expect(row(rows, 'DAY:2025-03-21')).toMatchObject({ orders: 2, tip: 70_000 });
    expect(row(rows, 'DAY:2025-03-22')).toMatchObject({
      orders: 0,
      tip: -50_000,
      sale: -(SALE + 50_000) - 150_000,
    });
  });
});
