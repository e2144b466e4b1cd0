// What the bikers' report routes and the customer's courier tracker ask: biker days of the
// vendor in Tehran days fromDay..toDay (summed per biker, or a page of days newest first), with the
// bikers' names as they are now; and one order's courier. Every query filters on the vendor.
import type {
  BikerDayPage,
  BikerDayRow,
  BikerFigures,
  BikerReport,
  CourierTrackerView,
} from '@sofre/engine/contracts';
import type { ReadModelStore } from '../read-models/read-model.store.ts';
import { daysWindow } from '../reports/report-periods.ts';
import type { ReportDays } from '../reports/reports.queries.ts';
import { bikerDaysProjection, emptyBikerDay, type BikerDay } from './biker-days.projection.ts';
import { bikerView, type BikerRow } from './bikers.projection.ts';
import {
  courierTrackerKey,
  courierTrackerProjection,
  courierTrackerView,
  type CourierTrackerRow,
} from './courier-tracker.projection.ts';

/** More biker days than a vendor's years hold (a year of 100 bikers is 36,500). */
const MAX_BIKER_DAYS = 100_000;
const MAX_BIKERS = 1_000;

export interface BikerPageRequest {
  readonly bikerId?: string | undefined;
  readonly pageNumber: number;
  readonly pageSize: number;
}

export interface BikerReportQueries {
  courierTracker(vendorId: string, orderId: string): Promise<CourierTrackerView | undefined>;
  bikerReport(vendorId: string, days: ReportDays, bikerId?: string): Promise<BikerReport>;
  bikerDayPage(vendorId: string, days: ReportDays, page: BikerPageRequest): Promise<BikerDayPage>;
}

type Totals = Omit<BikerDay, 'kind' | 'bikerId' | 'day' | 'startsAt' | 'position'>;

const add = (a: Totals, b: Totals): Totals => ({
  trips: a.trips + b.trips,
  delivered: a.delivered + b.delivered,
  cancelled: a.cancelled + b.cancelled,
  deliveryFees: a.deliveryFees + b.deliveryFees,
  minutes: a.minutes + b.minutes,
  ended: a.ended + b.ended,
});

export const figuresOf = (t: Totals): BikerFigures => ({
  trips: t.trips,
  delivered: t.delivered,
  cancelled: t.cancelled,
  deliveryFees: t.deliveryFees,
  minutes: t.minutes,
  averageMinutes: t.ended === 0 ? 0 : Math.round(t.minutes / t.ended),
});

export function createBikerReportQueries(readModels: ReadModelStore): BikerReportQueries {
  const dayRows = async (vendorId: string, days: ReportDays, bikerId?: string) => {
    const { rows } = await readModels.findRows({
      projection: bikerDaysProjection.name,
      vendorId,
      kind: ['DAY'],
      ...(bikerId ? { bikerId } : {}),
      ...daysWindow(days.fromDay, days.toDay),
      order: 'sortAt desc',
      limit: MAX_BIKER_DAYS,
    });
    return rows.map((r) => r.doc as BikerDay);
  };
  const names = async (vendorId: string) => {
    const { rows } = await readModels.findRows({
      projection: 'bikers',
      vendorId,
      order: 'sortAt asc',
      limit: MAX_BIKERS,
    });
    const views = rows.map((r) => bikerView(r.doc as BikerRow));
    return new Map(views.map((b) => [b.id, { name: b.name, phoneNumber: b.phoneNumber }]));
  };
  const who = (known: Awaited<ReturnType<typeof names>>, bikerId: string) =>
    known.get(bikerId) ?? { name: '', phoneNumber: '' };
  return {
    async courierTracker(vendorId, orderId) {
      const key = courierTrackerKey(vendorId, orderId);
      const row = (await readModels.getRow(courierTrackerProjection.name, key, vendorId))?.doc as
        CourierTrackerRow | null | undefined;
      return row ? courierTrackerView(row) : undefined;
    },
    async bikerReport(vendorId, days, bikerId) {
      const [rows, known] = await Promise.all([dayRows(vendorId, days, bikerId), names(vendorId)]);
      const perBiker = new Map<string, Totals>();
      for (const row of rows)
        perBiker.set(row.bikerId, add(perBiker.get(row.bikerId) ?? emptyBikerDay, row));
      const data = [...perBiker].map(([id, totals]) => ({
        bikerId: id,
        ...who(known, id),
        ...figuresOf(totals),
      }));
      data.sort((a, b) => b.delivered - a.delivered || b.trips - a.trips);
      const summary = figuresOf([...perBiker.values()].reduce(add, emptyBikerDay));
      return { fromDate: days.fromDay, toDate: days.toDay, summary, data };
    },
    async bikerDayPage(vendorId, days, { bikerId, pageNumber, pageSize }) {
      const [{ rows, total }, known] = await Promise.all([
        readModels.findRows({
          projection: bikerDaysProjection.name,
          vendorId,
          kind: ['DAY'],
          ...(bikerId ? { bikerId } : {}),
          ...daysWindow(days.fromDay, days.toDay),
          order: 'sortAt desc',
          limit: pageSize,
          offset: (pageNumber - 1) * pageSize,
        }),
        names(vendorId),
      ]);
      const data: BikerDayRow[] = rows.map((r) => {
        const day = r.doc as BikerDay;
        return {
          day: day.day,
          bikerId: day.bikerId,
          ...who(known, day.bikerId),
          ...figuresOf(day),
        };
      });
      return { data, pageNumber, pageSize, totalCount: total };
    },
  };
}
