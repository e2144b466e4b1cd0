// From request to command: the metadata every command carries, the server-side pricing of the
// requested lines from the vendor's menu (and the discount code it carries, order-coupon.ts), and
// the answer every command gives (CommandAccepted).
import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DomainError, placeOrder, type CommandMetadata, type CommandResult } from '@sofre/engine';
import { resolveOrderLines } from '@sofre/engine/catalog';
import type {
  CommandAccepted,
  CreateOrderRequest,
  QuickOrderRequest,
} from '@sofre/engine/contracts';
import {
  isPrepaidOrder,
  SubmitOrderData,
  type OrderState,
  type SubmitOrder,
} from '@sofre/engine/orders';
import type { z } from 'zod';
import { idempotencyKeyOf, idempotent } from '../http/idempotent.ts';
import { contextOf, type RequestContext } from '../http/request-context.ts';
import { GatewayProblem } from '../http/problem.ts';
import { menuSellingNow } from '../catalog/catalog-now.ts';
import type { Platform } from '../platform/platform.port.ts';
import { codeUseClaim } from './claim-code-use.ts';
import { applyOrderCoupon, type CodeUseToClaim } from './order-coupon.ts';
import { knownCustomer } from './order-customer.ts';
import { tableOnFloor } from './table-check.ts';
import { courierTerms, goesByCourier } from './order-delivery.ts';
import type { OrderDeps } from './order.deps.ts';

const PROJECTION_WAIT_MS = 5_000;

type OrderRequest = z.output<typeof CreateOrderRequest> | z.output<typeof QuickOrderRequest>;

export interface OrderToSubmit {
  readonly command: SubmitOrder;
  /** A limited discount code's use to hold while the order is submitted. */
  readonly codeUse?: CodeUseToClaim;
}

/**
 * A staff-taken order: priced here from the menu with the vendor's settings, confirmed at once —
 * unless the engine says the kitchen must wait for its money (a kiosk's order: paid at its reader).
 */
export async function submitOrderCommand(
  platform: Platform,
  ctx: RequestContext,
  body: OrderRequest,
  extra: Partial<z.input<typeof SubmitOrderData>>,
  /** The order id is the client's command id (decision 4): a resubmission is a repeat. */
  metadata: CommandMetadata,
): Promise<OrderToSubmit> {
  const { id: orderId, lines: requested, discount, preparationTime, couponCode, ...given } = body;
  if (requested.some((l) => l.price !== undefined) && !ctx.permissions.has('orders.change-price')) {
    throw new GatewayProblem(403, 'FORBIDDEN');
  }
  const deliveryType = extra.deliveryType ?? given.deliveryType;
  // A courier order: the customer whose address it goes to, at that address's zone price.
  const courier = goesByCourier(deliveryType)
    ? await courierTerms(
        platform.readSide,
        ctx.vendor.id,
        'addressId' in given ? given.addressId : undefined,
      )
    : undefined;
  const customer = await knownCustomer(
    platform.readSide,
    ctx.vendor.id,
    courier ? { ...courier.customer, ...given.customer, id: courier.customer.id } : given.customer,
  );
  const tableNumber =
    'tableNumber' in given && given.tableNumber !== undefined
      ? await tableOnFloor(platform.readSide, ctx.vendor.id, given.tableNumber)
      : undefined;
  const rest = {
    ...given,
    ...(customer ? { customer } : {}),
    ...(tableNumber ? { tableNumber } : {}),
    ...(courier ? { deliveryCost: courier.deliveryCost } : {}),
  };
  // What sells now (food shifts, Tehran time): an item outside its shifts is ITEM_NOT_SELLING_NOW.
  const menu = await menuSellingNow(platform.readSide, ctx.vendor.id, new Date(metadata.now));
  // Sold on the order's channel too (a salon-only dish is not sold at the kiosk).
  const channel = extra.source ?? ('source' in rest ? rest.source : undefined);
  const lines = resolveOrderLines(menu, requested, (i) => `${orderId}:${i}`, channel);
  // A code decides the discount, the delivery cost and any gifts (order-coupon.ts); it is checked
  // at the command's instant, for the order's customer.
  const coded =
    couponCode === undefined
      ? undefined
      : await applyOrderCoupon(
          platform.readSide,
          {
            vendorId: ctx.vendor.id,
            text: couponCode,
            customerId: customer?.id,
            now: metadata.now,
            orderId,
          },
          {
            lines,
            discount,
            deliveryCost:
              courier?.deliveryCost ?? ('deliveryCost' in body ? body.deliveryCost : undefined),
          },
        );
  const terms = coded?.terms ?? { lines, discount: discount ?? undefined };
  const parsed = SubmitOrderData.parse({
    ...rest,
    ...extra,
    ...terms,
    orderId,
    preparationTime: preparationTime ?? ctx.vendor.preparationTime,
    pricingSettings: ctx.vendor.pricingSettings,
    confirm: true,
  });
  const data = isPrepaidOrder(parsed) ? { ...parsed, confirm: false } : parsed;
  const command: SubmitOrder = { type: 'SubmitOrder', data, metadata };
  return { command, ...(coded?.codeUse ? { codeUse: coded.codeUse } : {}) };
}

/** The answer to an order command; in inline mode only once the read models have its events. */
export async function accepted(
  platform: Platform,
  orderId: string,
  result: CommandResult<OrderState, unknown>,
): Promise<CommandAccepted> {
  if (result.state.status === 'NONE') throw new DomainError('ORDER_NOT_FOUND');
  const position = result.position ?? platform.readSide.position();
  if (platform.waitForProjections) await platform.readSide.waitFor(position, PROJECTION_WAIT_MS);
  return { id: orderId, status: result.state.status, position };
}

/** Both order-taking routes: at most once per key, priced from the menu, answered with a position. */
export function takeOrder(
  deps: Pick<OrderDeps, 'platform' | 'runner'>,
  request: FastifyRequest,
  reply: FastifyReply,
  body: OrderRequest,
  extra: Partial<z.input<typeof SubmitOrderData>> = {},
) {
  const { platform, runner } = deps;
  const ctx = contextOf(request);
  const key = idempotencyKeyOf(request) ?? body.id;
  return idempotent(platform.idempotency, request, reply, ctx.vendor.id, key, async () => {
    // The runner's metadata carries the injected clock: tests place orders at a chosen time.
    const metadata = runner.metadataFor(request, { commandId: `submit-order:${body.id}` });
    const { command, codeUse } = await submitOrderCommand(platform, ctx, body, extra, metadata);
    const claim = codeUse && (await codeUseClaim(platform.readSide, ctx.vendor.id, codeUse));
    const { result } = await placeOrder(
      platform.store,
      { submit: command, newId: randomUUID, ...(claim ? { codeUse: claim } : {}) },
      // The order's own answer matters more; the use stays taken (the limit errs safe).
      (err) => request.log.error({ err, orderId: body.id }, 'could not give a code use back'),
    );
    return { status: 201, body: await accepted(platform, body.id, result) };
  });
}
