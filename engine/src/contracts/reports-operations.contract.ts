// The operations reports (issue 13): who sold, where it went, what sold, how long the kitchen
// took — per dining table, staff member, menu item and product, delivery type and zone, kitchen
// station, over a period of Tehran days (ReportPeriodQuery: FromDate..ToDate or Range). Amounts are
// integer Rial; a report's rows are sums of day aggregates, never a scan of orders.
import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, pageOf } from './paging.contract.ts';
import { ItemSaleView, ReportPeriodQuery } from './reports.contract.ts';

const count = z.number().int();
const rial = z.number().int();
const period = { fromDate: z.string(), toDate: z.string() };

// --- GET /api/reports/diningtableorders ---------------------------------------------------------

const TableFigures = z.object({
  orderCount: count,
  /** Guests seated (the orders' numberOfCustomers). */
  guests: count,
  totalSale: rial,
  /** totalSale / orderCount, rounded to the Rial. */
  averageTicket: rial,
});
export const DiningTableOrdersRow = TableFigures.extend({ tableNumber: z.string() });
export type DiningTableOrdersRow = z.infer<typeof DiningTableOrdersRow>;
export const DiningTableOrdersReport = z.object({
  ...period,
  summary: TableFigures,
  /** By table number (7 before 10). */
  data: z.array(DiningTableOrdersRow),
});
export type DiningTableOrdersReport = z.infer<typeof DiningTableOrdersReport>;

// --- GET /api/reports/stafforders ---------------------------------------------------------------

const StaffFigures = z.object({
  /** Orders submitted less those rejected. */
  orderCount: count,
  rejectedCount: count,
  /** Final prices of the orders kept, less refunds. */
  totalSale: rial,
  totalRefund: rial,
});
export const StaffOrdersRow = StaffFigures.extend({
  userId: z.string(),
  /** First and last name; the user id when the user is not known. */
  name: z.string(),
});
export type StaffOrdersRow = z.infer<typeof StaffOrdersRow>;
export const StaffOrdersReport = z.object({
  ...period,
  summary: StaffFigures,
  /** Most sold first. */
  data: z.array(StaffOrdersRow),
});
export type StaffOrdersReport = z.infer<typeof StaffOrdersReport>;

// --- GET /api/reports/orderitemsales --------------------------------------------------------------

export const OrderItemSalesRow = z.object({
  menuItemId: z.string(),
  title: z.string(),
  count,
  /** Less refunds. */
  amount: rial,
  /** This item's part of all items' amount, 0..1. */
  share: z.number(),
});
export type OrderItemSalesRow = z.infer<typeof OrderItemSalesRow>;
export const OrderItemSalesReport = z.object({
  ...period,
  totalCount: count,
  totalAmount: rial,
  /** Most sold (by amount) first. */
  data: z.array(OrderItemSalesRow),
});
export type OrderItemSalesReport = z.infer<typeof OrderItemSalesReport>;

/** GET /api/reports/mostsailed/topping: toppings most sold over the period. */
export const ToppingSalesQuery = ReportPeriodQuery.extend({
  /** How many toppings, most sold first; all when absent. */
  Top: z.coerce.number().int().positive().max(1_000).optional(),
});
export const ToppingSalesReport = z.object({ ...period, toppings: z.array(ItemSaleView) });
export type ToppingSalesReport = z.infer<typeof ToppingSalesReport>;

// --- GET /api/reports/productsreport ---------------------------------------------------------------

export const ProductSortBy = z.enum(['amount', 'count', 'refundedAmount', 'title']);
export type ProductSortBy = z.infer<typeof ProductSortBy>;

/** The JSON route's query; the Excel variant takes the same without paging. */
export const ProductsReportFilter = ReportPeriodQuery.extend({
  /** Part of the product's or its category's title. */
  Search: z.string().trim().max(100).optional(),
  /** Biggest first; title in alphabetical order. */
  SortBy: ProductSortBy.default('amount'),
});
export type ProductsReportFilter = z.output<typeof ProductsReportFilter>;
export const ProductsReportQuery = ProductsReportFilter.extend({
  PageNumber: z.coerce.number().int().positive().default(1),
  PageSize: z.coerce.number().int().positive().max(100).default(DEFAULT_PAGE_SIZE),
});

export const ProductsReportRow = z.object({
  menuItemId: z.string(),
  title: z.string(),
  /** The menu's category of the item now; absent for an item no longer on the menu. */
  categoryId: z.string().optional(),
  categoryTitle: z.string().optional(),
  count,
  amount: rial,
  refundedCount: count,
  refundedAmount: rial,
  /** amount − refundedAmount. */
  netAmount: rial,
});
export type ProductsReportRow = z.infer<typeof ProductsReportRow>;
export const ProductsReportPage = pageOf(ProductsReportRow).extend(period);
export type ProductsReportPage = z.infer<typeof ProductsReportPage>;

// --- GET /api/reports/orderdelivery ---------------------------------------------------------------

const DeliveryFigures = z.object({ orderCount: count, totalSale: rial, deliveryCost: rial });
export const DeliveryRow = DeliveryFigures.extend({
  deliveryType: z.string(),
  zoneId: z.string().optional(),
  /** The zone's name as the restaurant calls it. */
  zoneTitle: z.string().optional(),
});
export type DeliveryRow = z.infer<typeof DeliveryRow>;
export const OrderDeliveryReport = z.object({
  ...period,
  summary: DeliveryFigures,
  byDeliveryType: z.array(DeliveryFigures.extend({ deliveryType: z.string() })),
  /** Courier orders by the zone of their address; orders with no zone found are left out. */
  byZone: z.array(DeliveryFigures.extend({ zoneId: z.string(), zoneTitle: z.string() })),
  /** Every (delivery type, zone) pair: they add up to the summary. */
  data: z.array(DeliveryRow),
});
export type OrderDeliveryReport = z.infer<typeof OrderDeliveryReport>;

// --- GET /api/reports/kitchens --------------------------------------------------------------------

export const PrepTimesView = z.object({
  /** Orders (rounds of a salon bill) timed from reaching the kitchen to being marked ready. */
  orderCount: count,
  averageMinutes: z.number(),
  /** 90% of them were ready within this many minutes (whole-minute buckets). */
  p90Minutes: count,
  /** How many took each whole minute ('7': 7 to 8 minutes; the last bucket holds longer ones). */
  minutes: z.record(z.string(), count),
});
export type PrepTimesView = z.infer<typeof PrepTimesView>;
export const StationTimesView = PrepTimesView.extend({
  /** The printer station's id; '-' for lines of categories no kitchen station prints. */
  stationId: z.string(),
  title: z.string(),
});
export type StationTimesView = z.infer<typeof StationTimesView>;
export const KitchenTimesReport = z.object({
  ...period,
  /** Every order once, whatever stations cooked it. */
  kitchen: PrepTimesView,
  stations: z.array(StationTimesView),
  /** Per Tehran day with times, oldest first. */
  data: z.array(
    z.object({ day: z.string(), kitchen: PrepTimesView, stations: z.array(StationTimesView) }),
  ),
});
export type KitchenTimesReport = z.infer<typeof KitchenTimesReport>;
