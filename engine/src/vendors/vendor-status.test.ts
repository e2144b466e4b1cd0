// A vendor is active until an admin deactivates it; switching to what it already is changes
// nothing; the command is written as the vendor's own (another vendor's stream is not found).
import { describe, expect, it } from 'vitest';
import { fold } from '../shared/decider.ts';
import { vendorMetadata, VENDOR_ID } from './vendor.test-fixtures.ts';
import {
  VendorActivated,
  VendorDeactivated,
  vendorStatusDecider,
  type VendorStatusEvent,
} from './vendor-status.ts';

const setActive = (active: boolean, vendorId = VENDOR_ID) => ({
  type: 'SetVendorActive' as const,
  data: { vendorId, active },
  metadata: vendorMetadata,
});
const given = (events: readonly VendorStatusEvent[]) => fold(vendorStatusDecider, events);

describe('vendor status', () => {
  it('deactivates an active vendor and activates it again', () => {
    expect(given([]).active).toBe(true);
    const off = vendorStatusDecider.decide(setActive(false), given([]));
    expect(off).toEqual([VendorDeactivated({ vendorId: VENDOR_ID })]);
    expect(given(off).active).toBe(false);
    const on = vendorStatusDecider.decide(setActive(true), given(off));
    expect(on).toEqual([VendorActivated({ vendorId: VENDOR_ID })]);
    expect(given([...off, ...on]).active).toBe(true);
  });

  it('answers nothing new for the status the vendor already has', () => {
    expect(vendorStatusDecider.decide(setActive(true), given([]))).toEqual([]);
    const off = [VendorDeactivated({ vendorId: VENDOR_ID })];
    expect(vendorStatusDecider.decide(setActive(false), given(off))).toEqual([]);
  });

  it('refuses a command for another vendor than the metadata’s', () => {
    expect(() => vendorStatusDecider.decide(setActive(false, 'other'), given([]))).toThrow(
      expect.objectContaining({ code: 'VENDOR_NOT_FOUND' }),
    );
  });
});
