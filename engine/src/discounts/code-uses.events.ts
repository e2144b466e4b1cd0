// The uses of one limited discount code: each order that takes the code claims a use here before
// it is submitted, with the stream's expected revision, so two orders racing for a code's last use
// are serialised — one gets it, the other is refused (spec §5's usage limit). Uses the read models
// already hold (orders taken before the code had a limit) come with the claim; the stream adds the
// ones still on their way.
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

/** What decides a claim's stream: the code, its overall limit, and whose order it is. */
export interface CodeUseScope {
  readonly code: string;
  readonly usageLimit: number | null;
  readonly customerId: string | null;
}

/**
 * A code with an overall limit keeps all its uses on one stream (at most about the limit); a code
 * limited only per customer keeps each customer's on their own, so no stream grows with a busy
 * campaign. A code holds no ':' (DiscountCodeText), so two streams never meet.
 */
export const codeUseStreamName = (
  vendorId: string,
  { code, usageLimit, customerId }: CodeUseScope,
): string =>
  usageLimit === null && customerId !== null
    ? `discount-uses-${code}:${vendorId}:${customerId}`
    : `discount-uses-${code}:${vendorId}`;
