import { describe, expect, it } from 'vitest';
import { aTicket } from './kitchen-board.test-fixtures.ts';
import { awaitsConfirmation, readyStatusOf } from './kitchen-moves.ts';

describe('kitchen moves (asked of the order machine)', () => {
  it('a confirmed ticket becomes ready for the way it leaves the kitchen', () => {
    expect(readyStatusOf(aTicket({ deliveryType: 'SERVE' }))).toBe('READYTOSERVE');
    expect(readyStatusOf(aTicket({ deliveryType: 'PICKUP' }))).toBe('READYTOPICKUP');
    expect(readyStatusOf(aTicket({ deliveryType: 'DELIVER' }))).toBe('READYTOSHIPMENT');
    expect(readyStatusOf(aTicket({ deliveryType: 'ZFEXPRESS' }))).toBe('READYTOSHIPMENT');
  });

  it('a ticket without a delivery type, or not confirmed yet, cannot be bumped', () => {
    expect(readyStatusOf(aTicket({ deliveryType: undefined }))).toBeUndefined();
    expect(readyStatusOf(aTicket({ status: 'SUBMITTED' }))).toBeUndefined();
  });

  it('a submitted ticket awaits confirmation; a confirmed one does not', () => {
    expect(awaitsConfirmation(aTicket({ status: 'SUBMITTED' }))).toBe(true);
    expect(awaitsConfirmation(aTicket({ status: 'CONFIRMED' }))).toBe(false);
  });
});
