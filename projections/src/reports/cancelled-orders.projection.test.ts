import { tehranWallToUtc } from '@sofre/engine';
import { describe, expect, it } from 'vitest';
import { EventLog, kebab, orderKey } from '../testing/event-log.fixtures.ts';
import { projectInMemory } from '../testing/project-in-memory.ts';
import { cancelledOrdersProjection } from './cancelled-orders.projection.ts';

const AT = tehranWallToUtc(2025, 3, 21, 12, 0);
const LATER = tehranWallToUtc(2025, 3, 21, 12, 20);

describe('cancelled orders', () => {
  it('a rejected order is listed with why, who, when, what it was worth and its source', () => {
    const log = new EventLog();
    const order = log.order('o-1');
    order.submit({ confirm: true, tableNumber: '4' }, AT);
    order.edit([kebab], AT);
    const [rejected] = order.moveTo('REJECTED', LATER, 'مواد اولیه تمام شد');
    const rows = projectInMemory(cancelledOrdersProjection, log.events);
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
    expect(rows.size).toBe(1); // the helper row left
    expect(cancelledOrdersProjection.index(row, rejected!)).toMatchObject({
      status: 'REJECTED',
      sortAt: LATER,
    });
  });

  it('an order not rejected waits in an unlisted helper row', () => {
    const log = new EventLog();
    const [submitted] = log.order('o-1').submit({ confirm: true }, AT);
    const rows = [...projectInMemory(cancelledOrdersProjection, log.events).values()];
    expect(rows.map((r) => cancelledOrdersProjection.index(r, submitted!).listed)).toEqual([false]);
  });
});
