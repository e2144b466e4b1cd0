// The day's tables, staff and delivery reports (GET /api/reports/diningtableorders, stafforders,
// orderdelivery) in one row per vendor and Tehran day (issue 31): each report is its own part of
// the row (dining-tables.ledger.ts, staff-orders.ledger.ts, order-delivery.ledger.ts), moved by the
// rules of its report, so an order that becomes a sale writes one day row for the three, not three.
import { dayPartsLedger, type DayPart } from './day-tally.ledger.ts';
import type { DayRow } from './day-ledger.ts';
import { diningTablesDay, type DiningTableTotals } from './dining-tables.ledger.ts';
import { orderDeliveryDay, type OrderDeliveryTotals } from './order-delivery.ledger.ts';
import { staffOrdersDay, type StaffOrdersTotals } from './staff-orders.ledger.ts';

export type OperationsDayTotals = DiningTableTotals & StaffOrdersTotals & OrderDeliveryTotals;
export type OperationsDay = DayRow<OperationsDayTotals>;

export const OPERATIONS_DAYS = 'operations-days';

const parts: readonly DayPart<object>[] = [diningTablesDay, staffOrdersDay, orderDeliveryDay].map(
  (part) => part as unknown as DayPart<object>,
);

export const operationsDayLedger = dayPartsLedger(OPERATIONS_DAYS, parts);
