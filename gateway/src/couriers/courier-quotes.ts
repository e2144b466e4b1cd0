// What each courier provider asks to carry an order from the restaurant to a point, through the
// courier port, asked side by side: a provider whose reach the point is beyond is not asked, and
// one that fails says so by its code, so one slow or broken provider never hides the others.
import { courierLabels, type ProviderQuote } from '@sofre/engine/contracts';
import type { ActiveCouriers } from './courier.config.ts';
import { CourierProviderError, distanceMeters, PROVIDER_NAMES } from './courier-provider.port.ts';

type Point = { readonly latitude: number; readonly longitude: number };

export function providerQuotes(
  couriers: ActiveCouriers,
  /** The vendor's pickup point (courier-trips.ts pickupOf). */
  pickup: Point,
  point: Point,
): Promise<ProviderQuote[]> {
  const route = {
    pickup: { latitude: pickup.latitude, longitude: pickup.longitude },
    dropoff: point,
  };
  const distance = distanceMeters(route);
  return Promise.all(
    PROVIDER_NAMES.map(async (provider): Promise<ProviderQuote> => {
      const client = couriers.providerFor(provider);
      const supported = client.maxDistanceMeters > 0 && distance <= client.maxDistanceMeters;
      const quote = {
        provider,
        label: courierLabels[provider],
        supported,
        distanceMeters: distance,
      };
      // A provider without credentials reaches nowhere (maxDistanceMeters 0): asking says why.
      if (!supported && client.maxDistanceMeters > 0)
        return { ...quote, fee: null, code: 'OUT_OF_PROVIDER_RANGE' };
      try {
        const { fee } = await client.estimatePrice(route);
        return { ...quote, fee, code: null };
      } catch (error) {
        if (!(error instanceof CourierProviderError)) throw error;
        return { ...quote, fee: null, code: error.code };
      }
    }),
  );
}
