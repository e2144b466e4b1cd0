// A limited discount code's use, claimed on the code's own stream before the order is submitted
// (engine code-uses.decider.ts): the read-model check before it is fast but can be raced, the
// stream's expected revision cannot. If the order is then refused, or turns out to be an order
// taken earlier, the use is released again; a crash between the two loses one use, erring on the
// side of the vendor's limit.
import { randomUUID } from 'node:crypto';
import { handleCommand, type CommandMetadata, type CommandResult } from '@sofre/engine';
import { codeUsesAggregate } from '@sofre/engine/discounts';
import type { FastifyBaseLogger } from 'fastify';
import type { Platform } from '../platform/platform.port.ts';
import type { CodeUseToClaim } from './order-coupon.ts';

const metadataFor = (order: CommandMetadata, purpose: string): CommandMetadata => ({
  ...order,
  // A fresh command id each time: the stream itself knows whether this order holds a use (a
  // released claim must be claimable again when the order is retried).
  commandId: `${purpose}:${randomUUID()}`,
  correlationId: order.correlationId ?? order.commandId,
  causationId: order.commandId,
});

export interface ClaimingOrder {
  readonly orderId: string;
  readonly metadata: CommandMetadata;
}

/**
 * Runs `submit` holding a use of the code for the order; the use is given back if `submit` throws
 * or answers a repeat of an order submitted before (which did not claim it). A resubmitted order
 * keeps its first claim and takes no second one.
 */
export async function withCodeUse<S, E>(
  platform: Platform,
  order: ClaimingOrder,
  codeUse: CodeUseToClaim,
  submit: () => Promise<CommandResult<S, E>>,
  log: Pick<FastifyBaseLogger, 'error'>,
): Promise<CommandResult<S, E>> {
  const { orderId, metadata } = order;
  const { vendorId } = metadata;
  const { code, usageLimit, customerId } = codeUse;
  const mineOnly = usageLimit === null && customerId !== null;
  const [landed, givenBack] = await Promise.all([
    platform.readSide.discountUsesLanded(vendorId, code, mineOnly ? customerId : undefined),
    platform.readSide.discountUsesGivenBack(vendorId, code),
  ]);
  const claimed = await handleCommand(platform.store, codeUsesAggregate, {
    type: 'ClaimDiscountCodeUse',
    data: { ...codeUse, orderId, landed, givenBack },
    metadata: metadataFor(metadata, `claim-code-use:${orderId}`),
  });
  if (claimed.events.length === 0) return submit();
  const release = async () => {
    try {
      await handleCommand(platform.store, codeUsesAggregate, {
        type: 'ReleaseDiscountCodeUse',
        data: { code, usageLimit, customerId, orderId },
        metadata: metadataFor(metadata, `release-code-use:${orderId}`),
      });
    } catch (error) {
      // The order's own answer matters more; the use stays taken (the limit errs safe).
      log.error({ err: error, orderId, code }, 'could not give a discount code use back');
    }
  };
  let result: CommandResult<S, E>;
  try {
    result = await submit();
  } catch (error) {
    await release();
    throw error;
  }
  if (result.repeated) await release();
  return result;
}
