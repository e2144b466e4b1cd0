// Menu data for the kiosk's tests, shaped like the demo vendor's: a kebab with bread and drink
// choices, a pizza whose size must be chosen, and plain drinks.
import type { MenuCategoryView, MenuItemView } from '@sofre/engine/contracts';

type ToppingCategory = MenuItemView['toppingCategories'][number];

export const menuItem = (id: string, more: Partial<MenuItemView> = {}): MenuItemView => ({
  id,
  categoryId: 'cat-mains',
  title: id,
  price: 1_000_000,
  discount: 0,
  packagingCost: 50_000,
  servePackagingCost: 0,
  withTax: true,
  active: true,
  available: true,
  order: 1,
  toppingCategories: [],
  sellChannels: ['WEBSITE', 'QR', 'SALON', 'KIOSK'],
  sellsNow: true,
  ...more,
});

export const category = (
  id: string,
  items: MenuItemView[],
  more: Partial<MenuCategoryView> = {},
): MenuCategoryView => ({
  id,
  title: id,
  order: 1,
  active: true,
  sellsNow: true,
  items,
  ...more,
});

export const pizzaSize: ToppingCategory = {
  id: 'tc-size',
  title: 'اندازه',
  minChoices: 1,
  maxChoices: 1,
  toppings: [
    { id: 'top-medium', title: 'متوسط', price: 0, available: true },
    { id: 'top-large', title: 'بزرگ', price: 900_000, available: true },
  ],
};

export const sauces: ToppingCategory = {
  id: 'tc-sauce',
  title: 'سس',
  minChoices: 0,
  maxChoices: 2,
  toppings: [
    { id: 'top-garlic', title: 'سس سیر', price: 80_000, available: true },
    { id: 'top-hot', title: 'سس تند', price: 80_000, available: true },
    { id: 'top-mushroom', title: 'سس قارچ', price: 120_000, available: false },
  ],
};

export const kebab = menuItem('item-kebab', {
  title: 'چلوکباب کوبیده',
  price: 3_500_000,
  toppingCategories: [sauces],
});
export const pizza = menuItem('item-pizza', {
  title: 'پیتزا مخصوص',
  categoryId: 'cat-pizza',
  price: 3_900_000,
  toppingCategories: [pizzaSize, sauces],
});
export const doogh = menuItem('item-doogh', {
  title: 'دوغ',
  categoryId: 'cat-drinks',
  price: 180_000,
  withTax: false,
});
