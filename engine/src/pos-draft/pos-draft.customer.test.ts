// Who the order is for and how it is paid: the customer, the courier's address at its zone's
// price, a discount code's free delivery and the shares of a split bill. Given the cashier's
// actions, when one more, then the draft.
import { describe, expect, it } from 'vitest';
import { kabab } from '../pricing/order-line.test-fixtures.ts';
import { defaultPricingSettings } from '../pricing/pricing.schemas.ts';
import type { PosDraftAction } from './pos-draft.actions.ts';
import { canApply, posDraftReducer } from './pos-draft.reducer.ts';
import { emptyPosDraft, priceDraft } from './pos-draft.state.ts';

const given = (...history: PosDraftAction[]) => {
  const draft = history.reduce(posDraftReducer, emptyPosDraft());
  return { draft, when: (action: PosDraftAction) => posDraftReducer(draft, action) };
};
const add: PosDraftAction = { type: 'addItem', line: kabab };
const sara = { id: 'demo-customer-1', name: 'سارا رضایی', phone: '09121000001' };
const ali = { id: 'demo-customer-2', name: 'علی محمدی', phone: '09121000002' };
const deliver: PosDraftAction = { type: 'setDeliveryType', deliveryType: 'DELIVER' };
const home: PosDraftAction = {
  type: 'setAddress',
  addressId: 'demo-customer-1-address-1',
  deliveryCost: 300_000,
};

describe('the order’s customer and address', () => {
  it('any order may carry a customer, and drop it again', () => {
    const { draft, when } = given(add, { type: 'setCustomer', customer: sara });
    expect(draft.customer).toEqual(sara);
    expect(when({ type: 'setCustomer', customer: null }).customer).toBeNull();
    expect(canApply(draft, { type: 'setCustomer', customer: sara })).toBe(false);
  });

  it('a courier address takes its zone’s price, which the total carries', () => {
    const { draft } = given(add, deliver, { type: 'setCustomer', customer: sara }, home);
    expect(draft).toMatchObject({
      selectedAddressId: 'demo-customer-1-address-1',
      deliveryCost: 300_000,
    });
    expect(priceDraft(draft, defaultPricingSettings).deliveryCost).toBe(300_000);
  });

  it('an address needs a customer and a courier order', () => {
    expect(canApply(given(add, deliver).draft, home)).toBe(false);
    expect(canApply(given(add, { type: 'setCustomer', customer: sara }).draft, home)).toBe(false);
  });

  it('another customer, or an order no courier takes, leaves no address or delivery cost', () => {
    const { when } = given(add, deliver, { type: 'setCustomer', customer: sara }, home);
    for (const after of [
      when({ type: 'setCustomer', customer: ali }),
      when({ type: 'setCustomer', customer: null }),
      when({ type: 'setDeliveryType', deliveryType: 'PICKUP' }),
    ])
      expect(after).toMatchObject({ selectedAddressId: null, deliveryCost: 0 });
    const express = when({ type: 'setDeliveryType', deliveryType: 'ZFEXPRESS' });
    expect(express).toMatchObject({ selectedAddressId: 'demo-customer-1-address-1' });
  });

  it('a free-delivery code waives the zone’s price; taking the code off brings it back', () => {
    const { draft, when } = given(
      add,
      deliver,
      { type: 'setCustomer', customer: sara },
      { type: 'setCouponCode', code: 'FREESHIP', freeShipping: true },
      home,
    );
    expect(priceDraft(draft, defaultPricingSettings).deliveryCost).toBe(0);
    const without = when({ type: 'setCouponCode', code: null });
    expect(priceDraft(without, defaultPricingSettings).deliveryCost).toBe(300_000);
  });
});

describe('a split (MULTI) bill', () => {
  const parts = [
    { paymentMethod: 'CARD', amount: 1_000_000 },
    { paymentMethod: 'CASH', amount: 500_000 },
  ] as const;

  it('starts as card and cash with nothing typed', () => {
    const { draft } = given(add, { type: 'setPaymentType', paymentType: 'MULTI' });
    expect(draft.multiPayment).toEqual([
      { paymentMethod: 'CARD', amount: 0 },
      { paymentMethod: 'CASH', amount: 0 },
    ]);
  });

  it('takes the shares the cashier typed, for a MULTI order only', () => {
    const multi = given(add, { type: 'setPaymentType', paymentType: 'MULTI' });
    expect(multi.when({ type: 'setPaymentParts', parts }).multiPayment).toEqual(parts);
    expect(canApply(given(add).draft, { type: 'setPaymentParts', parts })).toBe(false);
  });

  it('refuses a negative or fractional share, an unknown method and no shares at all', () => {
    const { draft } = given(add, { type: 'setPaymentType', paymentType: 'MULTI' });
    const with_ = (p: unknown) => ({ type: 'setPaymentParts', parts: [p] }) as PosDraftAction;
    expect(canApply(draft, with_({ paymentMethod: 'CARD', amount: -1 }))).toBe(false);
    expect(canApply(draft, with_({ paymentMethod: 'CARD', amount: 10.5 }))).toBe(false);
    expect(canApply(draft, with_({ paymentMethod: 'ONLINE', amount: 10 }))).toBe(false);
    expect(canApply(draft, { type: 'setPaymentParts', parts: [] })).toBe(false);
  });

  it('another payment method drops the shares', () => {
    const multi = given(
      add,
      { type: 'setPaymentType', paymentType: 'MULTI' },
      { type: 'setPaymentParts', parts },
    );
    expect(multi.when({ type: 'setPaymentType', paymentType: 'CASH' }).multiPayment).toEqual([]);
  });
});
