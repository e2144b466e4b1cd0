// Brands: founded with the founder as first branch; another vendor joins once; an unknown brand
// cannot be joined.
import { describe, expect, it } from 'vitest';
import { PLATFORM_VENDOR_ID } from '../identity/identity.enums.ts';
import { fold } from '../shared/decider.ts';
import { brandCommandSchemas, brandDecider, type BrandCommand, type BrandEvent } from './brand.ts';

const metadata = {
  commandId: 'c1',
  vendorId: PLATFORM_VENDOR_ID,
  actor: { userId: 'owner', kind: 'STAFF' as const },
  now: '2025-06-01T08:00:00.000Z',
};
const command = (type: BrandCommand['type'], data: object) =>
  ({ type, data: brandCommandSchemas[type].parse(data), metadata }) as BrandCommand;
const given = (events: readonly BrandEvent[]) => fold(brandDecider, events);

describe('brand', () => {
  it('is founded by a vendor, then joined by another, each branch once', () => {
    const founded = brandDecider.decide(
      command('FoundBrand', { brandId: 'b1', title: ' سفره  ', vendorId: 'v1' }),
      given([]),
    );
    expect(founded).toEqual([
      { type: 'BrandFounded', data: { brandId: 'b1', title: 'سفره', vendorId: 'v1' } },
    ]);
    const joined = brandDecider.decide(
      command('JoinBrand', { brandId: 'b1', vendorId: 'v2' }),
      given(founded),
    );
    expect(given([...founded, ...joined])).toEqual({
      status: 'FOUNDED',
      title: 'سفره',
      branchIds: ['v1', 'v2'],
    });
    const again = command('JoinBrand', { brandId: 'b1', vendorId: 'v1' });
    expect(brandDecider.decide(again, given([...founded, ...joined]))).toEqual([]);
  });

  it('refuses to join a brand nobody founded, and to found one twice', () => {
    const join = command('JoinBrand', { brandId: 'nope', vendorId: 'v1' });
    expect(() => brandDecider.decide(join, given([]))).toThrow(
      expect.objectContaining({ code: 'BRAND_NOT_FOUND' }),
    );
    const found = command('FoundBrand', { brandId: 'b1', title: 'الف', vendorId: 'v1' });
    const founded = brandDecider.decide(found, given([]));
    expect(() => brandDecider.decide(found, given(founded))).toThrow(
      expect.objectContaining({ code: 'RECORD_ID_TAKEN' }),
    );
  });

  it('refuses a branch past the cap on branches it is given', () => {
    const founded = brandDecider.decide(
      command('FoundBrand', { brandId: 'b1', title: 'سفره', vendorId: 'v1' }),
      given([]),
    );
    const capped = command('JoinBrand', { brandId: 'b1', vendorId: 'v2', branchLimit: 1 });
    expect(() => brandDecider.decide(capped, given(founded))).toThrow(
      expect.objectContaining({ code: 'PACKAGE_LIMIT_REACHED' }),
    );
    const roomy = command('JoinBrand', { brandId: 'b1', vendorId: 'v2', branchLimit: 2 });
    expect(brandDecider.decide(roomy, given(founded))).toHaveLength(1);
  });
});
