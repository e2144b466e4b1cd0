// An open salon bill (postpaid, PUT /api/orders/editpostpaid): while the guests sit and the bill
// is unpaid they may order another round or send something back, whatever the kitchen has done.
// Unlike an order edit (edit-order.decide.ts) there is no cap on counts: a new round is the point
// of an open bill; it is paid at the end. A round added after the food came out goes back to the
// kitchen (the machine's EDIT_BILL move lands on CONFIRMED).
import { checkNotEmptied } from '../order-editing/order-edit.rules.ts';
import type { EditBill } from './order.commands.ts';
import { checkNotChangedMeanwhile } from './edit-order.decide.ts';
import { OrderEdited, type OrderEvent } from './order.events.ts';
import { lineChanges, priceLines } from './order.pricing.ts';
import { allowMove } from './order.rulebook.ts';
import type { ExistingOrder } from './order.state.ts';

export function editBill(command: EditBill, order: ExistingOrder): OrderEvent[] {
  const { lines } = command.data;
  checkNotChangedMeanwhile(order, command.data.previousLines);
  checkNotEmptied(lines);
  if (JSON.stringify(lines) === JSON.stringify(order.lines)) return [];
  const changes = lineChanges(order.lines, lines);
  const status = allowMove(order, { type: 'EDIT_BILL', adds: changes.addedLines.length > 0 });
  return [
    OrderEdited({
      orderId: order.orderId,
      lines,
      ...changes,
      price: priceLines(lines, order.deliveryType, order.pricing),
      ...(status === order.status ? {} : { status }),
    }),
  ];
}
