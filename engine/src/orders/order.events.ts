// What happened to an order: past-tense facts, each with a zod schema and a version (ARCHITECTURE
// decision 2). Read models (kitchen board, tracker, reports) are built from these alone, so
// OrderSubmitted carries everything they show; who and when come from the event metadata.
import { z } from 'zod';
import { defineEvent, eventCodec, type EventOf } from '../shared/event-definitions.ts';
import {
  DeliveryType,
  OrderSource,
  OrderStatus,
  PaymentGateway,
  PaymentMethod,
} from '../shared/enums.ts';
import { Rial } from '../shared/money.ts';
import { PaymentMerchant } from '../banking/online-gateway.ts';
import { OrderLine } from '../pricing/order-line.ts';
import { OrderDiscount, PriceBreakdown, PricingSettings } from '../pricing/pricing.schemas.ts';

export const OrderCustomer = z.object({
  id: z.string().min(1).optional(),
  name: z.string().optional(),
  phone: z.string().optional(),
});
export type OrderCustomer = z.infer<typeof OrderCustomer>;

/** What the price was computed from besides the lines, kept so an edit re-prices the same way. */
export const OrderPricingTerms = z.object({
  discount: OrderDiscount,
  tip: Rial,
  deliveryCost: Rial,
  settings: PricingSettings,
});
export type OrderPricingTerms = z.infer<typeof OrderPricingTerms>;

export const ReadyStatus = z.enum(['READYTOSERVE', 'READYTOPICKUP', 'READYTOSHIPMENT']);

const orderId = z.string().min(1);
const reason = z.string().max(500).optional();

export const OrderSubmitted = defineEvent(
  'OrderSubmitted',
  z.object({
    orderId,
    source: OrderSource,
    deliveryType: DeliveryType.optional(),
    paymentMethod: PaymentMethod,
    lines: z.array(OrderLine).min(1),
    price: PriceBreakdown,
    pricing: OrderPricingTerms,
    couponCode: z.string().optional(),
    tableNumber: z.string().optional(),
    numberOfCustomers: z.number().int().positive().optional(),
    customer: OrderCustomer.optional(),
    addressId: z.string().min(1).optional(),
    /** The customer's words for the kitchen ("no onions"). */
    description: z.string().optional(),
    /** Staff's own note on the order. */
    note: z.string().optional(),
    /** Minutes the kitchen promised. */
    preparationTime: z.number().int().positive(),
  }),
);

/** A payment was received; status is the order's status afterwards (PAID when it settled a SUBMITTED order). */
export const OrderPaid = defineEvent(
  'OrderPaid',
  z.object({
    orderId,
    amount: Rial.positive(),
    paymentMethod: PaymentMethod,
    gateway: PaymentGateway.optional(),
    transactionId: z.string().min(1).optional(),
    /** Online money in the vendor's own merchant account (issue 32) passes through no settlement. */
    merchant: PaymentMerchant.optional(),
    status: OrderStatus,
  }),
);

export const OrderConfirmed = defineEvent('OrderConfirmed', z.object({ orderId }));
export const OrderMarkedReady = defineEvent(
  'OrderMarkedReady',
  z.object({ orderId, status: ReadyStatus }),
);
/**
 * A station brought back a part of a ready order (a kitchen recall): the order is cooking again
 * (CONFIRMED) until every station has bumped its part once more. `stationId`: the station.
 */
export const OrderReturnedToKitchen = defineEvent(
  'OrderReturnedToKitchen',
  z.object({ orderId, stationId: z.string().min(1) }),
);
export const OrderDispatched = defineEvent('OrderDispatched', z.object({ orderId }));
export const OrderDelivered = defineEvent('OrderDelivered', z.object({ orderId }));
/** The salon table the order leaves, if it was at one: the floor frees it. */
const leftTable = z.string().min(1).optional();
export const OrderFinished = defineEvent(
  'OrderFinished',
  z.object({ orderId, tableNumber: leftTable }),
);
export const OrderRejected = defineEvent(
  'OrderRejected',
  z.object({ orderId, reason, tableNumber: leftTable }),
);
export const OrderNeedsCall = defineEvent(
  'OrderNeedsCall',
  z.object({ orderId, reason, previousStatus: OrderStatus }),
);
/** The call is done and the order is back where it was. */
export const OrderCallResolved = defineEvent(
  'OrderCallResolved',
  z.object({ orderId, status: OrderStatus }),
);

/**
 * New lines and price; added and removed lines (with the counts that changed) are for the kitchen.
 * `status` is set when the edit moved the order: a new round on an open salon bill whose food was
 * already served goes back to the kitchen (CONFIRMED).
 */
export const OrderEdited = defineEvent(
  'OrderEdited',
  z.object({
    orderId,
    lines: z.array(OrderLine).min(1),
    addedLines: z.array(OrderLine),
    removedLines: z.array(OrderLine),
    price: PriceBreakdown,
    status: OrderStatus.optional(),
  }),
);

/** A line (or part of one) given back in a refund, and what it was worth. */
export const RefundedLine = z.object({
  tempId: z.string().min(1),
  title: z.string(),
  count: z.number().int().positive(),
  amount: Rial,
});
export type RefundedLine = z.infer<typeof RefundedLine>;

/**
 * Money given back to the customer. `settled` is false while an online gateway still has to pay
 * it out (the refund is then inquired until it settles, spec §9); cash and card are settled at once.
 */
export const OrderRefunded = defineEvent(
  'OrderRefunded',
  z.object({
    orderId,
    refundId: z.string().min(1),
    amount: Rial.positive(),
    paymentMethod: PaymentMethod,
    lines: z.array(RefundedLine),
    reason,
    settled: z.boolean(),
  }),
);

/**
 * The gateway's last word on an online refund (the hourly inquiry, spec §9): paid out, or refused
 * — then the vendor owes it by hand, and the drawer says so.
 */
export const OrderRefundSettled = defineEvent(
  'OrderRefundSettled',
  z.object({ orderId, refundId: z.string().min(1), outcome: z.enum(['SETTLED', 'FAILED']) }),
);

/** The salon order moved to another table. */
export const OrderTableChanged = defineEvent(
  'OrderTableChanged',
  z.object({
    orderId,
    tableNumber: z.string().min(1),
    previousTableNumber: z.string().min(1).optional(),
  }),
);

/** The counter called the customer: the food is ready to pick up or to serve. */
export const OrderCustomerCalled = defineEvent(
  'OrderCustomerCalled',
  z.object({ orderId, status: ReadyStatus, bySms: z.boolean() }),
);

export const OrderPaymentMethodChanged = defineEvent(
  'OrderPaymentMethodChanged',
  z.object({ orderId, paymentMethod: PaymentMethod, previousPaymentMethod: PaymentMethod }),
);

export const OrderDeliveryMethodChanged = defineEvent(
  'OrderDeliveryMethodChanged',
  z.object({
    orderId,
    deliveryType: DeliveryType,
    addressId: z.string().min(1).optional(),
    deliveryCost: Rial,
    price: PriceBreakdown,
  }),
);

export const orderEvents = [
  OrderSubmitted,
  OrderPaid,
  OrderConfirmed,
  OrderMarkedReady,
  OrderReturnedToKitchen,
  OrderDispatched,
  OrderDelivered,
  OrderFinished,
  OrderRejected,
  OrderNeedsCall,
  OrderCallResolved,
  OrderEdited,
  OrderPaymentMethodChanged,
  OrderDeliveryMethodChanged,
  OrderRefunded,
  OrderRefundSettled,
  OrderTableChanged,
  OrderCustomerCalled,
] as const;

export const orderEventCodec = eventCodec(orderEvents);

export type OrderEvent = EventOf<(typeof orderEvents)[number]>;

/**
 * One stream per order, inside the vendor's space (ARCHITECTURE decision 7). Order ids are the
 * client's, so another vendor may send the same id: it gets an order of its own, and learns
 * nothing of the first. Vendor ids never hold ':', so no two (vendor, order) pairs share a name.
 */
export const orderStreamName = (vendorId: string, orderId: string): string =>
  `order-${vendorId}:${orderId}`;
