// The order-money reports' requests and answers (issue 13): orders paid, orders still unpaid,
// credit (نسیه) orders, sales per payment method, cancellation statistics, and one order's
// refunds and history. Days are Tehran days (reports.contract.ts CalendarDay); amounts in Rial.
import { z } from 'zod';
import { OrderSource, OrderStatus, PaymentMethod } from '../shared/enums.ts';
import { Actor } from '../shared/messages.ts';
import { DEFAULT_PAGE_SIZE, pageOf } from './paging.contract.ts';
import { ReportPeriodQuery } from './reports.contract.ts';

const PageNumber = z.coerce.number().int().positive().default(1);
const PageSize = z.coerce.number().int().positive().max(100).default(DEFAULT_PAGE_SIZE);
const Amount = z.number().int();
const Count = z.number().int();

/** A list of orders: the period, optionally one sell channel (OrderType), a page. */
export const OrderMoneyListQuery = ReportPeriodQuery.extend({
  OrderType: OrderSource.optional(),
  PageNumber,
  PageSize,
});
/** The same list as an Excel file: every row, no paging. */
export const OrderMoneyExcelQuery = ReportPeriodQuery.extend({ OrderType: OrderSource.optional() });

/** What every order row of these reports shows of the order. */
const OrderFields = {
  orderId: z.string(),
  /** The vendor's number of the order on its Tehran day. */
  number: Count,
  source: OrderSource,
  deliveryType: z.string().optional(),
  /** As the order was paid: the first payment's method, MULTI once a second one differs. */
  paymentMethod: PaymentMethod,
  tableNumber: z.string().optional(),
  customerName: z.string().optional(),
  customerPhone: z.string().optional(),
  submittedAt: z.string(),
  finalPrice: Amount,
  amountPaid: Amount,
};

export const PaidOrderView = z.object({
  ...OrderFields,
  /** When its payments first covered its price (UTC). */
  paidAt: z.string(),
  amountRefunded: Amount,
  /** What each method paid of it (a split bill has several). */
  paidByMethod: z.record(z.string(), Amount),
});
export type PaidOrderView = z.infer<typeof PaidOrderView>;

export const PaidOrdersReport = pageOf(PaidOrderView).extend({
  fromDate: z.string(),
  toDate: z.string(),
  summary: z.object({
    /** Orders whose payments came to cover their price in the period. */
    orderCount: Count,
    /** What those orders came to: their final prices (a settled order's later change counts too). */
    totalFinalPrice: Amount,
    /** What those orders had paid when they were settled (and later payments on settled orders). */
    totalPaid: Amount,
    /** Refunds given in the period, of any order. */
    totalRefunded: Amount,
  }),
});
export type PaidOrdersReport = z.infer<typeof PaidOrdersReport>;

export const UnpaidOrderView = z.object({ ...OrderFields, amountDue: Amount });
export type UnpaidOrderView = z.infer<typeof UnpaidOrderView>;

export const UnpaidOrdersReport = pageOf(UnpaidOrderView).extend({
  fromDate: z.string(),
  toDate: z.string(),
});
export type UnpaidOrdersReport = z.infer<typeof UnpaidOrdersReport>;

/** GET /api/orders/getcreditordersreport */
export const CreditOrdersQuery = ReportPeriodQuery.extend({ PageNumber, PageSize });

const CreditFields = {
  /** Paid on credit, and of that given back in refunds. */
  creditAmount: Amount,
  creditRefunded: Amount,
  /** What the customer still owes on credit: creditAmount − creditRefunded. */
  creditBalance: Amount,
};

export const CreditCustomerView = z.object({
  /** The customer's id, else their phone; '' for orders without a customer. */
  customerKey: z.string(),
  customerId: z.string().optional(),
  name: z.string().optional(),
  phone: z.string().optional(),
  /** Orders paid on credit for the first time in the period. */
  orderCount: Count,
  ...CreditFields,
});
export type CreditCustomerView = z.infer<typeof CreditCustomerView>;

export const CreditOrderView = z.object({
  ...OrderFields,
  customerKey: z.string(),
  /** The first payment on credit (UTC). */
  creditAt: z.string(),
  ...CreditFields,
});
export type CreditOrderView = z.infer<typeof CreditOrderView>;

export const CreditOrdersReport = z.object({
  fromDate: z.string(),
  toDate: z.string(),
  totals: z.object({ orderCount: Count, ...CreditFields }),
  /** Per customer, who owes most first. */
  customers: z.array(CreditCustomerView),
  /** Per order, latest first, a page. */
  orders: pageOf(CreditOrderView),
});
export type CreditOrdersReport = z.infer<typeof CreditOrdersReport>;

/** vendorIds: repeated (vendorIds=a&vendorIds=b) or comma-separated; only the request's vendor. */
const VendorIds = z.preprocess(
  (value) =>
    (Array.isArray(value) ? value : [value])
      .flatMap((v) => (typeof v === 'string' ? v.split(',') : [v]))
      .map((v) => (typeof v === 'string' ? v.trim() : v))
      .filter((v) => v !== ''),
  z.array(z.string().min(1).max(100)).max(50),
);

/** GET /api/orders/getvendorbrandpaymentmethodsalesreport (+excel) */
export const PaymentMethodSalesQuery = ReportPeriodQuery.extend({
  vendorIds: VendorIds.optional(),
});

const MethodMoney = {
  paymentCount: Count,
  paidAmount: Amount,
  refundCount: Count,
  refundedAmount: Amount,
  /** paidAmount − refundedAmount. */
  netAmount: Amount,
};

export const PaymentMethodSalesRow = z.object({
  vendorId: z.string(),
  vendorName: z.string(),
  /** A split bill's parts count each under its own method. */
  paymentMethod: PaymentMethod,
  ...MethodMoney,
});
export type PaymentMethodSalesRow = z.infer<typeof PaymentMethodSalesRow>;

export const PaymentMethodSalesReport = z.object({
  fromDate: z.string(),
  toDate: z.string(),
  data: z.array(PaymentMethodSalesRow),
  /** Over every row; splitOrderCount: orders paid with more than one method. */
  totals: z.object({ ...MethodMoney, splitOrderCount: Count }),
});
export type PaymentMethodSalesReport = z.infer<typeof PaymentMethodSalesReport>;

const CountAndAmount = { count: Count, amount: Amount };

export const CancelledOrderStatistics = z.object({
  fromDate: z.string(),
  toDate: z.string(),
  /** Orders rejected in the period and what they were worth (their final price then). */
  totals: z.object(CountAndAmount),
  /** Most first; reason absent for rejections without one. */
  byReason: z.array(z.object({ reason: z.string().optional(), ...CountAndAmount })),
  bySource: z.array(z.object({ source: OrderSource, ...CountAndAmount })),
});
export type CancelledOrderStatistics = z.infer<typeof CancelledOrderStatistics>;

/** An order named by its id in the path (orderhistory/{id}, refundorderreport/{id}). */
export const OrderIdPath = z.object({ id: z.string().min(1).max(100) });

/** Who did it: the actor of the event, with the staff member's name when known. */
const By = { by: Actor, byName: z.string().optional() };
const LineCount = z.object({ title: z.string(), count: Count });

export const RefundView = z.object({
  refundId: z.string(),
  amount: Amount,
  paymentMethod: PaymentMethod,
  lines: z.array(LineCount.extend({ tempId: z.string(), amount: Amount })),
  reason: z.string().optional(),
  at: z.string(),
  ...By,
  /** Paid back (an online refund is settled when the gateway says so). */
  settled: z.boolean(),
  /** The gateway refused to pay it out: the vendor owes it by hand. */
  failed: z.boolean(),
});
export type RefundView = z.infer<typeof RefundView>;

export const RefundOrderReport = z.object({
  orderId: z.string(),
  number: Count,
  finalPrice: Amount,
  amountPaid: Amount,
  totalRefunded: Amount,
  /** Online refunds the gateway has not paid out yet. */
  unsettledAmount: Amount,
  /** What the vendor keeps: amountPaid − totalRefunded. */
  remainsPaid: Amount,
  refunds: z.array(RefundView),
});
export type RefundOrderReport = z.infer<typeof RefundOrderReport>;

const entry = <K extends string, T extends z.ZodRawShape>(kind: K, fields: T) =>
  z.object({
    kind: z.literal(kind),
    at: z.string(),
    ...By,
    /** The order's status after the entry. */
    status: OrderStatus,
    ...fields,
  });

export const OrderHistoryEntry = z.discriminatedUnion('kind', [
  entry('SUBMITTED', {
    source: OrderSource,
    deliveryType: z.string().optional(),
    paymentMethod: PaymentMethod,
    tableNumber: z.string().optional(),
    finalPrice: Amount,
  }),
  entry('STATUS_CHANGED', { previousStatus: OrderStatus, reason: z.string().optional() }),
  entry('EDITED', {
    previousFinalPrice: Amount,
    finalPrice: Amount,
    addedLines: z.array(LineCount),
    removedLines: z.array(LineCount),
  }),
  entry('PAID', {
    amount: Amount,
    paymentMethod: PaymentMethod,
    gateway: z.string().optional(),
    transactionId: z.string().optional(),
  }),
  entry('REFUNDED', {
    refundId: z.string(),
    amount: Amount,
    paymentMethod: PaymentMethod,
    reason: z.string().optional(),
    settled: z.boolean(),
  }),
  entry('REFUND_SETTLED', { refundId: z.string(), outcome: z.enum(['SETTLED', 'FAILED']) }),
  entry('TABLE_CHANGED', {
    tableNumber: z.string(),
    previousTableNumber: z.string().optional(),
  }),
  entry('PAYMENT_METHOD_CHANGED', {
    paymentMethod: PaymentMethod,
    previousPaymentMethod: PaymentMethod,
  }),
  entry('DELIVERY_METHOD_CHANGED', {
    deliveryType: z.string(),
    previousDeliveryType: z.string().optional(),
    previousFinalPrice: Amount,
    finalPrice: Amount,
  }),
  entry('CUSTOMER_CALLED', { bySms: z.boolean() }),
]);
export type OrderHistoryEntry = z.infer<typeof OrderHistoryEntry>;

export const OrderHistoryReport = z.object({
  orderId: z.string(),
  number: Count,
  status: OrderStatus,
  submittedAt: z.string(),
  finalPrice: Amount,
  amountPaid: Amount,
  amountRefunded: Amount,
  /** Oldest first. */
  entries: z.array(OrderHistoryEntry),
});
export type OrderHistoryReport = z.infer<typeof OrderHistoryReport>;
