// The order-money reports as the routes answer them (engine contracts
// reports-order-money.contract.ts), from the day ledger rows of a period and one order's history.
import { PaymentMethod, type Actor, type OrderSource } from '@sofre/engine';
import type {
  CancelledOrderStatistics,
  CreditCustomerView,
  CreditOrdersReport,
  OrderHistoryReport,
  PaidOrdersReport,
  PaymentMethodSalesReport,
  PaymentMethodSalesRow,
  RefundOrderReport,
} from '@sofre/engine/contracts';
import type { OrderHistoryRow } from './order-history.ts';
import { sumDays, type CountAndAmount, type DayTotals } from './order-money.day.ts';

const NONE: CountAndAmount = { count: 0, amount: 0 };

export const paidSummary = (days: readonly DayTotals[]): PaidOrdersReport['summary'] => {
  const t = sumDays(days);
  const refunds = Object.values(t.refunds);
  return {
    orderCount: t.paidOrders,
    totalFinalPrice: t.paidPrice,
    totalPaid: t.paidAmount,
    totalRefunded: refunds.reduce((sum, r) => sum + r.amount, 0),
  };
};

/** Money per payment method, in the order of the spec's list of methods; only methods that moved. */
export function paymentMethodSales(
  days: readonly DayTotals[],
  vendor: { readonly id: string; readonly name: string },
): Omit<PaymentMethodSalesReport, 'fromDate' | 'toDate'> {
  const t = sumDays(days);
  const data: PaymentMethodSalesRow[] = PaymentMethod.options
    .filter((m) => t.payments[m] || t.refunds[m])
    .map((paymentMethod) => {
      const paid = t.payments[paymentMethod] ?? NONE;
      const refunded = t.refunds[paymentMethod] ?? NONE;
      return {
        vendorId: vendor.id,
        vendorName: vendor.name,
        paymentMethod,
        paymentCount: paid.count,
        paidAmount: paid.amount,
        refundCount: refunded.count,
        refundedAmount: refunded.amount,
        netAmount: paid.amount - refunded.amount,
      };
    });
  const sum = (field: keyof PaymentMethodSalesRow & `${string}${'Count' | 'Amount'}`) =>
    data.reduce((s, row) => s + row[field], 0);
  return {
    data,
    totals: {
      paymentCount: sum('paymentCount'),
      paidAmount: sum('paidAmount'),
      refundCount: sum('refundCount'),
      refundedAmount: sum('refundedAmount'),
      netAmount: sum('netAmount'),
      splitOrderCount: t.splitOrders,
    },
  };
}

/** Credit per customer over the days (who owes most first) and in all. */
export function creditSummary(
  days: readonly DayTotals[],
): Pick<CreditOrdersReport, 'totals' | 'customers'> {
  const customers: CreditCustomerView[] = Object.entries(sumDays(days).credit)
    .map(([customerKey, c]) => ({
      customerKey,
      customerId: c.customerId,
      name: c.name,
      phone: c.phone,
      orderCount: c.orders,
      creditAmount: c.amount,
      creditRefunded: c.refunded,
      creditBalance: c.amount - c.refunded,
    }))
    .sort(
      (a, b) => b.creditBalance - a.creditBalance || a.customerKey.localeCompare(b.customerKey),
    );
  const sum = (field: 'orderCount' | 'creditAmount' | 'creditRefunded' | 'creditBalance') =>
    customers.reduce((s, c) => s + c[field], 0);
  return {
    totals: {
      orderCount: sum('orderCount'),
      creditAmount: sum('creditAmount'),
      creditRefunded: sum('creditRefunded'),
      creditBalance: sum('creditBalance'),
    },
    customers,
  };
}

const most = <T extends CountAndAmount>(a: T, b: T) => b.count - a.count || b.amount - a.amount;

export function cancelledStatistics(
  days: readonly DayTotals[],
): Omit<CancelledOrderStatistics, 'fromDate' | 'toDate'> {
  const t = sumDays(days);
  const bySource = Object.entries(t.rejectedBySource)
    .map(([source, v]) => ({ source: source as OrderSource, ...v }))
    .sort(most);
  return {
    totals: bySource.reduce(
      (s, v) => ({ count: s.count + v.count, amount: s.amount + v.amount }),
      NONE,
    ),
    byReason: Object.entries(t.rejectedByReason)
      .map(([reason, v]) => ({ ...(reason === '' ? {} : { reason }), ...v }))
      .sort(most),
    bySource,
  };
}

/** A staff member's name by the actor, when the route knows it. */
export type NameOf = (actor: Actor) => string | undefined;

const withName = (actor: Actor, nameOf: NameOf) => {
  const byName = nameOf(actor);
  return byName === undefined ? { by: actor } : { by: actor, byName };
};

export function orderHistoryReport(row: OrderHistoryRow, nameOf: NameOf): OrderHistoryReport {
  const { orderId, number, status, submittedAt, finalPrice, amountPaid, amountRefunded } = row;
  const entries = row.entries.map((e) => ({ ...e, ...withName(e.by, nameOf) }));
  return { orderId, number, status, submittedAt, finalPrice, amountPaid, amountRefunded, entries };
}

/** Each refund with the lines it gave back and whether it was paid out, and what remains paid. */
export function refundOrderReport(row: OrderHistoryRow, nameOf: NameOf): RefundOrderReport {
  const outcomes = new Map<string, 'SETTLED' | 'FAILED'>();
  for (const e of row.entries) if (e.kind === 'REFUND_SETTLED') outcomes.set(e.refundId, e.outcome);
  const refunds = row.entries.flatMap((e) => {
    if (e.kind !== 'REFUNDED') return [];
    const outcome = outcomes.get(e.refundId);
    return [
      {
        refundId: e.refundId,
        amount: e.amount,
        paymentMethod: e.paymentMethod,
        lines: [...(row.refundLines[e.refundId] ?? [])],
        reason: e.reason,
        at: e.at,
        ...withName(e.by, nameOf),
        settled: e.settled || outcome === 'SETTLED',
        failed: outcome === 'FAILED',
      },
    ];
  });
  const unsettledAmount = refunds.filter((r) => !r.settled).reduce((s, r) => s + r.amount, 0);
  return {
    orderId: row.orderId,
    number: row.number,
    finalPrice: row.finalPrice,
    amountPaid: row.amountPaid,
    totalRefunded: row.amountRefunded,
    unsettledAmount,
    remainsPaid: row.amountPaid - row.amountRefunded,
    refunds,
  };
}
