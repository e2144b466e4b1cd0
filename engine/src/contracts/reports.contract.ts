// The sales reports' requests and answers (issue 13; spec §7 "Hourly report" and the
// /api/reports/* routes). Days are Tehran days; a day may be written Jalali (1404/01/01, Persian
// digits too) or Gregorian (2025-03-21), or be an ISO instant (its Tehran day). Amounts in Rial.
import { z } from 'zod';
import { parseCalendarDay } from '../shared/jalali-date.ts';
import { tehranDay } from '../shared/tehran-time.ts';
import { DEFAULT_PAGE_SIZE, pageOf } from './paging.contract.ts';

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T[\d:.]+(Z|[+-]\d{2}:?\d{2})$/;

/** A Tehran day as typed; answers the Gregorian day, YYYY-MM-DD. */
export const CalendarDay = z
  .string()
  .trim()
  .transform((text, ctx) => {
    // An instant is the Tehran day it falls in; a wall time without a zone, its own day.
    const day =
      ISO_INSTANT.test(text) && !Number.isNaN(Date.parse(text))
        ? tehranDay(text)
        : parseCalendarDay(text.replace(/T[\d:.]+$/, ''));
    if (day === undefined) {
      ctx.addIssue({ code: 'custom', message: 'a day: 1404/01/01 or 2025-03-21' });
      return z.NEVER;
    }
    return day;
  });

/** The report ranges of the spec; CURRENT_MONTH begins on the current Jalali month's first day. */
export const ReportRangeName = z.enum([
  'TODAY',
  'YESTERDAY',
  'LAST_7_DAY',
  'LAST_30_DAY',
  'CURRENT_MONTH',
]);
export type ReportRangeName = z.infer<typeof ReportRangeName>;

const HourOfDay = z.coerce.number().int().min(0).max(23);
const pageNumber = z.coerce.number().int().positive().default(1);
const pageSize = z.coerce.number().int().positive().max(100).default(DEFAULT_PAGE_SIZE);

/** GET /SyncOrders/OrderReport/{vendorId}: days from..to, hours of each day fromHour..toHour. */
export const HourlyReportQuery = z.object({
  from: CalendarDay,
  to: CalendarDay.optional(),
  fromHour: HourOfDay.optional(),
  toHour: HourOfDay.optional(),
});
export const HourlyItemsQuery = HourlyReportQuery.extend({ pageNumber, pageSize });

export const HourlyReportSummary = z.object({
  orderCount: z.number().int(),
  totalTip: z.number().int(),
  totalSale: z.number().int(),
});
export type HourlyReportSummary = z.infer<typeof HourlyReportSummary>;

export const ItemSaleView = z.object({
  kind: z.enum(['ITEM', 'TOPPING']),
  /** The menu item's or the topping's id. */
  id: z.string(),
  title: z.string(),
  count: z.number().int(),
  amount: z.number().int(),
});
export type ItemSaleView = z.infer<typeof ItemSaleView>;
export const HourlyItemsPage = pageOf(ItemSaleView);

/** /api/reports/*: a period by its days (FromDate, ToDate) or by a named range; today if neither. */
export const ReportPeriodQuery = z.object({
  FromDate: CalendarDay.optional(),
  ToDate: CalendarDay.optional(),
  Range: ReportRangeName.optional(),
});
export type ReportPeriodQuery = z.output<typeof ReportPeriodQuery>;

const CountAndAmount = z.object({ count: z.number().int(), amount: z.number().int() });
const Mix = z.record(z.string(), CountAndAmount);

export const SalesTotalsView = z.object({
  /** Orders submitted less orders rejected. */
  orderCount: z.number().int(),
  rejectedCount: z.number().int(),
  /** Final prices of the orders counted, less refunds. */
  totalSale: z.number().int(),
  totalRefund: z.number().int(),
  totalTip: z.number().int(),
  serviceFee: z.number().int(),
  serviceCharge: z.number().int(),
  packaging: z.number().int(),
  discount: z.number().int(),
  tax: z.number().int(),
  deliveryCost: z.number().int(),
  bySource: Mix,
  byDeliveryType: Mix,
  byPaymentMethod: Mix,
});
export type SalesTotalsView = z.infer<typeof SalesTotalsView>;

/** A Tehran hour ('2025-03-21T23') or day ('2025-03-21') and when it begins (UTC). */
const PeriodFields = { period: z.string(), startsAt: z.string() };

export const OrderStatisticsReport = z.object({
  fromDate: z.string(),
  toDate: z.string(),
  summary: SalesTotalsView,
  data: z.array(SalesTotalsView.extend(PeriodFields)),
});
export type OrderStatisticsReport = z.infer<typeof OrderStatisticsReport>;

export const MostSoldReport = z.object({
  fromDate: z.string(),
  toDate: z.string(),
  /** Over the whole period, most sold (by amount) first. */
  items: z.array(ItemSaleView),
  data: z.array(z.object({ ...PeriodFields, items: z.array(ItemSaleView) })),
});
export type MostSoldReport = z.infer<typeof MostSoldReport>;

export const CancelledOrdersQuery = ReportPeriodQuery.extend({
  PageNumber: pageNumber,
  PageSize: pageSize,
});

export const CancelledOrderView = z.object({
  orderId: z.string(),
  source: z.string(),
  deliveryType: z.string().optional(),
  paymentMethod: z.string(),
  tableNumber: z.string().optional(),
  customerPhone: z.string().optional(),
  amount: z.number().int(),
  reason: z.string().optional(),
  rejectedBy: z.object({ userId: z.string(), kind: z.string() }),
  submittedAt: z.string(),
  rejectedAt: z.string(),
});
export type CancelledOrderView = z.infer<typeof CancelledOrderView>;
export const CancelledOrdersPage = pageOf(CancelledOrderView);
export type CancelledOrdersPage = z.infer<typeof CancelledOrdersPage>;
