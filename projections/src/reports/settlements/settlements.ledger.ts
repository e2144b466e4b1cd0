// Settlements with the vendor per Iranian week (the rule: settlement-terms.ts): a row per vendor
// and week with its online sales, refunds and fees, and a row per order with online money in that
// week (what /api/settlements/info lists). A ledger of the reports' order document: the document
// keeps what the platform's gateways hold of the order and the fees booked on it
// (platform-money.ts), and each event that moves it moves the difference into the week it happens
// in, so a week that is over never changes again. The ledger is also told of the invoices the
// vendor paid the platform (paid-contracts.ts): the week one was paid in is a settlement too, with
// no online money of its own, so that the vendor finds it in the list (its invoices are listed in
// it by the gateway, settlement-package-terms.ts).
import type { OrderEvent } from '@sofre/engine/orders';
import { anyLedger, type DocumentChange } from '../../runner/lane-document.ts';
import { utcInstant } from '../../tehran-day.ts';
import type { ReportOrder } from '../report-document/report-order.document.ts';
import { isReportOrder } from '../report-document/report-order.kind.ts';
import { isPaidContract, type ContractPaidEvent, type PaidContractRow } from './paid-contracts.ts';
import { addMoney, lessMoney, noMoney, type SettlementMoney } from './settlement-money.ts';
import { weekOf, type SettlementWeek } from './settlement-weeks.ts';

export interface SettlementRow extends SettlementMoney, SettlementWeek {
  readonly kind: 'SETTLEMENT';
  /** Orders with online money in the week. */
  readonly orderCount: number;
  readonly position: string;
}

export interface SettlementOrderRow extends SettlementMoney {
  readonly kind: 'ORDER';
  readonly settlementId: string;
  readonly orderId: string;
  /** The order's first and last online money movement in the week (UTC). */
  readonly firstAt: string;
  readonly lastAt: string;
  readonly position: string;
}

export type SettlementsRow = SettlementRow | SettlementOrderRow;

export const SETTLEMENTS = 'settlements';

export const settlementKey = (vendorId: string, settlementId: string) =>
  `${vendorId}:week:${settlementId}`;
const orderKeyIn = (vendorId: string, settlementId: string, orderId: string) =>
  `${settlementKey(vendorId, settlementId)}:${orderId}`;

type Change = DocumentChange<ReportOrder | PaidContractRow, OrderEvent | ContractPaidEvent>;
type OrderChange = DocumentChange<ReportOrder, OrderEvent>;

/** What one movement adds to its week and to the order's row there. */
interface Movement {
  readonly money: SettlementMoney;
  /** The order's first movement in the week: the week counts one order more. */
  readonly firstInWeek: boolean;
  readonly week: SettlementWeek;
}

/** A paid invoice's week: nothing moves but the week's being there. */
function invoiceWeekOf({ before, after }: Change): Movement | undefined {
  if (before !== undefined || after === undefined || !isPaidContract(after)) return undefined;
  return { money: noMoney, firstInWeek: false, week: weekOf(after.paidAt) };
}

function movementOf(change: Change): Movement | undefined {
  if (!isOrderChange(change)) return invoiceWeekOf(change);
  const { before, after, event } = change;
  const was = before?.platformMoney;
  const now = after?.platformMoney;
  // A document never loses its money: a missing one after the event moves nothing.
  if (now === was || now === undefined) return undefined;
  const week = weekOf(event.metadata.occurredAt);
  const money = lessMoney(now, was ?? noMoney);
  const firstInWeek = !(was?.weeks.includes(week.settlementId) ?? false);
  return { money, firstInWeek, week };
}

function weekAfter(row: SettlementRow | undefined, m: Movement, change: Change): SettlementRow {
  const base = row ?? { ...m.week, ...noMoney, orderCount: 0 };
  return {
    ...base,
    ...addMoney(base, m.money),
    orderCount: base.orderCount + (m.firstInWeek ? 1 : 0),
    kind: 'SETTLEMENT',
    position: change.event.position,
  };
}

function orderAfter(row: SettlementOrderRow | undefined, m: Movement, change: Change) {
  const at = utcInstant(change.event.metadata.occurredAt);
  const base: SettlementOrderRow = row ?? {
    kind: 'ORDER',
    settlementId: m.week.settlementId,
    orderId: (change.after as ReportOrder).orderId,
    firstAt: at,
    lastAt: at,
    ...noMoney,
    position: change.event.position,
  };
  return { ...base, ...addMoney(base, m.money), lastAt: at, position: change.event.position };
}

const isOrderChange = (change: Change): change is OrderChange =>
  isReportOrder((change.after ?? change.before)!);

export const settlementsLedger = anyLedger<
  ReportOrder | PaidContractRow,
  OrderEvent | ContractPaidEvent,
  Movement,
  SettlementsRow
>({
  name: SETTLEMENTS,
  toldOf: (row) => isReportOrder(row) || isPaidContract(row),
  tallyOf: movementOf,
  keysOf: (change, { week }) => {
    const vendorId = change.event.metadata.vendorId;
    const weekKey = settlementKey(vendorId, week.settlementId);
    if (!isOrderChange(change)) return [weekKey];
    return [weekKey, orderKeyIn(vendorId, week.settlementId, change.after!.orderId)];
  },
  add: (row, movement, id, change) =>
    id === settlementKey(change.event.metadata.vendorId, movement.week.settlementId)
      ? weekAfter(row?.kind === 'SETTLEMENT' ? row : undefined, movement, change)
      : orderAfter(row?.kind === 'ORDER' ? row : undefined, movement, change),
  index: (row, { event }) => {
    const vendorId = event.metadata.vendorId;
    return row.kind === 'SETTLEMENT'
      ? { vendorId, kind: 'SETTLEMENT', sortAt: row.startsAt }
      : { vendorId, kind: 'SETTLEMENT_ORDER', sortAt: row.firstAt };
  },
});
