// The station screens' calls: GET /api/kitchen/stations (read again whenever the menu, the
// printer stations or a station's thresholds change), the cooks' moves (POST
// /api/kitchen/items/done, items/reopen, bump, recall) and the screen's heartbeat. A move's answer
// is not waited on for the screen to change: the ticket changes when the live change arrives.
import {
  KitchenMoveAnswer,
  KitchenSetup,
  type KitchenScreenBeatRequest,
} from '@sofre/engine/contracts';
import { apiRequest, useLiveInvalidation } from '@sofre/web-shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';

const SETUP_KEY = ['kitchen', 'stations'];

export function useKitchenSetup() {
  useLiveInvalidation('menu', SETUP_KEY);
  useLiveInvalidation('records:printer-station', SETUP_KEY);
  // A manager's new ageing thresholds reach the wall without a reload.
  useLiveInvalidation('records:kitchen-timing', SETUP_KEY);
  return useQuery({
    queryKey: SETUP_KEY,
    queryFn: ({ signal }) =>
      apiRequest({ path: '/api/kitchen/stations', response: KitchenSetup, signal }),
  });
}

export type KitchenMoveKind = 'done' | 'reopen' | 'bump' | 'recall';

export interface KitchenMoveRequest {
  readonly kind: KitchenMoveKind;
  readonly orderId: string;
  readonly stationId: string;
  readonly lineId?: string;
}

const pathOf: Record<KitchenMoveKind, string> = {
  done: '/api/kitchen/items/done',
  reopen: '/api/kitchen/items/reopen',
  bump: '/api/kitchen/bump',
  recall: '/api/kitchen/recall',
};

export const kitchenMove = ({ kind, ...body }: KitchenMoveRequest) =>
  apiRequest({ method: 'POST', path: pathOf[kind], body, response: KitchenMoveAnswer });

/** Failures are toasted by the query client (the server's Persian message, in red). */
export const useKitchenMove = () => useMutation({ mutationFn: kitchenMove });

export const sendHeartbeat = (body: z.input<typeof KitchenScreenBeatRequest>) =>
  apiRequest({
    method: 'POST',
    path: '/api/kitchen/screens/heartbeat',
    body,
    response: z.object({ at: z.string() }),
  });
