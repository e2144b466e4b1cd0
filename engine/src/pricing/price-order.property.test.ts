// Properties of pricing over any order fast-check can build.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DeliveryType } from '../shared/enums.ts';
import { priceOrder } from './price-order.ts';
import { PriceBreakdown, PricingSettings, type PricingInput } from './pricing.schemas.ts';
import type { OrderLine } from './order-line.ts';

const rial = (max: number) => fc.integer({ min: 0, max });
const percent = fc.integer({ min: 0, max: 100 });

const arbLine: fc.Arbitrary<OrderLine> = fc.record({
  tempId: fc.uuid(),
  menuItemId: fc.constantFrom('kabab', 'joojeh', 'doogh', 'salad'),
  title: fc.constant('قلم'),
  price: rial(50_000_000),
  count: fc.integer({ min: 1, max: 40 }),
  discount: rial(10_000_000),
  packagingCost: rial(500_000),
  servePackagingCost: rial(500_000),
  withTax: fc.boolean(),
  changePrice: fc.boolean(),
  isFreeItem: fc.boolean(),
  orderItemToppings: fc.array(
    fc.record({
      toppingId: fc.constantFrom('butter', 'cheese', 'sumac'),
      title: fc.constant('افزودنی'),
      price: rial(1_000_000),
      count: fc.integer({ min: 1, max: 5 }),
    }),
    { maxLength: 3 },
  ),
});

const arbInput: fc.Arbitrary<PricingInput> = fc.record({
  lines: fc.array(arbLine, { maxLength: 8 }),
  deliveryType: fc.constantFrom(...DeliveryType.options),
  discount: fc.oneof(
    fc.record(
      {
        type: fc.constant('PERCENTAGE' as const),
        amount: fc.double({ min: 0, max: 100, noNaN: true }),
        cap: rial(5_000_000),
      },
      { requiredKeys: ['type', 'amount'] },
    ),
    fc.record({ type: fc.constant('MONEY' as const), amount: rial(1_000_000_000) }),
  ),
  tip: rial(10_000_000),
  deliveryCost: rial(5_000_000),
  settings: fc
    .record({
      taxPercent: percent,
      serviceChargePercent: percent,
      serviceFee: fc.oneof(
        fc.record({ type: fc.constant('PERCENTAGE' as const), value: percent }),
        fc.record({ type: fc.constant('MONEY' as const), value: rial(1_000_000) }),
      ),
    })
    .map((s) => PricingSettings.parse(s)),
});

describe('priceOrder properties', () => {
  it('every amount, the total included, is a whole non-negative number of Rial', () => {
    fc.assert(
      fc.property(arbInput, (input) => {
        expect(PriceBreakdown.safeParse(priceOrder(input)).success).toBe(true);
      }),
    );
  });

  it('the order discount never exceeds the goods (items + toppings)', () => {
    fc.assert(
      fc.property(arbInput, (input) => {
        const p = priceOrder(input);
        expect(p.finalDiscountAmount).toBeLessThanOrEqual(
          p.sumOfItemsPrice + p.sumOfItemToppingsPrice,
        );
      }),
    );
  });

  it('the total is the sum of its parts', () => {
    fc.assert(
      fc.property(arbInput, (input) => {
        const p = priceOrder(input);
        const goods = p.sumOfItemsPrice + p.sumOfItemToppingsPrice - p.finalDiscountAmount;
        const parts = [p.totalPackagingCost, p.tax, p.serviceChargeFinalPrice, p.totalServiceFee];
        const sum = parts.reduce((a, b) => a + b, goods + p.tip + p.deliveryCost);
        expect(p.finalPrice).toBe(sum);
      }),
    );
  });

  it('the order of the lines does not change the price', () => {
    fc.assert(
      fc.property(arbInput, fc.infiniteStream(fc.nat()), (input, seeds) => {
        const shuffled = [...input.lines]
          .map((line) => ({ line, k: seeds.next().value }))
          .sort((a, b) => a.k - b.k)
          .map((x) => x.line);
        expect(priceOrder({ ...input, lines: shuffled })).toEqual(priceOrder(input));
      }),
    );
  });

  it('tax never exceeds the tax rate on the goods', () => {
    fc.assert(
      fc.property(arbInput, (input) => {
        const p = priceOrder(input);
        const goods = p.sumOfItemsPrice + p.sumOfItemToppingsPrice - p.finalDiscountAmount;
        expect(p.tax).toBeLessThanOrEqual(Math.round((goods * input.settings.taxPercent) / 100));
      }),
    );
  });
});
