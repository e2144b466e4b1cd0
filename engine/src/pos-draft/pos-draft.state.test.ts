// Submission rules of the POS draft: preparation time (spec §9) and a non-empty order.
import { describe, expect, it } from 'vitest';
import { DomainError, type ErrorCode } from '../shared/domain-error.ts';
import { freeSalad, kabab } from '../pricing/order-line.test-fixtures.ts';
import { posDraftReducer } from './pos-draft.reducer.ts';
import {
  checkPosDraft,
  checkPreparationTime,
  emptyPosDraft,
  isPreparationTimeValid,
} from './pos-draft.state.ts';

const refusal = (run: () => void): ErrorCode | undefined => {
  try {
    run();
  } catch (e) {
    if (e instanceof DomainError) return e.code;
    throw e;
  }
  return undefined;
};

describe('POS draft submission', () => {
  it('a preparation time under 14 minutes is refused with PREPARATION_TIME_TOO_SHORT', () => {
    expect(refusal(() => checkPreparationTime(13))).toBe('PREPARATION_TIME_TOO_SHORT');
    expect(isPreparationTimeValid(14)).toBe(true);
    expect(isPreparationTimeValid(14.5)).toBe(false);
  });

  it('the reducer keeps a too-short time so the form can show the error beside it', () => {
    const draft = posDraftReducer(emptyPosDraft(), { type: 'setPreparationTime', minutes: 10 });
    expect(draft.preparationTime).toBe(10);
    expect(refusal(() => checkPosDraft({ ...draft, lines: [kabab] }))).toBe(
      'PREPARATION_TIME_TOO_SHORT',
    );
  });

  it('a draft without a paid line cannot be submitted (ORDER_EMPTY)', () => {
    expect(refusal(() => checkPosDraft(emptyPosDraft()))).toBe('ORDER_EMPTY');
    expect(refusal(() => checkPosDraft({ ...emptyPosDraft(), lines: [freeSalad] }))).toBe(
      'ORDER_EMPTY',
    );
  });

  it('a draft with a paid line and the default time can be submitted', () => {
    expect(refusal(() => checkPosDraft({ ...emptyPosDraft(), lines: [kabab] }))).toBeUndefined();
  });
});
