// What the report topics start from: a vendor's latest hour rows of a report. Rows change only in
// the hour of the change (the periods are ledgers), so the latest hours are the ones live.
import type { ReportHourRow, ReportTopic } from '@sofre/engine/contracts';
import type { ReadModelStore } from '../../read-models/read-model.store.ts';
import type { ItemPeriodRow } from '../hourly-item-sales.ledger.ts';
import type { SalesPeriodRow } from '../hourly-sales.ledger.ts';
import { itemsHourRow, REPORT_TOPIC_PROJECTION, salesHourRow } from './report-hour-rows.ts';

/** A day and its eve: whatever "today" a client counts in, its hours are among these. */
export const LATEST_HOURS = 48;

export interface DashboardQueries {
  /** The vendor's latest hour rows of the topic's report, newest first. */
  latestReportHours(vendorId: string, topic: ReportTopic): Promise<ReportHourRow[]>;
}

export function createDashboardQueries(readModels: ReadModelStore): DashboardQueries {
  return {
    async latestReportHours(vendorId, topic) {
      const { rows } = await readModels.findRows({
        projection: REPORT_TOPIC_PROJECTION[topic],
        vendorId,
        kind: ['HOUR'],
        order: 'sortAt desc',
        limit: LATEST_HOURS,
      });
      return rows.map((r) =>
        topic === 'report-sales'
          ? salesHourRow(r.doc as SalesPeriodRow)
          : itemsHourRow(r.doc as ItemPeriodRow),
      );
    },
  };
}
