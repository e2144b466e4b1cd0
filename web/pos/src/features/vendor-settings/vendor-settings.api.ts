// The vendor settings screen's calls: the settlement account (/api-identity/vendors/bank: GET is
// null until one is added, then POST adds and PUT changes it), the invoice option (read from
// vendors/me, set with PUT setprintitemsonfactoroption), and the site's minimum basket, the
// logo, auto-dispatch and automatic acceptance of paid online orders (read from vendors/me, set
// with PUT vendors/me, a patch), the courier pickup point (vendors/me pickupPoint) and the
// vendor's own online payment gateway (/api/bankconfiguration/online-gateway: credentials go in,
// never come back).
import {
  OnlineGatewayView,
  PrintItemsOnFactor,
  type OnlineGatewayRequest,
  VendorBankAccountAnswer,
  VendorBankAccountView,
  VendorMe,
  type VendorBankAccountRequest,
} from '@sofre/engine/contracts';
import { apiRequest } from '@sofre/web-shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

const VENDORS = '/api-identity/vendors';
const accountKey = ['vendor-bank-account'] as const;
const optionKey = ['vendor-print-option'] as const;
const minimumKey = ['vendor-minimum-basket'] as const;
const MinimumBasket = VendorMe.pick({ minimumBasket: true });
const logoKey = ['vendor-logo'] as const;
const Logo = VendorMe.pick({ logo: true });
const autoDispatchKey = ['vendor-auto-dispatch'] as const;
const AutoDispatch = VendorMe.pick({ autoDispatchProvider: true });
export type AutoDispatchProvider = VendorMe['autoDispatchProvider'];
const autoAcceptKey = ['vendor-auto-accept'] as const;
const AutoAccept = VendorMe.pick({ autoAcceptOnlineOrders: true });
const pickupKey = ['vendor-pickup-point'] as const;
const Pickup = VendorMe.pick({ pickupPoint: true });
export type PickupPoint = NonNullable<VendorMe['pickupPoint']>;
const gatewayKey = ['vendor-online-gateway'] as const;
const ONLINE_GATEWAY = '/api/bankconfiguration/online-gateway';

/** The account, or null while the vendor has none. */
export const useBankAccount = () =>
  useQuery({
    queryKey: accountKey,
    queryFn: ({ signal }) =>
      apiRequest({ path: `${VENDORS}/bank`, response: VendorBankAccountAnswer, signal }),
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

/** The least a site order's goods may come to, in Rial (0: no minimum). */
export const useMinimumBasket = () =>
  useQuery({
    queryKey: minimumKey,
    queryFn: async ({ signal }) =>
      (await apiRequest({ path: `${VENDORS}/me`, response: MinimumBasket, signal })).minimumBasket,
  });

export function useSetMinimumBasket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (minimumBasket: number) =>
      apiRequest({
        method: 'PUT',
        path: `${VENDORS}/me`,
        body: { minimumBasket },
        response: MinimumBasket,
      }),
    onSuccess: (saved) => queryClient.setQueryData(minimumKey, saved.minimumBasket),
  });
}

/** The logo's path among the vendor's uploaded files, or null while it has none. */
export const useLogo = () =>
  useQuery({
    queryKey: logoKey,
    queryFn: async ({ signal }) =>
      (await apiRequest({ path: `${VENDORS}/me`, response: Logo, signal })).logo,
  });

/** A path POST /api-identity/files answered, or null to take the logo away. */
export function useSetLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (logo: string | null) =>
      apiRequest({ method: 'PUT', path: `${VENDORS}/me`, body: { logo }, response: Logo }),
    onSuccess: (saved) => queryClient.setQueryData(logoKey, saved.logo),
  });
}

/** The courier provider asked by itself for each ready delivery order, or null (the dispatcher). */
export const useAutoDispatch = () =>
  useQuery({
    queryKey: autoDispatchKey,
    queryFn: async ({ signal }) =>
      (await apiRequest({ path: `${VENDORS}/me`, response: AutoDispatch, signal }))
        .autoDispatchProvider,
  });

export function useSetAutoDispatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (autoDispatchProvider: AutoDispatchProvider) =>
      apiRequest({
        method: 'PUT',
        path: `${VENDORS}/me`,
        body: { autoDispatchProvider },
        response: AutoDispatch,
      }),
    onSuccess: (saved) => queryClient.setQueryData(autoDispatchKey, saved.autoDispatchProvider),
  });
}

/** Whether paid online orders go to the kitchen without a cashier (vendors/me). */
export const useAutoAccept = () =>
  useQuery({
    queryKey: autoAcceptKey,
    queryFn: async ({ signal }) =>
      (await apiRequest({ path: `${VENDORS}/me`, response: AutoAccept, signal }))
        .autoAcceptOnlineOrders,
  });

export function useSetAutoAccept() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (autoAcceptOnlineOrders: boolean) =>
      apiRequest({
        method: 'PUT',
        path: `${VENDORS}/me`,
        body: { autoAcceptOnlineOrders },
        response: AutoAccept,
      }),
    onSuccess: (saved) => queryClient.setQueryData(autoAcceptKey, saved.autoAcceptOnlineOrders),
  });
}

/** Where couriers pick orders up, or null while the platform's default point is used. */
export const usePickupPoint = () =>
  useQuery({
    queryKey: pickupKey,
    queryFn: async ({ signal }) =>
      (await apiRequest({ path: `${VENDORS}/me`, response: Pickup, signal })).pickupPoint,
  });

export function useSetPickupPoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pickupPoint: PickupPoint | null) =>
      apiRequest({ method: 'PUT', path: `${VENDORS}/me`, body: { pickupPoint }, response: Pickup }),
    onSuccess: (saved) => queryClient.setQueryData(pickupKey, saved.pickupPoint),
  });
}

/** The vendor's online payment gateway: the provider and whether credentials are kept. */
export const useOnlineGateway = () =>
  useQuery({
    queryKey: gatewayKey,
    queryFn: ({ signal }) =>
      apiRequest({ path: ONLINE_GATEWAY, response: OnlineGatewayView, signal }),
  });

export function useSetOnlineGateway() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OnlineGatewayRequest) =>
      apiRequest({ method: 'PUT', path: ONLINE_GATEWAY, body, response: OnlineGatewayView }),
    onSuccess: (saved) => queryClient.setQueryData(gatewayKey, saved),
  });
}
