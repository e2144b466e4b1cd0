// A guest at a table with an open bill adds to it from the table's QR code (issue 30 item 15):
// GET  /api/carts/{id}/table-bill  — the open bill at the cart's table, or null (any other cart)
// POST /api/carts/{id}/add-to-bill — the cart becomes a round on that bill, paid at the table
//   (engine carts/add-cart-to-bill.workflow.ts decides: the bill must be open at this very table)
import { addCartToBill } from '@sofre/engine/carts';
import { isFinalOrderStatus } from '@sofre/engine/orders';
import {
  AddCartToBillRequest,
  CartParams,
  CartSubmitted,
  TableBill,
} from '@sofre/engine/contracts';
import { OrderStatus } from '@sofre/engine';
import type { FastifyRequest } from 'fastify';
import { runnerFor } from '../commands/command-runner.ts';
import { readAfter } from '../http/read-your-writes.ts';
import { contextOf } from '../http/request-context.ts';
import type { ZodApp } from '../http/zod-app.ts';
import { availabilityOf } from '../vendors/vendor-streams.ts';
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
    async (request, reply) => {
      const cartId = request.params.id;
      const { platform } = deps;
      const now = await cartNow(deps, request, cartId);
      const vendor = contextOf(request).vendor;
      const { round, checkout } = await addCartToBill(platform.store, {
        cartId,
        cart: now.cart,
        billOrderId: request.body.orderId,
        vendor: {
          availability: await availabilityOf(platform.store, vendor.id),
          minimumBasket: 0,
        },
        metadata: runnerFor(deps).metadataFor(request),
      });
      const position = checkout.position ?? round.position!;
      if (platform.waitForProjections) await readAfter(platform.readSide, position);
      const status = round.state.status === 'NONE' ? 'CONFIRMED' : round.state.status;
      reply.code(201);
      return { id: request.body.orderId, status, cartId, position };
    },
  );
}
