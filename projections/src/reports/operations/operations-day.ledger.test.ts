// The tables, staff and delivery reports share a day row: each part of it is what that report's
// own ledger would hold, and an order's sale writes the day once for the three.
import { tehranWallToUtc } from '@sofre/engine';
import { describe, expect, it } from 'vitest';
import { EventLog, VENDOR, kebab } from '../../testing/event-log.fixtures.ts';
import { ledgerRows } from '../report-document/project-ledger.fixtures.ts';
import { dayTallyLedger, type DayPart } from './day-tally.ledger.ts';
import { diningTablesDay } from './dining-tables.ledger.ts';
import { operationsDayLedger, type OperationsDay } from './operations-day.ledger.ts';
import { orderDeliveryDay } from './order-delivery.ledger.ts';
import { staffOrdersDay } from './staff-orders.ledger.ts';

const tehran = (day: number, hour: number) => tehranWallToUtc(2025, 3, day, hour, 0);

function traffic() {
  const log = new EventLog();
  const salon = log.order('salon');
  salon.submit({ confirm: true, tableNumber: '7', numberOfCustomers: 2 }, tehran(21, 12));
  salon.changeTable('9', tehran(22, 9));
  salon.pay(tehran(22, 10));
  salon.refund(tehran(23, 11), 100_000);
  const pickup = log.order('pickup');
  pickup.submit({ deliveryType: 'PICKUP', confirm: true }, tehran(21, 13));
  pickup.edit([kebab], tehran(22, 14));
  pickup.moveTo('REJECTED', tehran(23, 15), 'تمام شد');
  const site = log.order('site');
  site.submit(
    { source: 'WEBSITE', deliveryType: 'PICKUP', paymentMethod: 'ONLINE' },
    tehran(22, 16),
  );
  site.pay(tehran(23, 17));
  return log.events;
}

describe('the operations’ day rows', () => {
  it('hold in each part what that report’s own ledger would', () => {
    const events = traffic();
    const shared = ledgerRows<OperationsDay>(operationsDayLedger, events);
    const parts = { tables: diningTablesDay, staff: staffOrdersDay, deliveries: orderDeliveryDay };
    for (const [field, part] of Object.entries(parts)) {
      const alone = ledgerRows<Record<string, unknown>>(
        dayTallyLedger({ name: field, ...(part as DayPart<object>) }),
        events,
      );
      for (const [id, row] of alone)
        expect(shared.get(id)?.[field as 'tables'], id).toEqual(row[field]);
      for (const [id, row] of shared)
        if (!alone.has(id)) expect(row[field as 'tables'], id).toEqual({});
    }
    expect([...shared.keys()].sort()).toEqual(
      ['2025-03-21', '2025-03-22', '2025-03-23'].map((d) => `${VENDOR}:DAY:${d}`),
    );
  });
});
