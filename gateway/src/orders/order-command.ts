// From request to command: the metadata every command carries, the server-side pricing of the
// requested lines from the vendor's menu, and the answer every command gives (CommandAccepted).
import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  DomainError,
  handleCommand,
  type CommandMetadata,
  type CommandResult,
} from '@sofre/engine';
import { resolveOrderLines } from '@sofre/engine/catalog';
import type {
  CommandAccepted,
  CreateOrderRequest,
  QuickOrderRequest,
} from '@sofre/engine/contracts';
import {
  orderAggregate,
  SubmitOrderData,
  type OrderState,
  type SubmitOrder,
} from '@sofre/engine/orders';
import type { z } from 'zod';
import { idempotencyKeyOf, idempotent } from '../http/idempotent.ts';
import { contextOf, type RequestContext } from '../http/request-context.ts';
import { GatewayProblem } from '../http/problem.ts';
import type { Platform } from '../platform/platform.port.ts';

const PROJECTION_WAIT_MS = 5_000;

export const commandMetadata = (
  ctx: RequestContext,
  commandId: string = randomUUID(),
): CommandMetadata => ({
  commandId,
  vendorId: ctx.vendor.id,
  actor: ctx.actor,
  now: new Date().toISOString(),
});

type OrderRequest = z.output<typeof CreateOrderRequest> | z.output<typeof QuickOrderRequest>;

/** A staff-taken order: priced here from the menu with the vendor's settings, confirmed at once. */
export async function submitOrderCommand(
  platform: Platform,
  ctx: RequestContext,
  body: OrderRequest,
  extra: Partial<z.input<typeof SubmitOrderData>> = {},
): Promise<SubmitOrder> {
  const { id: orderId, lines: requested, discount, preparationTime, ...rest } = body;
  if (requested.some((l) => l.price !== undefined) && !ctx.permissions.has('orders.change-price')) {
    throw new GatewayProblem(403, 'FORBIDDEN');
  }
  const menu = await platform.readSide.menu(ctx.vendor.id);
  const lines = resolveOrderLines(menu, requested, (i) => `${orderId}:${i}`);
  const data = SubmitOrderData.parse({
    ...rest,
    ...extra,
    orderId,
    lines,
    discount: discount ?? undefined,
    preparationTime: preparationTime ?? ctx.vendor.preparationTime,
    pricingSettings: ctx.vendor.pricingSettings,
    confirm: true,
  });
  // The order id is the client's command id (decision 4): a resubmission is a repeat.
  return { type: 'SubmitOrder', data, metadata: commandMetadata(ctx, `submit-order:${orderId}`) };
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
  platform: Platform,
  request: FastifyRequest,
  reply: FastifyReply,
  body: OrderRequest,
  extra: Partial<z.input<typeof SubmitOrderData>> = {},
) {
  const ctx = contextOf(request);
  const key = idempotencyKeyOf(request) ?? body.id;
  return idempotent(platform.idempotency, request, reply, ctx.vendor.id, key, async () => {
    const command = await submitOrderCommand(platform, ctx, body, extra);
    const result = await handleCommand(platform.store, orderAggregate, command);
    return { status: 201, body: await accepted(platform, body.id, result) };
  });
}
