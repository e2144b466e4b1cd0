// The demo restaurant «رستوران سفره»: a Persian menu with realistic prices (integer Rial; the
// vendor shows Toman) — categories, toppings (نان، سس، نوشابه), tags, and a few dishes sold only
// at lunch or dinner (the food shifts 'shift-lunch' 11:00–16:00 and 'shift-dinner' 18:00–00:00,
// created by demo-kitchen-setup.ts). Ids are fixed, so seeding again changes nothing; tests use
// item-kabab-koobideh, item-doogh, item-soda, item-water, item-pizza-special and top-sauce-garlic,
// which therefore carry no food shift (they must be orderable at any hour).
import type { DemoSeed } from './demo-seed.ts';
import {
  catalogAggregate,
  CreateMenuCategoryData,
  CreateMenuItemData,
  CreateMenuItemTagData,
  CreateToppingCategoryData,
  type CatalogCommand,
} from '@sofre/engine/catalog';
import type { RegisterVendorData } from '@sofre/engine/vendors';
import type { z } from 'zod';

export const DEMO_VENDOR_ID = 'vendor-demo-sofre';
/** The demo's food shifts (demo-kitchen-setup.ts). */
export const LUNCH = 'shift-lunch';
export const DINNER = 'shift-dinner';

export const demoVendor: z.input<typeof RegisterVendorData> = {
  vendorId: DEMO_VENDOR_ID,
  name: 'رستوران سفره',
  domains: ['localhost', '127.0.0.1', 'demo.sofre.local'],
  currencyUnit: 'TOMAN',
  pricingSettings: {
    taxPercent: 10,
    serviceChargePercent: 0,
    serviceFee: { type: 'MONEY', value: 0 },
  },
  preparationTime: 20,
};

export const demoCategories: z.input<typeof CreateMenuCategoryData>[] = [
  { categoryId: 'cat-appetizers', title: 'پیش‌غذا', order: 1 },
  { categoryId: 'cat-mains', title: 'کباب', order: 2 },
  { categoryId: 'cat-stews', title: 'خورش', order: 3 },
  { categoryId: 'cat-polo', title: 'پلو', order: 4 },
  { categoryId: 'cat-pizza', title: 'پیتزا', order: 5 },
  { categoryId: 'cat-drinks', title: 'نوشیدنی', order: 6 },
  { categoryId: 'cat-desserts', title: 'دسر', order: 7 },
];

export const demoTags: z.input<typeof CreateMenuItemTagData>[] = [
  { tagId: 'tag-popular', title: 'پرفروش' },
  { tagId: 'tag-spicy', title: 'تند' },
  { tagId: 'tag-vegetarian', title: 'گیاهی' },
  { tagId: 'tag-new', title: 'جدید' },
];

const topping = (toppingId: string, title: string, price: number) => ({ toppingId, title, price });

export const demoToppingCategories: z.input<typeof CreateToppingCategoryData>[] = [
  {
    toppingCategoryId: 'tc-pizza-size',
    title: 'اندازهٔ پیتزا',
    minChoices: 1,
    maxChoices: 1,
    toppings: [topping('top-size-medium', 'متوسط', 0), topping('top-size-large', 'بزرگ', 900_000)],
  },
  {
    toppingCategoryId: 'tc-pizza-extras',
    title: 'افزودنی پیتزا',
    minChoices: 0,
    maxChoices: 3,
    toppings: [
      topping('top-extra-cheese', 'پنیر اضافه', 400_000),
      topping('top-extra-mushroom', 'قارچ اضافه', 250_000),
      topping('top-olives', 'زیتون', 200_000),
    ],
  },
  {
    toppingCategoryId: 'tc-sauces',
    title: 'سس',
    minChoices: 0,
    maxChoices: 2,
    toppings: [
      topping('top-sauce-garlic', 'سس سیر', 80_000),
      topping('top-sauce-hot', 'سس تند', 80_000),
      topping('top-sauce-mushroom', 'سس قارچ', 120_000),
    ],
  },
  {
    toppingCategoryId: 'tc-bread',
    title: 'نان',
    minChoices: 0,
    maxChoices: 2,
    toppings: [
      topping('top-bread-lavash', 'نان لواش', 50_000),
      topping('top-bread-sangak', 'نان سنگک', 90_000),
      topping('top-bread-barbari', 'نان بربری', 70_000),
    ],
  },
  {
    toppingCategoryId: 'tc-soft-drink',
    title: 'نوشابه',
    minChoices: 0,
    maxChoices: 2,
    toppings: [
      topping('top-drink-cola', 'نوشابه مشکی', 150_000),
      topping('top-drink-orange', 'نوشابه پرتقالی', 150_000),
      topping('top-drink-doogh', 'دوغ', 180_000),
    ],
  },
];

type Item = z.input<typeof CreateMenuItemData>;
const item = (
  itemId: string,
  categoryId: string,
  title: string,
  price: number,
  more: Partial<Item> = {},
): Item => ({
  itemId,
  categoryId,
  title,
  price,
  packagingCost: 50_000,
  servePackagingCost: 0,
  withTax: true,
  ...more,
});
const withKebab = ['tc-bread', 'tc-sauces', 'tc-soft-drink'];

export const demoItems: Item[] = [
  // پیش‌غذا
  item('item-salad-shirazi', 'cat-appetizers', 'سالاد شیرازی', 450_000, {
    order: 1,
    tagIds: ['tag-vegetarian'],
  }),
  item('item-mast-khiar', 'cat-appetizers', 'ماست و خیار', 400_000, {
    order: 2,
    tagIds: ['tag-vegetarian'],
  }),
  item('item-kashk-bademjan', 'cat-appetizers', 'کشک بادمجان', 950_000, {
    order: 3,
    tagIds: ['tag-vegetarian', 'tag-popular'],
  }),
  item('item-soup-jo', 'cat-appetizers', 'سوپ جو', 600_000, { order: 4 }),
  item('item-mirza-ghasemi', 'cat-appetizers', 'میرزاقاسمی', 900_000, {
    order: 5,
    tagIds: ['tag-vegetarian'],
  }),
  item('item-borani', 'cat-appetizers', 'بورانی اسفناج', 550_000, { order: 6 }),
  // کباب
  item('item-kabab-koobideh', 'cat-mains', 'چلوکباب کوبیده', 3_500_000, {
    order: 1,
    description: 'دو سیخ کباب کوبیده با برنج ایرانی و گوجهٔ کبابی',
    toppingCategoryIds: withKebab,
    tagIds: ['tag-popular'],
  }),
  item('item-joojeh-kabab', 'cat-mains', 'چلوجوجه‌کباب', 3_200_000, {
    order: 2,
    toppingCategoryIds: withKebab,
  }),
  item('item-kabab-barg', 'cat-mains', 'چلوکباب برگ', 5_800_000, { order: 3, discount: 300_000 }),
  item('item-kabab-soltani', 'cat-mains', 'چلوکباب سلطانی', 7_200_000, {
    order: 4,
    description: 'یک سیخ برگ و یک سیخ کوبیده',
    toppingCategoryIds: withKebab,
  }),
  item('item-shishlik', 'cat-mains', 'شیشلیک', 8_500_000, {
    order: 5,
    toppingCategoryIds: withKebab,
    foodShiftIds: [DINNER],
  }),
  item('item-kabab-torsh', 'cat-mains', 'کباب ترش', 4_900_000, {
    order: 6,
    description: 'کباب گیلانی با رب انار و گردو',
    tagIds: ['tag-new'],
    foodShiftIds: [DINNER],
  }),
  // خورش
  item('item-ghormeh-sabzi', 'cat-stews', 'چلو خورش قورمه‌سبزی', 2_400_000, {
    order: 1,
    tagIds: ['tag-popular'],
  }),
  item('item-gheymeh', 'cat-stews', 'چلو خورش قیمه', 2_300_000, { order: 2 }),
  item('item-fesenjan', 'cat-stews', 'چلو خورش فسنجان', 3_100_000, {
    order: 3,
    foodShiftIds: [LUNCH],
  }),
  item('item-bademjan', 'cat-stews', 'چلو خورش بادمجان', 2_500_000, { order: 4 }),
  item('item-dizi', 'cat-stews', 'دیزی سنگی', 2_900_000, {
    order: 5,
    toppingCategoryIds: ['tc-bread', 'tc-soft-drink'],
    foodShiftIds: [LUNCH],
  }),
  // پلو
  item('item-zereshk-polo', 'cat-polo', 'زرشک‌پلو با مرغ', 2_800_000, { order: 1 }),
  item('item-baghali-polo', 'cat-polo', 'باقالی‌پلو با ماهیچه', 6_500_000, {
    order: 2,
    foodShiftIds: [LUNCH],
  }),
  item('item-sabzi-polo-mahi', 'cat-polo', 'سبزی‌پلو با ماهی', 4_800_000, { order: 3 }),
  item('item-albaloo-polo', 'cat-polo', 'آلبالوپلو با مرغ', 3_000_000, { order: 4 }),
  // پیتزا
  item('item-pizza-special', 'cat-pizza', 'پیتزا مخصوص', 3_900_000, {
    order: 1,
    toppingCategoryIds: ['tc-pizza-size', 'tc-pizza-extras', 'tc-sauces'],
  }),
  item('item-pizza-pepperoni', 'cat-pizza', 'پیتزا پپرونی', 3_600_000, {
    order: 2,
    toppingCategoryIds: ['tc-pizza-size', 'tc-pizza-extras', 'tc-sauces'],
    tagIds: ['tag-spicy'],
  }),
  item('item-pizza-chicken', 'cat-pizza', 'پیتزا مرغ و قارچ', 3_400_000, {
    order: 3,
    toppingCategoryIds: ['tc-pizza-size', 'tc-pizza-extras'],
  }),
  item('item-pizza-vegetable', 'cat-pizza', 'پیتزا سبزیجات', 3_100_000, {
    order: 4,
    toppingCategoryIds: ['tc-pizza-size', 'tc-pizza-extras'],
    tagIds: ['tag-vegetarian'],
  }),
  // نوشیدنی
  item('item-doogh', 'cat-drinks', 'دوغ محلی', 180_000, { order: 1, withTax: false }),
  item('item-soda', 'cat-drinks', 'نوشابه', 150_000, { order: 2 }),
  item('item-water', 'cat-drinks', 'آب معدنی', 80_000, { order: 3, withTax: false }),
  item('item-lemonade', 'cat-drinks', 'لیموناد', 350_000, { order: 4, tagIds: ['tag-new'] }),
  item('item-tea', 'cat-drinks', 'چای سنتی', 120_000, { order: 5, packagingCost: 0 }),
  // دسر
  item('item-bastani', 'cat-desserts', 'بستنی سنتی', 550_000, { order: 1 }),
  item('item-faloodeh', 'cat-desserts', 'فالوده شیرازی', 500_000, { order: 2 }),
  item('item-sholeh-zard', 'cat-desserts', 'شله‌زرد', 450_000, { order: 3 }),
];

/**
 * Seeds the menu through the catalog's command path, each command with a fixed id; categories,
 * topping categories and tags before the items that name them.
 */
export async function seedDemoMenu(seed: DemoSeed): Promise<void> {
  const run = (step: string, command: Omit<CatalogCommand, 'metadata'>) =>
    seed.run(catalogAggregate, command, step);
  for (const c of demoCategories) {
    const data = CreateMenuCategoryData.parse(c);
    await run(`category:${data.categoryId}`, { type: 'CreateMenuCategory', data });
  }
  for (const t of demoToppingCategories) {
    const data = CreateToppingCategoryData.parse(t);
    await run(`topping-category:${data.toppingCategoryId}`, {
      type: 'CreateToppingCategory',
      data,
    });
  }
  for (const t of demoTags) {
    const data = CreateMenuItemTagData.parse(t);
    await run(`tag:${data.tagId}`, { type: 'CreateMenuItemTag', data });
  }
  for (const i of demoItems) {
    const data = CreateMenuItemData.parse(i);
    await run(`item:${data.itemId}`, { type: 'CreateMenuItem', data });
  }
}
