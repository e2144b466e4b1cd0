// What the printed receipt says, from the order as the server took it (the tracker read model):
// its lines at the prices charged, the price rows of the draft's totals and, for cash, what the
// customer handed over and got back.
import type { OrderTracker } from '@sofre/engine/contracts';
import { cashChange } from '../order-draft/cash-change.ts';
import { priceRows, type PriceRow } from '../order-draft/price-rows.ts';

export interface ReceiptLine {
  readonly id: string;
  readonly title: string;
  readonly count: number;
  /** The chosen toppings, in words. */
  readonly toppings: string;
  readonly note: string | undefined;
  /** Rial for all units of the line; 0 for a gift. */
  readonly amount: number;
  readonly free: boolean;
}

export interface Receipt {
  readonly number: number;
  readonly submittedAt: string;
  readonly tableNumber: string | undefined;
  readonly paymentMethod: OrderTracker['paymentMethod'];
  readonly lines: readonly ReceiptLine[];
  readonly rows: readonly PriceRow[];
  readonly finalPrice: number;
  readonly cash: { readonly tendered: number; readonly change: number } | undefined;
}

export function receiptOf(order: OrderTracker, tendered: number | undefined): Receipt {
  const change = cashChange(order.finalPrice, tendered);
  return {
    number: order.number,
    submittedAt: order.submittedAt,
    tableNumber: order.tableNumber,
    paymentMethod: order.paymentMethod,
    lines: order.lines.map((line) => ({
      id: line.id,
      title: line.title,
      count: line.count,
      toppings: line.toppings.map((t) => t.title).join('، '),
      note: line.note,
      amount: line.unitPrice * line.count,
      free: line.isFreeItem,
    })),
    rows: priceRows(order.price),
    finalPrice: order.finalPrice,
    cash:
      order.paymentMethod === 'CASH' && tendered !== undefined && change.kind === 'change'
        ? { tendered, change: change.amount }
        : undefined,
  };
}
