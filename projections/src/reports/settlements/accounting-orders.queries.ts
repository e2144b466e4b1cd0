// The orders an accounting system pulls (/api/thirdpartyintegrations/accounting/orders): the
// vendor's orders submitted in the period, oldest first, a page at a time, each with its lines,
// price breakdown, tax, payments and refunds. It reads the order read models the screens keep (the
// order list for the page, then the page's trackers and money movements by key) instead of keeping
// a fourth row per order: a page reads three pages.
import type {
  AccountingOrderView,
  OrderListRow,
  OrderTracker,
  OrderTransaction,
} from '@sofre/engine/contracts';
import { PROJECTION } from '../../all.projections.ts';
import { orderRowKey } from '../../orders/order-row-key.ts';
import type { OrderTransactionsRow } from '../../orders/order-transactions.projection.ts';
import type { ReadModelStore } from '../../read-models/read-model.store.ts';
import { daysWindow } from '../report-periods.ts';
import type { ReportDays } from '../reports.queries.ts';
import type { Page, PageRequest } from './row-scan.ts';

export interface AccountingQueries {
  accountingOrders(
    vendorId: string,
    days: ReportDays,
    page: PageRequest,
  ): Promise<Page<AccountingOrderView>>;
}

function accountingView(
  order: OrderListRow,
  tracker: OrderTracker | undefined,
  money: readonly OrderTransaction[],
): AccountingOrderView {
  const p = tracker?.price;
  return {
    orderId: order.orderId,
    number: order.number,
    submittedAt: order.submittedAt,
    status: order.status,
    source: order.source,
    ...(order.deliveryType ? { deliveryType: order.deliveryType } : {}),
    ...(order.tableNumber ? { tableNumber: order.tableNumber } : {}),
    ...(order.customerName ? { customerName: order.customerName } : {}),
    paymentMethod: order.paymentMethod,
    lines: (tracker?.lines ?? []).map((l) => ({
      menuItemId: l.menuItemId,
      title: l.title,
      count: l.count,
      unitPrice: l.unitPrice,
      amount: l.unitPrice * l.count,
      refundedCount: l.refundedCount,
      isFreeItem: l.isFreeItem,
      toppings: l.toppings.map((t) => ({ title: t.title, count: t.count })),
    })),
    amounts: {
      items: p?.sumOfItemsPrice ?? 0,
      toppings: p?.sumOfItemToppingsPrice ?? 0,
      packaging: p?.totalPackagingCost ?? 0,
      discount: p?.finalDiscountAmount ?? 0,
      serviceCharge: p?.serviceChargeFinalPrice ?? 0,
      serviceFee: p?.totalServiceFee ?? 0,
      deliveryCost: p?.deliveryCost ?? 0,
      tip: p?.tip ?? 0,
      tax: p?.tax ?? 0,
      finalPrice: order.finalPrice,
    },
    amountPaid: order.amountPaid,
    amountRefunded: order.amountRefunded ?? 0,
    payments: money.map((t) => ({
      kind: t.kind,
      paymentMethod: t.paymentMethod,
      amount: t.amount,
      at: t.at,
      ...(t.transactionId ? { transactionId: t.transactionId } : {}),
    })),
  };
}

export function createAccountingQueries(readModels: ReadModelStore): AccountingQueries {
  return {
    async accountingOrders(vendorId, days, { pageNumber, pageSize }) {
      const { rows, total } = await readModels.findRows({
        projection: PROJECTION.orderList,
        vendorId,
        ...daysWindow(days.fromDay, days.toDay),
        order: 'sortAt asc',
        limit: pageSize,
        offset: (pageNumber - 1) * pageSize,
      });
      const orders = rows.map((r) => r.doc as OrderListRow);
      const keys = orders.map((o) => orderRowKey(vendorId, o.orderId));
      const [trackers, money] = await Promise.all([
        readModels.loadRows(PROJECTION.orderTracker, keys),
        readModels.loadRows(PROJECTION.orderTransactions, keys),
      ]);
      const data = orders.map((o, i) => {
        const key = keys[i]!;
        const tracker = trackers.get(key)?.doc as OrderTracker | null | undefined;
        const moves = money.get(key)?.doc as OrderTransactionsRow | null | undefined;
        return accountingView(o, tracker ?? undefined, moves?.transactions ?? []);
      });
      return { rows: data, total };
    },
  };
}
