// Every (status, target) pair of ChangeOrderState, for every delivery type, against the table in
// order-transitions.md written out again here: allowed moves land on the target, the status the
// order already has is DUPLICATE_ORDER_STATE, everything else INVALID_ORDER_STATE.
import { describe, expect, it } from 'vitest';
import { DeliveryType, OrderStatus } from '../shared/enums.ts';
import { specFor } from '../testing/given-when-then.ts';
import { allowedTargets } from './change-order-state.decide.ts';
import { orderDecider } from './order.decider.ts';
import type { OrderEvent } from './order.events.ts';
import { changeState, historyTo, readyStatusOf, run, stateOf } from './order.test-fixtures.ts';

const given = specFor(orderDecider);
const isCourier = (t: DeliveryType) => t === 'DELIVER' || t === 'ZFEXPRESS';
/** A salon guest is at a table: nobody phones them. */
const phone = (t: DeliveryType): OrderStatus[] => (t === 'SERVE' ? [] : ['NEEDFORCALL']);

const TABLE: Record<Exclude<OrderStatus, 'NEEDFORCALL'>, (t: DeliveryType) => OrderStatus[]> = {
  SUBMITTED: (t) => ['CONFIRMED', 'REJECTED', ...phone(t)],
  PAID: (t) => ['CONFIRMED', 'REJECTED', ...phone(t)],
  CONFIRMED: (t) => [readyStatusOf(t), 'REJECTED', ...phone(t)],
  READYTOSERVE: () => ['DELIVERED', 'REJECTED'],
  READYTOPICKUP: () => ['DELIVERED', 'REJECTED', 'NEEDFORCALL'],
  READYTOSHIPMENT: () => ['DELIVERING', 'REJECTED', 'NEEDFORCALL'],
  DELIVERING: () => ['DELIVERED', 'NEEDFORCALL'],
  DELIVERED: () => ['FINISHED'],
  REJECTED: () => [],
  FINISHED: () => [],
};
/** Back to where the call started, or rejected while the food is still in the restaurant. */
const afterCall = (before: OrderStatus): OrderStatus[] =>
  before === 'DELIVERING' ? [before] : [before, 'REJECTED'];

interface Case {
  name: string;
  history: OrderEvent[];
  allowed: OrderStatus[];
}

const andThen = (history: OrderEvent[], target: OrderStatus) => run([changeState(target)], history);

function casesFor(t: DeliveryType): Case[] {
  const road: Exclude<OrderStatus, 'NEEDFORCALL' | 'REJECTED'>[] = [
    'SUBMITTED',
    'PAID',
    'CONFIRMED',
  ];
  road.push(isCourier(t) ? 'READYTOSHIPMENT' : t === 'PICKUP' ? 'READYTOPICKUP' : 'READYTOSERVE');
  if (isCourier(t)) road.push('DELIVERING');
  road.push('DELIVERED', 'FINISHED');
  const cases: Case[] = road.map((s) => ({
    name: s,
    history: historyTo(s, { deliveryType: t }),
    allowed: TABLE[s](t),
  }));
  const rejected = andThen(historyTo('SUBMITTED', { deliveryType: t }), 'REJECTED');
  cases.push({ name: 'REJECTED', history: rejected, allowed: TABLE.REJECTED(t) });
  for (const s of road.filter((s) => TABLE[s](t).includes('NEEDFORCALL'))) {
    const called = andThen(historyTo(s, { deliveryType: t }), 'NEEDFORCALL');
    cases.push({ name: `NEEDFORCALL (from ${s})`, history: called, allowed: afterCall(s) });
  }
  return cases;
}

describe.each(DeliveryType.options)('ChangeOrderState for a %s order', (t) => {
  for (const c of casesFor(t)) {
    const status = stateOf(c.history).status;
    describe(`from ${c.name}`, () => {
      it.each(OrderStatus.options)(`to %s`, (target) => {
        const when = given(c.history).when(changeState(target));
        if (target === status) return when.thenRefuses('DUPLICATE_ORDER_STATE');
        if (!c.allowed.includes(target)) return when.thenRefuses('INVALID_ORDER_STATE');
        const events = when.events();
        expect(events).toHaveLength(1);
        expect(stateOf([...c.history, ...events]).status).toBe(target);
      });
    });
  }
});

describe('an order with no delivery method', () => {
  const noMethod = { deliveryType: undefined };
  it.each(['SUBMITTED', 'PAID', 'CONFIRMED'] as const)('cannot be marked ready from %s', (s) => {
    for (const target of [
      'READYTOSERVE',
      'READYTOPICKUP',
      'READYTOSHIPMENT',
      'DELIVERING',
    ] as const) {
      given(historyTo(s, noMethod))
        .when(changeState(target))
        .thenRefuses('ORDER_HAS_TO_HAVE_DELIVER_METHOD');
    }
  });

  it('can still be confirmed, called about or rejected', () => {
    const history = historyTo('CONFIRMED', noMethod);
    expect(stateOf(history).status).toBe('CONFIRMED');
    given(history).when(changeState('NEEDFORCALL')).events();
    given(history).when(changeState('REJECTED')).events();
  });
});

it('ChangeOrderState on an order that does not exist is ORDER_NOT_FOUND', () => {
  given([]).when(changeState('CONFIRMED')).thenRefuses('ORDER_NOT_FOUND');
});

it('allowedTargets lists what the table allows, for the POS buttons', () => {
  const order = stateOf(historyTo('CONFIRMED', { deliveryType: 'PICKUP' }));
  if (order.status === 'NONE') throw new Error('no order');
  expect(allowedTargets(order)).toEqual(['READYTOPICKUP', 'NEEDFORCALL', 'REJECTED']);
});
