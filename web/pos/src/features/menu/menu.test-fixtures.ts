// A small Persian menu for the POS tests.
import type { MenuItemView } from '@sofre/engine/contracts';

const topping = (id: string, title: string, price: number, available = true) => ({
  id,
  title,
  price,
  available,
});

export const kabab: MenuItemView = {
  id: 'kabab',
  categoryId: 'main',
  title: 'چلوکباب کوبیده',
  price: 2_500_000,
  discount: 100_000,
  packagingCost: 50_000,
  servePackagingCost: 0,
  withTax: true,
  active: true,
  available: true,
  order: 1,
  toppingCategories: [
    {
      id: 'rice',
      title: 'نوع برنج',
      minChoices: 1,
      maxChoices: 1,
      toppings: [topping('plain', 'ساده', 0), topping('saffron', 'زعفرانی', 80_000)],
    },
    {
      id: 'extras',
      title: 'مخلفات',
      minChoices: 0,
      maxChoices: 2,
      toppings: [
        topping('butter', 'کره', 30_000),
        topping('sumac', 'سماق', 10_000),
        topping('onion', 'پیاز', 5_000),
        topping('grill', 'گوجه کبابی', 40_000, false),
      ],
    },
  ],
};
