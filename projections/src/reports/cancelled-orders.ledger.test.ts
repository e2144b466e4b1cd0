import { tehranWallToUtc } from '@sofre/engine';
import { describe, expect, it } from 'vitest';
import { EventLog, kebab, orderKey } from '../testing/event-log.fixtures.ts';
import { cancelledOrdersLedger, type CancelledOrderRow } from './cancelled-orders.ledger.ts';
import { ledgerRows, projectLedger } from './report-document/project-ledger.fixtures.ts';

const AT = tehranWallToUtc(2025, 3, 21, 12, 0);
const LATER = tehranWallToUtc(2025, 3, 21, 12, 20);

describe('cancelled orders', () => {
  it('a rejected order is listed with why, who, when, what it was worth and its source', () => {
    const log = new EventLog();
    const order = log.order('o-1');
    order.submit({ confirm: true, tableNumber: '4' }, AT);
    order.edit([kebab], AT);
    order.moveTo('REJECTED', LATER, 'مواد اولیه تمام شد');
    const run = projectLedger<CancelledOrderRow>(cancelledOrdersLedger, log.events);
    const rows = run.rows;
    const row = rows.get(orderKey('o-1'))!;
    expect(row).toMatchObject({
      kind: 'cancelled',
      orderId: 'o-1',
      source: 'SALON',
      deliveryType: 'SERVE',
      tableNumber: '4',
      amount: 2_060_000,
      reason: 'مواد اولیه تمام شد',
      rejectedBy: { userId: 'cashier-1', kind: 'STAFF' },
      submittedAt: AT,
      rejectedAt: LATER,
    });
    expect(rows.size).toBe(1);
    expect(cancelledOrdersLedger.index(row, run.lastChange.get(orderKey('o-1'))!)).toMatchObject({
      status: 'REJECTED',
      sortAt: LATER,
    });
  });

  it('an order not rejected has no row (its document is all there is of it)', () => {
    const log = new EventLog();
    const order = log.order('o-1');
    order.submit({ confirm: true }, AT);
    order.moveTo('READYTOSERVE', LATER);
    expect(ledgerRows(cancelledOrdersLedger, log.events).size).toBe(0);
  });
});
