import { tehranWallToUtc, type Actor } from '@sofre/engine';
import { describe, expect, it } from 'vitest';
import type { ProjectedEvent } from '../../projection.ts';
import { EventLog, VENDOR, kebab } from '../../testing/event-log.fixtures.ts';
import { ledgerRows } from '../report-document/project-ledger.fixtures.ts';
import { type StaffOrdersDay } from './staff-orders.ledger.ts';
import { operationsDayLedger } from './operations-day.ledger.ts';

const tehran = (day: number, hour: number, minute: number) =>
  tehranWallToUtc(2025, 3, day, hour, minute);
const staff = (rows: Map<string, unknown>, day: string) =>
  (rows.get(`${VENDOR}:DAY:${day}`) as StaffOrdersDay | undefined)?.staff;
/** The events as if `actor` had caused them. */
const by = (actor: Actor, events: ProjectedEvent[]) =>
  events.forEach((e) => Object.assign(e, { metadata: { ...e.metadata, actor } }));

const SALE = 2_210_000;
const sara = { userId: 'sara', kind: 'STAFF' } as const;
const reza = { userId: 'reza', kind: 'STAFF' } as const;

describe('orders per staff member per Tehran day', () => {
  it('counts each order for whoever submitted it; a customer’s own order is no one’s', () => {
    const log = new EventLog();
    by(sara, log.order('a').submit({ confirm: true }, tehran(21, 12, 0)));
    by(sara, log.order('b').submit({ confirm: true }, tehran(21, 13, 0)));
    by(reza, log.order('c').submit({ confirm: true }, tehran(21, 13, 5)));
    const site = log
      .order('d')
      .submit({ source: 'WEBSITE', deliveryType: 'PICKUP' }, tehran(21, 14, 0));
    by({ userId: 'customer-1', kind: 'CUSTOMER' }, site);
    const rows = ledgerRows<StaffOrdersDay>(operationsDayLedger, log.events);
    expect(staff(rows, '2025-03-21')).toEqual({
      sara: { orders: 2, rejected: 0, sale: 2 * SALE, refunded: 0 },
      reza: { orders: 1, rejected: 0, sale: SALE, refunded: 0 },
    });
    expect(rows.has(`order:${VENDOR}:d`)).toBe(false);
  });

  it('a rejection, an edit and a refund stay with the submitter, on the day they happen', () => {
    const log = new EventLog();
    const kept = log.order('kept');
    by(sara, kept.submit({ confirm: true }, tehran(21, 12, 0)));
    // Another member edits and refunds it: still Sara's order.
    by(reza, kept.edit([kebab], tehran(21, 12, 30)));
    by(reza, kept.pay(tehran(21, 13, 0)));
    by(reza, kept.refund(tehran(22, 10, 0), 60_000));
    const gone = log.order('gone');
    by(sara, gone.submit({ confirm: true }, tehran(21, 18, 0)));
    by(reza, gone.moveTo('REJECTED', tehran(22, 9, 0), 'تمام شد'));
    const rows = ledgerRows<StaffOrdersDay>(operationsDayLedger, log.events);
    expect(staff(rows, '2025-03-21')).toEqual({
      sara: { orders: 2, rejected: 0, sale: 2 * SALE - 150_000, refunded: 0 },
    });
    expect(staff(rows, '2025-03-22')).toEqual({
      sara: { orders: 0, rejected: 1, sale: -SALE - 60_000, refunded: 60_000 },
    });
  });
});
