// The report hours as the dashboard and its live topics show them (engine contracts
// reports-dashboard.contract.ts): an hour row of hourly-sales or hourly-item-sales, as a view.
// Only hour rows are live: an order changes one hour row of each report (the hour the change
// happens) and the day row at the same position, which a client works out from the hours.
import type {
  ItemsHourRow,
  ReportHourRow,
  ReportTopic,
  SalesHourRow,
} from '@sofre/engine/contracts';
import { PROJECTION } from '../../all.projections.ts';
import type { RowChange } from '../../runner/row-change.ts';
import type { ItemPeriodRow } from '../hourly-item-sales.ledger.ts';
import type { SalesPeriodRow } from '../hourly-sales.ledger.ts';
import { rankItems } from '../item-tally.ts';
import { totalsView } from '../report-views.ts';

export const salesHourRow = (row: SalesPeriodRow): SalesHourRow => ({
  report: 'sales',
  period: row.period,
  startsAt: row.startsAt,
  position: row.position,
  ...totalsView(row),
});

export const itemsHourRow = (row: ItemPeriodRow): ItemsHourRow => ({
  report: 'items',
  period: row.period,
  startsAt: row.startsAt,
  position: row.position,
  items: rankItems(row.items),
});

/** The projection behind each report topic. */
export const REPORT_TOPIC_PROJECTION: Readonly<Record<ReportTopic, string>> = {
  'report-sales': PROJECTION.hourlySales,
  'report-items': PROJECTION.hourlyItemSales,
};

/** Period row keys are 'vendorId:HOUR:2025-03-21T14' (report-periods.ts periodKey). */
const isHourKey = (id: string) => id.includes(':HOUR:');

/** The report topic a row change belongs to: an hour row of one of the two reports. */
export function reportTopicOf(change: RowChange): ReportTopic | undefined {
  if (!isHourKey(change.id)) return undefined;
  if (change.projection === PROJECTION.hourlySales) return 'report-sales';
  if (change.projection === PROJECTION.hourlyItemSales) return 'report-items';
  return undefined;
}

/** A changed report hour as its live row; undefined for any other change. */
export function reportHourRowOf(change: RowChange): ReportHourRow | undefined {
  const topic = reportTopicOf(change);
  if (topic === undefined || change.row === null) return undefined;
  return topic === 'report-sales'
    ? salesHourRow(change.row as SalesPeriodRow)
    : itemsHourRow(change.row as ItemPeriodRow);
}
