// Query keys of the menu management screens. All of them sit under ['menu'], so whatever
// refreshes the POS menu (a save here, the live `menu` topic) refreshes these screens too.
export const menuAdminKeys = {
  all: ['menu', 'admin'] as const,
  categories: ['menu', 'admin', 'categories'] as const,
  items: (categoryId: string) => ['menu', 'admin', 'items', categoryId] as const,
  tags: ['menu', 'admin', 'tags'] as const,
  toppingCategories: ['menu', 'admin', 'topping-categories'] as const,
  foodShifts: ['menu', 'admin', 'food-shifts'] as const,
};

/** Every menu query: the POS board's ['menu'] and the screens' ['menu', 'admin', …]. */
export const wholeMenu = ['menu'] as const;
