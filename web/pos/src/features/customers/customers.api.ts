// The customers screen's calls (one module, one key prefix): the paged list, a customer's details
// and addresses, the report page and its Excel file; creating a customer and adding an address.
// Everything under ['customers'] is read again after a change.
import {
  CreateCustomerResponse,
  CustomerAddressView,
  CustomerInformation,
  CustomerPage,
  CustomersReportPage,
  AddressView,
  type CreateCustomerRequest,
} from '@sofre/engine/contracts';
import {
  apiRequest,
  problemToError,
  readAccessToken,
  VENDOR_DOMAIN_HEADER,
  vendorDomain,
} from '@sofre/web-shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';

const CUSTOMERS = '/api-identity/customers';
export const customersKey = ['customers'] as const;

export interface CustomerPageQuery {
  readonly pageNumber: number;
  readonly search: string;
}

export const useCustomerPage = ({ pageNumber, search }: CustomerPageQuery) =>
  useQuery({
    queryKey: [...customersKey, 'page', pageNumber, search],
    queryFn: ({ signal }) =>
      apiRequest({
        path: CUSTOMERS,
        query: { pageNumber, pageSize: 10, search: search || undefined },
        response: CustomerPage,
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const useCustomerInformation = (id: string | undefined) =>
  useQuery({
    queryKey: [...customersKey, 'information', id],
    enabled: id !== undefined,
    queryFn: ({ signal }) =>
      apiRequest({ path: `${CUSTOMERS}/${id}/information`, response: CustomerInformation, signal }),
  });

export const useCustomerAddresses = (id: string | undefined) =>
  useQuery({
    queryKey: [...customersKey, 'addresses', id],
    enabled: id !== undefined,
    queryFn: ({ signal }) =>
      apiRequest({ path: `${CUSTOMERS}/${id}/address`, response: z.array(AddressView), signal }),
  });

/** A report period in Tehran days (YYYY-MM-DD), either end open. */
export interface ReportQuery {
  readonly pageNumber: number;
  readonly search: string;
  readonly fromDate?: string;
  readonly toDate?: string;
}

const reportParams = ({ fromDate, toDate }: ReportQuery) => ({ fromDate, toDate });

export const useCustomersReport = (query: ReportQuery) =>
  useQuery({
    queryKey: [...customersKey, 'report', query],
    queryFn: ({ signal }) =>
      apiRequest({
        path: `${CUSTOMERS}/report`,
        query: {
          pageNumber: query.pageNumber,
          pageSize: 10,
          search: query.search || undefined,
          ...reportParams(query),
        },
        response: CustomersReportPage,
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/**
 * The report as an .xlsx file, saved by the browser. A file is not JSON, so this is the one call
 * made without apiRequest: the same vendor header and bearer token, and a refusal read as
 * problem+json like any other.
 */
export async function downloadCustomersReport(query: ReportQuery): Promise<void> {
  const params = new URLSearchParams(
    Object.entries(reportParams(query)).filter((e): e is [string, string] => e[1] !== undefined),
  );
  const token = readAccessToken();
  const response = await fetch(`${CUSTOMERS}/report/excel?${params}`, {
    headers: {
      [VENDOR_DOMAIN_HEADER]: vendorDomain(),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => undefined);
    throw problemToError(response.status, body);
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), {
    href: url,
    download: name ?? 'customers-report.xlsx',
  });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** A mutation that refreshes the screen's lists once it is done, whatever its outcome. */
function useCustomersMutation<V, R>(run: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: customersKey }),
  });
}

export const useCreateCustomer = () =>
  useCustomersMutation((body: CreateCustomerRequest) =>
    apiRequest({ method: 'POST', path: CUSTOMERS, body, response: CreateCustomerResponse }),
  );

export interface NewOfflineAddress {
  readonly customerId: string;
  readonly title: string;
  readonly text: string;
  readonly details?: string;
}

/** An address taken on the phone (no map point): the offline variant of spec §7. */
export const useAddOfflineAddress = () =>
  useCustomersMutation((body: NewOfflineAddress) =>
    apiRequest({
      method: 'POST',
      path: '/api-identity/identity/address/offline',
      body,
      response: CustomerAddressView,
    }),
  );
