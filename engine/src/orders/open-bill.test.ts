// An open salon bill (editpostpaid), moving a salon order to another table, and calling the
// customer when the food is ready.
import { describe, expect, it } from 'vitest';
import { specFor } from '../testing/given-when-then.ts';
import { orderDecider } from './order.decider.ts';
import type { OrderEvent } from './order.events.ts';
import type { ExistingOrder } from './order.state.ts';
import {
  changeState,
  command,
  doogh,
  historyTo,
  kebab,
  run,
  stateOf,
} from './order.test-fixtures.ts';

const given = specFor(orderDecider);
const existing = (events: OrderEvent[]) => stateOf(events) as ExistingOrder;
const editBill = (lines: (typeof kebab)[]) => command('EditBill', { lines });
const unpaidTo = (status: Parameters<typeof historyTo>[0]) =>
  historyTo(status, { unpaid: true, deliveryType: 'SERVE' });
const round = [{ ...kebab, count: 4 }, doogh];

describe('EditBill (an open salon bill)', () => {
  it('takes another round while the food is cooking, with no cap on counts', () => {
    const [event] = given(unpaidTo('CONFIRMED')).when(editBill(round)).events();
    expect(event).toMatchObject({ type: 'OrderEdited', data: { lines: round } });
    expect(event?.type === 'OrderEdited' && event.data.status).toBeUndefined();
  });

  it('a round after the food was served goes back to the kitchen (CONFIRMED)', () => {
    const served = run([changeState('DELIVERED')], unpaidTo('READYTOSERVE'));
    const after = run([editBill(round)], served);
    expect(existing(after).status).toBe('CONFIRMED');
    // Sending something back does not call the kitchen again.
    const less = run([editBill([kebab])], served);
    expect(existing(less).status).toBe('DELIVERED');
  });

  it('takes a new round after the first was paid, owed on its own (issue 30 item 14)', () => {
    const paid = historyTo('CONFIRMED');
    const after = existing(run([editBill(round)], paid));
    expect(after.status).toBe('CONFIRMED');
    expect(after.amountPaid).toBe(existing(paid).price.finalPrice);
    expect(after.price.finalPrice).toBeGreaterThan(after.amountPaid);
    // Dessert after the paid food was served: back to the kitchen, the dessert owed.
    const served = run([changeState('DELIVERED')], historyTo('READYTOSERVE'));
    const dessert = existing(run([editBill(round)], served));
    expect(dessert.status).toBe('CONFIRMED');
    expect(dessert.price.finalPrice - dessert.amountPaid).toBeGreaterThan(0);
  });

  it('takes nothing off a paid bill (that is a refund), and is never for a takeaway order', () => {
    given(historyTo('CONFIRMED'))
      .when(editBill([kebab]))
      .thenRefuses('ORDER_ALREADY_PAID');
    given(historyTo('CONFIRMED', { unpaid: true, deliveryType: 'PICKUP' }))
      .when(editBill(round))
      .thenRefuses('INVALID_ORDER_STATE');
    given(historyTo('CONFIRMED', { deliveryType: 'PICKUP' }))
      .when(editBill(round))
      .thenRefuses('INVALID_ORDER_STATE');
  });

  it('removing everything is NOT_ALLOW_REMOVE_ALL_ITEMS', () => {
    given(unpaidTo('CONFIRMED')).when(editBill([])).thenRefuses('NOT_ALLOW_REMOVE_ALL_ITEMS');
  });
});

describe('ChangeOrderTable', () => {
  const move = (tableNumber: string) => command('ChangeOrderTable', { tableNumber });

  it('moves a salon order, remembering where it was', () => {
    const history = run([move('4')], unpaidTo('CONFIRMED'));
    given(history)
      .when(move('9'))
      .then([
        {
          type: 'OrderTableChanged',
          data: { orderId: 'order-1', tableNumber: '9', previousTableNumber: '4' },
        },
      ]);
  });

  it('refuses a takeaway order and a finished one', () => {
    given(historyTo('CONFIRMED', { deliveryType: 'PICKUP' }))
      .when(move('9'))
      .thenRefuses('ORDER_NOT_AT_TABLE');
    given(historyTo('FINISHED')).when(move('9')).thenRefuses('INVALID_ORDER_STATE');
  });
});

describe('CallCustomer', () => {
  const call = command('CallCustomer', { bySms: true });

  it('calls a customer whose food is ready to pick up or to serve', () => {
    given(historyTo('READYTOPICKUP', { deliveryType: 'PICKUP' }))
      .when(call)
      .then([
        {
          type: 'OrderCustomerCalled',
          data: { orderId: 'order-1', status: 'READYTOPICKUP', bySms: true },
        },
      ]);
  });

  it('refuses before the food is ready (INVALID_ORDER_STATE)', () => {
    given(historyTo('CONFIRMED', { deliveryType: 'PICKUP' }))
      .when(call)
      .thenRefuses('INVALID_ORDER_STATE');
  });
});

describe('two cashiers editing one order at once', () => {
  it('the second edit, made from lines that are gone, is ORDER_CHANGED_MEANWHILE', () => {
    const before = unpaidTo('CONFIRMED');
    const seen = [...existing(before).lines];
    const first = run([command('EditBill', { lines: round, previousLines: seen })], before);
    given(first)
      .when(command('EditBill', { lines: [kebab], previousLines: seen }))
      .thenRefuses('ORDER_CHANGED_MEANWHILE');
    given(first)
      .when(command('EditOrder', { lines: [kebab], previousLines: seen }))
      .thenRefuses('ORDER_CHANGED_MEANWHILE');
  });
});
