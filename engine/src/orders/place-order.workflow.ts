// Placing an order (ARCHITECTURE decision 11): a workflow across the order and, when the order
// carries a discount code with usage limits, the code's own stream. A use is claimed there first
// (the stream's expected revision cannot be raced; a read-model count can), then the order is
// submitted; if the order is refused, or turns out to be one taken earlier, the use is given back
// (the compensation). A crash between the two loses one use, erring on the side of the vendor's
// limit. The outcome says which of these happened.
import { repeatedBefore } from '../commands/repeated-before.ts';
import { handleCommand, type CommandResult } from '../commands/handle-command.ts';
import { codeUsesAggregate, type CodeUseCommandOf } from '../discounts/code-uses.decider.ts';
import type { CommandMetadata } from '../shared/messages.ts';
import type { EventStore } from '../store/event-store.port.ts';
import type { SubmitOrder } from './order.commands.ts';
import { orderAggregate } from './order.decider.ts';
import type { OrderEvent } from './order.events.ts';
import type { OrderState } from './order.state.ts';

type Claim = CodeUseCommandOf<'ClaimDiscountCodeUse'>['data'];

export interface PlaceOrderInputs {
  readonly submit: SubmitOrder;
  /** New ids for the workflow's own steps (the engine makes none). */
  readonly newId: () => string;
  /** A limited code's use to hold, with the uses the read models counted (landed, given back). */
  readonly codeUse?: Omit<Claim, 'orderId'>;
}

export type CodeUseOutcome = 'none' | 'claimed' | 'kept' | 'released';

export interface PlaceOrderOutcome {
  readonly result: CommandResult<OrderState, OrderEvent>;
  /** none: no limited code; claimed: a use taken for this order; kept: the order held it already. */
  readonly codeUse: CodeUseOutcome;
}

/** Each step its own command id, caused by the order's: the stream itself knows what it holds. */
const stepMetadata = (order: CommandMetadata, step: string, id: string): CommandMetadata => ({
  ...order,
  commandId: `${step}:${id}`,
  correlationId: order.correlationId ?? order.commandId,
  causationId: order.commandId,
});

/**
 * @throws the order's refusal as it came (a DomainError), after giving the code's use back; if
 *   giving it back failed too, `onReleaseFailed` hears of it and the refusal still comes first.
 */
export async function placeOrder(
  store: EventStore,
  inputs: PlaceOrderInputs,
  onReleaseFailed: (error: unknown) => void = () => {},
): Promise<PlaceOrderOutcome> {
  const { submit, codeUse, newId } = inputs;
  const run = () => handleCommand(store, orderAggregate, submit);
  if (!codeUse) return { result: await run(), codeUse: 'none' };
  const { orderId } = submit.data;
  const { metadata } = submit;
  const claimed = await handleCommand(store, codeUsesAggregate, {
    type: 'ClaimDiscountCodeUse',
    data: { ...codeUse, orderId },
    metadata: stepMetadata(metadata, `claim-code-use:${orderId}`, newId()),
  });
  // A resubmitted order keeps the use it claimed the first time.
  if (claimed.events.length === 0) return { result: await run(), codeUse: 'kept' };
  const release = async () => {
    try {
      const { code, usageLimit, customerId } = codeUse;
      await handleCommand(store, codeUsesAggregate, {
        type: 'ReleaseDiscountCodeUse',
        data: { code, usageLimit, customerId, orderId },
        metadata: stepMetadata(metadata, `release-code-use:${orderId}`, newId()),
      });
    } catch (error) {
      onReleaseFailed(error);
    }
  };
  let result: CommandResult<OrderState, OrderEvent>;
  try {
    result = await run();
  } catch (error) {
    await release();
    throw error;
  }
  // A repeat of an order taken earlier claimed nothing then: the use just taken goes back. A racing
  // caller of the same order that appended after the claim holds this use: it stays.
  if (repeatedBefore(result, claimed)) {
    await release();
    return { result, codeUse: 'released' };
  }
  return { result, codeUse: 'claimed' };
}
