// One order's history (GET /api/reports/orderhistory/{id}) and its refunds (refundorderreport/{id}):
// a row per order holding an entry per event — status changes, edits, payments, refunds and their
// settlement, table and method changes — with who and when, kept in the reports' order document
// (report-document/) and read by its key; the log is never read per request.
import type { OrderHistoryEntry } from '@sofre/engine/contracts';
import type { OrderStatus } from '@sofre/engine';
import type { OrderEvent } from '@sofre/engine/orders';
import { statusAfter, type OrderProjectedEvent } from '../../orders/order-projection.events.ts';
import { utcInstant } from '../../tehran-day.ts';
import type { RefundedLine } from '@sofre/engine/orders';

export interface OrderHistoryRow {
  readonly kind: 'history';
  readonly orderId: string;
  readonly number: number;
  readonly status: OrderStatus;
  readonly deliveryType?: string | undefined;
  readonly submittedAt: string;
  readonly finalPrice: number;
  readonly amountPaid: number;
  readonly amountRefunded: number;
  /** The lines each refund gave back, by refund id (the entries keep the money). */
  readonly refundLines: Readonly<Record<string, readonly RefundedLine[]>>;
  readonly entries: readonly OrderHistoryEntry[];
  readonly position: string;
}

const lineCounts = (lines: readonly { title: string; count: number }[]) =>
  lines.map(({ title, count }) => ({ title, count }));

type Details = {
  [K in OrderHistoryEntry['kind']]: Omit<
    Extract<OrderHistoryEntry, { kind: K }>,
    'at' | 'by' | 'byName' | 'status'
  >;
}[OrderHistoryEntry['kind']];

/** What the entry of the event says besides who, when and the status after. */
function detailsOf(row: OrderHistoryRow, event: OrderEvent): Details {
  switch (event.type) {
    case 'OrderPaid': {
      const { amount, paymentMethod, gateway, transactionId } = event.data;
      return { kind: 'PAID', amount, paymentMethod, gateway, transactionId };
    }
    case 'OrderEdited':
      return {
        kind: 'EDITED',
        previousFinalPrice: row.finalPrice,
        finalPrice: event.data.price.finalPrice,
        addedLines: lineCounts(event.data.addedLines),
        removedLines: lineCounts(event.data.removedLines),
      };
    case 'OrderRefunded': {
      const { refundId, amount, paymentMethod, reason, settled } = event.data;
      return { kind: 'REFUNDED', refundId, amount, paymentMethod, reason, settled };
    }
    case 'OrderRefundSettled':
      return { kind: 'REFUND_SETTLED', refundId: event.data.refundId, outcome: event.data.outcome };
    case 'OrderTableChanged': {
      const { tableNumber, previousTableNumber } = event.data;
      return { kind: 'TABLE_CHANGED', tableNumber, previousTableNumber };
    }
    case 'OrderPaymentMethodChanged': {
      const { paymentMethod, previousPaymentMethod } = event.data;
      return { kind: 'PAYMENT_METHOD_CHANGED', paymentMethod, previousPaymentMethod };
    }
    case 'OrderDeliveryMethodChanged':
      return {
        kind: 'DELIVERY_METHOD_CHANGED',
        deliveryType: event.data.deliveryType,
        previousDeliveryType: row.deliveryType,
        previousFinalPrice: row.finalPrice,
        finalPrice: event.data.price.finalPrice,
      };
    case 'OrderCustomerCalled':
      return { kind: 'CUSTOMER_CALLED', bySms: event.data.bySms };
    case 'OrderRejected':
    case 'OrderNeedsCall':
      return { kind: 'STATUS_CHANGED', previousStatus: row.status, reason: event.data.reason };
    default:
      return { kind: 'STATUS_CHANGED', previousStatus: row.status };
  }
}

function submitted(event: OrderProjectedEvent, number: number): OrderHistoryRow | undefined {
  if (event.type !== 'OrderSubmitted') return undefined;
  const d = event.data;
  const at = utcInstant(event.metadata.occurredAt);
  const entry: OrderHistoryEntry = {
    kind: 'SUBMITTED',
    at,
    by: event.metadata.actor,
    status: 'SUBMITTED',
    source: d.source,
    deliveryType: d.deliveryType,
    paymentMethod: d.paymentMethod,
    tableNumber: d.tableNumber,
    finalPrice: d.price.finalPrice,
  };
  return {
    kind: 'history',
    orderId: d.orderId,
    number,
    status: 'SUBMITTED',
    deliveryType: d.deliveryType,
    submittedAt: at,
    finalPrice: d.price.finalPrice,
    amountPaid: 0,
    amountRefunded: 0,
    refundLines: {},
    entries: [entry],
    position: event.position,
  };
}

/** The money and status fields the event changes. */
function moneyAfter(row: OrderHistoryRow, event: OrderEvent): Partial<OrderHistoryRow> {
  switch (event.type) {
    case 'OrderPaid':
      return { amountPaid: row.amountPaid + event.data.amount };
    case 'OrderEdited':
      return { finalPrice: event.data.price.finalPrice };
    case 'OrderDeliveryMethodChanged':
      return { finalPrice: event.data.price.finalPrice, deliveryType: event.data.deliveryType };
    case 'OrderRefunded':
      return {
        amountRefunded: row.amountRefunded + event.data.amount,
        refundLines: { ...row.refundLines, [event.data.refundId]: event.data.lines },
      };
    default:
      return {};
  }
}

export function evolveOrderHistory(
  row: OrderHistoryRow | undefined,
  event: OrderProjectedEvent,
  number: () => number,
): OrderHistoryRow | undefined {
  if (row === undefined) return submitted(event, number());
  const status = statusAfter(event, row.status);
  // The details are a new object of this entry's own: completed in place rather than copied.
  const entry = Object.assign(detailsOf(row, event), {
    at: utcInstant(event.metadata.occurredAt),
    by: event.metadata.actor,
    status,
  }) as OrderHistoryEntry;
  const money = moneyAfter(row, event);
  return {
    kind: 'history' as const,
    orderId: row.orderId,
    number: row.number,
    status,
    deliveryType: 'deliveryType' in money ? money.deliveryType : row.deliveryType,
    submittedAt: row.submittedAt,
    finalPrice: money.finalPrice ?? row.finalPrice,
    amountPaid: money.amountPaid ?? row.amountPaid,
    amountRefunded: money.amountRefunded ?? row.amountRefunded,
    refundLines: money.refundLines ?? row.refundLines,
    entries: [...row.entries, entry],
    position: event.position,
  } satisfies { readonly [K in keyof OrderHistoryRow]-?: unknown };
}
