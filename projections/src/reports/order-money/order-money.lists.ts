// The three order lists of the order-money reports, each a view of the order as the reports read
// it after the event: paid (listed from the moment its payments covered its price), unpaid (listed
// while it is a sale, something is due and it is not rejected; it leaves when paid) and credit
// (listed once anything was paid on credit). A page of a list reads a page of rows: the paid and
// credit lists' rows are the ledger's (they sort by when the order was settled or first paid on
// credit); the unpaid list's are the reports' order documents themselves, which sort by their
// submission and say in their index whether something is due (report-order.document.ts).
import type { CreditOrderView, PaidOrderView, UnpaidOrderView } from '@sofre/engine/contracts';
import type { ReportOrder } from '../report-document/report-order.document.ts';
import { amountDue, customerKeyOf, type OrderMoneyMark } from './order-money.mark.ts';
import { moneyMarkOf } from './order-money.of-document.ts';

export type PaidOrderRow = PaidOrderView & { readonly kind: 'paid'; readonly position: string };
export type UnpaidOrderRow = UnpaidOrderView & {
  readonly kind: 'unpaid';
  readonly position: string;
};
export type CreditOrderRow = CreditOrderView & {
  readonly kind: 'credit';
  readonly position: string;
};
export type OrderListKind = 'paid' | 'unpaid' | 'credit';
export type OrderMoneyListRow = PaidOrderRow | UnpaidOrderRow | CreditOrderRow;

/** What every list shows of the order. */
const orderFields = (m: OrderMoneyMark) => ({
  orderId: m.orderId,
  number: m.number,
  source: m.source,
  deliveryType: m.deliveryType,
  paymentMethod: m.paymentMethod,
  tableNumber: m.tableNumber,
  customerName: m.customer?.name,
  customerPhone: m.customer?.phone,
  submittedAt: m.submittedAt,
  finalPrice: m.finalPrice,
  amountPaid: m.amountPaid,
});

type Listed<K extends OrderListKind> = Omit<Extract<OrderMoneyListRow, { kind: K }>, 'position'>;

function paidView(m: OrderMoneyMark): Listed<'paid'> | undefined {
  if (m.paidAt === undefined) return undefined;
  return {
    kind: 'paid',
    ...orderFields(m),
    paidAt: m.paidAt,
    amountRefunded: m.amountRefunded,
    paidByMethod: m.paidByMethod,
  };
}

function unpaidView(m: OrderMoneyMark): Listed<'unpaid'> | undefined {
  const due = amountDue(m);
  // A site order awaiting its online payment owes the vendor nothing yet (counts-as-sale.ts).
  if (!m.sale || m.rejected || due === 0) return undefined;
  return { kind: 'unpaid', ...orderFields(m), amountDue: due };
}

function creditView(m: OrderMoneyMark): Listed<'credit'> | undefined {
  const creditAmount = m.paidByMethod.CREDIT ?? 0;
  if (m.creditAt === undefined || creditAmount === 0) return undefined;
  const creditRefunded = m.refundedByMethod.CREDIT ?? 0;
  return {
    kind: 'credit',
    ...orderFields(m),
    customerKey: customerKeyOf(m),
    creditAt: m.creditAt,
    creditAmount,
    creditRefunded,
    creditBalance: creditAmount - creditRefunded,
  };
}

const VIEWS = { paid: paidView, unpaid: unpaidView, credit: creditView } as const;

/** The list row of the order after an event; undefined: not in the list (any more). */
export function listRowOf(kind: OrderListKind, mark: OrderMoneyMark | undefined) {
  return mark && VIEWS[kind](mark);
}

/** The order's row of the unpaid list, as its document stands; undefined: nothing is due. */
export function unpaidRowOf(order: ReportOrder): UnpaidOrderRow | undefined {
  const view = unpaidView(moneyMarkOf(order));
  return view && { ...view, position: order.position };
}

/** When the row sorts in its list: settled, submitted, first paid on credit. */
export function listedAt(row: OrderMoneyListRow): string {
  switch (row.kind) {
    case 'paid':
      return row.paidAt;
    case 'unpaid':
      return row.submittedAt;
    case 'credit':
      return row.creditAt;
  }
}

/** A list's row as a route answers it. */
export type OrderListView<K extends OrderListKind> = Omit<
  Extract<OrderMoneyListRow, { kind: K }>,
  'kind' | 'position'
>;

/** The row as a route answers it: without its bookkeeping. */
export function listView<R extends OrderMoneyListRow>(row: R): Omit<R, 'kind' | 'position'> {
  const { kind: _kind, position: _position, ...view } = row;
  return view;
}
