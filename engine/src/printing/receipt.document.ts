// The customer's receipt (فاکتور) from the order as the server holds it (its tracker read model)
// and the vendor: the lines at the prices charged — only when the vendor prints items on its
// invoice (setprintitemsonfactoroption) — then the price's rows, what was paid and the tracker.
import type { OrderTracker } from '../contracts/orders.contract.ts';
import type { CurrencyUnit } from '../vendors/vendor.events.ts';
import type { ReceiptDocument } from './print-document.ts';

export interface ReceiptVendor {
  readonly name: string;
  readonly currencyUnit: CurrencyUnit;
  readonly printItemsOnFactor: boolean;
}

export function receiptDocument(
  order: OrderTracker,
  vendor: ReceiptVendor,
  printedAt: string,
  trackerUrl: string | undefined,
): ReceiptDocument {
  const lines = order.lines.map((line) => ({
    title: line.title,
    count: line.count,
    toppings: line.toppings.map((t) => ({ title: t.title, count: t.count })),
    amount: line.isFreeItem ? 0 : line.unitPrice * line.count,
    free: line.isFreeItem,
  }));
  return {
    kind: 'RECEIPT',
    vendorName: vendor.name,
    currencyUnit: vendor.currencyUnit,
    orderId: order.orderId,
    number: order.number,
    source: order.source,
    ...(order.deliveryType ? { deliveryType: order.deliveryType } : {}),
    ...(order.tableNumber ? { tableNumber: order.tableNumber } : {}),
    paymentMethod: order.paymentMethod,
    submittedAt: order.submittedAt,
    printedAt,
    ...(vendor.printItemsOnFactor ? { lines } : {}),
    price: order.price,
    amountPaid: order.amountPaid,
    amountRefunded: order.amountRefunded ?? 0,
    ...(trackerUrl ? { trackerUrl } : {}),
  };
}
