// What someone wants done to an order: wishes, each with a zod schema for its data. The gateway
// parses requests with these schemas; a refusal of the wish itself is decide's job.
import { z } from 'zod';
import type { CommandFrom, CommandUnion } from '../shared/messages.ts';
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
import {
  defaultPricingSettings,
  noDiscount,
  OrderDiscount,
  PricingSettings,
} from '../pricing/pricing.schemas.ts';
import { DEFAULT_PREPARATION_TIME } from '../pos-draft/pos-draft.state.ts';
import { OrderCustomer } from './order.events.ts';

const orderId = z.string().min(1);

/**
 * The lines an edit was made from: if the order's lines are not these any more, someone else
 * edited it meanwhile and the edit is refused (ORDER_CHANGED_MEANWHILE), never applied over theirs.
 */
const previousLines = z.array(OrderLine).optional();

export const SubmitOrderData = z.object({
  orderId,
  source: OrderSource,
  // Optional here so that decide, not the schema, answers ORDER_HAS_TO_HAVE_DELIVER_METHOD.
  deliveryType: DeliveryType.optional(),
  paymentMethod: PaymentMethod.default('CARD'),
  // May be empty here so that decide answers ORDER_EMPTY with its Persian message.
  lines: z.array(OrderLine),
  tableNumber: z.string().min(1).optional(),
  numberOfCustomers: z.number().int().positive().optional(),
  customer: OrderCustomer.optional(),
  addressId: z.string().min(1).optional(),
  description: z.string().max(1000).optional(),
  note: z.string().max(1000).optional(),
  // Any whole number: decide answers PREPARATION_TIME_TOO_SHORT below the minimum (spec §9).
  preparationTime: z.number().int().nonnegative().default(DEFAULT_PREPARATION_TIME),
  discount: OrderDiscount.default(noDiscount),
  tip: Rial.default(0),
  deliveryCost: Rial.default(0),
  couponCode: z.string().min(1).optional(),
  pricingSettings: PricingSettings.default(defaultPricingSettings),
  /** Staff took the order themselves (POS, phone): placing it is accepting it, so confirm at once. */
  confirm: z.boolean().default(false),
});

/** The status the caller wants the order moved to (PATCH orders/state). */
export const ChangeOrderStateData = z.object({
  orderId,
  target: OrderStatus,
  /** Why it was rejected or why the customer must be called. */
  reason: z.string().max(500).optional(),
});

/** One method's share of a split (MULTI) payment. */
export const PaymentPart = z.object({ paymentMethod: PaymentMethod, amount: Rial.positive() });

export const PayOrderData = z.object({
  orderId,
  /** Defaults to the whole balance due; less is a part payment (e.g. a split bill). */
  amount: Rial.positive().optional(),
  /** Defaults to the order's payment method. */
  paymentMethod: PaymentMethod.optional(),
  gateway: PaymentGateway.optional(),
  transactionId: z.string().min(1).optional(),
  /** Whose merchant account took the money online (the payment's, issue 32). */
  merchant: PaymentMerchant.optional(),
  /** A split bill (MULTI): the parts must add up to exactly the balance due; then no amount. */
  parts: z.array(PaymentPart).min(2).max(10).optional(),
  /**
   * Money already taken (a verified online payment): the order keeps what it owes of `amount`
   * and nothing once settled or closed, instead of refusing; the rest is the payment's to give
   * back. Decided here, on the order's stream, so two payments verified at once cannot both pay.
   */
  keepUpToBalance: z.boolean().optional(),
});

/** PUT /api/orders/editpostpaid: the open salon bill's lines as they are now. */
export const EditBillData = z.object({
  orderId,
  // May be empty here so that the edit rules answer NOT_ALLOW_REMOVE_ALL_ITEMS.
  lines: z.array(OrderLine),
  previousLines,
});

/** Units of a line to give back. */
export const RefundLineRequest = z.object({
  tempId: z.string().min(1),
  count: z.number().int().positive(),
});

/** PUT /api/orders/refund: by amount, by lines, or (neither) all that was paid. */
export const RefundOrderData = z.object({
  orderId,
  /** The refund's own id: a retried refund is the same refund. */
  refundId: z.string().min(1),
  amount: Rial.positive().optional(),
  lines: z.array(RefundLineRequest).min(1).optional(),
  reason: z.string().max(500).optional(),
});

/** The payment workflow passes on the gateway's verdict on an online refund. */
export const SettleOrderRefundData = z.object({
  orderId,
  refundId: z.string().min(1),
  outcome: z.enum(['SETTLED', 'FAILED']),
});

export const ChangeOrderTableData = z.object({ orderId, tableNumber: z.string().min(1).max(20) });

/** The counter tells the customer the food is ready; bySms when an SMS goes out too. */
export const CallCustomerData = z.object({ orderId, bySms: z.boolean().default(false) });

/** The kitchen workflow, when a station recalled its part of a ready order: it cooks again. */
export const ReturnToKitchenData = z.object({ orderId, stationId: z.string().min(1) });

export const EditOrderData = z.object({
  orderId,
  // May be empty here so that the edit rules answer NOT_ALLOW_REMOVE_ALL_ITEMS.
  lines: z.array(OrderLine),
  previousLines,
});

export const ChangeOrderPaymentMethodData = z.object({ orderId, paymentMethod: PaymentMethod });

export const ChangeOrderDeliveryMethodData = z.object({
  orderId,
  deliveryType: DeliveryType,
  /** Keeps the order's address when absent. */
  addressId: z.string().min(1).optional(),
  /** Keeps the order's delivery cost when absent. */
  deliveryCost: Rial.optional(),
});

export const orderCommandSchemas = {
  SubmitOrder: SubmitOrderData,
  ChangeOrderState: ChangeOrderStateData,
  PayOrder: PayOrderData,
  EditOrder: EditOrderData,
  ChangeOrderPaymentMethod: ChangeOrderPaymentMethodData,
  ChangeOrderDeliveryMethod: ChangeOrderDeliveryMethodData,
  EditBill: EditBillData,
  RefundOrder: RefundOrderData,
  SettleOrderRefund: SettleOrderRefundData,
  ChangeOrderTable: ChangeOrderTableData,
  CallCustomer: CallCustomerData,
  ReturnToKitchen: ReturnToKitchenData,
} as const;

type Schemas = typeof orderCommandSchemas;
export type OrderCommandType = keyof Schemas;

export type OrderCommandOf<T extends OrderCommandType> = CommandFrom<Schemas, T>;
export type OrderCommand = CommandUnion<Schemas>;

export type SubmitOrder = OrderCommandOf<'SubmitOrder'>;
export type ChangeOrderState = OrderCommandOf<'ChangeOrderState'>;
export type PayOrder = OrderCommandOf<'PayOrder'>;
export type EditOrder = OrderCommandOf<'EditOrder'>;
export type ChangeOrderPaymentMethod = OrderCommandOf<'ChangeOrderPaymentMethod'>;
export type ChangeOrderDeliveryMethod = OrderCommandOf<'ChangeOrderDeliveryMethod'>;
export type EditBill = OrderCommandOf<'EditBill'>;
export type RefundOrder = OrderCommandOf<'RefundOrder'>;
export type SettleOrderRefund = OrderCommandOf<'SettleOrderRefund'>;
export type ChangeOrderTable = OrderCommandOf<'ChangeOrderTable'>;
export type CallCustomer = OrderCommandOf<'CallCustomer'>;
export type ReturnToKitchen = OrderCommandOf<'ReturnToKitchen'>;
