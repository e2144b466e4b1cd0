// The vendor's pickup point is where courier providers send a courier: they all work inside Iran,
// so a point outside it (a swapped latitude and longitude, most often) is refused before it is
// kept, rather than found out when a trip is asked for.
import { errorMessages, type FieldError } from '../shared/domain-error.ts';
import type { PickupPoint } from './vendor-account.events.ts';

/** Iran's bounding box, a little wider than its borders. */
export const IRAN_BOUNDS = { south: 24.5, north: 40, west: 44, east: 63.5 } as const;

export function pickupPointErrors(
  point: Pick<PickupPoint, 'latitude' | 'longitude'>,
): FieldError[] {
  const code = 'PICKUP_POINT_OUT_OF_RANGE';
  const message = errorMessages[code];
  const errors: FieldError[] = [];
  const { south, north, west, east } = IRAN_BOUNDS;
  if (point.latitude < south || point.latitude > north)
    errors.push({ field: 'pickupPoint.latitude', code, message });
  if (point.longitude < west || point.longitude > east)
    errors.push({ field: 'pickupPoint.longitude', code, message });
  return errors;
}
