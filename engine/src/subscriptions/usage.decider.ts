// Exact counting against a limit: each use (an order taken, a vendor redeeming a code) claims its
// place on the counter's own stream before it happens, appended with the stream's expected
// revision, so two uses racing for the last place are serialised — one gets it, the other is
// refused — and a use that did not happen after all (the order was refused) gives its place back.
// The same pattern as a discount code's uses (discounts/code-uses.decider.ts). A counter lives
// only where there is a limit, so it holds at most about the limit's claims.
import { z } from 'zod';
import type { Aggregate } from '../commands/handle-command.ts';
import type { Decider } from '../shared/decider.ts';
import { domainError } from '../shared/domain-error.ts';
import { defineEvent, eventCodec, type EventOf } from '../shared/event-definitions.ts';
import type { CommandFrom, CommandUnion } from '../shared/messages.ts';
import { jalaliOf } from '../shared/jalali-date.ts';
import { tehranDay } from '../shared/tehran-time.ts';
import type { UsageMetric } from './features.ts';

const counter = z.string().min(1).max(200);
const subject = z.string().min(1).max(200);

export const UsageClaimed = defineEvent('UsageClaimed', z.object({ counter, subject }));
export const UsageReleased = defineEvent('UsageReleased', z.object({ counter, subject }));
export const usageEvents = [UsageClaimed, UsageReleased] as const;
export const usageEventCodec = eventCodec(usageEvents);
export type UsageEvent = EventOf<(typeof usageEvents)[number]>;

export const usageStreamName = (counterName: string): string => `usage-${counterName}`;

/** The Jalali month (Tehran) an instant falls in, e.g. 1405-07: a usage period. */
export function usagePeriod(now: string): string {
  const { year, month } = jalaliOf(tehranDay(now));
  return `${year}-${String(month).padStart(2, '0')}`;
}

/** A vendor's counter of one metric in one month (its ids hold no ':'). */
export const vendorCounter = (metric: UsageMetric, vendorId: string, period: string): string =>
  `${metric}:${vendorId}:${period}`;

export const usageCommandSchemas = {
  ClaimUsage: z.object({
    counter,
    subject,
    limit: z.number().int().nonnegative(),
    /** The refusal when the limit is reached. */
    refusal: z.enum(['PACKAGE_LIMIT_REACHED', 'SUBSCRIPTION_CODE_USED_UP']),
  }),
  ReleaseUsage: z.object({ counter, subject }),
} as const;
type Schemas = typeof usageCommandSchemas;
export type UsageCommand = CommandUnion<Schemas>;
export type UsageCommandOf<T extends keyof Schemas & string> = CommandFrom<Schemas, T>;

/** The subjects holding a place on the counter. */
export type UsageState = Set<string>;

export function decideUsage(command: UsageCommand, state: UsageState): UsageEvent[] {
  const { counter: name, subject: who } = command.data;
  if (command.type === 'ReleaseUsage')
    return state.has(who) ? [UsageReleased({ counter: name, subject: who })] : [];
  // A repeat (a resubmitted order) keeps the place it claimed the first time.
  if (state.has(who)) return [];
  if (state.size >= command.data.limit) throw domainError(command.data.refusal);
  return [UsageClaimed({ counter: name, subject: who })];
}

/** Changes the set in place: a full counter folds in linear time. */
export function evolveUsage(state: UsageState, event: UsageEvent): UsageState {
  if (event.type === 'UsageClaimed') state.add(event.data.subject);
  else state.delete(event.data.subject);
  return state;
}

export const usageDecider: Decider<UsageState, UsageCommand, UsageEvent> = {
  initialState: () => new Set(),
  decide: decideUsage,
  evolve: evolveUsage,
};

export const usageAggregate: Aggregate<UsageState, UsageCommand, UsageEvent> = {
  decider: usageDecider,
  codec: usageEventCodec,
  streamName: (command) => usageStreamName(command.data.counter),
  notFound: 'VENDOR_NOT_FOUND',
};
