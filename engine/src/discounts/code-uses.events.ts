// The uses of one discount code, one stream per vendor and code: each order that takes the code
// claims a use here before it is submitted, with the stream's expected revision, so two orders
// racing for a code's last use are serialised — one gets it, the other is refused (spec §5's usage
// limit). The discount-usage read model still answers the lookups; this stream is the last word.
import { z } from 'zod';
import { defineEvent, eventCodec, type EventOf } from '../shared/event-definitions.ts';

export const DiscountCodeUseClaimed = defineEvent(
  'DiscountCodeUseClaimed',
  z.object({
    code: z.string().min(1),
    orderId: z.string().min(1),
    /** The order's customer on record; null for a walk-in or a phone-only order. */
    customerId: z.string().min(1).nullable(),
  }),
);

/** The order the use was claimed for was never taken (its submission was refused). */
export const DiscountCodeUseReleased = defineEvent(
  'DiscountCodeUseReleased',
  z.object({ code: z.string().min(1), orderId: z.string().min(1) }),
);

export const codeUseEvents = [DiscountCodeUseClaimed, DiscountCodeUseReleased] as const;
export const codeUseEventCodec = eventCodec(codeUseEvents);
export type CodeUseEvent = EventOf<(typeof codeUseEvents)[number]>;

/** Per code, then vendor: a code holds no ':' (DiscountCodeText), so two streams never meet. */
export const codeUseStreamName = (vendorId: string, code: string): string =>
  `discount-uses-${code}:${vendorId}`;
