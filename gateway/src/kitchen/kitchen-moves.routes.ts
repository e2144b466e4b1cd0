// A cook's moves on a station's part of an order, each an event with who did it:
// - POST /api/kitchen/items/done {orderId, stationId, lineId}: one line is done (the last one
//   bumps the part);
// - POST /api/kitchen/items/reopen {orderId, stationId, lineId}: a line tapped done by mistake;
// - POST /api/kitchen/bump {orderId, stationId}: the station finished its part;
// - POST /api/kitchen/recall {orderId, stationId}: a bump undone, the part back on the screen.
// The engine's kitchen workflow decides, marks the order ready when the last station is done, and
// sends a ready order back to the kitchen (CONFIRMED) when one of its parts is recalled.
import { KitchenLineRequest, KitchenMoveAnswer, KitchenPartRequest } from '@sofre/engine/contracts';
import { kitchenMove, type KitchenMove } from '@sofre/engine/kitchen';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { runWorkflow } from '../commands/run-workflow.ts';
import { staff } from '../http/access.ts';
import { problemResponses, type ZodApp } from '../http/zod-app.ts';
import { routingOf, type KitchenDeps } from './kitchen-deps.ts';

export function kitchenMoveRoutes(app: ZodApp, deps: KitchenDeps) {
  const runner = deps.runner;
  const answers = { 200: KitchenMoveAnswer, ...problemResponses(400, 401, 403, 404, 409) };
  const config = { access: staff('orders.change-state') };
  // No key: a move names the state the part reaches, so a repeated tap changes nothing or is
  // refused (engine kitchen.decider.ts).
  const run = (
    request: FastifyRequest,
    reply: FastifyReply,
    part: { orderId: string; stationId: string },
    move: KitchenMove,
  ) =>
    runWorkflow(runner, request, reply, { key: undefined }, async ({ metadata, settled }) => {
      const routing = await routingOf(deps, metadata.vendorId);
      const outcome = await kitchenMove(deps.platform.store, { metadata, ...part, move, routing });
      const body = {
        ...part,
        events: outcome.events.map((e) => e.type),
        ...(outcome.orderReady ? { orderReady: outcome.orderReady } : {}),
        ...(outcome.orderReturned ? { orderReturned: true } : {}),
        position: await settled(outcome.position),
      };
      return { status: 200, body };
    });
  const lineRoute = (path: string, type: 'DONE' | 'REOPEN', summary: string) =>
    app.post(
      path,
      {
        schema: { tags: ['kitchen'], summary, body: KitchenLineRequest, response: answers },
        config,
      },
      (request, reply) => run(request, reply, request.body, { type, lineId: request.body.lineId }),
    );
  const partRoute = (path: string, type: 'BUMP' | 'RECALL', summary: string) =>
    app.post(
      path,
      {
        schema: { tags: ['kitchen'], summary, body: KitchenPartRequest, response: answers },
        config,
      },
      (request, reply) => run(request, reply, request.body, { type }),
    );
  lineRoute('/api/kitchen/items/done', 'DONE', 'One line of a station’s part is done');
  lineRoute('/api/kitchen/items/reopen', 'REOPEN', 'A line marked done by mistake cooks again');
  partRoute('/api/kitchen/bump', 'BUMP', 'The station finished its part of the order');
  partRoute('/api/kitchen/recall', 'RECALL', 'Bring a bumped part back to the station');
}
