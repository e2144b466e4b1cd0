import type { MenuCategoryView, MenuItemView } from '@sofre/engine/contracts';
import { describe, expect, it } from 'vitest';
import { kabab } from './menu.test-fixtures.ts';
import { searchForm, searchMenu, singleMatch, titleMatches } from './menu-search.ts';

const dish = (id: string, title: string, more: Partial<MenuItemView> = {}): MenuItemView => ({
  ...kabab,
  id,
  title,
  toppingCategories: [],
  ...more,
});
const menu: MenuCategoryView[] = [
  {
    id: 'mains',
    title: 'کباب',
    order: 1,
    active: true,
    items: [dish('koobideh', 'چلوکباب کوبیده'), dish('barg', 'چلوکباب برگ')],
  },
  {
    id: 'stews',
    title: 'خورش',
    order: 2,
    active: true,
    items: [
      dish('ghormeh', 'چلو خورش قورمه‌سبزی'),
      dish('soda', 'نوشابه ۱.۵ لیتری'),
      dish('fesenjan', 'چلو خورش فسنجان', { sellsNow: false }),
    ],
  },
];
const ids = (query: string) => searchMenu(menu, query).map((i) => i.id);

describe('searching the menu by title', () => {
  it('reads Arabic ي and ك, Arabic-Indic and Persian digits as the Persian keyboard does', () => {
    expect(searchForm('كباب  كوبيده ٢')).toBe('کباب کوبیده 2');
    expect(ids('كوبيده')).toEqual(['koobideh']);
    expect(ids('1.5')).toEqual(['soda']);
    expect(ids('١.٥')).toEqual(['soda']);
  });

  it('finds a title whatever stands between its parts, and words in any order', () => {
    expect(ids('قورمه سبزی')).toEqual(['ghormeh']);
    expect(ids('قورمهسبزی')).toEqual(['ghormeh']);
    expect(ids('سبزی قورمه')).toEqual(['ghormeh']);
    expect(titleMatches('گوجهٔ کبابی', 'گوجه')).toBe(true);
  });

  it('lists every match across the categories; nothing for an empty query', () => {
    expect(ids('چلوکباب')).toEqual(['koobideh', 'barg']);
    expect(ids('  ')).toEqual([]);
  });

  it('Enter adds only a single orderable match', () => {
    expect(singleMatch(searchMenu(menu, 'کوبیده'))?.id).toBe('koobideh');
    expect(singleMatch(searchMenu(menu, 'چلوکباب'))).toBeUndefined();
    // Two matches, one outside its food shift: the other is the one.
    expect(singleMatch(searchMenu(menu, 'چلو خورش'))?.id).toBe('ghormeh');
    expect(singleMatch(searchMenu(menu, 'فسنجان'))).toBeUndefined();
  });
});
