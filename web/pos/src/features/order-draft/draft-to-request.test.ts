import { CreateOrderRequest } from '@sofre/engine/contracts';
import { emptyPosDraft, posDraftReducer, type PosDraftAction } from '@sofre/engine/pos-draft';
import { describe, expect, it } from 'vitest';
import { toCreateOrderRequest } from './draft-to-request.ts';

const ORDER_ID = '0193a5c2-7d4e-7b1a-9c3f-2e8d1f6a4b5c';
const line = {
  tempId: 't1',
  menuItemId: 'kabab',
  title: 'چلوکباب',
  price: 2_500_000,
  count: 1,
  discount: 0,
  packagingCost: 0,
  servePackagingCost: 0,
  withTax: true,
  changePrice: false,
  orderItemToppings: [{ toppingId: 'butter', title: 'کره', price: 30_000, count: 1 }],
};
const draftAfter = (...actions: PosDraftAction[]) =>
  actions.reduce(posDraftReducer, emptyPosDraft());

describe('draft to CreateOrderRequest', () => {
  it('sends the chosen items, toppings and options, and meets the contract', () => {
    const draft = draftAfter(
      { type: 'addItem', line },
      { type: 'increment', tempId: 't1' },
      { type: 'setTable', tableNumber: ' 7 ' },
      { type: 'setNumberOfCustomers', count: 3 },
      { type: 'setDiscount', discountType: 'PERCENTAGE', amount: 10 },
      { type: 'setDescription', text: 'بدون پیاز' },
    );
    const request = toCreateOrderRequest(ORDER_ID, draft);
    expect(request).toMatchObject({
      id: ORDER_ID,
      source: 'SALON',
      deliveryType: 'SERVE',
      paymentMethod: 'CARD',
      lines: [{ menuItemId: 'kabab', count: 2, toppings: [{ toppingId: 'butter', count: 1 }] }],
      tableNumber: '7',
      numberOfCustomers: 3,
      discount: { type: 'PERCENTAGE', amount: 10 },
      description: 'بدون پیاز',
      preparationTime: 20,
    });
    expect(CreateOrderRequest.safeParse(request).success).toBe(true);
  });

  it('sends a table for a salon order only', () => {
    const pickup = draftAfter(
      { type: 'addItem', line },
      { type: 'setTable', tableNumber: '7' },
      { type: 'setDeliveryType', deliveryType: 'PICKUP' },
    );
    expect(toCreateOrderRequest(ORDER_ID, pickup).tableNumber).toBeUndefined();
  });

  it('leaves out an empty table, no discount and an empty description', () => {
    const request = toCreateOrderRequest(ORDER_ID, draftAfter({ type: 'addItem', line }));
    expect(request.tableNumber).toBeUndefined();
    expect(request.discount).toBeUndefined();
    expect(request.description).toBeUndefined();
    expect(request.lines[0]).not.toHaveProperty('price');
  });

  it('sends the code and no discount of its own: the server applies the code', () => {
    const draft = draftAfter(
      { type: 'addItem', line },
      { type: 'setCouponCode', code: 'NOROOZ20' },
      { type: 'setDiscount', discountType: 'PERCENTAGE', amount: 20, cap: 500_000 },
    );
    const request = toCreateOrderRequest(ORDER_ID, draft);
    expect(request.couponCode).toBe('NOROOZ20');
    expect(request.discount).toBeUndefined();
    expect(CreateOrderRequest.parse(request)).toMatchObject({ couponCode: 'NOROOZ20' });
  });

  it('sends no code when the draft has none', () => {
    const request = toCreateOrderRequest(ORDER_ID, draftAfter({ type: 'addItem', line }));
    expect(request.couponCode).toBeUndefined();
  });
});

describe('a line’s note to the kitchen', () => {
  it('goes with its line; a plain line sends none', () => {
    const draft = draftAfter(
      { type: 'addItem', line },
      { type: 'addItem', line: { ...line, tempId: 't2', note: ' بدون پیاز ' } },
    );
    const request = toCreateOrderRequest(ORDER_ID, draft);
    expect(request.lines).toEqual([
      expect.not.objectContaining({ note: expect.anything() }),
      expect.objectContaining({ menuItemId: 'kabab', count: 1, note: 'بدون پیاز' }),
    ]);
    expect(CreateOrderRequest.safeParse(request).success).toBe(true);
  });
});

describe('the order’s customer', () => {
  const sara = { id: 'demo-customer-1', name: 'سارا رضایی', phone: '09121000001' };

  it('goes with any order that has one, and none is sent without', () => {
    const pickup = draftAfter(
      { type: 'addItem', line },
      { type: 'setDeliveryType', deliveryType: 'PICKUP' },
      { type: 'setCustomer', customer: sara },
    );
    const request = toCreateOrderRequest(ORDER_ID, pickup);
    expect(request.customer).toEqual(sara);
    expect(request.addressId).toBeUndefined();
    expect(CreateOrderRequest.safeParse(request).success).toBe(true);
    expect(toCreateOrderRequest(ORDER_ID, draftAfter({ type: 'addItem', line })).customer).toBe(
      undefined,
    );
  });

  it('a courier order names the customer’s address', () => {
    const courier = draftAfter(
      { type: 'addItem', line },
      { type: 'setDeliveryType', deliveryType: 'DELIVER' },
      { type: 'setCustomer', customer: sara },
      { type: 'setAddress', addressId: 'demo-customer-1-address-1', deliveryCost: 300_000 },
    );
    const request = toCreateOrderRequest(ORDER_ID, courier);
    expect(request).toMatchObject({
      deliveryType: 'DELIVER',
      customer: sara,
      addressId: 'demo-customer-1-address-1',
    });
    expect(CreateOrderRequest.safeParse(request).success).toBe(true);
  });
});
