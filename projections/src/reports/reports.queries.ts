// The sales reports as the gateway asks for them: period rows (hours or days) of one vendor in
// Tehran days fromDay..toDay, and the cancelled orders list. Every query filters on the vendor.
// A year of hours is under 9,000 rows; the routes ask for days when hours are not needed.
import { PROJECTION } from '../all.projections.ts';
import type { ReadModelStore } from '../read-models/read-model.store.ts';
import type { CancelledOrderRow } from './cancelled-orders.ledger.ts';
import type { ItemPeriodRow } from './hourly-item-sales.ledger.ts';
import type { SalesPeriodRow } from './hourly-sales.ledger.ts';
import { daysWindow, type PeriodKind } from './report-periods.ts';

/** Tehran days, both included, YYYY-MM-DD. */
export interface ReportDays {
  readonly fromDay: string;
  readonly toDay: string;
}

const MAX_PERIODS = 10_000;

export interface ReportQueries {
  /** Sales per hour or day, oldest first. */
  salesPeriods(vendorId: string, kind: PeriodKind, days: ReportDays): Promise<SalesPeriodRow[]>;
  /** Items and toppings sold per hour or day, oldest first. */
  itemPeriods(vendorId: string, kind: PeriodKind, days: ReportDays): Promise<ItemPeriodRow[]>;
  /** Orders rejected in the days, latest first, a page at a time (pageNumber from 1). */
  cancelledOrders(
    vendorId: string,
    days: ReportDays,
    page: { readonly pageNumber: number; readonly pageSize: number },
  ): Promise<{ readonly rows: CancelledOrderRow[]; readonly total: number }>;
}

export function createReportQueries(readModels: ReadModelStore): ReportQueries {
  const periods = async <Row>(
    projection: string,
    vendorId: string,
    kind: PeriodKind,
    days: ReportDays,
  ) => {
    const { rows } = await readModels.findRows({
      projection,
      vendorId,
      kind: [kind],
      ...daysWindow(days.fromDay, days.toDay),
      order: 'sortAt asc',
      limit: MAX_PERIODS,
    });
    return rows.map((r) => r.doc as Row);
  };
  return {
    salesPeriods: (vendorId, kind, days) =>
      periods<SalesPeriodRow>(PROJECTION.hourlySales, vendorId, kind, days),
    itemPeriods: (vendorId, kind, days) =>
      periods<ItemPeriodRow>(PROJECTION.hourlyItemSales, vendorId, kind, days),
    async cancelledOrders(vendorId, days, { pageNumber, pageSize }) {
      const { rows, total } = await readModels.findRows({
        projection: PROJECTION.cancelledOrders,
        vendorId,
        ...daysWindow(days.fromDay, days.toDay),
        order: 'sortAt desc',
        limit: pageSize,
        offset: (pageNumber - 1) * pageSize,
      });
      return { rows: rows.map((r) => r.doc as CancelledOrderRow), total };
    },
  };
}
