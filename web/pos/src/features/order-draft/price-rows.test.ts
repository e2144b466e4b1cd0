import { defaultPricingSettings, priceOrder } from '@sofre/engine/pricing';
import { describe, expect, it } from 'vitest';
import { posMessages } from '../../messages/pos.messages.ts';
import { priceRows } from './price-rows.ts';

const text = posMessages.totals;

describe('the rows of a price', () => {
  it('always the items; other charges only when there are any; the discount marked off', () => {
    const price = priceOrder({
      lines: [
        {
          tempId: 't1',
          menuItemId: 'kabab',
          title: 'چلوکباب',
          price: 2_500_000,
          count: 1,
          discount: 0,
          packagingCost: 0,
          servePackagingCost: 0,
          withTax: false,
          changePrice: false,
          isFreeItem: false,
          orderItemToppings: [],
        },
      ],
      deliveryType: 'PICKUP',
      discount: { type: 'MONEY', amount: 100_000 },
      tip: 0,
      deliveryCost: 0,
      settings: defaultPricingSettings,
    });
    const rows = priceRows(price);
    expect(rows[0]).toEqual({ label: text.items, amount: 2_500_000 });
    expect(rows).toContainEqual({ label: text.discount, amount: 100_000, off: true });
    expect(rows.map((r) => r.label)).not.toContain(text.tip);
  });
});
