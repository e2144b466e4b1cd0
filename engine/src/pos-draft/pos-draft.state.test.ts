// Submission rules of the POS draft: preparation time (spec §9), a non-empty order, a customer for
// credit, an address for a courier and a split that adds up.
import { describe, expect, it } from 'vitest';
import { DomainError, type ErrorCode } from '../shared/domain-error.ts';
import { freeSalad, kabab } from '../pricing/order-line.test-fixtures.ts';
import { defaultPricingSettings } from '../pricing/pricing.schemas.ts';
import type { PosDraftAction } from './pos-draft.actions.ts';
import { posDraftReducer } from './pos-draft.reducer.ts';
import {
  checkPosDraft,
  checkPreparationTime,
  emptyPosDraft,
  isPreparationTimeValid,
  priceDraft,
  type PosDraft,
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
const check = (draft: PosDraft) => () => checkPosDraft(draft, defaultPricingSettings);
/** Refused with the field the server names for the same request. */
const refusedOn = (draft: PosDraft): [string, string | undefined] | undefined => {
  try {
    checkPosDraft(draft, defaultPricingSettings);
  } catch (e) {
    if (e instanceof DomainError) return [e.code, e.errors[0]?.field];
    throw e;
  }
  return undefined;
};
const withKabab = (...actions: PosDraftAction[]) =>
  actions.reduce(posDraftReducer, { ...emptyPosDraft(), lines: [kabab] });
const sara = { id: 'demo-customer-1', name: 'سارا رضایی', phone: '09121000001' };

describe('POS draft submission', () => {
  it('a preparation time under 14 minutes is refused with PREPARATION_TIME_TOO_SHORT', () => {
    expect(refusal(() => checkPreparationTime(13))).toBe('PREPARATION_TIME_TOO_SHORT');
    expect(isPreparationTimeValid(14)).toBe(true);
    expect(isPreparationTimeValid(14.5)).toBe(false);
  });

  it('the reducer keeps a too-short time so the form can show the error beside it', () => {
    const draft = posDraftReducer(emptyPosDraft(), { type: 'setPreparationTime', minutes: 10 });
    expect(draft.preparationTime).toBe(10);
    expect(refusal(check({ ...draft, lines: [kabab] }))).toBe('PREPARATION_TIME_TOO_SHORT');
  });

  it('a draft without a paid line cannot be submitted (ORDER_EMPTY)', () => {
    expect(refusal(check(emptyPosDraft()))).toBe('ORDER_EMPTY');
    expect(refusal(check({ ...emptyPosDraft(), lines: [freeSalad] }))).toBe('ORDER_EMPTY');
  });

  it('a draft with a paid line and the default time can be submitted', () => {
    expect(refusal(check({ ...emptyPosDraft(), lines: [kabab] }))).toBeUndefined();
  });

  it('a credit order needs its customer (CREDIT_NEEDS_CUSTOMER on customer)', () => {
    const credit = withKabab({ type: 'setPaymentType', paymentType: 'CREDIT' });
    expect(refusedOn(credit)).toEqual(['CREDIT_NEEDS_CUSTOMER', 'customer']);
    expect(refusedOn(posDraftReducer(credit, { type: 'setCustomer', customer: sara }))).toBe(
      undefined,
    );
  });

  it('a courier order needs one of the customer’s addresses (on addressId)', () => {
    const courier = withKabab(
      { type: 'setDeliveryType', deliveryType: 'DELIVER' },
      { type: 'setCustomer', customer: sara },
    );
    expect(refusedOn(courier)).toEqual(['ORDER_HAS_TO_HAVE_DELIVER_METHOD', 'addressId']);
    const addressed = posDraftReducer(courier, {
      type: 'setAddress',
      addressId: 'demo-customer-1-address-1',
      deliveryCost: 300_000,
    });
    expect(refusedOn(addressed)).toBe(undefined);
  });

  it('a split is sent when two methods or more add up to exactly the total', () => {
    const multi = withKabab({ type: 'setPaymentType', paymentType: 'MULTI' });
    const total = priceDraft(multi, defaultPricingSettings).finalPrice;
    const split = (card: number, cash: number) =>
      posDraftReducer(multi, {
        type: 'setPaymentParts',
        parts: [
          { paymentMethod: 'CARD', amount: card },
          { paymentMethod: 'CASH', amount: cash },
        ],
      });
    expect(refusedOn(multi)).toEqual(['PAYMENT_PARTS_MISMATCH', 'parts']);
    expect(refusedOn(split(total - 1, 0))).toEqual(['PAYMENT_PARTS_MISMATCH', 'parts']);
    expect(refusedOn(split(total, 0))).toEqual(['PAYMENT_PARTS_MISMATCH', 'parts']);
    expect(refusedOn(split(total - 500_000, 500_001))).toEqual(['PAYMENT_PARTS_MISMATCH', 'parts']);
    expect(refusedOn(split(total - 500_000, 500_000))).toBe(undefined);
  });

  it('a credit share of a split needs a customer too', () => {
    const multi = withKabab({ type: 'setPaymentType', paymentType: 'MULTI' });
    const total = priceDraft(multi, defaultPricingSettings).finalPrice;
    const onCredit = posDraftReducer(multi, {
      type: 'setPaymentParts',
      parts: [
        { paymentMethod: 'CARD', amount: total - 100_000 },
        { paymentMethod: 'CREDIT', amount: 100_000 },
      ],
    });
    expect(refusedOn(onCredit)).toEqual(['CREDIT_NEEDS_CUSTOMER', 'customer']);
  });
});
