// An open salon bill (PUT /api/orders/editpostpaid): while the guests sit they may order another
// round, whatever the kitchen has done and whether or not the rounds before were paid (the new
// round is owed on its own); while the bill is unpaid they may also send something back. Unlike
// an order edit (edit-order.decide.ts) there is no cap on counts: a new round is the point of an
// open bill. A round added after the food came out goes back to the kitchen (the machine's
// EDIT_BILL move lands on CONFIRMED).
import { checkNotEmptied } from '../order-editing/order-edit.rules.ts';
import type { EditBill } from './order.commands.ts';
import { checkNotChangedMeanwhile } from './edit-order.decide.ts';
import { OrderEdited, type OrderEvent } from './order.events.ts';
import { lineChanges, priceLines } from './order.pricing.ts';
import { allowMove } from './order.rulebook.ts';
import type { ExistingOrder } from './order.state.ts';
import { domainError } from '../shared/domain-error.ts';

export function editBill(command: EditBill, order: ExistingOrder): OrderEvent[] {
  const { lines } = command.data;
  checkNotChangedMeanwhile(order, command.data.previousLines);
  checkNotEmptied(lines);
  if (JSON.stringify(lines) === JSON.stringify(order.lines)) return [];
  const changes = lineChanges(order.lines, lines);
  const price = priceLines(lines, order.deliveryType, order.pricing);
  // Paid food comes off the bill by a refund, not by an edit that would leave money unowed.
  if (price.finalPrice < order.amountPaid - order.amountRefunded)
    throw domainError('ORDER_ALREADY_PAID', { orderId: order.orderId });
  const status = allowMove(order, { type: 'EDIT_BILL', adds: changes.addedLines.length > 0 });
  return [
    OrderEdited({
      orderId: order.orderId,
      lines,
      ...changes,
      price,
      ...(status === order.status ? {} : { status }),
    }),
  ];
}
