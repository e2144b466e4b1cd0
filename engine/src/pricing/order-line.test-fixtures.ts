// Order lines for tests, with the fields a test does not care about filled in.
import { OrderLine, type OrderLineInput } from './order-line.ts';

export const aLine = (overrides: Partial<OrderLineInput> & { tempId: string }): OrderLine =>
  OrderLine.parse({
    menuItemId: overrides.tempId,
    title: overrides.tempId,
    price: 100_000,
    count: 1,
    discount: 0,
    packagingCost: 0,
    servePackagingCost: 0,
    withTax: false,
    ...overrides,
  });

/** Chelow kabab: 1,200,000 less 200,000 off, with butter (30,000); taxed. */
export const kabab = aLine({
  tempId: 'kabab',
  price: 1_200_000,
  discount: 200_000,
  count: 2,
  withTax: true,
  packagingCost: 50_000,
  servePackagingCost: 10_000,
  orderItemToppings: [{ toppingId: 'butter', title: 'کره', price: 30_000, count: 1 }],
});

/** Doogh: 150,000, not taxed. */
export const doogh = aLine({
  tempId: 'doogh',
  price: 150_000,
  count: 3,
  packagingCost: 20_000,
  servePackagingCost: 0,
});

/** Shirazi salad given free by a discount code. */
export const freeSalad = aLine({
  tempId: 'salad',
  price: 300_000,
  isFreeItem: true,
  withTax: true,
  packagingCost: 40_000,
  servePackagingCost: 5_000,
});
