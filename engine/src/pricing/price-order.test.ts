// Pricing rules, each with an example worked by hand (amounts in Rial).
import { describe, expect, it } from 'vitest';
import { priceOrder } from './price-order.ts';
import { aLine, doogh, freeSalad, kabab } from './order-line.test-fixtures.ts';
import {
  defaultPricingSettings,
  noDiscount,
  PricingSettings,
  type PricingInput,
} from './pricing.schemas.ts';

const given = (input: Partial<PricingInput>) => ({
  price: () =>
    priceOrder({
      lines: [],
      deliveryType: 'PICKUP',
      discount: noDiscount,
      tip: 0,
      deliveryCost: 0,
      settings: defaultPricingSettings,
      ...input,
    }),
});

const settings = PricingSettings.parse({
  taxPercent: 10,
  serviceChargePercent: 5,
  serviceFee: { type: 'PERCENTAGE', value: 2 },
});
const fullOrder: Partial<PricingInput> = {
  lines: [kabab, doogh, freeSalad],
  discount: { type: 'PERCENTAGE', amount: 10 },
  tip: 100_000,
  deliveryCost: 250_000,
  settings,
};

describe('priceOrder: worked examples', () => {
  it('prices a delivered order step by step', () => {
    // items 1,000,000×2 + 150,000×3 = 2,450,000; toppings 30,000×1×2 = 60,000; goods 2,510,000
    // packaging 50,000×2 + 20,000×3 + 40,000 = 200,000, the gift's 40,000 waived → 160,000
    // discount 10 % = 251,000 → 2,259,000; tax 10 % of taxed 2,060,000 × 0.9 = 185,400
    // fee 2 % of 2,259,000 = 45,180; no service charge outside the salon
    expect(given({ ...fullOrder, deliveryType: 'DELIVER' }).price()).toEqual({
      sumOfItemsPrice: 2_450_000,
      sumOfItemToppingsPrice: 60_000,
      sumOfPackagingCostItems: 200_000,
      discountPackagingCost: 40_000,
      totalPackagingCost: 160_000,
      finalDiscountAmount: 251_000,
      tax: 185_400,
      serviceChargeCostNumber: 0,
      serviceChargeFinalPrice: 0,
      serviceFeeValue: 2,
      serviceFeeType: 'PERCENTAGE',
      totalServiceFee: 45_180,
      tip: 100_000,
      deliveryCost: 250_000,
      finalPrice: 2_999_580, // 2,259,000 + 160,000 + 185,400 + 45,180 + 100,000 + 250,000
    });
  });

  it('a salon (SERVE) order uses serve packaging, adds the service charge, drops delivery', () => {
    // packaging 10,000×2 + 0 + 5,000 = 25,000, gift's 5,000 waived → 20,000
    // service charge 5 % of 2,259,000 = 112,950
    const price = given({ ...fullOrder, deliveryType: 'SERVE' }).price();
    expect(price).toMatchObject({
      totalPackagingCost: 20_000,
      discountPackagingCost: 5_000,
      serviceChargeCostNumber: 5,
      serviceChargeFinalPrice: 112_950,
      deliveryCost: 0,
      finalPrice: 2_722_530, // 2,259,000 + 20,000 + 185,400 + 112,950 + 45,180 + 100,000
    });
  });
});

describe('priceOrder: one rule each', () => {
  it('an item discount larger than the price makes the unit free, not negative', () => {
    const line = aLine({ tempId: 'x', price: 50_000, discount: 80_000, count: 2 });
    expect(given({ lines: [line] }).price().sumOfItemsPrice).toBe(0);
  });

  it('a free line costs nothing: item, toppings and packaging', () => {
    const gift = { ...kabab, isFreeItem: true };
    const price = given({ lines: [gift] }).price();
    expect(price).toMatchObject({ sumOfItemsPrice: 0, sumOfItemToppingsPrice: 0, tax: 0 });
    expect(price.discountPackagingCost).toBe(price.sumOfPackagingCostItems);
    expect(price.finalPrice).toBe(0);
  });

  it('toppings count once per topping unit and per line unit', () => {
    const line = aLine({
      tempId: 'x',
      count: 3,
      orderItemToppings: [{ toppingId: 'cheese', title: 'پنیر', price: 25_000, count: 2 }],
    });
    expect(given({ lines: [line] }).price().sumOfItemToppingsPrice).toBe(150_000);
  });

  it('a percentage discount is limited by its cap', () => {
    const lines = [aLine({ tempId: 'x', price: 2_000_000 })];
    const discount = { type: 'PERCENTAGE', amount: 50, cap: 300_000 } as const;
    expect(given({ lines, discount }).price().finalDiscountAmount).toBe(300_000);
  });

  it('a money discount never goes above the goods; packaging is still paid', () => {
    const lines = [aLine({ tempId: 'x', price: 2_000_000, packagingCost: 30_000 })];
    const price = given({ lines, discount: { type: 'MONEY', amount: 5_000_000 } }).price();
    expect(price.finalDiscountAmount).toBe(2_000_000);
    expect(price.finalPrice).toBe(30_000);
  });

  it('tax is on taxed goods after their share of the order discount', () => {
    // goods 1,000,000 (600,000 taxed); 100,000 off → taxed share 540,000 → tax 54,000
    const lines = [
      aLine({ tempId: 'taxed', price: 600_000, withTax: true }),
      aLine({ tempId: 'untaxed', price: 400_000 }),
    ];
    const price = given({ lines, discount: { type: 'MONEY', amount: 100_000 } }).price();
    expect(price.tax).toBe(54_000);
  });

  it('packaging, tip and delivery cost are not taxed', () => {
    const lines = [aLine({ tempId: 'x', price: 100_000, withTax: true, packagingCost: 90_000 })];
    const order = given({ lines, deliveryType: 'DELIVER', tip: 50_000, deliveryCost: 70_000 });
    expect(order.price().tax).toBe(10_000);
  });

  it('each step rounds once, half up, to whole Rial', () => {
    // tax 10 % of 33,335 = 3,333.5 → 3,334; 12.5 % of 33,335 = 4,166.875 → 4,167
    const lines = [aLine({ tempId: 'x', price: 33_335, withTax: true })];
    expect(given({ lines }).price().tax).toBe(3_334);
    const discount = { type: 'PERCENTAGE', amount: 12.5 } as const;
    expect(given({ lines, discount }).price().finalDiscountAmount).toBe(4_167);
  });

  it('the service charge applies to SERVE orders only', () => {
    const lines = [aLine({ tempId: 'x', price: 1_000_000 })];
    const s = PricingSettings.parse({ serviceChargePercent: 10 });
    expect(
      given({ lines, settings: s, deliveryType: 'SERVE' }).price().serviceChargeFinalPrice,
    ).toBe(100_000);
    expect(
      given({ lines, settings: s, deliveryType: 'PICKUP' }).price().serviceChargeFinalPrice,
    ).toBe(0);
  });

  it('a MONEY service fee is a flat amount on any order', () => {
    const s = PricingSettings.parse({ serviceFee: { type: 'MONEY', value: 20_000 } });
    const price = given({ lines: [doogh], settings: s }).price();
    expect(price).toMatchObject({
      serviceFeeType: 'MONEY',
      serviceFeeValue: 20_000,
      totalServiceFee: 20_000,
    });
  });

  it('delivery cost is charged for DELIVER and ZFEXPRESS only', () => {
    const cost = (deliveryType: PricingInput['deliveryType']) =>
      given({ lines: [doogh], deliveryType, deliveryCost: 250_000 }).price().deliveryCost;
    expect([cost('DELIVER'), cost('ZFEXPRESS'), cost('PICKUP'), cost('SERVE')]).toEqual([
      250_000, 250_000, 0, 0,
    ]);
  });

  it('the tip is added as given', () => {
    // doogh 450,000 + packaging 60,000 + tip 75,000
    expect(given({ lines: [doogh], tip: 75_000 }).price().finalPrice).toBe(585_000);
  });
});

describe('pricing settings', () => {
  it('defaults to 10 % VAT, no service charge and no service fee', () => {
    expect(PricingSettings.parse({})).toEqual({
      taxPercent: 10,
      serviceChargePercent: 0,
      serviceFee: { type: 'MONEY', value: 0 },
    });
  });
});
