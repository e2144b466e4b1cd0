// A guest at a table with an open bill adds to it from the table's QR code (issue 30 item 15):
// GET  /api/carts/{id}/table-bill  — the open bill at the cart's table, or null (any other cart)
// POST /api/carts/{id}/add-to-bill — the cart becomes a round on that bill, paid at the table
//   (engine take-order, the 'cart-round' way: the bill must be open at this very table)
import { isFinalOrderStatus } from '@sofre/engine/orders';
import {
  AddCartToBillRequest,
  CartParams,
  CartSubmitted,
  TableBill,
} from '@sofre/engine/contracts';
import { OrderStatus } from '@sofre/engine';
import type { FastifyRequest } from 'fastify';
import { runWorkflow } from '../commands/run-workflow.ts';
import { idempotencyKeyOf } from '../http/idempotent.ts';
import { contextOf } from '../http/request-context.ts';
import type { ZodApp } from '../http/zod-app.ts';
import { takeOrderFor } from '../order-facts/take-order.run.ts';
import { cartNow, type CartDeps } from './cart-command.ts';
import { CARTS, cartProblems, cartRoute, customerAccess } from './cart.paths.ts';

/** Every status an order may still take a round in (not finished, not rejected). */
const OPEN = OrderStatus.options.filter((s) => !isFinalOrderStatus(s));

async function tableBillOf(deps: CartDeps, request: FastifyRequest, cartId: string) {
  const { cart } = await cartNow(deps, request, cartId);
  if (cart.deliveryType !== 'SERVE' || !cart.tableNumber) return null;
  const vendorId = contextOf(request).vendor.id;
  const { data } = await deps.platform.readSide.orderList(vendorId, {
    status: OPEN,
    pageNumber: 1,
    pageSize: 100,
  });
  const bill = data
    .filter((o) => o.deliveryType === 'SERVE' && o.tableNumber === cart.tableNumber)
    .sort((a, b) => a.submittedAt.localeCompare(b.submittedAt))[0];
  if (!bill) return null;
  const { orderId, number, finalPrice, amountPaid } = bill;
  return { orderId, number, tableNumber: cart.tableNumber, finalPrice, amountPaid };
}

export function tableBillRoutes(app: ZodApp, deps: CartDeps) {
  app.get(
    `${CARTS}/:id/table-bill`,
    {
      schema: {
        ...cartRoute,
        summary: 'The open bill at my cart’s table (from its QR code), or null',
        params: CartParams,
        response: { 200: TableBill, ...cartProblems() },
      },
      config: customerAccess,
    },
    (request) => tableBillOf(deps, request, request.params.id),
  );

  app.post(
    `${CARTS}/:id/add-to-bill`,
    {
      schema: {
        ...cartRoute,
        summary: 'Add my cart to my table’s open bill as another round, paid at the table',
        params: CartParams,
        body: AddCartToBillRequest,
        response: { 201: CartSubmitted, ...cartProblems(422) },
      },
      config: customerAccess,
    },
    (request, reply) => {
      const cartId = request.params.id;
      const billOrderId = request.body.orderId;
      const key = idempotencyKeyOf(request);
      return runWorkflow(deps.runner, request, reply, { key }, async (run) => {
        const { cart } = await cartNow(deps, request, cartId);
        const wish = { way: 'cart-round', cartId, cart, billOrderId } as const;
        const taken = await takeOrderFor(deps.platform, request, run, wish);
        const position = await run.settled(taken.position);
        return { status: 201, body: { id: billOrderId, status: taken.status, cartId, position } };
      });
    },
  );
}
