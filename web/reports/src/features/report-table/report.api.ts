// A report's GET, and its /excel variant downloaded with the bearer token (a plain link cannot
// carry it): the same query without paging, saved under the name the gateway gives.
import {
  apiRequest,
  problemToError,
  readAccessToken,
  VENDOR_DOMAIN_HEADER,
  vendorDomain,
} from '@sofre/web-shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReportDefinition } from './report-definition.ts';

export type ReportQuery = Readonly<Record<string, string | number | undefined>>;

export function useReport(report: ReportDefinition, query: ReportQuery) {
  return useQuery({
    queryKey: ['reports', report.route, query],
    queryFn: ({ signal }) =>
      apiRequest({ path: report.route, query, response: report.response, signal }),
    placeholderData: keepPreviousData,
  });
}

export async function downloadExcel(route: string, query: ReportQuery): Promise<void> {
  const params = new URLSearchParams(
    Object.entries(query).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]])),
  );
  const token = readAccessToken();
  const response = await fetch(`${route}/excel?${params}`, {
    headers: {
      [VENDOR_DOMAIN_HEADER]: vendorDomain(),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => undefined);
    throw problemToError(response.status, body);
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  const name = encoded ? decodeURIComponent(encoded) : /filename="([^"]+)"/.exec(disposition)?.[1];
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), {
    href: url,
    download: name ?? `${route.split('/').at(-1)}.xlsx`,
  });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
