// A vendor's opening hours (§7 vendors/availabilitytime GET/DELETE). They live in their own
// stream next to the vendor's: the vendor stream's events all carry the full settings, and the
// vendor read models built on them (by id, by domain) need not learn a new kind of event.
import { z } from 'zod';
import { defineEvent, eventCodec, type EventOf } from '../shared/event-definitions.ts';
import { AvailabilitySchedule } from './availability.ts';

const vendorId = z.string().min(1);

/** The whole week as it now stands. */
export const VendorAvailabilitySet = defineEvent(
  'VendorAvailabilitySet',
  z.object({ vendorId, times: AvailabilitySchedule.min(1) }),
);

/** No opening hours: the vendor is not restricted by time (isVendorOpenAt answers true). */
export const VendorAvailabilityCleared = defineEvent(
  'VendorAvailabilityCleared',
  z.object({ vendorId }),
);

export const vendorAvailabilityEvents = [VendorAvailabilitySet, VendorAvailabilityCleared] as const;
export const vendorAvailabilityEventCodec = eventCodec(vendorAvailabilityEvents);
export type VendorAvailabilityEvent = EventOf<(typeof vendorAvailabilityEvents)[number]>;

export const vendorAvailabilityStreamName = (vendorId: string): string =>
  `vendor-availability-${vendorId}`;
