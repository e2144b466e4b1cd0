// The vendor settings screen's calls: the settlement account (/api-identity/vendors/bank: GET is
// 404 until one is added, then POST adds and PUT changes it) and the invoice option (read from
// vendors/me, set with PUT setprintitemsonfactoroption).
import {
  PrintItemsOnFactor,
  VendorBankAccountView,
  type VendorBankAccountRequest,
} from '@sofre/engine/contracts';
import { apiRequest, isApiError } from '@sofre/web-shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

const VENDORS = '/api-identity/vendors';
const accountKey = ['vendor-bank-account'] as const;
const optionKey = ['vendor-print-option'] as const;

/** The account, or null while the vendor has none. */
export const useBankAccount = () =>
  useQuery({
    queryKey: accountKey,
    queryFn: async ({ signal }) => {
      try {
        return await apiRequest({
          path: `${VENDORS}/bank`,
          response: VendorBankAccountView,
          signal,
        });
      } catch (error) {
        if (isApiError(error) && error.code === 'VENDOR_BANK_ACCOUNT_NOT_FOUND') return null;
        throw error;
      }
    },
  });

export function useSaveBankAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ exists, account }: { exists: boolean; account: VendorBankAccountRequest }) =>
      apiRequest({
        method: exists ? 'PUT' : 'POST',
        path: `${VENDORS}/bank`,
        body: account,
        response: VendorBankAccountView,
      }),
    onSuccess: (saved) => queryClient.setQueryData(accountKey, saved),
  });
}

export const usePrintOption = () =>
  useQuery({
    queryKey: optionKey,
    queryFn: async ({ signal }) =>
      (await apiRequest({ path: `${VENDORS}/me`, response: PrintItemsOnFactor, signal }))
        .printItemsOnFactor,
  });

export function useSetPrintOption() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (printItemsOnFactor: boolean) =>
      apiRequest({
        method: 'PUT',
        path: `${VENDORS}/setprintitemsonfactoroption`,
        body: { printItemsOnFactor },
        response: PrintItemsOnFactor,
      }),
    onSuccess: (saved) => queryClient.setQueryData(optionKey, saved.printItemsOnFactor),
  });
}
