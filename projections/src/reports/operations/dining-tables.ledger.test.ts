import { tehranWallToUtc } from '@sofre/engine';
import { describe, expect, it } from 'vitest';
import { EventLog, OTHER_VENDOR, VENDOR, kebab } from '../../testing/event-log.fixtures.ts';
import { ledgerRows, projectLedger } from '../report-document/project-ledger.fixtures.ts';
import { type DiningTableDay } from './dining-tables.ledger.ts';
import { operationsDayLedger } from './operations-day.ledger.ts';

/** 2025-03-21 (1404/01/01) in Tehran, at a wall-clock time. */
const tehran = (day: number, hour: number, minute: number) =>
  tehranWallToUtc(2025, 3, day, hour, minute);
const tables = (rows: Map<string, unknown>, day: string, vendor = VENDOR) =>
  (rows.get(`${vendor}:DAY:${day}`) as DiningTableDay | undefined)?.tables;

// kebab: 2 × (1,200,000 − 200,000 + 30,000 butter) = 2,060,000; doogh: 150,000.
const SALE = 2_210_000;

describe('dining table orders per Tehran day', () => {
  it('counts orders, guests and sale per table, on the day of submission', () => {
    const log = new EventLog();
    log
      .order('a')
      .submit({ confirm: true, tableNumber: '7', numberOfCustomers: 3 }, tehran(21, 23, 59));
    log
      .order('b')
      .submit({ confirm: true, tableNumber: '7', numberOfCustomers: 2 }, tehran(22, 0, 1));
    log.order('c').submit({ confirm: true, tableNumber: '10' }, tehran(22, 12, 0));
    log.order('d').submit({ deliveryType: 'PICKUP' }, tehran(22, 12, 5));
    log.order('e', OTHER_VENDOR).submit({ tableNumber: '7' }, tehran(22, 12, 0));
    const rows = ledgerRows<DiningTableDay>(operationsDayLedger, log.events);
    expect(tables(rows, '2025-03-21')).toEqual({ '7': { orders: 1, guests: 3, sale: SALE } });
    expect(tables(rows, '2025-03-22')).toEqual({
      '7': { orders: 1, guests: 2, sale: SALE },
      '10': { orders: 1, guests: 0, sale: SALE },
    });
    expect(tables(rows, '2025-03-22', OTHER_VENDOR)).toEqual({
      '7': { orders: 1, guests: 0, sale: SALE },
    });
    const day = rows.get(`${VENDOR}:DAY:2025-03-22`) as DiningTableDay;
    expect(day).toMatchObject({ kind: 'DAY', day: '2025-03-22', startsAt: tehran(22, 0, 0) });
  });

  it('a table change, an edit, a rejection and a refund change the day they happen', () => {
    const log = new EventLog();
    const moved = log.order('moved');
    moved.submit({ confirm: true, tableNumber: '3', numberOfCustomers: 4 }, tehran(21, 20, 0));
    moved.changeTable('5', tehran(21, 20, 10));
    moved.edit([kebab], tehran(22, 9, 0));
    moved.pay(tehran(22, 9, 30));
    moved.refund(tehran(23, 10, 0), 100_000);
    const gone = log.order('gone');
    gone.submit({ confirm: true, tableNumber: '3', numberOfCustomers: 2 }, tehran(21, 21, 0));
    gone.moveTo('REJECTED', tehran(22, 8, 0), 'تمام شد');
    const rows = ledgerRows<DiningTableDay>(operationsDayLedger, log.events);
    expect(tables(rows, '2025-03-21')).toEqual({
      '3': { orders: 1, guests: 2, sale: SALE },
      '5': { orders: 1, guests: 4, sale: SALE },
    });
    expect(tables(rows, '2025-03-22')).toEqual({
      '3': { orders: -1, guests: -2, sale: -SALE },
      '5': { orders: 0, guests: 0, sale: -150_000 },
    });
    expect(tables(rows, '2025-03-23')).toEqual({ '5': { orders: 0, guests: 0, sale: -100_000 } });
  });

  it('keeps no row of the order (its document is the order), and applying an event twice changes nothing', () => {
    const log = new EventLog();
    log.order('a').submit({ tableNumber: '1' }, tehran(21, 12, 0));
    const run = projectLedger<DiningTableDay>(operationsDayLedger, log.events);
    const rows = new Map(run.rows);
    expect([...rows.keys()]).toEqual([`${VENDOR}:DAY:2025-03-21`]);
    expect(projectLedger(operationsDayLedger, log.events, run).rows).toEqual(rows);
    const day = `${VENDOR}:DAY:2025-03-21`;
    expect(operationsDayLedger.index(rows.get(day)!, run.lastChange.get(day)!)).toEqual({
      vendorId: VENDOR,
      kind: 'DAY',
      sortAt: tehran(21, 0, 0),
    });
  });
});
