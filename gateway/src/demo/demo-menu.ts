// The demo restaurant «رستوران سفره»: a Persian menu with realistic prices (integer Rial; the
// vendor shows Toman). Ids are fixed, so seeding again changes nothing.
import type { z } from 'zod';
import type {
  CreateMenuCategoryData,
  CreateMenuItemData,
  CreateToppingCategoryData,
} from '@sofre/engine/catalog';
import type { RegisterVendorData } from '@sofre/engine/vendors';

export const DEMO_VENDOR_ID = 'vendor-demo-sofre';

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
  { categoryId: 'cat-mains', title: 'غذای اصلی', order: 2 },
  { categoryId: 'cat-pizza', title: 'پیتزا', order: 3 },
  { categoryId: 'cat-drinks', title: 'نوشیدنی', order: 4 },
  { categoryId: 'cat-desserts', title: 'دسر', order: 5 },
];

export const demoToppingCategories: z.input<typeof CreateToppingCategoryData>[] = [
  {
    toppingCategoryId: 'tc-pizza-size',
    title: 'اندازهٔ پیتزا',
    minChoices: 1,
    maxChoices: 1,
    toppings: [
      { toppingId: 'top-size-medium', title: 'متوسط', price: 0 },
      { toppingId: 'top-size-large', title: 'بزرگ', price: 900_000 },
    ],
  },
  {
    toppingCategoryId: 'tc-pizza-extras',
    title: 'افزودنی پیتزا',
    minChoices: 0,
    maxChoices: 3,
    toppings: [
      { toppingId: 'top-extra-cheese', title: 'پنیر اضافه', price: 400_000 },
      { toppingId: 'top-extra-mushroom', title: 'قارچ اضافه', price: 250_000 },
      { toppingId: 'top-olives', title: 'زیتون', price: 200_000 },
    ],
  },
  {
    toppingCategoryId: 'tc-sauces',
    title: 'سس',
    minChoices: 0,
    maxChoices: 2,
    toppings: [
      { toppingId: 'top-sauce-garlic', title: 'سس سیر', price: 80_000 },
      { toppingId: 'top-sauce-hot', title: 'سس تند', price: 80_000 },
      { toppingId: 'top-sauce-mushroom', title: 'سس قارچ', price: 120_000 },
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

export const demoItems: Item[] = [
  item('item-salad-shirazi', 'cat-appetizers', 'سالاد شیرازی', 450_000, { order: 1 }),
  item('item-mast-khiar', 'cat-appetizers', 'ماست و خیار', 400_000, { order: 2 }),
  item('item-kashk-bademjan', 'cat-appetizers', 'کشک بادمجان', 950_000, { order: 3 }),
  item('item-soup-jo', 'cat-appetizers', 'سوپ جو', 600_000, { order: 4 }),
  item('item-kabab-koobideh', 'cat-mains', 'چلوکباب کوبیده', 3_500_000, {
    order: 1,
    description: 'دو سیخ کباب کوبیده با برنج ایرانی و گوجهٔ کبابی',
    toppingCategoryIds: ['tc-sauces'],
  }),
  item('item-joojeh-kabab', 'cat-mains', 'چلوجوجه‌کباب', 3_200_000, {
    order: 2,
    toppingCategoryIds: ['tc-sauces'],
  }),
  item('item-kabab-barg', 'cat-mains', 'چلوکباب برگ', 5_800_000, { order: 3, discount: 300_000 }),
  item('item-ghormeh-sabzi', 'cat-mains', 'چلو خورش قورمه‌سبزی', 2_400_000, { order: 4 }),
  item('item-zereshk-polo', 'cat-mains', 'زرشک‌پلو با مرغ', 2_800_000, { order: 5 }),
  item('item-pizza-special', 'cat-pizza', 'پیتزا مخصوص', 3_900_000, {
    order: 1,
    toppingCategoryIds: ['tc-pizza-size', 'tc-pizza-extras', 'tc-sauces'],
  }),
  item('item-pizza-pepperoni', 'cat-pizza', 'پیتزا پپرونی', 3_600_000, {
    order: 2,
    toppingCategoryIds: ['tc-pizza-size', 'tc-pizza-extras', 'tc-sauces'],
  }),
  item('item-pizza-chicken', 'cat-pizza', 'پیتزا مرغ و قارچ', 3_400_000, {
    order: 3,
    toppingCategoryIds: ['tc-pizza-size', 'tc-pizza-extras'],
  }),
  item('item-doogh', 'cat-drinks', 'دوغ محلی', 180_000, { order: 1, withTax: false }),
  item('item-soda', 'cat-drinks', 'نوشابه', 150_000, { order: 2 }),
  item('item-water', 'cat-drinks', 'آب معدنی', 80_000, { order: 3, withTax: false }),
  item('item-bastani', 'cat-desserts', 'بستنی سنتی', 550_000, { order: 1 }),
  item('item-faloodeh', 'cat-desserts', 'فالوده شیرازی', 500_000, { order: 2 }),
];
