// An order counted against the vendor's package (issue 32): when the package caps the orders of a
// month, the order claims its place on the month's counter before it is written (usage.decider.ts:
// the counter's expected revision serialises racing orders, so the cap is never overrun; the
// month's orders taken before the cap applied are carried onto the counter and count too), and
// gives the place back if the order is refused or turns out to be one taken earlier. A resubmitted
// order keeps the place it claimed the first time. A crash between the two loses one place, erring
// on the side of the cap, as a discount code's claim does. Without a cap no counter is touched: the
// month's orders are the order list's to count, and an uncapped order costs no append.
import { handleCommand } from '../commands/handle-command.ts';
import { repeatedBefore } from '../commands/repeated-before.ts';
import { isDomainError } from '../shared/domain-error.ts';
import type { CommandMetadata } from '../shared/messages.ts';
import type { EventStore } from '../store/event-store.port.ts';
import {
  usageAggregate,
  usagePeriod,
  vendorCounter,
  type UsageCommandOf,
} from '../subscriptions/usage.decider.ts';
import type { OrderTaken, TakeOrderInputs } from './take-order.types.ts';

/** Rounds of racing claims tried before the order is refused as busy (each is 4 appends). */
const ROUNDS = 10;

const step = (order: CommandMetadata, name: string, id: string): CommandMetadata => ({
  ...order,
  commandId: `${name}:${id}`,
  correlationId: order.correlationId ?? order.commandId,
  causationId: order.commandId,
});

async function claim(store: EventStore, command: UsageCommandOf<'ClaimUsage'>) {
  for (let round = 1; ; round++) {
    try {
      return await handleCommand(store, usageAggregate, command);
    } catch (error) {
      const busy = isDomainError(error) && error.code === 'CONCURRENCY_CONFLICT';
      if (!busy || round >= ROUNDS) throw error;
    }
  }
}

/** Takes the order with its place on the month's counter held, when the package caps orders. */
export async function withOrderUsage(
  { store, facts, metadata, newId, onCompensationFailed }: TakeOrderInputs,
  orderId: string,
  take: () => Promise<OrderTaken>,
): Promise<OrderTaken> {
  const { vendorId, now } = metadata;
  const cap = await facts.orderCap?.(vendorId, now);
  if (cap === undefined) return take();
  const counter = vendorCounter('ORDERS', vendorId, usagePeriod(now));
  const { limit, taken: tally } = cap;
  const claimed = await claim(store, {
    type: 'ClaimUsage',
    data: { counter, subject: orderId, limit, tally, refusal: 'PACKAGE_LIMIT_REACHED' },
    metadata: step(metadata, `claim-order-usage:${orderId}`, newId()),
  });
  const fresh = claimed.events.some((e) => e.type === 'UsageClaimed');
  const release = async () => {
    if (!fresh) return;
    try {
      await handleCommand(store, usageAggregate, {
        type: 'ReleaseUsage',
        data: { counter, subject: orderId },
        metadata: step(metadata, `release-order-usage:${orderId}`, newId()),
      });
    } catch (error) {
      onCompensationFailed?.('could not give an order usage back', error);
    }
  };
  let taken: OrderTaken;
  try {
    taken = await take();
  } catch (error) {
    await release();
    throw error;
  }
  // An order taken earlier, before its place was claimed: the place just taken goes back (not when
  // a racing caller of the same order took it after the claim: its order holds the place).
  if (repeatedBefore(taken, claimed)) await release();
  return taken;
}
