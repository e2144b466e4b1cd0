import { describe, expect, it } from 'vitest';
import type { MenuCategoryView, MenuItemView } from '@sofre/engine/contracts';
import { channelOf, siteMenu } from './site-menu.ts';

const item = (id: string, more: Partial<MenuItemView> = {}): MenuItemView => ({
  id,
  categoryId: 'c',
  title: id,
  price: 100_000,
  discount: 0,
  packagingCost: 0,
  servePackagingCost: 0,
  withTax: true,
  active: true,
  available: true,
  order: 0,
  toppingCategories: [],
  sellsNow: true,
  ...more,
});

const category = (id: string, items: MenuItemView[], more: Partial<MenuCategoryView> = {}) => ({
  id,
  title: id,
  order: 0,
  active: true,
  sellsNow: true,
  items,
  ...more,
});

describe('the site’s menu on a sell channel', () => {
  it('keeps what is on the channel, in the vendor’s order, greying what cannot be ordered now', () => {
    const menu = siteMenu(
      [
        category('drinks', [item('tea', { order: 2 }), item('soda', { order: 1 })], { order: 2 }),
        category('mains', [
          item('kabab'),
          item('out-of-stock', { available: false, sellsNow: false }),
          item('dinner-only', { sellsNow: false }),
          item('switched-off', { active: false }),
          item('salon-only', { sellChannels: ['SALON'] }),
        ]),
      ],
      'WEBSITE',
    );
    expect(menu.map((c) => c.id)).toEqual(['mains', 'drinks']);
    expect(menu[0]!.items.map((i) => [i.id, i.orderable])).toEqual([
      ['kabab', true],
      ['out-of-stock', false],
      ['dinner-only', false],
    ]);
    expect(menu[1]!.items.map((i) => i.id)).toEqual(['soda', 'tea']);
  });

  it('leaves out categories switched off, not on the channel, or left empty', () => {
    const menu = siteMenu(
      [
        category('off', [item('a')], { active: false }),
        category('qr-only', [item('b')], { sellChannels: ['QR'] }),
        category('empty', [item('c', { active: false })]),
      ],
      'WEBSITE',
    );
    expect(menu).toEqual([]);
    expect(
      siteMenu([category('qr-only', [item('b')], { sellChannels: ['QR'] })], 'QR'),
    ).toHaveLength(1);
  });

  it('greys a category’s items outside the category’s food shift', () => {
    const [later] = siteMenu(
      [category('breakfast', [item('omelette')], { sellsNow: false })],
      'QR',
    );
    expect(later!.items[0]!.orderable).toBe(false);
  });

  it('orders on QR from a table’s code, on the website otherwise', () => {
    expect(channelOf('5')).toBe('QR');
    expect(channelOf(undefined)).toBe('WEBSITE');
  });
});
