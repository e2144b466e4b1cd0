// The zones screen's calls (one module, one query key): every zone of the vendor from the delivery
// service's face, save (a new zone is POSTed to /api-identity/deliveryzones, an existing one PUT
// to /api-delivery/v1/delivery-zones/{id}), enable/disable, remove, and the estimated price at a
// point. The list refetches when `records:delivery-zone` signals a change (another manager).
import { DeliveryZoneView, EstimatedPrice, type DeliveryZoneInput } from '@sofre/engine/contracts';
import { apiRequest, newId, useLiveInvalidation } from '@sofre/web-shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';

const ZONES = '/api-delivery/v1/delivery-zones';
export const zonesKey = ['delivery-zones'] as const;

export function useDeliveryZones() {
  useLiveInvalidation('records:delivery-zone', zonesKey);
  return useQuery({
    queryKey: zonesKey,
    queryFn: ({ signal }) =>
      apiRequest({ path: ZONES, response: z.array(DeliveryZoneView), signal }),
  });
}

export interface SaveZone {
  /** Absent for a new zone. */
  readonly id?: string;
  readonly fields: DeliveryZoneInput;
}

const saveZone = ({ id, fields }: SaveZone) =>
  id
    ? apiRequest({
        method: 'PUT',
        path: `${ZONES}/${encodeURIComponent(id)}`,
        body: fields,
        response: DeliveryZoneView,
      })
    : apiRequest({
        method: 'POST',
        path: '/api-identity/deliveryzones',
        // The client's id: a create sent twice (a retried request) makes one zone.
        body: { id: newId(), ...fields },
        response: DeliveryZoneView,
      });

const enableZone = ({ id, enabled }: { id: string; enabled: boolean }) =>
  apiRequest({
    method: 'PUT',
    path: `${ZONES}/${encodeURIComponent(id)}/enable-or-disable`,
    body: { enabled },
    response: DeliveryZoneView,
  });

const removeZone = (id: string) =>
  apiRequest({
    method: 'DELETE',
    path: `${ZONES}/${encodeURIComponent(id)}`,
    response: z.unknown(),
  });

/** A mutation that refreshes the zone list when it is done, whatever its outcome. */
function useZoneMutation<V, R>(run: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: zonesKey }),
  });
}

export const useSaveZone = () => useZoneMutation(saveZone);
export const useEnableZone = () => useZoneMutation(enableZone);
export const useRemoveZone = () => useZoneMutation(removeZone);

/** The zone and delivery price at a point; refused OUT_OF_DELIVERY_ZONE outside every zone. */
export const estimatedPrice = (latitude: number, longitude: number) =>
  apiRequest({
    path: '/api-delivery/v1/estimated-price',
    query: { latitude, longitude },
    response: EstimatedPrice,
  });
