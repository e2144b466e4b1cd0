// The dispatch view's calls: courier orders waiting for a courier (GET
// /api/orders/un-assigned-to-biker), those on the way (GET /api/orders/on-the-way), the bikers (GET /api/bikers/all-bikers) and giving an order a
// courier (POST /api/delivery/requestnewtrip: one of the restaurant's bikers, or a provider). Every
// query sits under one key, read again whenever the `dispatch` signal says an order or a biker
// changed — here or at another dispatcher's screen, or a courier's phone.
import type { CourierProvider } from '@sofre/engine';
import { BikerList, DeliveryOrderList, TripAnswer } from '@sofre/engine/contracts';
import { apiRequest, useLiveInvalidation } from '@sofre/web-shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export const dispatchKey = ['dispatch'] as const;

export function useReadyOrders() {
  useLiveInvalidation('dispatch', dispatchKey);
  return useQuery({
    queryKey: [...dispatchKey, 'ready'],
    queryFn: ({ signal }) =>
      apiRequest({ path: '/api/orders/un-assigned-to-biker', response: DeliveryOrderList, signal }),
  });
}

export const useOrdersOnTheWay = () =>
  useQuery({
    queryKey: [...dispatchKey, 'on-the-way'],
    queryFn: ({ signal }) =>
      apiRequest({ path: '/api/orders/on-the-way', response: DeliveryOrderList, signal }),
  });

export const useBikers = () =>
  useQuery({
    queryKey: [...dispatchKey, 'bikers'],
    queryFn: ({ signal }) =>
      apiRequest({ path: '/api/bikers/all-bikers', response: BikerList, signal }),
  });

export type CourierChoice =
  | { readonly provider: 'OWN_FLEET'; readonly bikerId: string }
  | { readonly provider: Exclude<CourierProvider, 'OWN_FLEET'> };

export function useRequestCourier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, choice }: { orderId: string; choice: CourierChoice }) =>
      apiRequest({
        method: 'POST',
        path: '/api/delivery/requestnewtrip',
        body: { orderId, ...choice },
        response: TripAnswer,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: dispatchKey }),
  });
}
