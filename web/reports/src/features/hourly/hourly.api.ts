// The hourly report (spec §7): GET /SyncOrders/OrderReport/{vendorId} for the summary, then
// GET /SyncOrders/ItemsReport/{vendorId} for the items sold in the same hours, a page at a time.
import { HourlyItemsPage, HourlyReportSummary } from '@sofre/engine/contracts';
import { apiRequest } from '@sofre/web-shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

export interface HourlyFilter {
  readonly from: string;
  readonly to: string;
  readonly fromHour: number;
  readonly toHour: number;
}

export const useHourlySummary = (vendorId: string | undefined, filter: HourlyFilter) =>
  useQuery({
    queryKey: ['reports', 'hourly', vendorId, filter],
    queryFn: ({ signal }) =>
      apiRequest({
        path: `/SyncOrders/OrderReport/${encodeURIComponent(vendorId!)}`,
        query: { ...filter },
        response: HourlyReportSummary,
        signal,
      }),
    enabled: vendorId !== undefined,
    placeholderData: keepPreviousData,
  });

export const useHourlyItems = (
  vendorId: string | undefined,
  filter: HourlyFilter,
  page: { readonly pageNumber: number; readonly pageSize: number },
) =>
  useQuery({
    queryKey: ['reports', 'hourly-items', vendorId, filter, page],
    queryFn: ({ signal }) =>
      apiRequest({
        path: `/SyncOrders/ItemsReport/${encodeURIComponent(vendorId!)}`,
        query: { ...filter, ...page },
        response: HourlyItemsPage,
        signal,
      }),
    enabled: vendorId !== undefined,
    placeholderData: keepPreviousData,
  });
