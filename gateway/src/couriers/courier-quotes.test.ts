// The providers' quotes beside the zone price: each provider asked side by side; one beyond its
// reach is not asked, one without credentials or one that fails says so by its code.
import { describe, expect, it } from 'vitest';
import type { ActiveCouriers } from './courier.config.ts';
import {
  CourierProviderError,
  type CourierProvider,
  type ProviderName,
} from './courier-provider.port.ts';
import { providerQuotes } from './courier-quotes.ts';

/** The vendor's pickup point, given by the caller (courier-trips.ts pickupOf). */
const pickupPoint = { latitude: 35.7219, longitude: 51.4097 };
const tajrish = { latitude: 35.8045, longitude: 51.4339 };

function couriersWith(behaviour: Record<ProviderName, 'quote' | 'near' | 'down' | 'none'>) {
  const asked: ProviderName[] = [];
  const providerFor = (name: ProviderName): CourierProvider => {
    const kind = behaviour[name];
    const fail = async (): Promise<never> => {
      throw kind === 'none'
        ? new CourierProviderError('COURIER_PROVIDER_MISCONFIGURED', `${name} has no credentials`)
        : new CourierProviderError('COURIER_PROVIDER_UNAVAILABLE', 'timeout', { retryable: true });
    };
    return {
      name,
      maxDistanceMeters: { quote: 20_000, near: 1_000, down: 20_000, none: 0 }[kind],
      requestTrip: fail,
      cancelTrip: fail,
      estimatePrice: async (route) => {
        asked.push(name);
        if (kind !== 'quote') return fail();
        expect(route).toEqual({ pickup: pickupPoint, dropoff: tajrish });
        return { fee: 510_000 };
      },
    };
  };
  const couriers = { pickupPoint, providerFor } as unknown as ActiveCouriers;
  return { couriers, asked };
}

describe('providerQuotes', () => {
  it('quotes every provider through the port, saying why one has no fee', async () => {
    const { couriers, asked } = couriersWith({
      MIARE: 'quote',
      SNAPP_BOX: 'near',
      ZFEXPRESS: 'down',
      BORDAR: 'none',
    });
    const quotes = await providerQuotes(couriers, pickupPoint, tajrish);
    expect(
      quotes.map(({ provider, label, supported, fee, code }) => ({
        provider,
        label,
        supported,
        fee,
        code,
      })),
    ).toEqual([
      { provider: 'MIARE', label: 'MIARE', supported: true, fee: 510_000, code: null },
      {
        provider: 'SNAPP_BOX',
        label: 'SNAPPBOX',
        supported: false,
        fee: null,
        code: 'OUT_OF_PROVIDER_RANGE',
      },
      {
        provider: 'ZFEXPRESS',
        label: 'EXPRESSPLUS',
        supported: true,
        fee: null,
        code: 'COURIER_PROVIDER_UNAVAILABLE',
      },
      {
        provider: 'BORDAR',
        label: 'BORDAR',
        supported: false,
        fee: null,
        code: 'COURIER_PROVIDER_MISCONFIGURED',
      },
    ]);
    expect(quotes[0]!.distanceMeters).toBeGreaterThan(9_000);
    expect(asked).toEqual(['MIARE', 'ZFEXPRESS', 'BORDAR']);
  });
});
