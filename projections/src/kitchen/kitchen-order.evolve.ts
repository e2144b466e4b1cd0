// An order as the station screens see it, folded from its order events and its kitchen events.
// It comes on the screens when the restaurant confirms it; a change while it cooks marks its
// lines (and rings again); a bump, an item done or a recall changes its station's part; it leaves
// when it is ready (unless a part is brought back), rejected or handed over.
import type { KitchenOrder, KitchenOrderLine, KitchenPart } from '@sofre/engine/contracts';
import type { KitchenEvent } from '@sofre/engine/kitchen';
import type { OrderEvent } from '@sofre/engine/orders';
import type { ProjectedEvent } from '../projection.ts';
import { utcInstant } from '../tehran-day.ts';
import { statusAfter } from '../orders/order-projection.events.ts';
import { hasMarks, kitchenOrderLines, markChangedLines } from './kitchen-lines.ts';
import type { KitchenPrepRow } from './kitchen-prep.ts';

/** WAITING: submitted, not confirmed yet (never listed). KITCHEN: the kitchen has had it. */
export type KitchenOrderRow = KitchenOrder & { readonly stage: 'WAITING' | 'KITCHEN' };

const READY = new Set(['READYTOSERVE', 'READYTOPICKUP', 'READYTOSHIPMENT']);
const GONE = new Set(['OrderRejected', 'OrderDispatched', 'OrderDelivered', 'OrderFinished']);

/** The lines with what the bump history taught, and when the order should be ready by that. */
function withExpectation(row: KitchenOrderRow, prep: KitchenPrepRow | undefined): KitchenOrderRow {
  const lines = row.lines.map((l): KitchenOrderLine => {
    const { prepMs: _old, ...line } = l;
    const ms = prep?.byItem[l.menuItemId];
    return ms === undefined ? line : { ...line, prepMs: ms };
  });
  const ends = lines
    .filter((l) => l.mark !== 'CANCELLED' && l.prepMs !== undefined)
    .map((l) => Date.parse(l.mark ? (row.changedAt ?? row.sentAt) : row.sentAt) + l.prepMs!);
  const { expectedReadyAt: _was, ...rest } = row;
  return ends.length === 0
    ? { ...rest, lines }
    : { ...rest, lines, expectedReadyAt: new Date(Math.max(...ends)).toISOString() };
}

const withPart = (row: KitchenOrderRow, stationId: string, part: KitchenPart) => ({
  ...row,
  parts: { ...row.parts, [stationId]: part },
});

/**
 * A part brought back after the order was ready. Since the kitchen sends such an order back
 * (OrderReturnedToKitchen) this is a log from before that; a part recalled earlier does not keep
 * an order open that was then made ready as a whole (the expo's «آماده شد»).
 */
const recalledPart = (row: KitchenOrderRow) =>
  Object.values(row.parts).some(
    (p) => p.recalledAt !== undefined && (row.readyAt === undefined || p.recalledAt > row.readyAt),
  );

/** Open: cooking, or ready with a part brought back since. */
const isOpen = (row: KitchenOrderRow): boolean =>
  row.stage === 'KITCHEN' &&
  (row.status === 'CONFIRMED' ||
    row.status === 'NEEDFORCALL' ||
    (READY.has(row.status) && recalledPart(row)));

/**
 * Off the board and off the recall list (kitchen.queries.ts): handed over, rejected or finished.
 * While an order stays out of both, its status is read nowhere, so the row is not written again
 * (a served salon order's payment and finish cost the kitchen nothing).
 */
const outOfView = (row: KitchenOrderRow): boolean =>
  row.stage === 'KITCHEN' && !row.open && !READY.has(row.status);

export function evolveKitchenOrder(
  row: KitchenOrderRow | undefined,
  event: ProjectedEvent<OrderEvent>,
  number: () => number,
  prep: () => KitchenPrepRow | undefined,
): KitchenOrderRow | undefined {
  const at = utcInstant(event.metadata.occurredAt);
  const position = event.position;
  if (event.type === 'OrderSubmitted') {
    const d = event.data;
    return {
      kind: 'kitchen-order',
      stage: 'WAITING',
      orderId: d.orderId,
      number: number(),
      source: d.source,
      ...(d.deliveryType ? { deliveryType: d.deliveryType } : {}),
      ...(d.tableNumber ? { tableNumber: d.tableNumber } : {}),
      ...(d.description ? { description: d.description } : {}),
      ...(d.note ? { note: d.note } : {}),
      status: 'SUBMITTED',
      submittedAt: at,
      sentAt: at,
      lines: kitchenOrderLines(d.lines),
      parts: {},
      open: false,
      position,
    };
  }
  if (row === undefined) return undefined;
  const status = statusAfter(event, row.status);
  const next = { ...row, status, position };
  switch (event.type) {
    case 'OrderConfirmed': {
      if (row.stage !== 'WAITING') return { ...next, open: isOpen(next) };
      const sent: KitchenOrderRow = { ...next, stage: 'KITCHEN', sentAt: at, open: true };
      return withExpectation(sent, prep());
    }
    case 'OrderEdited': {
      const lines = kitchenOrderLines(event.data.lines);
      if (row.stage === 'WAITING') return { ...next, lines };
      const marked = markChangedLines(row.lines, lines);
      if (!hasMarks(marked)) return { ...next, lines, open: isOpen(next) };
      const { readyAt: _r, ...changed } = next;
      const edited: KitchenOrderRow = { ...changed, lines: marked, changedAt: at };
      return withExpectation({ ...edited, open: isOpen(edited) }, prep());
    }
    case 'OrderMarkedReady': {
      const ready = { ...next, readyAt: at };
      return { ...ready, open: isOpen(ready) };
    }
    // A station recalled its part of the ready order: it cooks again, ready no more.
    case 'OrderReturnedToKitchen': {
      const { readyAt: _r, ...cooking } = next;
      return { ...cooking, open: isOpen(cooking) };
    }
    case 'OrderDeliveryMethodChanged':
      return { ...next, deliveryType: event.data.deliveryType };
    case 'OrderTableChanged':
      return { ...next, tableNumber: event.data.tableNumber };
    default: {
      if (status === row.status && !GONE.has(event.type)) return row;
      const moved = GONE.has(event.type)
        ? { ...next, open: false }
        : { ...next, open: isOpen(next) };
      return outOfView(row) && outOfView(moved) ? row : moved;
    }
  }
}

export function evolveKitchenPart(
  row: KitchenOrderRow | undefined,
  event: ProjectedEvent<KitchenEvent>,
): KitchenOrderRow | undefined {
  if (row === undefined || row.stage === 'WAITING') return row;
  const { stationId } = event.data;
  const part = row.parts[stationId] ?? { done: {} };
  const base = { ...row, position: event.position };
  const at = utcInstant(event.metadata.occurredAt);
  let next: KitchenOrderRow;
  switch (event.type) {
    case 'KitchenLineDone':
      next = withPart(base, stationId, {
        ...part,
        done: { ...part.done, [event.data.lineId]: event.data.cooking },
      });
      break;
    case 'KitchenLineReopened': {
      const { [event.data.lineId]: _line, ...done } = part.done;
      const { bumped: _b, bumpedAt: _a, bumpedBy: _by, ...cooking } = part;
      next = withPart(base, stationId, { ...cooking, done });
      break;
    }
    case 'KitchenStationBumped': {
      const { recalledAt: _recalled, ...kept } = part;
      const by = event.metadata.actor.userId;
      const bumped = { ...kept, bumped: event.data.cooking, bumpedAt: at, bumpedBy: by };
      next = withPart(base, stationId, bumped);
      break;
    }
    case 'KitchenStationRecalled':
      next = withPart(base, stationId, { done: {}, recalledAt: at });
      break;
  }
  return { ...next, open: isOpen(next) };
}
