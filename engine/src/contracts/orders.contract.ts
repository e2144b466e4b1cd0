// The order API of the first slice (routes.txt: POST /api/orders, POST /api/orders/quick,
// PATCH /api/orders/state, GET /api/orders, GET /api/orders/{id}) and its read models. Both order
// requests may carry a discount code (couponCode): refused as DISCOUNT_CODE_INVALID (the §5 text),
// DISCOUNT_CODE_EXPIRED or DISCOUNT_CODE_ALREADY_USED, with `discount` DISCOUNT_CODE_WITH_MANUAL_DISCOUNT.
import { z } from 'zod';
import {
  DeliveryType,
  DiscountType,
  OrderSource,
  OrderStatus,
  PaymentMethod,
} from '../shared/enums.ts';
import { Rial } from '../shared/money.ts';
import { PriceBreakdown } from '../pricing/pricing.schemas.ts';
import { MinPositionQuery, PageQuery, pageOf } from './paging.contract.ts';
import {
  ORDER_LIMITS,
  StaffPaymentMethod,
  boundedText,
  orderLimitMessages,
} from './order-limits.ts';

/** A line as the client asks for it: the server prices it from its own menu. */
export const OrderLineRequest = z.object({
  menuItemId: z.string().min(1).max(ORDER_LIMITS.name),
  count: z
    .number()
    .int()
    .positive()
    .max(ORDER_LIMITS.lineCount, { error: orderLimitMessages.lineCount }),
  toppings: z
    .array(
      z.object({
        toppingId: z.string().min(1).max(ORDER_LIMITS.name),
        count: z
          .number()
          .int()
          .positive()
          .max(ORDER_LIMITS.toppingCount, { error: orderLimitMessages.toppingCount }),
      }),
    )
    .max(ORDER_LIMITS.toppingsPerLine, { error: orderLimitMessages.toppingsPerLine })
    .default([]),
  /** The cashier's own unit price (changePrice); needs the permission to change prices. */
  price: Rial.optional(),
  /** A note to the kitchen for this line («بدون پیاز»); lines with other notes stay apart. */
  note: z
    .string()
    .trim()
    .max(ORDER_LIMITS.lineNote, { error: orderLimitMessages.lineNote })
    .optional(),
});
export type OrderLineRequest = z.input<typeof OrderLineRequest>;

/** An order's lines: at most so many, and so many units in all (ORDER_LIMITS). */
const OrderLines = z
  .array(OrderLineRequest)
  .max(ORDER_LIMITS.lines, { error: orderLimitMessages.lines })
  .refine((lines) => lines.reduce((sum, l) => sum + l.count, 0) <= ORDER_LIMITS.items, {
    error: orderLimitMessages.items,
    params: { code: 'ORDER_TOO_MANY_ITEMS' },
  });

const orderBase = {
  /** Client-generated id (UUID): the same request twice creates one order. */
  id: z.uuid(),
  lines: OrderLines,
  paymentMethod: StaffPaymentMethod.default('CARD'),
  discount: z
    .object({
      type: DiscountType.default('PERCENTAGE'),
      amount: z.number().nonnegative(),
      cap: Rial.optional(),
    })
    .optional(),
  /**
   * A discount code the cashier typed (any spelling: the server normalises it). The code then
   * decides the order's discount, so `discount` must be left out; refusals name `couponCode`.
   */
  couponCode: z.string().trim().min(1).max(100).optional(),
  tip: Rial.default(0),
  description: boundedText().optional(),
  note: boundedText().optional(),
  preparationTime: z
    .number()
    .int()
    .nonnegative()
    .max(24 * 60)
    .optional(),
  customer: z
    .object({
      id: z.string().max(ORDER_LIMITS.name).optional(),
      name: boundedText(ORDER_LIMITS.name).optional(),
      phone: z.string().max(20).optional(),
    })
    .optional(),
};

/** POST /api/orders — an in-house salon order at a table (delivery SERVE by default). */
export const CreateOrderRequest = z.object({
  ...orderBase,
  source: OrderSource.default('SALON'),
  deliveryType: DeliveryType.default('SERVE'),
  tableNumber: z.string().min(1).max(20).optional(),
  numberOfCustomers: z.number().int().positive().max(500).optional(),
  addressId: z.string().min(1).optional(),
  deliveryCost: Rial.default(0),
});
export type CreateOrderRequest = z.input<typeof CreateOrderRequest>;

/**
 * POST /api/orders/postpaid — an open salon bill: at a table, served there, UNPAID until the
 * guests pay at the end (possibly split).
 */
export const PostpaidOrderRequest = CreateOrderRequest.extend({
  tableNumber: z.string().trim().min(1).max(20),
  deliveryType: z.literal('SERVE').default('SERVE'),
  paymentMethod: StaffPaymentMethod.default('UNPAID'),
});
export type PostpaidOrderRequest = z.input<typeof PostpaidOrderRequest>;

/** POST /api/orders/quick — a counter order: no table, taken away unless told otherwise. */
export const QuickOrderRequest = z.object({
  ...orderBase,
  deliveryType: DeliveryType.default('PICKUP'),
});
export type QuickOrderRequest = z.input<typeof QuickOrderRequest>;

/** A line of an edit: `id` names a line the order has (its count and note change), else new. */
export const EditLineRequest = OrderLineRequest.omit({ price: true })
  .extend({
    id: z.string().min(1).max(ORDER_LIMITS.name).optional(),
    /** Needed for a new line; a line named by its id is that line's item. */
    menuItemId: z.string().min(1).max(ORDER_LIMITS.name).optional(),
  })
  .refine((line) => line.id !== undefined || line.menuItemId !== undefined, {
    error: 'برای قلم تازه، خود قلم را انتخاب کنید.',
    path: ['menuItemId'],
    params: { code: 'MENU_ITEM_REQUIRED' },
  });
export type EditLineRequest = z.input<typeof EditLineRequest>;

/**
 * PATCH /api/orders (an edit, spec §4) and PUT /api/orders/editpostpaid (a round on an open bill):
 * the order's lines as they should be. `position` is the order's position the cashier saw (its
 * row's): if the order changed since, the edit is refused 409 with the order as it is now.
 */
export const EditOrderRequest = z.object({
  orderId: z.string().min(1).max(100),
  lines: z
    .array(EditLineRequest)
    .max(ORDER_LIMITS.lines, { error: orderLimitMessages.lines })
    .refine((lines) => lines.reduce((sum, l) => sum + l.count, 0) <= ORDER_LIMITS.items, {
      error: orderLimitMessages.items,
      params: { code: 'ORDER_TOO_MANY_ITEMS' },
    }),
  position: z.string().min(1).optional(),
});
export type EditOrderRequest = z.input<typeof EditOrderRequest>;

/** PUT /api/orders/refund: all that was paid (neither amount nor lines), an amount, or lines. */
export const RefundOrderRequest = z.object({
  orderId: z.string().min(1).max(100),
  /** The client's id for this refund: sent twice, it is one refund. */
  refundId: z.uuid(),
  amount: Rial.positive().optional(),
  lines: z
    .array(z.object({ id: z.string().min(1).max(100), count: z.number().int().positive() }))
    .min(1)
    .max(ORDER_LIMITS.lines)
    .optional(),
  reason: boundedText().optional(),
});
export type RefundOrderRequest = z.input<typeof RefundOrderRequest>;

/** PUT /api/orders/changetable */
export const ChangeTableRequest = z.object({
  orderId: z.string().min(1).max(100),
  tableNumber: z.string().trim().min(1).max(20),
});
export type ChangeTableRequest = z.input<typeof ChangeTableRequest>;

/** POST /api/orders/notification/ready */
export const ReadyNotificationRequest = z.object({ orderId: z.string().min(1).max(100) });

/** POST /api/payments/manualpaybypos: money taken at the counter, whole or split (MULTI). */
export const PayByPosRequest = z.object({
  orderId: z.string().min(1).max(100),
  /** The client's id for this payment: sent twice, it is one payment. */
  paymentId: z.uuid(),
  /** Defaults to all that is due. */
  amount: Rial.positive().optional(),
  paymentMethod: StaffPaymentMethod.optional(),
  /** A split bill: each method's share; they must add up to exactly what is due. */
  parts: z
    .array(z.object({ paymentMethod: StaffPaymentMethod, amount: Rial.positive() }))
    .min(2)
    .max(10)
    .optional(),
  /** The card reader's reference, for the POS transaction report. */
  transactionId: z.string().trim().min(1).max(100).optional(),
});
export type PayByPosRequest = z.input<typeof PayByPosRequest>;

/** One payment or refund on an order (GET /api/orders/{id}/transactions). */
export const OrderTransaction = z.object({
  kind: z.enum(['PAYMENT', 'REFUND']),
  amount: Rial,
  paymentMethod: PaymentMethod,
  /** A refund still to be paid out by an online gateway. */
  settled: z.boolean(),
  /** A refund's own id. */
  refundId: z.string().optional(),
  /** The gateway refused to pay a refund out: the vendor owes it by hand. */
  refundFailed: z.boolean().optional(),
  transactionId: z.string().optional(),
  reason: z.string().optional(),
  at: z.string(),
  /** Who recorded it (a staff user id; absent for the customer's own online payment). */
  by: z.string().optional(),
});
export type OrderTransaction = z.infer<typeof OrderTransaction>;

export const OrderTransactions = z.object({
  orderId: z.string(),
  finalPrice: Rial,
  amountPaid: Rial,
  amountRefunded: Rial,
  transactions: z.array(OrderTransaction),
});
export type OrderTransactions = z.infer<typeof OrderTransactions>;

/** One of the signed-in customer's own orders (GET /api/orders/me); the tracker has the rest. */
export const MyOrderRow = z.object({
  orderId: z.string(),
  status: OrderStatus,
  finalPrice: Rial,
  submittedAt: z.string(),
});
export type MyOrderRow = z.infer<typeof MyOrderRow>;
export const MyOrdersPage = pageOf(MyOrderRow);
export type MyOrdersPage = z.infer<typeof MyOrdersPage>;

/** PATCH /api/orders/state */
export const ChangeOrderStateRequest = z.object({
  orderId: z.string().min(1),
  status: OrderStatus,
  reason: boundedText().optional(),
});
export type ChangeOrderStateRequest = z.input<typeof ChangeOrderStateRequest>;

/** What every command answers: the global position of its last event (read your writes). */
export const CommandAccepted = z.object({
  id: z.string(),
  status: OrderStatus,
  position: z.string(),
});
export type CommandAccepted = z.infer<typeof CommandAccepted>;

export const OrderListQuery = PageQuery.extend({
  status: z.union([OrderStatus, z.array(OrderStatus)]).optional(),
  source: OrderSource.optional(),
  /** Inclusive UTC ISO date-times. */
  fromDate: z.iso.datetime({ offset: true }).optional(),
  toDate: z.iso.datetime({ offset: true }).optional(),
}).extend(MinPositionQuery.shape);

const TicketTopping = z.object({ title: z.string(), count: z.number().int() });
export const TicketLine = z.object({
  title: z.string(),
  count: z.number().int(),
  toppings: z.array(TicketTopping),
  isFreeItem: z.boolean(),
  /** The cashier's note for this line. */
  note: z.string().optional(),
});

/** One order on the kitchen display. */
export const KitchenTicket = z.object({
  orderId: z.string(),
  /** The vendor's order number of the day (Tehran day), what the kitchen calls out. */
  number: z.number().int(),
  source: OrderSource,
  deliveryType: DeliveryType.optional(),
  tableNumber: z.string().optional(),
  lines: z.array(TicketLine),
  description: z.string().optional(),
  note: z.string().optional(),
  status: OrderStatus,
  submittedAt: z.string(),
  /** Set when the cook bumped it: it leaves the board and stays on the recall list. */
  readyAt: z.string().optional(),
  /** False once the ticket left the board (ready, rejected, delivered). */
  open: z.boolean(),
  position: z.string(),
});
export type KitchenTicket = z.infer<typeof KitchenTicket>;

/** One row of the POS order list. */
export const OrderListRow = z.object({
  orderId: z.string(),
  number: z.number().int(),
  source: OrderSource,
  deliveryType: DeliveryType.optional(),
  status: OrderStatus,
  paymentMethod: PaymentMethod,
  finalPrice: Rial,
  amountPaid: Rial,
  /** Given back in refunds; absent when nothing was. */
  amountRefunded: Rial.optional(),
  tableNumber: z.string().optional(),
  /** Guests at the table, as the bill was opened with. */
  numberOfCustomers: z.number().int().optional(),
  customerName: z.string().optional(),
  itemCount: z.number().int(),
  submittedAt: z.string(),
  updatedAt: z.string(),
  position: z.string(),
});
export type OrderListRow = z.infer<typeof OrderListRow>;
export const OrderListPage = pageOf(OrderListRow);
export type OrderListPage = z.infer<typeof OrderListPage>;

/** The customer's tracker for one order, and GET /api/orders/{id}. */
export const OrderTracker = z.object({
  orderId: z.string(),
  number: z.number().int(),
  source: OrderSource,
  deliveryType: DeliveryType.optional(),
  status: OrderStatus,
  paymentMethod: PaymentMethod,
  /** The lines with their ids (an edit or a refund names a line by it) and one unit's price. */
  lines: z.array(
    TicketLine.extend({
      id: z.string(),
      menuItemId: z.string(),
      /** The toppings with their ids, so an edit can name the same line again. */
      toppings: z.array(TicketTopping.extend({ toppingId: z.string() })),
      unitPrice: Rial,
      /** Units of the line given back in refunds. */
      refundedCount: z.number().int().nonnegative(),
    }),
  ),
  /** What the total is made of: items, toppings, packaging, tax, service, discount, tip, delivery. */
  price: PriceBreakdown,
  finalPrice: Rial,
  amountPaid: Rial,
  amountRefunded: Rial.optional(),
  preparationTime: z.number().int(),
  /**
   * When the kitchen expects the food ready: its confirmation (or a new round) plus the longest
   * preparation time learned for its items from the kitchen's bumps; absent without history.
   */
  expectedReadyAt: z.string().optional(),
  tableNumber: z.string().optional(),
  submittedAt: z.string(),
  /** Each status the order reached, with when (UTC) and why (a rejection, a call). */
  timeline: z.array(
    z.object({ status: OrderStatus, at: z.string(), reason: z.string().optional() }),
  ),
  /** When the counter last called the customer to pick up the food (UTC). */
  calledAt: z.string().optional(),
  position: z.string(),
});
export type OrderTracker = z.infer<typeof OrderTracker>;
