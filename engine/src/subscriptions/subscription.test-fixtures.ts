// What the subscription tests share: a contract for «حرفه‌ای» (a month, 50,000,000 Rial, 3.5 %
// CONTRACT fee, half off with a code), commands at an instant, and commands decided in turn.
import { fold } from '../shared/decider.ts';
import type { CommandMetadata } from '../shared/messages.ts';
import {
  subscriptionDecider,
  type SubscriptionCommand,
  type SubscriptionCommandOf,
} from './subscription.decider.ts';
import type { SubscriptionEvent } from './subscription.events.ts';

export const NOW = '2026-03-01T08:00:00.000Z';
export const later = (ms: number): string => new Date(Date.parse(NOW) + ms).toISOString();

/** The data of an OpenContract for «حرفه‌ای», half off when a code is given. */
export const proContract = (
  contractId: string,
  code: string | null = null,
): SubscriptionCommandOf<'OpenContract'>['data'] => ({
  contractId,
  packageId: 'pro',
  packageTitle: 'حرفه‌ای',
  period: 'MONTHLY',
  days: 30,
  price: 50_000_000,
  discount: code ? 25_000_000 : 0,
  code,
  contractFeePercent: 3.5,
});

let commands = 0;

/** A command of vendor v1 at `now`, by its owner unless another actor is given. */
export const commandAt = (
  type: SubscriptionCommand['type'],
  data: object,
  now = NOW,
  actor: CommandMetadata['actor'] = { userId: 'owner', kind: 'STAFF' },
): SubscriptionCommand =>
  ({
    type,
    data,
    metadata: { commandId: `c-${++commands}`, vendorId: 'v1', actor, now },
  }) as SubscriptionCommand;

/** The events of the commands, each decided on what the ones before it recorded. */
export function decideInTurn(...commands: SubscriptionCommand[]): SubscriptionEvent[] {
  const events: SubscriptionEvent[] = [];
  for (const c of commands)
    events.push(...subscriptionDecider.decide(c, fold(subscriptionDecider, events)));
  return events;
}
