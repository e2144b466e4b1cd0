// A guest at a table with an open bill adds to it from the table's QR code (issue 30 item 15):
// GET  /api/carts/{id}/table-bill  — the open bill at the cart's table, or null (any other cart):
//   which bill is the engine's (openBillAtCartTable); its number and money are the order's as
//   the read models show it
// POST /api/carts/{id}/add-to-bill — the cart becomes a round on that bill, paid at the table
//   (engine take-order, the 'cart-round' way: the bill must be open at this very table). As a
//   submit: a cart the menu took lines out of just now is not added (the bill stays as it was),
//   409 CART_ITEMS_UNAVAILABLE naming the lines, with the cart as it is now.
import { openBillAtCartTable } from '@sofre/engine/take-order';
import {
  AddCartToBillRequest,
  CartParams,
  CartSubmitted,
  TableBill,
} from '@sofre/engine/contracts';
import type { FastifyRequest } from 'fastify';
import { runWorkflow, type WorkflowRun } from '../commands/run-workflow.ts';
import { idempotencyKeyOf } from '../http/idempotent.ts';
import { contextOf } from '../http/request-context.ts';
import type { ZodApp } from '../http/zod-app.ts';
import { factsOf } from '../order-facts/order-facts.adapter.ts';
import { checkOutCartFor } from '../order-facts/take-order.run.ts';
import { customerOf, type CartDeps } from './cart-command.ts';
import { CARTS, cartProblems, cartRoute, customerAccess } from './cart.paths.ts';
import { menuChangedAnswer } from './menu-changed.answer.ts';

async function tableBillOf(
  deps: CartDeps,
  request: FastifyRequest,
  { metadata }: Pick<WorkflowRun, 'metadata'>,
  cartId: string,
) {
  customerOf(request);
  const { platform } = deps;
  const inputs = { store: platform.store, facts: factsOf(platform, request), metadata };
  const bill = await openBillAtCartTable(inputs, cartId);
  const order =
    bill && (await platform.readSide.orderTracker(contextOf(request).vendor.id, bill.orderId));
  if (!bill || !order) return null;
  const { number, finalPrice, amountPaid } = order;
  return { orderId: bill.orderId, number, tableNumber: bill.tableNumber, finalPrice, amountPaid };
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
    // A read: the run gives who asks and when, and nothing is kept.
    (request, reply) =>
      runWorkflow(deps.runner, request, reply, { key: undefined }, async (run) => ({
        status: 200,
        body: await tableBillOf(deps, request, run, request.params.id),
      })),
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
      customerOf(request);
      const key = idempotencyKeyOf(request);
      return runWorkflow(deps.runner, request, reply, { key }, async (run) => {
        const wish = { way: 'cart-round', cartId, billOrderId } as const;
        const outcome = await checkOutCartFor(deps.platform, request, run, wish);
        const position = await run.settled(outcome.position);
        if (outcome.outcome === 'menu-changed')
          return menuChangedAnswer(deps, request, { ...outcome, position });
        return { status: 201, body: { id: billOrderId, status: outcome.status, cartId, position } };
      });
    },
  );
}
