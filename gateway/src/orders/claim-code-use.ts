// A limited discount code's use, claimed on the code's own stream before the order is submitted
// (engine code-uses.decider.ts): the read-model check before it is fast but can be raced, the
// stream's expected revision cannot. If the order is then refused, the use is released again;
// a crash between the two loses one use, erring on the side of the vendor's limit.
import { randomUUID } from 'node:crypto';
import { handleCommand, type CommandMetadata } from '@sofre/engine';
import { codeUsesAggregate } from '@sofre/engine/discounts';
import type { Platform } from '../platform/platform.port.ts';
import type { CodeUseToClaim } from './order-coupon.ts';

const metadataFor = (order: CommandMetadata, commandId: string): CommandMetadata => ({
  ...order,
  commandId,
  correlationId: order.correlationId ?? order.commandId,
  causationId: order.commandId,
});

/**
 * Runs `submit` holding a use of the code for the order; the use is given back if `submit` throws.
 * A resubmitted order keeps its first claim and takes no second one.
 */
export async function withCodeUse<T>(
  platform: Platform,
  order: { readonly orderId: string; readonly metadata: CommandMetadata },
  codeUse: CodeUseToClaim,
  submit: () => Promise<T>,
): Promise<T> {
  const { orderId, metadata } = order;
  const readSide = platform.readSide;
  const givenBack = await readSide.discountUsesGivenBack(metadata.vendorId, codeUse.code);
  const claimed = await handleCommand(platform.store, codeUsesAggregate, {
    type: 'ClaimDiscountCodeUse',
    data: { ...codeUse, orderId, givenBack },
    // A fresh command id each time: the stream itself knows whether this order holds a use (a
    // released claim must be claimable again when the order is retried).
    metadata: metadataFor(metadata, `claim-code-use:${orderId}:${randomUUID()}`),
  });
  const claimedNow = claimed.events.length > 0;
  try {
    return await submit();
  } catch (error) {
    if (claimedNow)
      await handleCommand(platform.store, codeUsesAggregate, {
        type: 'ReleaseDiscountCodeUse',
        data: { code: codeUse.code, orderId },
        metadata: metadataFor(metadata, `release-code-use:${orderId}:${randomUUID()}`),
      });
    throw error;
  }
}
