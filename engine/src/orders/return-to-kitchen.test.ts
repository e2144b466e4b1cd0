// A kitchen recall of a ready order (ReturnToKitchen): the order cooks again until the kitchen
// finishes it once more; once it has left the kitchen nothing brings it back. The counter cannot
// ask for it: PATCH /api/orders/state to CONFIRMED from a ready status stays refused.
import { describe, expect, it } from 'vitest';
import type { DeliveryType, OrderStatus } from '../shared/enums.ts';
import { specFor } from '../testing/given-when-then.ts';
import { orderDecider } from './order.decider.ts';
import { OrderReturnedToKitchen } from './order.events.ts';
import {
  ORDER_ID,
  changeState,
  command,
  historyTo,
  readyStatusOf,
  run,
  stateOf,
} from './order.test-fixtures.ts';

const given = specFor(orderDecider);
const recall = command('ReturnToKitchen', { stationId: 'grill' });
const returned = OrderReturnedToKitchen({ orderId: ORDER_ID, stationId: 'grill' });

describe('ReturnToKitchen (a station recalled its part of a ready order)', () => {
  it.each<DeliveryType>(['SERVE', 'PICKUP', 'DELIVER', 'ZFEXPRESS'])(
    'brings a %s order back from its ready status to CONFIRMED',
    (deliveryType) => {
      const ready = historyTo(readyStatusOf(deliveryType), { deliveryType });
      given(ready).when(recall).then([returned]);
      const after = stateOf(run([recall], ready));
      expect(after.status).toBe('CONFIRMED');
      // Cooking again: the last bump makes it ready again, by the usual move.
      expect(stateOf(run([recall, changeState(readyStatusOf(deliveryType))], ready)).status).toBe(
        readyStatusOf(deliveryType),
      );
    },
  );

  it.each<[OrderStatus, DeliveryType]>([
    ['DELIVERING', 'DELIVER'],
    ['DELIVERED', 'DELIVER'],
    ['DELIVERED', 'PICKUP'],
    ['FINISHED', 'SERVE'],
    ['CONFIRMED', 'PICKUP'],
    ['SUBMITTED', 'PICKUP'],
  ])('refuses an order in %s (%s): INVALID_ORDER_STATE', (status, deliveryType) => {
    given(historyTo(status, { deliveryType })).when(recall).thenRefuses('INVALID_ORDER_STATE');
  });

  it('refuses a rejected order, and a ready order in a phone call', () => {
    const ready = historyTo('READYTOSHIPMENT', { deliveryType: 'DELIVER' });
    given(run([changeState('REJECTED')], ready))
      .when(recall)
      .thenRefuses('INVALID_ORDER_STATE');
    given(run([changeState('NEEDFORCALL')], ready))
      .when(recall)
      .thenRefuses('INVALID_ORDER_STATE');
  });

  it('is the kitchen’s move only: the counter cannot send a ready order back by decree', () => {
    given(historyTo('READYTOPICKUP', { deliveryType: 'PICKUP' }))
      .when(changeState('CONFIRMED'))
      .thenRefuses('INVALID_ORDER_STATE');
  });
});
