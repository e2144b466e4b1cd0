// What the kitchen may do with a ticket, asked of the engine's order machine (STYLE: the UI
// asks the machine instead of repeating its rules). The ready status depends on how the order
// leaves the kitchen: READYTOSERVE (salon), READYTOPICKUP (counter), READYTOSHIPMENT (courier).
import type { OrderStatus } from '@sofre/engine';
import type { KitchenTicket } from '@sofre/engine/contracts';
import { orderMachine, orderSnapshot } from '@sofre/engine/orders';
import { transition } from 'xstate';

// A ticket carries no payment facts; marking ready and confirming a postpaid order do not
// depend on them, and the server decides with the full order anyway.
/** What the kitchen's moves depend on: a ticket of either board. */
type TicketStatus = Pick<KitchenTicket, 'status' | 'deliveryType'>;

const snapshotOf = (ticket: TicketStatus) =>
  orderSnapshot(ticket.status, {
    deliveryType: ticket.deliveryType,
    prepaid: false,
    balanceDue: false,
    beforeCall: undefined,
  });

/** The status "آماده شد" moves this ticket to, or undefined when it cannot be made ready now. */
export function readyStatusOf(ticket: TicketStatus): OrderStatus | undefined {
  const snapshot = snapshotOf(ticket);
  if (!snapshot.can({ type: 'MARK_READY' })) return undefined;
  return transition(orderMachine, snapshot, { type: 'MARK_READY' })[0].value as OrderStatus;
}

/** A ticket not confirmed yet (an order from the site) can be accepted from the kitchen. */
export const awaitsConfirmation = (ticket: TicketStatus): boolean =>
  snapshotOf(ticket).can({ type: 'CONFIRM' });
