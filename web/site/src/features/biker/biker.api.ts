// The courier screen's calls: the biker's login (POST /api-identity/bikers/login, verify), their
// orders (GET /api/bikers/orders), a step on the order or giving it back before pickup (PATCH
// /api/bikers/orders/state, status CANCELED) and the
// phone's position (PATCH /api/bikers/location). The orders are read again whenever the `dispatch`
// signal says the fleet changed (a new order given, a trip canceled by the restaurant).
import {
  DeliveryOrderList,
  LoggedIn,
  LoginResponse,
  ShareLocationAnswer,
  TripAnswer,
  type ShareLocationRequest,
} from '@sofre/engine/contracts';
import { apiRequest, useLiveInvalidation } from '@sofre/web-shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BikerMove } from './trip-steps.ts';

const BIKERS = '/api-identity/bikers';
export const bikerOrdersKey = ['biker', 'orders'] as const;

export const sendBikerCode = (phoneNumber: string) =>
  apiRequest({
    method: 'POST',
    path: `${BIKERS}/login`,
    body: { phoneNumber },
    response: LoginResponse,
    recoverSession: false,
  });

export const verifyBikerCode = (challengeId: string, otp: string) =>
  apiRequest({
    method: 'POST',
    path: `${BIKERS}/verify`,
    body: { userId: challengeId, otp },
    response: LoggedIn,
    recoverSession: false,
  });

export function useBikerOrders() {
  useLiveInvalidation('dispatch', bikerOrdersKey);
  return useQuery({
    queryKey: bikerOrdersKey,
    queryFn: ({ signal }) =>
      apiRequest({ path: '/api/bikers/orders', response: DeliveryOrderList, signal }),
  });
}

export function useBikerStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, status }: { orderId: string; status: BikerMove }) =>
      apiRequest({
        method: 'PATCH',
        path: '/api/bikers/orders/state',
        body: { orderId, status },
        response: TripAnswer,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bikerOrdersKey }),
  });
}

/** The phone's position, sent by use-share-location.ts outside any query (no toast). */
export const shareLocation = (body: ShareLocationRequest) =>
  apiRequest({
    method: 'PATCH',
    path: '/api/bikers/location',
    body,
    response: ShareLocationAnswer,
  });
