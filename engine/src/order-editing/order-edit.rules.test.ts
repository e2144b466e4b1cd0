// The server-side check of a finished edit (spec §4 "Order editing", §5).
import { describe, expect, it } from 'vitest';
import { DomainError, type ErrorCode } from '../shared/domain-error.ts';
import type { OrderStatus } from '../shared/enums.ts';
import { doogh, kabab } from '../pricing/order-line.test-fixtures.ts';
import type { OrderLine } from '../pricing/order-line.ts';
import { canAdd, checkOrderEdit } from './order-edit.rules.ts';

const original = [kabab, doogh]; // kabab ×2, doogh ×3

const given = (ctx: { status?: OrderStatus } = {}) => ({
  whenEditedTo: (edited: OrderLine[]): ErrorCode | 'accepted' => {
    try {
      checkOrderEdit({
        original,
        edited,
        status: ctx.status ?? 'PAID',
      });
      return 'accepted';
    } catch (e) {
      if (e instanceof DomainError) return e.code;
      throw e;
    }
  },
});

describe('checkOrderEdit', () => {
  it('canAdd is on exactly while the order is SUBMITTED (awaiting payment): the two readings of §4 as one', () => {
    expect(canAdd('SUBMITTED')).toBe(true);
    for (const status of ['PAID', 'CONFIRMED', 'READYTOSERVE', 'NEEDFORCALL'] as const)
      expect(canAdd(status)).toBe(false);
  });

  it('an edit that leaves no item is refused with NOT_ALLOW_REMOVE_ALL_ITEMS', () => {
    expect(given({ status: 'SUBMITTED' }).whenEditedTo([])).toBe('NOT_ALLOW_REMOVE_ALL_ITEMS');
    expect(given().whenEditedTo([{ ...kabab, count: 0 }])).toBe('NOT_ALLOW_REMOVE_ALL_ITEMS');
  });

  it('lowering counts and removing lines is accepted', () => {
    expect(given().whenEditedTo([{ ...kabab, count: 1 }])).toBe('accepted');
  });

  it('a count above the original is refused while the cap applies', () => {
    expect(given().whenEditedTo([{ ...kabab, count: 3 }, doogh])).toBe('EDIT_INCREASE_NOT_ALLOWED');
  });

  it('a new line is refused while the cap applies', () => {
    const fresh = { ...doogh, tempId: 'new', menuItemId: 'zeytoon' };
    expect(given().whenEditedTo([kabab, doogh, fresh])).toBe('EDIT_INCREASE_NOT_ALLOWED');
  });

  it('a free line is a new line, even when the order has the same item paid', () => {
    const gift = { ...kabab, tempId: 'gift', count: 1, isFreeItem: true };
    expect(given().whenEditedTo([kabab, doogh, gift])).toBe('EDIT_INCREASE_NOT_ALLOWED');
  });

  it('a SUBMITTED order may grow past its original counts; a PAID or CONFIRMED one may not', () => {
    const grown = [{ ...kabab, count: 5 }, doogh];
    expect(given({ status: 'SUBMITTED' }).whenEditedTo(grown)).toBe('accepted');
    expect(given({ status: 'PAID' }).whenEditedTo(grown)).toBe('EDIT_INCREASE_NOT_ALLOWED');
    expect(given({ status: 'CONFIRMED' }).whenEditedTo(grown)).toBe('EDIT_INCREASE_NOT_ALLOWED');
  });
});
