// An order as decide needs it, folded from its events. A union on status, so a status carries
// only its own fields: NEEDFORCALL knows where to return, REJECTED knows why.
import type { DeliveryType, OrderSource, OrderStatus, PaymentMethod } from '../shared/enums.ts';
import type { Rial } from '../shared/money.ts';
import type { OrderLine } from '../pricing/order-line.ts';
import type { PriceBreakdown } from '../pricing/pricing.schemas.ts';
import type { OrderCustomer, OrderEvent, OrderPricingTerms } from './order.events.ts';
import type { OrderMachineContext } from './order.machine.ts';

export interface OrderFacts {
  readonly orderId: string;
  readonly source: OrderSource;
  readonly deliveryType: DeliveryType | undefined;
  readonly addressId: string | undefined;
  readonly paymentMethod: PaymentMethod;
  readonly lines: readonly OrderLine[];
  readonly pricing: OrderPricingTerms;
  readonly price: PriceBreakdown;
  /** Sum of the payments received; kept whatever the status, since postpaid orders pay late. */
  readonly amountPaid: Rial;
  /** Sum given back in refunds: at most amountPaid. */
  readonly amountRefunded: Rial;
  /** Units given back per line (tempId): a line is refunded at most its count. */
  readonly refundedUnits: Readonly<Record<string, number>>;
  /** Online refunds the gateway has not paid out yet (refundId), asked about hourly (spec §9). */
  readonly unsettledRefunds: readonly string[];
  /** Online payments, by their payment transaction: what a refund is paid back through. */
  readonly onlinePayments: readonly { readonly transactionId: string; readonly amount: Rial }[];
  /** Every payment transaction that paid this order (online, card reader): a repeat pays nothing. */
  readonly paidTransactions: readonly string[];
  /** The salon table the order is at. */
  readonly tableNumber: string | undefined;
  /** Who ordered, as typed (a phone is what a ready call texts). */
  readonly customer: OrderCustomer | undefined;
}

type PlainStatus = Exclude<OrderStatus, 'NEEDFORCALL' | 'REJECTED'>;

export type OrderState =
  | { readonly status: 'NONE' }
  | (OrderFacts & { readonly status: PlainStatus })
  | (OrderFacts & {
      readonly status: 'NEEDFORCALL';
      readonly beforeCall: OrderStatus;
      readonly callReason: string | undefined;
    })
  | (OrderFacts & { readonly status: 'REJECTED'; readonly rejectionReason: string | undefined });

export type ExistingOrder = Exclude<OrderState, { status: 'NONE' }>;

export const initialOrderState = (): OrderState => ({ status: 'NONE' });

/**
 * Prepaid: the customer pays online before the restaurant accepts the order (site or QR with
 * ONLINE payment). Every other method is postpaid: paid at the counter, at the table, to the
 * courier, or charged to a credit account — the kitchen cooks first and the money comes later.
 */
export const isPrepaid = (method: PaymentMethod): boolean => method === 'ONLINE';

/** Placed by the customer themself (the site, a table's QR code, the kiosk): nobody of the vendor's took it. */
export const isPlacedByCustomer = (source: OrderSource): boolean =>
  source === 'WEBSITE' || source === 'QR' || source === 'KIOSK';

/**
 * An order the kitchen may not take before its money: paid online, or ordered at the self-order
 * kiosk (paid at its card reader; nobody stands at a kiosk to be asked for the money later).
 */
export const isPrepaidOrder = (order: {
  readonly paymentMethod: PaymentMethod;
  readonly source: OrderSource;
}): boolean => isPrepaid(order.paymentMethod) || order.source === 'KIOSK';

export const balanceDue = (order: OrderFacts): Rial =>
  Math.max(0, order.price.finalPrice - order.amountPaid);

export const isPaid = (order: OrderFacts): boolean => balanceDue(order) === 0;

/** Where the order really is: a phone call pauses it without moving it in the kitchen. */
export const effectiveStatus = (order: ExistingOrder): OrderStatus =>
  order.status === 'NEEDFORCALL' ? order.beforeCall : order.status;

export const machineContext = (order: ExistingOrder): OrderMachineContext => ({
  deliveryType: order.deliveryType,
  prepaid: isPrepaidOrder(order),
  balanceDue: !isPaid(order),
  beforeCall: order.status === 'NEEDFORCALL' ? order.beforeCall : undefined,
});

const factsOf = (order: ExistingOrder): OrderFacts => {
  const { orderId, source, deliveryType, addressId, paymentMethod, lines, pricing, price } = order;
  const { amountPaid, amountRefunded, refundedUnits, tableNumber, customer } = order;
  const { unsettledRefunds, onlinePayments, paidTransactions } = order;
  return {
    orderId,
    source,
    deliveryType,
    addressId,
    paymentMethod,
    lines,
    pricing,
    price,
    amountPaid,
    amountRefunded,
    refundedUnits,
    unsettledRefunds,
    onlinePayments,
    paidTransactions,
    tableNumber,
    customer,
  };
};

/** What may still be given back: what was paid and not refunded yet. */
export const refundable = (order: OrderFacts): Rial => order.amountPaid - order.amountRefunded;

/** Moves to a plain status, dropping what belonged to the status left behind. */
const moveTo = (order: ExistingOrder, status: OrderStatus): ExistingOrder =>
  status === order.status ? order : { ...factsOf(order), status: status as PlainStatus };

export function evolveOrder(state: OrderState, event: OrderEvent): OrderState {
  if (event.type === 'OrderSubmitted') {
    const d = event.data;
    return {
      status: 'SUBMITTED',
      orderId: d.orderId,
      source: d.source,
      deliveryType: d.deliveryType,
      addressId: d.addressId,
      paymentMethod: d.paymentMethod,
      lines: d.lines,
      pricing: d.pricing,
      price: d.price,
      amountPaid: 0,
      amountRefunded: 0,
      refundedUnits: {},
      unsettledRefunds: [],
      onlinePayments: [],
      paidTransactions: [],
      tableNumber: d.tableNumber,
      customer: d.customer,
    };
  }
  // A well-formed stream starts with OrderSubmitted; anything before it changes nothing.
  if (state.status === 'NONE') return state;
  switch (event.type) {
    case 'OrderPaid': {
      const { amount, paymentMethod, transactionId } = event.data;
      const online = paymentMethod === 'ONLINE' && transactionId !== undefined;
      const onlinePayments = online
        ? [...state.onlinePayments, { transactionId, amount }]
        : state.onlinePayments;
      const paidTransactions = transactionId
        ? [...state.paidTransactions, transactionId]
        : state.paidTransactions;
      return moveTo(
        { ...state, amountPaid: state.amountPaid + amount, onlinePayments, paidTransactions },
        event.data.status,
      );
    }
    case 'OrderConfirmed':
    case 'OrderReturnedToKitchen':
      return moveTo(state, 'CONFIRMED');
    case 'OrderMarkedReady':
      return moveTo(state, event.data.status);
    case 'OrderDispatched':
      return moveTo(state, 'DELIVERING');
    case 'OrderDelivered':
      return moveTo(state, 'DELIVERED');
    case 'OrderFinished':
      return moveTo(state, 'FINISHED');
    case 'OrderCallResolved':
      return moveTo(state, event.data.status);
    case 'OrderRejected':
      return { ...factsOf(state), status: 'REJECTED', rejectionReason: event.data.reason };
    case 'OrderNeedsCall':
      return {
        ...factsOf(state),
        status: 'NEEDFORCALL',
        beforeCall: event.data.previousStatus,
        callReason: event.data.reason,
      };
    case 'OrderEdited': {
      const edited = { ...state, lines: event.data.lines, price: event.data.price };
      return event.data.status ? moveTo(edited, event.data.status) : edited;
    }
    case 'OrderRefunded': {
      const units = { ...state.refundedUnits };
      for (const l of event.data.lines) units[l.tempId] = (units[l.tempId] ?? 0) + l.count;
      return {
        ...state,
        amountRefunded: state.amountRefunded + event.data.amount,
        refundedUnits: units,
        unsettledRefunds: event.data.settled
          ? state.unsettledRefunds
          : [...state.unsettledRefunds, event.data.refundId],
      };
    }
    case 'OrderRefundSettled':
      return {
        ...state,
        unsettledRefunds: state.unsettledRefunds.filter((id) => id !== event.data.refundId),
      };
    case 'OrderTableChanged':
      return { ...state, tableNumber: event.data.tableNumber };
    case 'OrderCustomerCalled':
      return state;
    case 'OrderPaymentMethodChanged':
      return { ...state, paymentMethod: event.data.paymentMethod };
    case 'OrderDeliveryMethodChanged': {
      const { deliveryType, addressId, deliveryCost, price } = event.data;
      return {
        ...state,
        deliveryType,
        addressId,
        price,
        pricing: { ...state.pricing, deliveryCost },
      };
    }
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}
