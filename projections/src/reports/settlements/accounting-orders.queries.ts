// The orders an accounting system pulls (/api/thirdpartyintegrations/accounting/orders): the
// vendor's orders submitted in the period, oldest first, a page at a time, each with its lines,
// price breakdown, tax, payments and refunds. It reads the order documents the screens keep (one
// page of them) and their views (order list row, tracker, money movements), keeping no row of its own.
import type {
  AccountingOrderView,
  OrderListRow,
  OrderTracker,
  OrderTransaction,
} from '@sofre/engine/contracts';
import { orderListRowOf } from '../../orders/order-document/order-list.view.ts';
import { orderTrackerOf } from '../../orders/order-document/order-tracker.view.ts';
import { orderTransactionsOf } from '../../orders/order-document/order-transactions.view.ts';
import { findOrderDocuments } from '../../orders/order-documents.read.ts';
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
      const { docs, total } = await findOrderDocuments(readModels, {
        vendorId,
        ...daysWindow(days.fromDay, days.toDay),
        order: 'sortAt asc',
        limit: pageSize,
        offset: (pageNumber - 1) * pageSize,
      });
      const data = docs.map((doc) =>
        accountingView(
          orderListRowOf(doc),
          orderTrackerOf(doc),
          orderTransactionsOf(doc).transactions,
        ),
      );
      return { rows: data, total };
    },
  };
}
