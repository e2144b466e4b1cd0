// Calls of the discount code routes through the real gateway, valid forms of each type, and orders
// that carry a code (submitted through the engine's command path: a website order of a customer,
// which the POS order routes do not take; usage is counted from the orders' events).
import { randomUUID } from 'node:crypto';
import { handleCommand, type Position } from '@sofre/engine';
import type { CreateDiscountCodeRequest } from '@sofre/engine/contracts';
import { orderAggregate, SubmitOrderData } from '@sofre/engine/orders';
import { OrderLine } from '@sofre/engine/pricing';
import type { TestGateway } from '../testing/test-gateway.ts';
import { VENDOR_A_ID } from '../testing/test-gateway.ts';

export const CODES = '/api-identity/discountcodes';
export const SITE_MESSAGE = 'کد تخفیف صحیح نیست یا به سقف تعداد استفاده مجاز رسیده است.';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export function codesClient(gw: TestGateway) {
  return (
    method: Method,
    path: string,
    headers: Record<string, string> = gw.asOwner,
    payload?: object,
  ) =>
    gw.app.inject({
      method,
      url: `${CODES}${path}`,
      headers,
      ...(payload ? { payload } : {}),
    });
}

export const bearerOf = async (gw: TestGateway, userId: string, kind: 'STAFF' | 'CUSTOMER') => ({
  authorization: `Bearer ${await gw.tokenFor(userId, VENDOR_A_ID, kind)}`,
});

export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

let n = 0;
/** A code text no other test uses. */
export const freshCode = (prefix = 'T') =>
  `${prefix}${Date.now().toString(36)}${++n}`.toUpperCase();

export const percentForm = (over: Partial<CreateDiscountCodeRequest> = {}) =>
  ({
    code: freshCode('PCT'),
    type: 'PERCENTAGE',
    value: 20,
    cap: 500_000,
    expiration: inDays(30),
    usageLimitPerUser: 1,
    ...over,
  }) satisfies CreateDiscountCodeRequest;

export const moneyForm = (over: Partial<CreateDiscountCodeRequest> = {}) =>
  ({
    code: freshCode('MNY'),
    type: 'MONEY',
    value: 200_000,
    expiration: inDays(30),
    ...over,
  }) satisfies CreateDiscountCodeRequest;

const doogh = OrderLine.parse({
  tempId: 'doogh',
  menuItemId: 'item-doogh',
  title: 'دوغ محلی',
  price: 180_000,
  count: 1,
  discount: 0,
  packagingCost: 0,
  servePackagingCost: 0,
  withTax: false,
});

/** An order of vendor A that used `couponCode`, by `customerId` (none: a walk-in). */
export async function orderWithCode(
  gw: TestGateway,
  couponCode: string,
  customerId?: string,
): Promise<string> {
  const orderId = randomUUID();
  const result = await handleCommand(gw.platform.store, orderAggregate, {
    type: 'SubmitOrder',
    data: SubmitOrderData.parse({
      orderId,
      source: 'WEBSITE',
      deliveryType: 'PICKUP',
      lines: [doogh],
      couponCode,
      ...(customerId ? { customer: { id: customerId } } : {}),
    }),
    metadata: {
      commandId: randomUUID(),
      vendorId: VENDOR_A_ID,
      actor: { userId: customerId ?? 'guest', kind: 'CUSTOMER' },
      now: new Date().toISOString(),
    },
  });
  await gw.platform.readSide.waitFor(result.position as Position, 5_000);
  return orderId;
}
