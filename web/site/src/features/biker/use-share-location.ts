// While the courier is on a trip, the phone's position goes to the gateway (PATCH
// /api/bikers/location) at most every SHARE_EVERY_MS, so the customer's tracker shows the courier
// coming. The phone reports only when it moves (watchPosition); the last reading is also the
// courier's own dot on the map.
import { useEffect, useState } from 'react';
import type { GeoPoint } from '../addresses/map-view.ts';
import { shareLocation } from './biker.api.ts';

export const SHARE_EVERY_MS = 15_000;

export type SharingState = 'off' | 'waiting' | 'sharing' | 'unavailable';

const hasGeolocation = () => typeof navigator !== 'undefined' && 'geolocation' in navigator;

export function useShareLocation(active: boolean): { state: SharingState; here?: GeoPoint } {
  const [reading, setReading] = useState<{ here?: GeoPoint; failed: boolean }>({ failed: false });
  useEffect(() => {
    if (!active || !hasGeolocation()) return;
    let sentAt = -Infinity;
    const watch = navigator.geolocation.watchPosition(
      ({ coords }) => {
        const here = { latitude: coords.latitude, longitude: coords.longitude };
        setReading({ here, failed: false });
        if (Date.now() - sentAt < SHARE_EVERY_MS) return;
        sentAt = Date.now();
        // A reading lost (the trip just ended, the network dropped) is replaced by the next one.
        shareLocation({ ...here, accuracy: coords.accuracy }).catch(() => undefined);
      },
      () => setReading((r) => ({ ...r, failed: true })),
      { enableHighAccuracy: true, maximumAge: 10_000 },
    );
    return () => navigator.geolocation.clearWatch(watch);
  }, [active]);
  if (!active) return { state: 'off' };
  if (!hasGeolocation() || reading.failed) return { state: 'unavailable' };
  return reading.here ? { state: 'sharing', here: reading.here } : { state: 'waiting' };
}
