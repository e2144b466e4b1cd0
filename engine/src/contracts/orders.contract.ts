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

/** POST /api/orders/quick — a counter order: no table, taken away unless told otherwise. */
export const QuickOrderRequest = z.object({
  ...orderBase,
  deliveryType: DeliveryType.default('PICKUP'),
});
export type QuickOrderRequest = z.input<typeof QuickOrderRequest>;

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
  lines: z.array(TicketLine.extend({ unitPrice: Rial })),
  finalPrice: Rial,
  amountPaid: Rial,
  amountRefunded: Rial.optional(),
  preparationTime: z.number().int(),
  tableNumber: z.string().optional(),
  submittedAt: z.string(),
  /** Each status the order reached, with when (UTC). */
  timeline: z.array(z.object({ status: OrderStatus, at: z.string() })),
  /** When the counter last called the customer to pick up the food (UTC). */
  calledAt: z.string().optional(),
  position: z.string(),
});
export type OrderTracker = z.infer<typeof OrderTracker>;
