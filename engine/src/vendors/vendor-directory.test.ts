// The platform's vendor directory: a vendor is enrolled once with its owner and the instant of
// the command; enrolling it again (a retried registration) changes nothing.
import { expect, it } from 'vitest';
import { PLATFORM_VENDOR_ID } from '../identity/identity.enums.ts';
import { fold } from '../shared/decider.ts';
import { vendorDirectoryDecider, type VendorDirectoryCommand } from './vendor-directory.ts';

const enroll = (vendorId: string): VendorDirectoryCommand => ({
  type: 'EnrollVendor',
  data: { vendorId, ownerUserId: `owner-${vendorId}`, ownerPhone: '09121234567' },
  metadata: {
    commandId: `enroll-${vendorId}`,
    vendorId: PLATFORM_VENDOR_ID,
    actor: { userId: 'admin', kind: 'STAFF' },
    now: '2025-06-01T08:00:00.000Z',
  },
});

it('enrolls each vendor once, in order, with the command’s instant', () => {
  const first = vendorDirectoryDecider.decide(enroll('v1'), fold(vendorDirectoryDecider, []));
  const second = vendorDirectoryDecider.decide(enroll('v2'), fold(vendorDirectoryDecider, first));
  const state = fold(vendorDirectoryDecider, [...first, ...second]);
  expect([...state.keys()]).toEqual(['v1', 'v2']);
  expect(state.get('v1')).toEqual({
    vendorId: 'v1',
    ownerUserId: 'owner-v1',
    ownerPhone: '09121234567',
    enrolledAt: '2025-06-01T08:00:00.000Z',
  });
  expect(vendorDirectoryDecider.decide(enroll('v1'), state)).toEqual([]);
});
