// The money-out reports' requests and answers (issue 13): card-reader (POS terminal) transactions,
// the platform's settlements with the vendor (spec §3 "Fee types: CONTRACT, SERVICE"), the orders
// export for an accounting system, and the food marketplace's (SNAPPFOOD) orders. Days are Tehran
// days (reports.contract.ts CalendarDay); amounts are integer Rial.
import { z } from 'zod';
import {
  DeliveryType,
  OrderSource,
  OrderStatus,
  PaymentGateway,
  PaymentMethod,
  TransactionStatus,
} from '../shared/enums.ts';
import { DEFAULT_PAGE_SIZE, pageOf } from './paging.contract.ts';
import { CalendarDay, ReportPeriodQuery } from './reports.contract.ts';

const PageNumber = z.coerce.number().int().positive().default(1);
const PageSize = z.coerce.number().int().positive().max(100).default(DEFAULT_PAGE_SIZE);
const Amount = z.number().int();
const Count = z.number().int();
const CountAndAmount = z.object({ count: Count, amount: Amount });

/** Free text; blank is no search. */
const Search = z
  .string()
  .trim()
  .max(100)
  .optional()
  .transform((s) => (s === '' ? undefined : s));

/** vendorIds: repeated (vendorIds=a&vendorIds=b) or comma-separated; only the request's vendor. */
const VendorIds = z.preprocess(
  (value) =>
    (Array.isArray(value) ? value : [value])
      .flatMap((v) => (typeof v === 'string' ? v.split(',') : [v]))
      .map((v) => (typeof v === 'string' ? v.trim() : v))
      .filter((v) => v !== ''),
  z.array(z.string().min(1).max(100)).max(50),
);

// --- POS terminal transactions (/api/reports/postransactions, /api/transactions/postransactionreport)

/** The period, a search, one sell channel (OrderType), the vendors asked for; as an Excel file. */
export const PosTransactionsExcelQuery = ReportPeriodQuery.extend({
  Search,
  OrderType: OrderSource.optional(),
  vendorIds: VendorIds.optional(),
});
export type PosTransactionsExcelQuery = z.output<typeof PosTransactionsExcelQuery>;
export const PosTransactionsQuery = PosTransactionsExcelQuery.extend({ PageNumber, PageSize });
export type PosTransactionsQuery = z.output<typeof PosTransactionsQuery>;

/**
 * READER: sent to a connected card reader (initialpospayment) and answered by it; COUNTER: a card
 * payment the cashier recorded by hand (manualpaybypos, CARD), the reader not connected.
 */
export const PosEntry = z.enum(['READER', 'COUNTER']);

export const PosTransactionView = z.object({
  /** The reader session's transaction; a counter payment's typed reference, if any. */
  transactionId: z.string().optional(),
  orderId: z.string(),
  orderNumber: Count.optional(),
  source: OrderSource.optional(),
  deliveryType: DeliveryType.optional(),
  tableNumber: z.string().optional(),
  entry: PosEntry,
  gateway: PaymentGateway,
  /** The reader: the vendor's terminal record (with its title, bank and number) or the kiosk's. */
  terminalId: z.string().optional(),
  terminalTitle: z.string().optional(),
  terminalNumber: z.string().optional(),
  bankProvider: z.string().optional(),
  amount: Amount,
  refundedAmount: Amount,
  status: TransactionStatus,
  /** The bank's reference (RRN) on the slip. */
  referenceId: z.string().optional(),
  cardPan: z.string().optional(),
  failureReason: z.string().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PosTransactionView = z.infer<typeof PosTransactionView>;

/** One reader's (or the counter's) takings over the period: what to match with the bank's slips. */
export const PosTerminalTotals = z.object({
  /** The terminal record's id or the kiosk's; 'COUNTER' for card payments recorded by hand. */
  terminalId: z.string(),
  terminalTitle: z.string().optional(),
  approvedCount: Count,
  approvedAmount: Amount,
  refundedAmount: Amount,
  failedCount: Count,
});
export type PosTerminalTotals = z.infer<typeof PosTerminalTotals>;

export const PosTransactionsReport = pageOf(PosTransactionView).extend({
  fromDate: z.string(),
  toDate: z.string(),
  /** The period's totals per terminal, each counted on the day it happened (Search and OrderType narrow only the list). */
  terminals: z.array(PosTerminalTotals),
});
export type PosTransactionsReport = z.infer<typeof PosTransactionsReport>;

// --- Settlements (/api/settlements, /api/settlements/info, info/{id}, info/{id}/excel)

/** A settlement's id: the Saturday its week begins on, as a Tehran day (Jalali or Gregorian). */
export const SettlementId = CalendarDay.refine(
  (day) => new Date(`${day}T00:00:00Z`).getUTCDay() === 6,
  {
    message: 'a settlement is named by the Saturday its week begins on',
  },
);

export const SettlementsQuery = z.object({
  /** Weeks overlapping FromDate..ToDate; every week when neither is given. */
  FromDate: CalendarDay.optional(),
  ToDate: CalendarDay.optional(),
  PageNumber,
  PageSize,
});
export type SettlementsQuery = z.output<typeof SettlementsQuery>;

export const SettlementIdPath = z.object({ id: SettlementId });

export const SettlementOrdersExcelQuery = z.object({ Search });
export const SettlementOrdersQuery = z.object({
  SettlementId,
  Search,
  PageNumber,
  PageSize,
});
export type SettlementOrdersQuery = z.output<typeof SettlementOrdersQuery>;

export const FeeType = z.enum(['CONTRACT', 'SERVICE']);
export const SettlementFee = z.object({
  type: FeeType,
  amount: Amount,
  /** CONTRACT: the commission's rate in percent of the online sales. */
  percent: z.number().optional(),
});

/** OPEN: its week still runs; PENDING: the week is over and the amount due awaits payment. */
export const SettlementStatus = z.enum(['OPEN', 'PENDING']);

const SettlementMoney = {
  /** Collected online by the platform's gateways in the week. */
  onlineSales: Amount,
  /** Paid back through the gateways in the week. */
  refunds: Amount,
  contractFee: Amount,
  serviceFee: Amount,
  /** onlineSales − refunds − contractFee − serviceFee: what the platform owes the vendor. */
  amountDue: Amount,
};

export const SettlementView = z.object({
  settlementId: z.string(),
  /** Tehran days, Saturday to Friday. */
  fromDate: z.string(),
  toDate: z.string(),
  status: SettlementStatus,
  /** Orders with online money in the week. */
  orderCount: Count,
  ...SettlementMoney,
  fees: z.array(SettlementFee),
  /**
   * The vendor's invoices from the platform (its package's contracts, fee type CONTRACT) paid in
   * the week. Paid online by the vendor already: shown beside the week, never taken from it.
   */
  invoices: z
    .array(
      z.object({
        contractId: z.string(),
        packageTitle: z.string(),
        amount: Amount,
        paidAt: z.string(),
        status: z.literal('PAID'),
        feeType: z.literal('CONTRACT'),
      }),
    )
    .optional(),
});
export type SettlementView = z.infer<typeof SettlementView>;
export const SettlementsPage = pageOf(SettlementView);

export const SettlementOrderView = z.object({
  orderId: z.string(),
  orderNumber: Count.optional(),
  source: OrderSource.optional(),
  customerName: z.string().optional(),
  submittedAt: z.string().optional(),
  /** The order's first and last online money movement in the week (UTC). */
  firstAt: z.string(),
  lastAt: z.string(),
  ...SettlementMoney,
});
export type SettlementOrderView = z.infer<typeof SettlementOrderView>;
export const SettlementOrdersPage = pageOf(SettlementOrderView).extend({
  settlement: SettlementView,
});

// --- Accounting export (/api/thirdpartyintegrations/accounting/orders)

export const AccountingOrdersQuery = ReportPeriodQuery.extend({
  PageNumber,
  /** An accounting system pulls in bigger pages than a screen shows. */
  PageSize: z.coerce.number().int().positive().max(500).default(100),
});

export const AccountingOrderLine = z.object({
  menuItemId: z.string(),
  title: z.string(),
  count: Count,
  /** One unit, toppings in, the item's discount out; 0 for a free line. */
  unitPrice: Amount,
  amount: Amount,
  refundedCount: Count,
  isFreeItem: z.boolean(),
  toppings: z.array(z.object({ title: z.string(), count: Count })),
});

export const AccountingOrderView = z.object({
  orderId: z.string(),
  number: Count,
  submittedAt: z.string(),
  status: OrderStatus,
  source: OrderSource,
  deliveryType: DeliveryType.optional(),
  tableNumber: z.string().optional(),
  customerName: z.string().optional(),
  paymentMethod: PaymentMethod,
  lines: z.array(AccountingOrderLine),
  amounts: z.object({
    items: Amount,
    toppings: Amount,
    packaging: Amount,
    discount: Amount,
    serviceCharge: Amount,
    serviceFee: Amount,
    deliveryCost: Amount,
    tip: Amount,
    tax: Amount,
    finalPrice: Amount,
  }),
  amountPaid: Amount,
  amountRefunded: Amount,
  /** Every payment and refund, oldest first. */
  payments: z.array(
    z.object({
      kind: z.enum(['PAYMENT', 'REFUND']),
      paymentMethod: PaymentMethod,
      amount: Amount,
      at: z.string(),
      transactionId: z.string().optional(),
    }),
  ),
});
export type AccountingOrderView = z.infer<typeof AccountingOrderView>;
export const AccountingOrdersPage = pageOf(AccountingOrderView).extend({
  fromDate: z.string(),
  toDate: z.string(),
});

// --- The food marketplace (/api/reports/marketplacestatistics, /api/reports/marketplacediscount)

const MarketplaceSales = {
  /** Orders submitted less orders rejected. */
  orderCount: Count,
  rejectedCount: Count,
  /** Final prices of the orders counted, less refunds. */
  totalSale: Amount,
  totalRefund: Amount,
  deliveryCost: Amount,
  packaging: Amount,
  tax: Amount,
  byDeliveryType: z.record(z.string(), CountAndAmount),
};
export const MarketplaceStatisticsView = z.object(MarketplaceSales);

const MarketplaceDiscounts = {
  orderCount: Count,
  /** Orders counted that carry any discount. */
  discountedOrderCount: Count,
  /** What the goods cost before any discount. */
  grossSale: Amount,
  /** The menu items' own discounts. */
  itemDiscount: Amount,
  /** What free items (a FREEITEM code) were worth. */
  freeItems: Amount,
  /** The order discount (a code or the cashier's). */
  orderDiscount: Amount,
  packagingDiscount: Amount,
  totalDiscount: Amount,
  totalSale: Amount,
};
export const MarketplaceDiscountView = z.object(MarketplaceDiscounts);

const Day = { day: z.string(), startsAt: z.string() };

export const MarketplaceStatisticsReport = z.object({
  fromDate: z.string(),
  toDate: z.string(),
  summary: MarketplaceStatisticsView,
  data: z.array(MarketplaceStatisticsView.extend(Day)),
});
export type MarketplaceStatisticsReport = z.infer<typeof MarketplaceStatisticsReport>;

export const MarketplaceDiscountReport = z.object({
  fromDate: z.string(),
  toDate: z.string(),
  summary: MarketplaceDiscountView,
  data: z.array(MarketplaceDiscountView.extend(Day)),
});
export type MarketplaceDiscountReport = z.infer<typeof MarketplaceDiscountReport>;
