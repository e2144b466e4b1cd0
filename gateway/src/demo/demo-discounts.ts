// The demo restaurant's discount codes, one of each type, good for a year from the first start.
// Same command path as the API with fixed ids, so a second start repeats nothing (the first
// start's expiry stays). Manage them on /bo/discount-codes; try them in the POS or on the site.
import type { DemoSeed } from './demo-seed.ts';
import {
  discountCodeKind,
  type DiscountCodeFields,
  type DiscountFreeItem,
} from '@sofre/engine/discounts';
import { demoItems } from './demo-menu.ts';

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/** The gift as the menu has it (the seed runs after the menu). */
function menuGift(itemId: string): DiscountFreeItem {
  const item = demoItems.find((i) => i.itemId === itemId)!;
  return {
    id: item.itemId,
    title: item.title,
    price: item.price,
    discount: item.discount ?? 0,
    packagingCost: item.packagingCost ?? 0,
    servePackagingCost: item.servePackagingCost ?? 0,
    withTax: item.withTax ?? true,
  };
}

type DemoCode = Omit<DiscountCodeFields, 'expiration'>;
const code = (fields: Partial<DemoCode> & Pick<DemoCode, 'code' | 'type'>): DemoCode => ({
  value: null,
  cap: null,
  active: true,
  usageLimitPerUser: 1,
  usageLimit: null,
  vendorDeal: 100,
  freeItems: [],
  ...fields,
});

export const demoDiscountCodes: Record<string, DemoCode> = {
  // 15 % off, at most 100,000 Toman.
  'demo-code-norooz': code({ code: 'NOROOZ', type: 'PERCENTAGE', value: 15, cap: 1_000_000 }),
  // 50,000 Toman off a first order.
  'demo-code-welcome': code({ code: 'WELCOME', type: 'MONEY', value: 500_000 }),
  // Free delivery, as often as a customer likes, for the first hundred orders.
  'demo-code-freeship': code({
    code: 'FREESHIP',
    type: 'FREESHIPPING',
    usageLimitPerUser: null,
    usageLimit: 100,
  }),
  'demo-code-salad': code({
    code: 'SALAD',
    type: 'FREEITEM',
    freeItems: [menuGift('item-salad-shirazi')],
  }),
};

export async function seedDemoDiscounts(seed: DemoSeed): Promise<void> {
  for (const [id, fields] of Object.entries(demoDiscountCodes)) {
    const step = `discount-code:${id}`;
    const expiration = new Date(Date.parse(seed.metadata(step).now) + YEAR_MS).toISOString();
    await seed.run(
      discountCodeKind.aggregate,
      { type: 'CreateRecord', data: { id, fields: { ...fields, expiration } } },
      step,
    );
  }
}
