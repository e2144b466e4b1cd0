// The subscription page's calls: the packages on sale (GET feature/packages), a package's price
// less a code's discount (GET feature/packages/{id}/price?code=), what a typed code gives (GET
// usersubscriptioncode/{code}), the vendor's contracts (GET contracts/available), subscribing
// (POST subscriptions: a contract to pay, or a grant redeemed at once) and paying a contract
// (GET contracts/{id}/payment: the provider's page the browser goes to). A change reads the plan
// again, so the back office's locks follow it.
import {
  ContractPaymentView,
  ContractView,
  PackagePriceView,
  PackageView,
  SubscribeAnswer,
  SubscriptionCodeCheck,
} from '@sofre/engine/contracts';
import type { BillingPeriod } from '@sofre/engine/subscriptions';
import { apiRequest, planKey } from '@sofre/web-shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';

const FEATURE = '/api-identity/feature';
export const subscriptionKey = ['subscription'] as const;
const contractsKey = [...subscriptionKey, 'contracts'] as const;

export function usePackages() {
  return useQuery({
    queryKey: [...subscriptionKey, 'packages'],
    queryFn: ({ signal }) =>
      apiRequest({ path: `${FEATURE}/packages`, response: z.array(PackageView), signal }),
  });
}

/** A package's prices with a discount code applied (only asked while a code is applied). */
export function usePackagePrice(packageId: string | undefined, code: string | undefined) {
  return useQuery({
    queryKey: [...subscriptionKey, 'price', packageId, code],
    enabled: packageId !== undefined,
    queryFn: ({ signal }) =>
      apiRequest({
        path: `${FEATURE}/packages/${encodeURIComponent(packageId!)}/price`,
        query: { code },
        response: PackagePriceView,
        signal,
      }),
  });
}

export function useContracts() {
  return useQuery({
    queryKey: contractsKey,
    queryFn: ({ signal }) =>
      apiRequest({
        path: '/api-identity/contracts/available',
        response: z.array(ContractView),
        signal,
      }),
  });
}

/** What a code gives; its refusal (unknown, expired, used up) is shown beside the field. */
export const checkCode = (code: string) =>
  apiRequest({
    path: `/api-identity/usersubscriptioncode/${encodeURIComponent(code)}`,
    response: SubscriptionCodeCheck,
  });

export interface SubscribeInput {
  readonly packageId?: string;
  readonly period: BillingPeriod;
  readonly code?: string;
}

/** Opens the contract's payment and sends the browser to the provider's page. */
async function payContract(contractId: string): Promise<void> {
  const payment = await apiRequest({
    path: `/api-identity/contracts/${encodeURIComponent(contractId)}/payment`,
    response: ContractPaymentView,
  });
  globalThis.location.assign(payment.submitUrl);
}

export function useSubscribe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SubscribeInput) => {
      const answer = await apiRequest({
        method: 'POST',
        path: '/api-identity/subscriptions',
        body: input,
        response: SubscribeAnswer,
      });
      // A grant (or a code that takes the whole price) is paid already: nothing to pay.
      if (answer.contract && answer.contract.status !== 'PAID')
        await payContract(answer.contract.id);
      return answer;
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: planKey }),
        queryClient.invalidateQueries({ queryKey: contractsKey }),
      ]),
  });
}

export function usePayContract() {
  return useMutation({ mutationFn: payContract });
}

/** What a vendor learns of a code it typed. */
export type CodeCheck = z.infer<typeof SubscriptionCodeCheck>;
