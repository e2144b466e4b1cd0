// Settlement rows as the routes answer them (engine contracts reports-settlements.contract.ts):
// the fees by type (spec: CONTRACT, SERVICE), the amount due, and whether the week is over.
import type { OrderListRow, SettlementOrderView, SettlementView } from '@sofre/engine/contracts';
import { contractFeePercent } from './settlement-terms.ts';
import { weekOfDay } from './settlement-weeks.ts';
import { noMoney, type SettlementMoney } from './settlement-money.ts';
import type { SettlementOrderRow, SettlementRow } from './settlements.ledger.ts';

const moneyView = (m: SettlementMoney) => ({
  onlineSales: m.onlineSales,
  refunds: m.refunds,
  contractFee: m.contractFee,
  serviceFee: m.serviceFee,
  amountDue: m.onlineSales - m.refunds - m.contractFee - m.serviceFee,
});

/** A week without online money: nothing due. */
export const emptySettlement = (settlementId: string): SettlementRow => ({
  kind: 'SETTLEMENT',
  ...weekOfDay(settlementId),
  ...noMoney,
  orderCount: 0,
  position: '',
});

export const settlementView = (row: SettlementRow, now: Date): SettlementView => ({
  settlementId: row.settlementId,
  fromDate: row.fromDay,
  toDate: row.toDay,
  status: now.toISOString() > row.endsAt ? 'PENDING' : 'OPEN',
  orderCount: row.orderCount,
  ...moneyView(row),
  fees: [
    { type: 'CONTRACT', amount: row.contractFee, percent: contractFeePercent },
    { type: 'SERVICE', amount: row.serviceFee },
  ],
});

export const settlementOrderView = (
  row: SettlementOrderRow,
  order: OrderListRow | undefined,
): SettlementOrderView => ({
  orderId: row.orderId,
  ...(order && {
    orderNumber: order.number,
    source: order.source,
    submittedAt: order.submittedAt,
    ...(order.customerName ? { customerName: order.customerName } : {}),
  }),
  firstAt: row.firstAt,
  lastAt: row.lastAt,
  ...moneyView(row),
});
