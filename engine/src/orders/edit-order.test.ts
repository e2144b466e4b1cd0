// EditOrder wiring: the machine says when, the edit rules say what, pricing says how much.
import { describe, expect, it } from 'vitest';
import { priceOrder } from '../pricing/price-order.ts';
import { specFor } from '../testing/given-when-then.ts';
import { orderDecider } from './order.decider.ts';
import { OrderDeliveryMethodChanged, OrderEdited, type OrderEvent } from './order.events.ts';
import { type ExistingOrder } from './order.state.ts';
import {
  changeState,
  command,
  doogh,
  historyTo,
  kebab,
  ORDER_ID,
  run,
  stateOf,
  submit,
} from './order.test-fixtures.ts';

const given = specFor(orderDecider);
const existing = (events: OrderEvent[]) => stateOf(events) as ExistingOrder;
const edit = (lines: (typeof kebab)[]) => command('EditOrder', { lines });
const moreKebab = { ...kebab, count: 3 };
const lessKebab = { ...kebab, count: 1 };

describe('EditOrder', () => {
  it('re-prices the new lines and tells the kitchen what was added and taken off', () => {
    const history = run([submit({ deliveryType: 'SERVE' })]);
    const { pricing } = existing(history);
    given(history)
      .when(edit([moreKebab]))
      .then([
        OrderEdited({
          orderId: ORDER_ID,
          lines: [moreKebab],
          addedLines: [{ ...kebab, count: 1 }],
          removedLines: [doogh],
          price: priceOrder({ ...pricing, lines: [moreKebab], deliveryType: 'SERVE' }),
        }),
      ]);
  });

  it('a lower count is a removed line of the difference', () => {
    const [event] = given(historyTo('CONFIRMED'))
      .when(edit([lessKebab, doogh]))
      .events();
    expect(event?.type === 'OrderEdited' && event.data.removedLines).toEqual([
      { ...kebab, count: 1 },
    ]);
  });

  it('the same lines again change nothing', () => {
    given(historyTo('CONFIRMED'))
      .when(edit([kebab, doogh]))
      .then([]);
  });

  it('removing every line is NOT_ALLOW_REMOVE_ALL_ITEMS', () => {
    given(historyTo('SUBMITTED')).when(edit([])).thenRefuses('NOT_ALLOW_REMOVE_ALL_ITEMS');
  });

  describe('the increase cap: canAdd exactly while SUBMITTED (order-edit.rules.ts)', () => {
    it('a SUBMITTED order may grow', () => {
      given(historyTo('SUBMITTED'))
        .when(edit([moreKebab, doogh]))
        .events();
    });

    it('a confirmed order may not grow beyond its counts', () => {
      given(historyTo('CONFIRMED'))
        .when(edit([moreKebab, doogh]))
        .thenRefuses('EDIT_INCREASE_NOT_ALLOWED');
    });

    it('a paid order may not grow either (a second payment is not part of an edit)', () => {
      given(historyTo('PAID'))
        .when(edit([moreKebab, doogh]))
        .thenRefuses('EDIT_INCREASE_NOT_ALLOWED');
    });

    it('a call does not move the order: called from SUBMITTED it may still grow', () => {
      const called = run([submit({ deliveryType: 'PICKUP' }), changeState('NEEDFORCALL')]);
      given(called)
        .when(edit([moreKebab, doogh]))
        .events();
    });
  });

  describe('only until the food is ready', () => {
    it.each(['SUBMITTED', 'PAID', 'CONFIRMED'] as const)('allowed in %s', (s) => {
      given(historyTo(s, { deliveryType: 'PICKUP' }))
        .when(edit([lessKebab, doogh]))
        .events();
    });

    it.each(['READYTOSHIPMENT', 'DELIVERING', 'DELIVERED', 'FINISHED'] as const)(
      'refused in %s',
      (s) => {
        given(historyTo(s, { deliveryType: 'DELIVER' }))
          .when(edit([lessKebab, doogh]))
          .thenRefuses('INVALID_ORDER_STATE');
      },
    );

    it('refused once rejected, and in a call that started after the food was ready', () => {
      given(run([submit(), changeState('REJECTED')]))
        .when(edit([lessKebab]))
        .thenRefuses('INVALID_ORDER_STATE');
      const ready = historyTo('READYTOPICKUP', { deliveryType: 'PICKUP' });
      const called = run([changeState('NEEDFORCALL')], ready);
      given(called)
        .when(edit([lessKebab, doogh]))
        .thenRefuses('INVALID_ORDER_STATE');
    });
  });

  it('an order that does not exist is ORDER_NOT_FOUND', () => {
    given([])
      .when(edit([kebab]))
      .thenRefuses('ORDER_NOT_FOUND');
  });
});

describe('ChangeOrderDeliveryMethod', () => {
  const choose = (
    deliveryType: 'SERVE' | 'PICKUP' | 'DELIVER',
    extra: { addressId?: string; deliveryCost?: number } = {},
  ) => command('ChangeOrderDeliveryMethod', { deliveryType, ...extra });

  it('gives an order without one a delivery method, re-priced, so it can be made ready', () => {
    const history = historyTo('CONFIRMED', { deliveryType: undefined });
    const { pricing } = existing(history);
    given(history)
      .when(choose('DELIVER', { deliveryCost: 80_000 }))
      .then([
        OrderDeliveryMethodChanged({
          orderId: ORDER_ID,
          deliveryType: 'DELIVER',
          addressId: 'address-1',
          deliveryCost: 80_000,
          price: priceOrder({
            ...pricing,
            deliveryCost: 80_000,
            lines: [kebab, doogh],
            deliveryType: 'DELIVER',
          }),
        }),
      ]);
    const chosen = run([choose('PICKUP')], history);
    given(chosen).when(changeState('READYTOPICKUP')).events();
  });

  it('a courier order without an address is ORDER_HAS_TO_HAVE_DELIVER_METHOD', () => {
    const history = run([submit({ deliveryType: 'PICKUP' }, { addressId: undefined })]);
    given(history).when(choose('DELIVER')).thenRefuses('ORDER_HAS_TO_HAVE_DELIVER_METHOD');
  });

  it('the same method changes nothing; after the food is ready it is refused', () => {
    given(historyTo('CONFIRMED')).when(choose('SERVE')).then([]);
    given(historyTo('READYTOSERVE')).when(choose('PICKUP')).thenRefuses('INVALID_ORDER_STATE');
  });
});
