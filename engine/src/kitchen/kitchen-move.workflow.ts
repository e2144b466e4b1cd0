// A cook's move on a station's part of an order (ARCHITECTURE decision 11): the order is read, the
// station's part found from its lines and the vendor's stations (kitchen-stations.ts), the move
// decided on the order's kitchen stream, and when that finished the last part the order itself
// is marked ready (READYTOSERVE, READYTOPICKUP or READYTOSHIPMENT by how it leaves): the follow-up
// command, caused by the move. An order the order machine cannot make ready (a call pending, no
// delivery method) stays as it is; the counter decides. A recall of a part of a ready order sends
// the order back to the kitchen (CONFIRMED, ReturnToKitchen): the food is not ready after all, and
// the last bump makes it ready again. An order that has left the kitchen refuses every move.
import { handleCommand, loadState } from '../commands/handle-command.ts';
import { stepMetadata, type WorkflowInputs } from '../delivery/workflow-steps.ts';
import { orderAggregate } from '../orders/order.decider.ts';
import { orderStreamName } from '../orders/order.events.ts';
import { nextStatus } from '../orders/order.rulebook.ts';
import type { ExistingOrder } from '../orders/order.state.ts';
import { kitchenLinesOf, type KitchenLine } from '../printing/ticket-lines.ts';
import { domainError } from '../shared/domain-error.ts';
import type { OrderStatus } from '../shared/enums.ts';
import type { EventStore, Position } from '../store/event-store.port.ts';
import type { KitchenCommand } from './kitchen.commands.ts';
import { isPartDone, kitchenAggregate, type KitchenState } from './kitchen.decider.ts';
import type { KitchenEvent } from './kitchen.events.ts';
import {
  lineCooking,
  linesOfStation,
  partCooking,
  stationsOfLines,
  type KitchenRouting,
} from './kitchen-stations.ts';

export type KitchenMove =
  | { readonly type: 'DONE'; readonly lineId: string }
  | { readonly type: 'REOPEN'; readonly lineId: string }
  | { readonly type: 'BUMP' }
  | { readonly type: 'RECALL' };

export interface KitchenMoveInputs extends WorkflowInputs {
  readonly orderId: string;
  readonly stationId: string;
  readonly move: KitchenMove;
  readonly routing: KitchenRouting;
}

export interface KitchenMoveOutcome {
  readonly events: readonly KitchenEvent[];
  /** The status the order was moved to because every station has finished; absent otherwise. */
  readonly orderReady: OrderStatus | undefined;
  /** A recall brought the ready order back to the kitchen (CONFIRMED). */
  readonly orderReturned: boolean;
  readonly position: Position | undefined;
}

/** The kitchen works on an order it has accepted and may bring back one it finished. */
const KITCHEN_STATUSES: readonly OrderStatus[] = [
  'CONFIRMED',
  'READYTOSERVE',
  'READYTOPICKUP',
  'READYTOSHIPMENT',
];

async function cookingOrder(store: EventStore, vendorId: string, orderId: string) {
  const stream = orderStreamName(vendorId, orderId);
  const { state } = await loadState(store, orderAggregate, stream, vendorId);
  if (state.status === 'NONE') throw domainError('ORDER_NOT_FOUND', { orderId });
  if (!KITCHEN_STATUSES.includes(state.status))
    throw domainError('KITCHEN_ORDER_NOT_COOKING', { orderId, status: state.status });
  return { order: state, cookingSince: await cookingSince(store, stream) };
}

/** When the kitchen got the order as it is: its last confirmation, unless it changed since. */
async function cookingSince(store: EventStore, stream: string): Promise<string | undefined> {
  const events = await store.readStream(stream);
  const confirmed = events.findLastIndex((e) => e.type === 'OrderConfirmed');
  if (confirmed < 0) return undefined;
  const changed = events.slice(confirmed).some((e) => e.type === 'OrderEdited');
  const at = events[confirmed]!.metadata['occurredAt'];
  return changed || typeof at !== 'string' ? undefined : at;
}

function commandFor(
  inputs: KitchenMoveInputs,
  lines: readonly KitchenLine[],
  since: string | undefined,
): KitchenCommand {
  const { orderId, stationId, move, metadata, routing } = inputs;
  if (move.type === 'RECALL')
    return { type: 'RecallStation', data: { orderId, stationId }, metadata };
  const part = linesOfStation(routing, lines, stationId);
  const data = {
    orderId,
    stationId,
    lines: part.map((l) => ({
      lineId: l.lineId,
      menuItemId: l.menuItemId,
      count: l.count,
      cooking: lineCooking(l),
    })),
    cooking: partCooking(part),
    ...(since ? { cookingSince: since } : {}),
  };
  if (move.type === 'BUMP') return { type: 'BumpStation', data, metadata };
  const type = move.type === 'DONE' ? 'MarkLineDone' : 'ReopenLine';
  return { type, data: { ...data, lineId: move.lineId }, metadata };
}

/** Every station the order's lines go to has bumped its part as the order has it now. */
export const everyPartDone = (
  routing: KitchenRouting,
  lines: readonly KitchenLine[],
  state: KitchenState,
): boolean =>
  stationsOfLines(routing, lines).every((s) =>
    isPartDone(state, s, partCooking(linesOfStation(routing, lines, s))),
  );

async function markReady(store: EventStore, inputs: KitchenMoveInputs, order: ExistingOrder) {
  const target = nextStatus(order, { type: 'MARK_READY' });
  if (target === undefined) return undefined;
  const metadata = stepMetadata(inputs.metadata, `kitchen-ready:${inputs.metadata.commandId}`);
  const result = await handleCommand(store, orderAggregate, {
    type: 'ChangeOrderState',
    data: { orderId: order.orderId, target },
    metadata,
  });
  return { target, position: result.position };
}

async function returnToKitchen(store: EventStore, inputs: KitchenMoveInputs, order: ExistingOrder) {
  if (nextStatus(order, { type: 'RETURN_TO_KITCHEN' }) === undefined) return undefined;
  const metadata = stepMetadata(inputs.metadata, `kitchen-return:${inputs.metadata.commandId}`);
  const result = await handleCommand(store, orderAggregate, {
    type: 'ReturnToKitchen',
    data: { orderId: order.orderId, stationId: inputs.stationId },
    metadata,
  });
  return { position: result.position };
}

/**
 * @throws ORDER_NOT_FOUND, KITCHEN_ORDER_NOT_COOKING, KITCHEN_STATION_NOT_FOUND,
 *   KITCHEN_LINE_NOT_FOUND, KITCHEN_NOT_BUMPED — nothing appended.
 */
export async function kitchenMove(
  store: EventStore,
  inputs: KitchenMoveInputs,
): Promise<KitchenMoveOutcome> {
  const { order, cookingSince: since } = await cookingOrder(
    store,
    inputs.metadata.vendorId,
    inputs.orderId,
  );
  const lines = kitchenLinesOf(order.lines);
  const result = await handleCommand(store, kitchenAggregate, commandFor(inputs, lines, since));
  const moved = (type: KitchenEvent['type']) => result.events.some((e) => e.type === type);
  const finished =
    moved('KitchenStationBumped') &&
    order.status === 'CONFIRMED' &&
    everyPartDone(inputs.routing, lines, result.state);
  const ready = finished ? await markReady(store, inputs, order) : undefined;
  const returned = moved('KitchenStationRecalled')
    ? await returnToKitchen(store, inputs, order)
    : undefined;
  return {
    events: result.events,
    orderReady: ready?.target,
    orderReturned: returned !== undefined,
    position: ready?.position ?? returned?.position ?? result.position,
  };
}
