// The manager's dashboard (GET /api/reports/dashboard, issue 13) and the live rows that keep it
// current. Today is the gateway's Tehran day; it is compared with the same weekday a week ago, up
// to the same hour. Amounts are integer Rial.
//
// Live: the topics 'report-sales' and 'report-items' push each changed Tehran hour row of the
// hourly-sales and hourly-item-sales read models. An order changes one hour row of each (the hour
// the change happens), so a client replaces that hour and works today's figures out again
// (reports-dashboard.figures.ts) without reading the report again.
import { z } from 'zod';
import { CancelledOrderView, ItemSaleView, SalesTotalsView } from './reports.contract.ts';

/** A Tehran hour: '2025-03-21T14', when it begins (UTC) and the read-model position it reflects. */
const HourFields = {
  period: z.string(),
  startsAt: z.string(),
  position: z.string(),
};

/** The sales of one Tehran hour. */
export const SalesHourRow = SalesTotalsView.extend({ report: z.literal('sales'), ...HourFields });
export type SalesHourRow = z.infer<typeof SalesHourRow>;

/** Items and toppings sold in one Tehran hour, most sold first. */
export const ItemsHourRow = z.object({
  report: z.literal('items'),
  ...HourFields,
  items: z.array(ItemSaleView),
});
export type ItemsHourRow = z.infer<typeof ItemsHourRow>;

export const ReportHourRow = z.discriminatedUnion('report', [SalesHourRow, ItemsHourRow]);
export type ReportHourRow = z.infer<typeof ReportHourRow>;

/** The live topics of the report hours, and the report each one carries. */
export const REPORT_TOPICS = { sales: 'report-sales', items: 'report-items' } as const;
export type ReportTopic = (typeof REPORT_TOPICS)[keyof typeof REPORT_TOPICS];

/** A figure of today against the same weekday a week ago, up to the same hour. */
export const Comparison = z.object({ today: z.number().int(), weekAgo: z.number().int() });
export type Comparison = z.infer<typeof Comparison>;

const CountAndAmount = z.object({ count: z.number().int(), amount: z.number().int() });
const Mix = z.record(z.string(), CountAndAmount);

/** What the dashboard shows, worked out from the hour rows (dashboardFigures). */
export const DashboardFigures = z.object({
  /** Sales (final prices less refunds). */
  sale: Comparison,
  /** Orders submitted less orders rejected. */
  orders: Comparison,
  /** Sale per order, rounded to the Rial. */
  averageTicket: Comparison,
  tips: Comparison,
  /** Orders rejected today (by the hour of the rejection). */
  rejected: Comparison,
  /** Today's channel (order source), delivery-type and payment-method mix. */
  bySource: Mix,
  byDeliveryType: Mix,
  byPaymentMethod: Mix,
  /** Today's most sold menu items and toppings, by amount. */
  topItems: z.array(ItemSaleView),
  topToppings: z.array(ItemSaleView),
});
export type DashboardFigures = z.infer<typeof DashboardFigures>;

export const DashboardReport = z.object({
  /** Today, the Tehran day (YYYY-MM-DD). */
  day: z.string(),
  /** The same weekday a week ago. */
  weekAgoDay: z.string(),
  /** The Tehran hour now (0–23): a week ago counts up to the end of this hour. */
  hour: z.number().int().min(0).max(23),
  figures: DashboardFigures,
  /** Today's hour rows (hours with no order are absent), oldest first. */
  hours: z.array(SalesHourRow),
  /** The same weekday a week ago, the whole day, oldest first. */
  weekAgoHours: z.array(SalesHourRow),
  itemHours: z.array(ItemsHourRow),
  /** The orders rejected today: how many, and the latest few. */
  cancellations: z.object({
    count: z.number().int(),
    latest: z.array(CancelledOrderView),
  }),
});
export type DashboardReport = z.infer<typeof DashboardReport>;
