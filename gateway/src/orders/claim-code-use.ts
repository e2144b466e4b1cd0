// What placing an order with a limited discount code needs from the read models: the uses they
// already hold (orders that carried the code and stand) and those given back (rejected orders).
// The claim, the submission and the give-back are the engine's place-order workflow.
import type { PlaceOrderInputs } from '@sofre/engine';
import type { ReadSide } from '../platform/read-side.port.ts';
import type { CodeUseToClaim } from './order-coupon.ts';

export async function codeUseClaim(
  readSide: ReadSide,
  vendorId: string,
  codeUse: CodeUseToClaim,
): Promise<NonNullable<PlaceOrderInputs['codeUse']>> {
  const { code, usageLimit, customerId } = codeUse;
  // Only a per-customer limit: the customer's own uses are all that count.
  const mineOnly = usageLimit === null && customerId !== null;
  const [landed, givenBack] = await Promise.all([
    readSide.discountUsesLanded(vendorId, code, mineOnly ? customerId : undefined),
    readSide.discountUsesGivenBack(vendorId, code),
  ]);
  return { ...codeUse, landed, givenBack };
}
