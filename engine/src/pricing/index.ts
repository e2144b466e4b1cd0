// Order pricing in integer Rial: shared by the POS (in the browser), the order editor and the server.
export * from './order-line.ts';
export * from './line-identity.ts';
export * from './pricing.schemas.ts';
export * from './unit-price.ts';
export { carriesDeliveryCost, discountAmount, priceOrder } from './price-order.ts';
