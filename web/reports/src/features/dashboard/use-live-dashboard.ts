// The dashboard as the screen shows it: fetched once, then kept current by the live hour rows.
// At Tehran midnight the day is read again; a rejection reads the short list of rejections again.
import { tehranClock, tehranDay } from '@sofre/engine';
import {
  CancelledOrdersPage,
  REPORT_TOPICS,
  type DashboardReport,
  type ItemsHourRow,
  type SalesHourRow,
} from '@sofre/engine/contracts';
import { apiRequest, useLiveTopic, useNow } from '@sofre/web-shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useDashboard } from './dashboard.api.ts';
import { liveDashboard } from './live-dashboard.ts';

export function useLiveDashboard() {
  const query = useDashboard();
  const sales = useLiveTopic<SalesHourRow>(REPORT_TOPICS.sales);
  const items = useLiveTopic<ItemsHourRow>(REPORT_TOPICS.items);
  const now = useNow(30_000);
  const report = query.data;
  const today = tehranDay(now);
  const { refetch } = query;
  useEffect(() => {
    if (report && report.day !== today) void refetch();
  }, [report, today, refetch]);
  const hour = report?.day === today ? tehranClock(now).hour : (report?.hour ?? 0);
  const live = useMemo(
    () =>
      report &&
      liveDashboard(report, { sales: sales.rows.values(), items: items.rows.values() }, hour),
    [report, sales.rows, items.rows, hour],
  );
  return { query, report, live, synced: sales.synced && items.synced };
}

/** Today's rejections: the dashboard's, read again (one short page) when the live count moves. */
/** As many as the dashboard lists (projections DASHBOARD_CANCELLED). */
const LATEST = 5;

export function useTodayCancellations(report: DashboardReport | undefined, count: number) {
  const fetched = report?.cancellations;
  const stale = fetched !== undefined && fetched.count !== count;
  const query = useQuery({
    queryKey: ['reports', 'cancelled-today', count],
    queryFn: ({ signal }) =>
      apiRequest({
        path: '/api/reports/cancelledorder',
        query: { Range: 'TODAY', PageNumber: 1, PageSize: LATEST },
        response: CancelledOrdersPage,
        signal,
      }),
    enabled: stale,
    placeholderData: keepPreviousData,
  });
  if (!stale || !query.data) return fetched;
  return { count: query.data.totalCount, latest: query.data.data };
}
