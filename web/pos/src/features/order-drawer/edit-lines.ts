// The order's lines as the engine's editing draft holds them, and the finished draft as the edit
// request. The tracker names each line by its id and gives one unit's price; it has no menu item
// id and no topping ids. A line the order already has is sent by its id (the server keeps what it
// was sold at and changes only the count), so the draft keys each line by its id: every tracker
// line is its own identity, as the server already merged identical item and topping sets.
import type { EditLineRequest, EditOrderRequest, OrderTracker } from '@sofre/engine/contracts';
import { finishEdit, startOrderEdit, type OrderEditDraft } from '@sofre/engine/order-editing';
import type { OrderLine } from '@sofre/engine/pricing';
import type { EditMode } from './order-moves.ts';

type TrackerLine = OrderTracker['lines'][number];

export function toDraftLine(line: TrackerLine): OrderLine {
  return {
    tempId: line.id,
    // Stands in for the menu item id the tracker does not carry (see the file comment).
    menuItemId: line.id,
    title: line.title,
    price: line.unitPrice,
    count: line.count,
    discount: 0,
    packagingCost: 0,
    servePackagingCost: 0,
    withTax: false,
    changePrice: false,
    isFreeItem: line.isFreeItem,
    orderItemToppings: line.toppings.map((t) => ({
      toppingId: t.title,
      title: t.title,
      price: 0,
      count: t.count,
    })),
    ...(line.note ? { note: line.note } : {}),
  };
}

/** The draft an edit starts from; a round on an open bill has no cap on counts. */
export function startEdit(order: OrderTracker, mode: EditMode): OrderEditDraft {
  const draft = startOrderEdit({
    lines: order.lines.map(toDraftLine),
    status: order.status,
    deliveryType: order.deliveryType ?? 'PICKUP',
  });
  return mode === 'bill' ? { ...draft, canAdd: true } : draft;
}

/** Whether the draft asks for anything the order does not have. */
export const draftChanged = (draft: OrderEditDraft): boolean =>
  JSON.stringify(draft.lines.map((l) => [l.tempId, l.count])) !==
  JSON.stringify(draft.original.lines.map((l) => [l.tempId, l.count]));

/**
 * The request for PATCH /api/orders or PUT /api/orders/editpostpaid, made from the order as it
 * was seen (`position`: an edit made meanwhile by someone else answers 409). An edit is checked
 * by the engine's finishEdit first (the server runs the same check); a bill round has no cap.
 */
export function editRequest(
  order: OrderTracker,
  draft: OrderEditDraft,
  mode: EditMode,
): EditOrderRequest {
  // The engine's check of a finished edit: it throws the refusal the server would answer.
  if (mode === 'order') finishEdit(draft);
  return {
    orderId: order.orderId,
    position: order.position,
    lines: draft.lines.map((l) => lineRequest(order, l)),
  };
}

/**
 * A line the order has goes by its id; a dish added in this edit (a new round on a bill) by its
 * menu item and toppings, for the server to price from the menu.
 */
function lineRequest(order: OrderTracker, line: OrderLine): EditLineRequest {
  if (order.lines.some((l) => l.id === line.tempId)) {
    // menuItemId is required by the contract, ignored for a line named by its id.
    return { id: line.tempId, menuItemId: line.menuItemId, count: line.count };
  }
  return {
    menuItemId: line.menuItemId,
    count: line.count,
    toppings: line.orderItemToppings.map(({ toppingId, count }) => ({ toppingId, count })),
    ...(line.note ? { note: line.note } : {}),
  };
}
