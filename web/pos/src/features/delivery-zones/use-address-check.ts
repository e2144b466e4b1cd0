// The "check an address" tool's state: the typed latitude/longitude, the point last checked (the
// map marks it, green inside, red outside) and the gateway's answer. A point picked on the map is
// written into the inputs and checked at once.
import type { EstimatedPrice } from '@sofre/engine/contracts';
import type { GeoPoint } from '@sofre/engine/delivery-zones';
import { notifyError, toApiError } from '@sofre/web-shared';
import { useState } from 'react';
import {
  asTypedCoordinate,
  formatCoordinate,
  parseLatitude,
  parseLongitude,
} from './coordinates.ts';
import { estimatedPrice } from './delivery-zones.api.ts';
import type { CheckedPoint } from './zone-map.tsx';

export type CheckAnswer =
  | { readonly inside: true; readonly quote: EstimatedPrice }
  | { readonly inside: false; readonly message: string };

export function useAddressCheck() {
  const [latitude, setLatitude] = useState('');
  const [longitude, setLongitude] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [checked, setChecked] = useState<CheckedPoint>();
  const [answer, setAnswer] = useState<CheckAnswer>();
  const [pending, setPending] = useState(false);

  const check = async (point: GeoPoint) => {
    setPending(true);
    setAnswer(undefined);
    setChecked(point);
    try {
      const quote = await estimatedPrice(point.latitude, point.longitude);
      setAnswer({ inside: true, quote });
      setChecked({ ...point, inside: true });
    } catch (error) {
      const refusal = toApiError(error);
      if (refusal.code === 'OUT_OF_DELIVERY_ZONE') {
        setAnswer({ inside: false, message: refusal.message });
        setChecked({ ...point, inside: false });
      } else {
        setChecked(undefined);
        notifyError(error);
      }
    } finally {
      setPending(false);
    }
  };

  return {
    latitude,
    longitude,
    /** Typed text is shown in Persian digits as it is typed. */
    setLatitude: (text: string) => setLatitude(asTypedCoordinate(text)),
    setLongitude: (text: string) => setLongitude(asTypedCoordinate(text)),
    /** The typed text that is not a coordinate, after a check was asked for. */
    latitudeInvalid: invalid && parseLatitude(latitude) === undefined,
    longitudeInvalid: invalid && parseLongitude(longitude) === undefined,
    checked,
    answer,
    pending,
    /** Checks the typed coordinates (marks them invalid when they are not numbers in range). */
    checkTyped() {
      const lat = parseLatitude(latitude);
      const lng = parseLongitude(longitude);
      setInvalid(lat === undefined || lng === undefined);
      if (lat !== undefined && lng !== undefined) void check({ latitude: lat, longitude: lng });
    },
    pick(point: GeoPoint) {
      setLatitude(formatCoordinate(point.latitude));
      setLongitude(formatCoordinate(point.longitude));
      setInvalid(false);
      void check(point);
    },
  };
}

export type AddressCheck = ReturnType<typeof useAddressCheck>;
