// Claiming a place on a usage counter. Under a cap the claim is decided on the counter's stream
// (usage.decider.ts: read, fold, refused at the cap, appended at the revision read). Where no cap
// applies nothing can refuse it: the use is only counted, appended without reading the counter —
// an uncapped vendor's month of texts costs one append each, never a fold of the month so far, and
// texts sent at once are never refused for a race on the stream. A cap that applies later reads
// them all the same.
import { handleCommand, recordUnrefusable } from '../commands/handle-command.ts';
import type { EventStore, Position } from '../store/event-store.port.ts';
import { UsageClaimed, usageAggregate, type UsageCommandOf } from './usage.decider.ts';

export async function claimUsage(
  store: EventStore,
  command: UsageCommandOf<'ClaimUsage'>,
): Promise<Position | undefined> {
  const { counter, subject, limit, tally } = command.data;
  // A tally may carry uses onto the counter: that is a decision on what the counter holds.
  if (limit !== null || tally !== undefined)
    return (await handleCommand(store, usageAggregate, command)).position;
  return recordUnrefusable(store, usageAggregate, command, [UsageClaimed({ counter, subject })]);
}
