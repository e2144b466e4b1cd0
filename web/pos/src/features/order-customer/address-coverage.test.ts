// Whether a courier can go to an address: given the address and the zone answer, then the choice.
import type { AddressView } from '@sofre/engine/contracts';
import { ApiError } from '@sofre/web-shared';
import { describe, expect, it } from 'vitest';
import { coveredBy, outsideBy, pointOf } from './address-coverage.ts';

const address = (latitude: number | null, longitude: number | null): AddressView => ({
  id: 'a1',
  title: 'خانه',
  text: 'تهران',
  latitude,
  longitude,
  details: null,
  offline: latitude === null,
});

describe('an address’s delivery coverage', () => {
  it('an address not on the map has no point to price', () => {
    expect(pointOf(address(null, null))).toBeUndefined();
    expect(pointOf(address(35.75, 51.41))).toEqual({ latitude: 35.75, longitude: 51.41 });
  });

  it('inside a zone, it is that zone’s name and price', () => {
    const quote = { zoneId: 'z', vendorsProperName: 'مرکز تهران', price: 300_000 };
    expect(coveredBy(quote)).toEqual({ kind: 'covered', zone: 'مرکز تهران', price: 300_000 });
  });

  it('outside every zone is an answer with the server’s words; another failure is not', () => {
    const message = 'لطفاً آدرسی در محدوده‌های تحت پوشش انتخاب کنید.';
    expect(outsideBy(new ApiError(422, 'OUT_OF_DELIVERY_ZONE', message))).toEqual({
      kind: 'outside',
      message,
    });
    expect(outsideBy(new ApiError(0, 'OPERATION_FAILED', 'x'))).toBeUndefined();
  });
});
