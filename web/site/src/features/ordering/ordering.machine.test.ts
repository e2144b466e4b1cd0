import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { orderingMachine, type Basket } from './ordering.machine.ts';

const ready: Basket = {
  hasItems: true,
  aboveMinimum: true,
  deliveryChosen: true,
  vendorOpen: true,
};

function given(atTable = false) {
  const actor = createActor(orderingMachine, { input: { atTable } }).start();
  return { actor, step: () => actor.getSnapshot().value };
}

describe('the ordering steps (spec §2)', () => {
  it('starts at the menu', () => {
    expect(given().step()).toBe('MENU');
  });

  it('goes on from the menu to the overview and the order details, and back', () => {
    const { actor, step } = given();
    actor.send({ type: 'NEXT', basket: ready });
    expect(step()).toBe('OVERVIEW');
    actor.send({ type: 'NEXT', basket: ready });
    expect(step()).toBe('ORDER_DETAILS');
    actor.send({ type: 'BACK' });
    actor.send({ type: 'BACK' });
    expect(step()).toBe('MENU');
  });

  it('asks how to deliver on the way when it was not chosen, then goes on to the overview', () => {
    const { actor, step } = given();
    actor.send({ type: 'NEXT', basket: { ...ready, deliveryChosen: false } });
    expect(step()).toBe('DELIVERY_TYPE');
    actor.send({ type: 'DELIVERY_CHOSEN' });
    expect(step()).toBe('OVERVIEW');
  });

  it('choosing the delivery type from the menu comes back to the menu', () => {
    const { actor, step } = given();
    actor.send({ type: 'CHANGE_DELIVERY' });
    expect(step()).toBe('DELIVERY_TYPE');
    actor.send({ type: 'DELIVERY_CHOSEN' });
    expect(step()).toBe('MENU');
  });

  it('changing the delivery type on the order details comes back to them', () => {
    const { actor, step } = given();
    actor.send({ type: 'NEXT', basket: ready });
    actor.send({ type: 'NEXT', basket: ready });
    actor.send({ type: 'CHANGE_DELIVERY' });
    actor.send({ type: 'DELIVERY_CHOSEN' });
    expect(step()).toBe('ORDER_DETAILS');
  });

  it('does not go on with an empty basket, below the minimum or with a closed vendor', () => {
    const { actor, step } = given();
    expect(actor.getSnapshot().can({ type: 'NEXT', basket: { ...ready, hasItems: false } })).toBe(
      false,
    );
    actor.send({ type: 'NEXT', basket: { ...ready, aboveMinimum: false } });
    actor.send({ type: 'NEXT', basket: { ...ready, vendorOpen: false } });
    expect(step()).toBe('MENU');
  });

  it('at a table there is no delivery type to choose', () => {
    const { actor, step } = given(true);
    expect(actor.getSnapshot().can({ type: 'CHANGE_DELIVERY' })).toBe(false);
    actor.send({ type: 'NEXT', basket: ready });
    expect(step()).toBe('OVERVIEW');
  });
});
