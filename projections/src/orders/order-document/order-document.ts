// One order, folded once (issue 31): everything the screens and the reports read of an order, in
// one document per order. What the engine decides (status, lines, price, amounts paid and
// refunded, table, customer) is the engine's own fold (order.state.ts), so no read model
// re-derives it; the document adds what only the log's envelope knows — when and by whom each
// step happened, the money movements one by one, the day's number — and the sale rule.
import type { OrderStatus, PaymentMethod } from '@sofre/engine';
import { normalizeDiscountCode } from '@sofre/engine/discounts';
import {
  orderDecider,
  type ExistingOrder,
  type OrderEvent,
  type RefundedLine,
} from '@sofre/engine/orders';
import type { ProjectedEvent } from '../../projection.ts';
import { isSaleAfter } from '../../reports/counts-as-sale.ts';
import { utcInstant } from '../../tehran-day.ts';

/** A payment as it came in. `by`: the staff member who recorded it (none: the customer online). */
export interface OrderPayment {
  readonly amount: number;
  readonly paymentMethod: PaymentMethod;
  readonly gateway?: string;
  readonly transactionId?: string;
  readonly at: string;
  readonly by?: string;
  /** The event's place in the log: payments and refunds read in the order they happened. */
  readonly position: string;
}

/** Money given back; `failed`: the gateway refused to pay it out (the vendor owes it by hand). */
export interface OrderRefund {
  readonly refundId: string;
  readonly amount: number;
  readonly paymentMethod: PaymentMethod;
  readonly lines: readonly RefundedLine[];
  readonly reason?: string;
  readonly settled: boolean;
  readonly failed?: boolean;
  readonly at: string;
  readonly by?: string;
  readonly position: string;
}

/** A status the order reached: when, why (a rejection, a call) and who moved it. */
export interface OrderStep {
  readonly status: OrderStatus;
  readonly at: string;
  readonly reason?: string;
  readonly by?: string;
}

/** When the order reached each of its milestones (UTC instants); the first time counts. */
export interface OrderTimes {
  readonly submittedAt: string;
  readonly confirmedAt?: string;
  readonly readyAt?: string;
  readonly dispatchedAt?: string;
  readonly deliveredAt?: string;
  /** When it was paid in full. */
  readonly paidAt?: string;
  readonly finishedAt?: string;
  readonly rejectedAt?: string;
  /** The counter's last call to pick the food up. */
  readonly calledAt?: string;
  /** When the kitchen last got it: its confirmation, or a new round on its bill. */
  readonly sentToKitchenAt?: string;
  /** Its last event. */
  readonly updatedAt: string;
}

/**
 * Where the order is for the kitchen's printed tickets (the print queue reads it): WAITING until
 * it is first sent to the kitchen (confirmed, or a round on its bill), COOKING from then until it
 * is ready, dispatched, delivered, finished or rejected (DONE), and again with a new round on its
 * bill. A station's recall (OrderReturnedToKitchen) prints nothing and leaves it as it was.
 */
export type KitchenStage = 'WAITING' | 'COOKING' | 'DONE';

const DONE_IN_KITCHEN: ReadonlySet<string> = new Set([
  'OrderRejected',
  'OrderMarkedReady',
  'OrderDispatched',
  'OrderDelivered',
  'OrderFinished',
]);

function kitchenStageAfter(stage: KitchenStage, event: OrderEvent): KitchenStage {
  if (event.type === 'OrderConfirmed') return stage === 'WAITING' ? 'COOKING' : stage;
  if (event.type === 'OrderEdited') return event.data.status === 'CONFIRMED' ? 'COOKING' : stage;
  return DONE_IN_KITCHEN.has(event.type) ? 'DONE' : stage;
}

/** What the document adds to the engine's order. */
export interface OrderDocumentFacts {
  readonly vendorId: string;
  /** The vendor's number of the day (Tehran day) the order took. */
  readonly number: number;
  readonly numberOfCustomers?: number;
  /** The code as typed, and as codes are stored (normalizeDiscountCode). */
  readonly couponCode?: string;
  readonly discountCode?: string;
  readonly description?: string;
  readonly note?: string;
  /** Minutes the kitchen promised. */
  readonly preparationTime: number;
  /**
   * How the order was paid, as the screens show it: the first payment's method replaces what was
   * meant (an UNPAID bill settled by card reads CARD); a second by another method makes it MULTI.
   * `paymentMethod` stays what the engine holds (what the customer meant; CREDIT stays CREDIT).
   */
  readonly paidWith: PaymentMethod;
  readonly payments: readonly OrderPayment[];
  readonly refunds: readonly OrderRefund[];
  readonly timeline: readonly OrderStep[];
  readonly times: OrderTimes;
  /** Who took it (a staff user id; absent when the customer placed it themself). */
  readonly submittedBy?: string;
  /** The vendor has it (counts-as-sale.ts): what the reports and the customer's purchases count. */
  readonly sale: boolean;
  readonly kitchenStage: KitchenStage;
  readonly position: string;
}

export type OrderDocument = ExistingOrder & OrderDocumentFacts;

export type OrderDocumentEvent = ProjectedEvent<OrderEvent>;

const byOf = (event: OrderDocumentEvent): { by?: string } =>
  event.metadata.actor.kind === 'STAFF' ? { by: event.metadata.actor.userId } : {};

const reasonOf = (event: OrderEvent): { reason?: string } =>
  (event.type === 'OrderRejected' || event.type === 'OrderNeedsCall') && event.data.reason
    ? { reason: event.data.reason }
    : {};

/** The engine's order with the fields of every status (a status leaves the others undefined). */
export type AnyStatusOrder = ExistingOrder & {
  readonly beforeCall?: OrderStatus;
  readonly callReason?: string;
  readonly rejectionReason?: string;
};

/** Every field a document may have: documentOf names each (the compiler checks it does). */
export type EveryDocumentField = {
  readonly [K in keyof AnyStatusOrder | keyof OrderDocumentFacts]-?: unknown;
};

/**
 * The document of the engine's order and the document's facts, every field named: every document
 * has the same fields in the same order (absent ones undefined, which JSON leaves out), so a fold
 * makes one kind of object instead of spreading optional fields into a slow dictionary object
 * (the document is a rebuild's most copied object).
 */
function documentOf(o: AnyStatusOrder, f: OrderDocumentFacts): OrderDocument {
  const doc = {
    orderId: o.orderId,
    source: o.source,
    deliveryType: o.deliveryType,
    addressId: o.addressId,
    paymentMethod: o.paymentMethod,
    lines: o.lines,
    pricing: o.pricing,
    price: o.price,
    amountPaid: o.amountPaid,
    amountRefunded: o.amountRefunded,
    refundedUnits: o.refundedUnits,
    unsettledRefunds: o.unsettledRefunds,
    onlinePayments: o.onlinePayments,
    paidTransactions: o.paidTransactions,
    tableNumber: o.tableNumber,
    customer: o.customer,
    status: o.status,
    beforeCall: o.beforeCall,
    callReason: o.callReason,
    rejectionReason: o.rejectionReason,
    vendorId: f.vendorId,
    number: f.number,
    numberOfCustomers: f.numberOfCustomers,
    couponCode: f.couponCode,
    discountCode: f.discountCode,
    description: f.description,
    note: f.note,
    preparationTime: f.preparationTime,
    paidWith: f.paidWith,
    payments: f.payments,
    refunds: f.refunds,
    timeline: f.timeline,
    times: f.times,
    submittedBy: f.submittedBy,
    sale: f.sale,
    kitchenStage: f.kitchenStage,
    position: f.position,
  } satisfies EveryDocumentField;
  return doc as unknown as OrderDocument;
}

/** A document in parts: the engine's order, and what the document adds to it. */
export interface DocumentParts {
  readonly order: AnyStatusOrder;
  readonly facts: OrderDocumentFacts;
}

function submitted(
  event: Extract<OrderDocumentEvent, { type: 'OrderSubmitted' }>,
  number: number,
): DocumentParts {
  const d = event.data;
  const at = utcInstant(event.metadata.occurredAt);
  const order = orderDecider.evolve(orderDecider.initialState(), event) as ExistingOrder;
  const actor = event.metadata.actor;
  const by = actor.kind === 'STAFF' ? actor.userId : undefined;
  const facts: OrderDocumentFacts = {
    vendorId: event.metadata.vendorId,
    number,
    numberOfCustomers: d.numberOfCustomers || undefined,
    couponCode: d.couponCode || undefined,
    discountCode: d.couponCode ? normalizeDiscountCode(d.couponCode) : undefined,
    description: d.description || undefined,
    note: d.note || undefined,
    preparationTime: d.preparationTime,
    paidWith: d.paymentMethod,
    payments: [],
    refunds: [],
    timeline: [by === undefined ? { status: 'SUBMITTED', at } : { status: 'SUBMITTED', at, by }],
    times: { submittedAt: at, updatedAt: at },
    submittedBy: by,
    sale: isSaleAfter(false, event),
    kitchenStage: 'WAITING',
    position: event.position,
  };
  return { order, facts };
}

/**
 * The engine's order inside a document (what its evolve folds): the document itself. The engine
 * keeps or drops the document's own facts as it copies the order, and evolveOrderDocument puts
 * them back over what it returns, so they come out as they were. (A copy without them, made by
 * deleting keys, was a rebuild's slowest step: it also turned every document into a slow
 * dictionary object.)
 */
const orderOf = (doc: OrderDocument): ExistingOrder => doc as unknown as ExistingOrder;

function paidWithAfter(doc: OrderDocument, method: PaymentMethod): PaymentMethod {
  if (doc.amountPaid === 0) return method;
  return doc.paidWith === method ? method : 'MULTI';
}

type Money = Pick<OrderDocumentFacts, 'payments' | 'paidWith' | 'refunds'>;

function moneyAfter(doc: OrderDocument, event: OrderDocumentEvent, at: string): Money {
  switch (event.type) {
    case 'OrderPaid': {
      const { amount, paymentMethod, gateway, transactionId } = event.data;
      const payment: OrderPayment = {
        amount,
        paymentMethod,
        ...(gateway ? { gateway } : {}),
        ...(transactionId ? { transactionId } : {}),
        at,
        ...byOf(event),
        position: event.position,
      };
      const paidWith = paidWithAfter(doc, paymentMethod);
      return { payments: [...doc.payments, payment], paidWith, refunds: doc.refunds };
    }
    case 'OrderPaymentMethodChanged':
      return { payments: doc.payments, paidWith: event.data.paymentMethod, refunds: doc.refunds };
    case 'OrderRefunded': {
      const { refundId, amount, paymentMethod, lines, reason, settled } = event.data;
      const refund: OrderRefund = {
        refundId,
        amount,
        paymentMethod,
        lines,
        ...(reason ? { reason } : {}),
        settled,
        at,
        ...byOf(event),
        position: event.position,
      };
      return { payments: doc.payments, paidWith: doc.paidWith, refunds: [...doc.refunds, refund] };
    }
    case 'OrderRefundSettled': {
      const { refundId, outcome } = event.data;
      const refunds = doc.refunds.map((r) =>
        r.refundId === refundId
          ? {
              ...r,
              settled: outcome === 'SETTLED',
              ...(outcome === 'FAILED' ? { failed: true } : {}),
            }
          : r,
      );
      return { payments: doc.payments, paidWith: doc.paidWith, refunds };
    }
    default:
      return doc;
  }
}

/** The milestone a status stands for, in OrderTimes. */
const MILESTONE: Partial<Record<OrderStatus, keyof OrderTimes>> = {
  CONFIRMED: 'confirmedAt',
  READYTOSERVE: 'readyAt',
  READYTOPICKUP: 'readyAt',
  READYTOSHIPMENT: 'readyAt',
  DELIVERING: 'dispatchedAt',
  DELIVERED: 'deliveredAt',
  FINISHED: 'finishedAt',
  REJECTED: 'rejectedAt',
};

function timesAfter(
  doc: OrderDocument,
  next: ExistingOrder,
  event: OrderDocumentEvent,
  at: string,
): OrderTimes {
  const times: Record<string, string> = { ...doc.times, updatedAt: at };
  const milestone = MILESTONE[next.status];
  if (next.status !== doc.status && milestone && times[milestone] === undefined)
    times[milestone] = at;
  if (next.price.finalPrice - next.amountPaid <= 0 && doc.amountPaid < next.amountPaid)
    times.paidAt ??= at;
  if (event.type === 'OrderCustomerCalled') times.calledAt = at;
  const sent =
    event.type === 'OrderConfirmed' ||
    (event.type === 'OrderEdited' && event.data.status === 'CONFIRMED');
  if (sent) times.sentToKitchenAt = at;
  return times as unknown as OrderTimes;
}

/**
 * The order after one of its events. `number`: the day's number, read on its submission only.
 * Pure; an event before the submission (never in a well-formed stream) leaves no document.
 */
export function evolveOrderDocument(
  doc: OrderDocument | undefined,
  event: OrderDocumentEvent,
  number = 0,
): OrderDocument | undefined {
  if (event.type === 'OrderSubmitted' && doc !== undefined) return doc;
  const parts = documentPartsAfter(doc, event, number);
  return parts && documentOf(parts.order, parts.facts);
}

/**
 * evolveOrderDocument in parts, for a document that adds fields of its own (the reports' order
 * makes itself of them in one object). A submission is always a new document: the caller keeps
 * an order already submitted as it is.
 */
export function documentPartsAfter(
  doc: OrderDocument | undefined,
  event: OrderDocumentEvent,
  number: number,
): DocumentParts | undefined {
  if (event.type === 'OrderSubmitted') return submitted(event, number);
  if (doc === undefined) return undefined;
  const at = utcInstant(event.metadata.occurredAt);
  const next = orderDecider.evolve(orderOf(doc), event) as ExistingOrder;
  const moved = next.status !== doc.status;
  const { payments, paidWith, refunds } = moneyAfter(doc, event, at);
  const facts: OrderDocumentFacts = {
    vendorId: doc.vendorId,
    number: doc.number,
    numberOfCustomers: doc.numberOfCustomers,
    couponCode: doc.couponCode,
    discountCode: doc.couponCode === undefined ? undefined : doc.discountCode,
    description: doc.description,
    note: doc.note,
    preparationTime: doc.preparationTime,
    paidWith,
    payments,
    refunds,
    // A part payment, an edit or a method change is not a step of the timeline.
    timeline: moved
      ? [...doc.timeline, { status: next.status, at, ...reasonOf(event), ...byOf(event) }]
      : doc.timeline,
    times: timesAfter(doc, next, event, at),
    submittedBy: doc.submittedBy,
    sale: isSaleAfter(doc.sale, event),
    kitchenStage: kitchenStageAfter(doc.kitchenStage, event),
    position: event.position,
  };
  return { order: next, facts };
}

/** An order's events, folded (the first must be its submission). */
export const foldOrderDocument = (
  events: readonly OrderDocumentEvent[],
  number = 0,
): OrderDocument | undefined =>
  events.reduce<OrderDocument | undefined>(
    (doc, e) => evolveOrderDocument(doc, e, number),
    undefined,
  );
