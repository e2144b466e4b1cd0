// Exact counting against a limit: each use (an order taken, a vendor redeeming a code) claims its
// place on the counter's own stream before it happens, appended with the stream's expected
// revision, so two uses racing for the last place are serialised — one gets it, the other is
// refused — and a use that did not happen after all (the order was refused) gives its place back.
// The same pattern as a discount code's uses (discounts/code-uses.decider.ts).
//
// A vendor's month is counted whole, whatever its package was when: a use taken while no cap
// applied counts against a cap that applies later in the month (a term lapsing to the free package,
// the admin capping a package). Texts are claimed with or without a cap (with none, only counted,
// without a read: claim-usage.ts). Orders are claimed only under a cap — an uncapped order costs no append
// — so a claim under a cap brings the month's orders as the order list counts them (`tally`), and
// what the counter did not see is carried onto it (UsageCarried) before the limit is checked: the
// list counts the counter's own orders too, so the orders it holds beyond the counter's places are
// the uncounted ones, never more (the list may lag, never lead), and the carried figure only grows.
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
/** Uses of the period taken while no cap applied, so never claimed here: the figure so far. */
export const UsageCarried = defineEvent(
  'UsageCarried',
  z.object({ counter, count: z.number().int().nonnegative() }),
);
export const usageEvents = [UsageClaimed, UsageReleased, UsageCarried] as const;
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
    /** null: no cap, the use is only counted. */
    limit: z.number().int().nonnegative().nullable(),
    /** The period's uses as a read model counts them, this counter's among them (see above). */
    tally: z.number().int().nonnegative().optional(),
    /** The refusal when the limit is reached. */
    refusal: z.enum(['PACKAGE_LIMIT_REACHED', 'SUBSCRIPTION_CODE_USED_UP']),
  }),
  ReleaseUsage: z.object({ counter, subject }),
} as const;
type Schemas = typeof usageCommandSchemas;
export type UsageCommand = CommandUnion<Schemas>;
export type UsageCommandOf<T extends keyof Schemas & string> = CommandFrom<Schemas, T>;

export interface UsageState {
  /** The subjects holding a place on the counter. */
  readonly held: Set<string>;
  /** Uses taken while no cap applied (UsageCarried). */
  carried: number;
}

/** The period's uses: the places held and those carried, or the read model's tally if higher. */
export const usedOf = (state: UsageState, tally = 0): number =>
  Math.max(state.held.size + state.carried, tally);

export function decideUsage(command: UsageCommand, state: UsageState): UsageEvent[] {
  const { counter: name, subject: who } = command.data;
  if (command.type === 'ReleaseUsage')
    return state.held.has(who) ? [UsageReleased({ counter: name, subject: who })] : [];
  // A repeat (a resubmitted order) keeps the place it claimed the first time.
  if (state.held.has(who)) return [];
  const { limit, tally = 0, refusal } = command.data;
  const carried = Math.max(state.carried, tally - state.held.size);
  if (limit !== null && state.held.size + carried >= limit) throw domainError(refusal);
  const carry = carried > state.carried ? [UsageCarried({ counter: name, count: carried })] : [];
  return [...carry, UsageClaimed({ counter: name, subject: who })];
}

/** Changes the state in place: a full counter folds in linear time. */
export function evolveUsage(state: UsageState, event: UsageEvent): UsageState {
  if (event.type === 'UsageClaimed') state.held.add(event.data.subject);
  else if (event.type === 'UsageReleased') state.held.delete(event.data.subject);
  else state.carried = event.data.count;
  return state;
}

export const usageDecider: Decider<UsageState, UsageCommand, UsageEvent> = {
  initialState: () => ({ held: new Set(), carried: 0 }),
  decide: decideUsage,
  evolve: evolveUsage,
};

export const usageAggregate: Aggregate<UsageState, UsageCommand, UsageEvent> = {
  decider: usageDecider,
  codec: usageEventCodec,
  streamName: (command) => usageStreamName(command.data.counter),
  notFound: 'VENDOR_NOT_FOUND',
};
