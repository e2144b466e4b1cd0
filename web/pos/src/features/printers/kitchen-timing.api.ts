// The kitchen stations' ageing thresholds: GET /api/kitchen/stations (the stations the station
// screens show, the default one included, with their yellow and red minutes) and PUT
// /api/kitchen/stations/timing. Read again when the printer stations change (a new kitchen
// station) or another manager sets a threshold (`records:kitchen-timing`).
import { KitchenSetup } from '@sofre/engine/contracts';
import { apiRequest, useLiveInvalidation } from '@sofre/web-shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { stationsKey } from './printers.api.ts';

const KITCHEN_STATIONS = '/api/kitchen/stations';
export const kitchenStationsKey = ['kitchen', 'stations'] as const;

export function useKitchenStations() {
  useLiveInvalidation('records:printer-station', kitchenStationsKey);
  useLiveInvalidation('records:kitchen-timing', kitchenStationsKey);
  return useQuery({
    queryKey: kitchenStationsKey,
    queryFn: ({ signal }) => apiRequest({ path: KITCHEN_STATIONS, response: KitchenSetup, signal }),
  });
}

export interface StationTiming {
  readonly stationId: string;
  readonly warnAfterMinutes: number;
  readonly lateAfterMinutes: number;
}

export function useSaveStationTiming() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StationTiming) =>
      apiRequest({
        method: 'PUT',
        path: `${KITCHEN_STATIONS}/timing`,
        body,
        response: z.object({ position: z.string() }),
      }),
    onSettled: () =>
      Promise.all(
        [kitchenStationsKey, stationsKey].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
