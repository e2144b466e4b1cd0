import { describe, expect, it } from 'vitest';
import { fold } from '../shared/decider.ts';
import { specFor } from '../testing/given-when-then.ts';
import type { AvailabilityTime } from './availability.ts';
import {
  isVendorOpenAt,
  vendorAvailabilityDecider,
  vendorNextOpening,
  type VendorAvailabilityCommandOf,
} from './vendor-availability.decider.ts';
import { VendorAvailabilityCleared, VendorAvailabilitySet } from './vendor-availability.events.ts';
import { VENDOR_ID, vendorMetadata } from './vendor.test-fixtures.ts';

const given = specFor(vendorAvailabilityDecider);
const week: AvailabilityTime[] = [
  { weekday: 'SAT', start: '11:00', end: '23:00' },
  { weekday: 'FRI', start: '12:00', end: '00:00' },
];
const set = (
  times: AvailabilityTime[],
  vendorId = VENDOR_ID,
): VendorAvailabilityCommandOf<'SetVendorAvailability'> => ({
  type: 'SetVendorAvailability',
  data: { vendorId, times },
  metadata: vendorMetadata,
});
const clear: VendorAvailabilityCommandOf<'ClearVendorAvailability'> = {
  type: 'ClearVendorAvailability',
  data: { vendorId: VENDOR_ID },
  metadata: vendorMetadata,
};
const weekSet = VendorAvailabilitySet({ vendorId: VENDOR_ID, times: week });
const cleared = VendorAvailabilityCleared({ vendorId: VENDOR_ID });

describe('vendor availability', () => {
  it('sets the week; the same week again changes nothing', () => {
    given([]).when(set(week)).then([weekSet]);
    given([weekSet]).when(set(week)).then([]);
  });

  it('clears, with DELETE or an empty week; clearing nothing changes nothing', () => {
    given([weekSet]).when(clear).then([cleared]);
    given([weekSet]).when(set([])).then([cleared]);
    given([]).when(clear).then([]);
  });

  it('refuses a window across midnight with a field error', () => {
    expect(() =>
      vendorAvailabilityDecider.decide(set([{ weekday: 'MON', start: '18:00', end: '02:00' }]), {
        times: undefined,
      }),
    ).toThrow(
      expect.objectContaining({
        code: 'AVAILABILITY_INVALID',
        errors: [expect.objectContaining({ field: 'times[0].end' })],
      }),
    );
  });

  it('a vendor sets only its own hours', () => {
    given([]).when(set(week, 'vendor-2')).thenRefuses('VENDOR_NOT_FOUND');
  });

  it('open by the schedule; with no hours set, never closed by time', () => {
    // vendorMetadata.now is Friday 2025-03-21 11:30 Tehran: before Friday's 12:00.
    expect(isVendorOpenAt(fold(vendorAvailabilityDecider, [weekSet]), vendorMetadata.now)).toBe(
      false,
    );
    expect(
      isVendorOpenAt(fold(vendorAvailabilityDecider, [weekSet, cleared]), vendorMetadata.now),
    ).toBe(true);
  });

  it('when a closed vendor opens next: null while open, and with no hours set', () => {
    const withWeek = fold(vendorAvailabilityDecider, [weekSet]);
    // Friday 11:30 Tehran: Friday's window opens at 12:00 (08:30 UTC).
    expect(vendorNextOpening(withWeek, vendorMetadata.now)).toBe('2025-03-21T08:30:00.000Z');
    expect(vendorNextOpening(withWeek, '2025-03-21T09:00:00.000Z')).toBeNull();
    expect(vendorNextOpening(fold(vendorAvailabilityDecider, []), vendorMetadata.now)).toBeNull();
  });
});
