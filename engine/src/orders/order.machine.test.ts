// The rulebook on its own, as the POS asks it: the moves that do not change status
// (pay, edit, change payment or delivery method) and the shape of the machine.
import { describe, expect, it } from 'vitest';
import { transition } from 'xstate';
import { OrderStatus } from '../shared/enums.ts';
import {
  BEFORE_READY,
  orderMachine,
  orderSnapshot,
  type OrderMachineContext,
  type OrderMachineEvent,
} from './order.machine.ts';

const context = (over: Partial<OrderMachineContext> = {}): OrderMachineContext => ({
  deliveryType: 'DELIVER',
  prepaid: false,
  balanceDue: true,
  beforeCall: undefined,
  ...over,
});
const can = (status: OrderStatus, move: OrderMachineEvent, over?: Partial<OrderMachineContext>) =>
  orderSnapshot(status, context(over)).can(move);
const land = (status: OrderStatus, move: OrderMachineEvent, over?: Partial<OrderMachineContext>) =>
  transition(orderMachine, orderSnapshot(status, context(over)), move)[0].value;

const OPEN = OrderStatus.options.filter(
  (s) => s !== 'REJECTED' && s !== 'FINISHED' && s !== 'NEEDFORCALL',
);

describe('the order machine', () => {
  it('has exactly the 11 statuses of spec §3, REJECTED and FINISHED final', () => {
    expect(Object.keys(orderMachine.states).sort()).toEqual([...OrderStatus.options].sort());
    expect(orderMachine.states.REJECTED?.type).toBe('final');
    expect(orderMachine.states.FINISHED?.type).toBe('final');
  });

  describe('money', () => {
    it.each(OPEN)('%s takes a payment while money is due, not after', (s) => {
      expect(can(s, { type: 'PAY', settles: true })).toBe(true);
      expect(can(s, { type: 'PAY', settles: true }, { balanceDue: false })).toBe(false);
      expect(can(s, { type: 'CHANGE_PAYMENT_METHOD' })).toBe(true);
      expect(can(s, { type: 'CHANGE_PAYMENT_METHOD' }, { balanceDue: false })).toBe(false);
    });

    it('only a payment that settles a SUBMITTED order moves it, to PAID', () => {
      expect(land('SUBMITTED', { type: 'PAY', settles: true })).toBe('PAID');
      expect(land('SUBMITTED', { type: 'PAY', settles: false })).toBe('SUBMITTED');
      expect(land('CONFIRMED', { type: 'PAY', settles: true })).toBe('CONFIRMED');
      expect(land('NEEDFORCALL', { type: 'PAY', settles: true }, { beforeCall: 'SUBMITTED' })).toBe(
        'NEEDFORCALL',
      );
    });

    it.each(['REJECTED', 'FINISHED'] as const)('%s takes no payment', (s) => {
      expect(can(s, { type: 'PAY', settles: true })).toBe(false);
    });

    it('a prepaid order is confirmed only once settled; a postpaid one at once', () => {
      expect(can('SUBMITTED', { type: 'CONFIRM' }, { prepaid: true })).toBe(false);
      expect(can('SUBMITTED', { type: 'CONFIRM' }, { prepaid: true, balanceDue: false })).toBe(
        true,
      );
      expect(can('SUBMITTED', { type: 'CONFIRM' }, { prepaid: false })).toBe(true);
      expect(can('PAID', { type: 'CONFIRM' }, { prepaid: true })).toBe(false);
      expect(can('PAID', { type: 'CONFIRM' }, { prepaid: true, balanceDue: false })).toBe(true);
    });

    it('FINISHED needs the bill settled', () => {
      expect(can('DELIVERED', { type: 'FINISH' })).toBe(false);
      expect(can('DELIVERED', { type: 'FINISH' }, { balanceDue: false })).toBe(true);
    });
  });

  describe('editing lines and delivery method: only before the food is ready', () => {
    it.each(OrderStatus.options)('%s', (s) => {
      const expected = BEFORE_READY.includes(s);
      expect(can(s, { type: 'EDIT' })).toBe(expected);
      expect(can(s, { type: 'CHANGE_DELIVERY_METHOD' })).toBe(expected);
    });

    it.each(OrderStatus.options)('NEEDFORCALL called from %s', (before) => {
      const expected = BEFORE_READY.includes(before);
      expect(can('NEEDFORCALL', { type: 'EDIT' }, { beforeCall: before })).toBe(expected);
    });
  });

  it('marks ready by delivery type, and refuses without one', () => {
    expect(land('CONFIRMED', { type: 'MARK_READY' }, { deliveryType: 'SERVE' })).toBe(
      'READYTOSERVE',
    );
    expect(land('CONFIRMED', { type: 'MARK_READY' }, { deliveryType: 'PICKUP' })).toBe(
      'READYTOPICKUP',
    );
    expect(land('CONFIRMED', { type: 'MARK_READY' }, { deliveryType: 'ZFEXPRESS' })).toBe(
      'READYTOSHIPMENT',
    );
    expect(can('CONFIRMED', { type: 'MARK_READY' }, { deliveryType: undefined })).toBe(false);
  });
});
