// The menu as a cart reads it: switched off (item or category) is inactive; out of stock, outside
// its food shift or not sold on the cart's channel is unavailable; the price is the menu's.
import { describe, expect, it } from 'vitest';
import type { MenuCategoryView, MenuItemView } from '../contracts/menu.contract.ts';
import { cartChannel, cartMenuOf } from './cart-menu.ts';

const item = (id: string, overrides: Partial<MenuItemView> = {}): MenuItemView => ({
  id,
  categoryId: 'mains',
  title: id,
  price: 1_000_000,
  discount: 100_000,
  packagingCost: 0,
  servePackagingCost: 0,
  withTax: true,
  active: true,
  available: true,
  order: 0,
  toppingCategories: [],
  ...overrides,
});
const category = (items: MenuItemView[], overrides: Partial<MenuCategoryView> = {}) => ({
  id: 'mains',
  title: 'کباب',
  order: 1,
  active: true,
  items,
  ...overrides,
});

describe('cartMenuOf', () => {
  it('says which items are on, which can be ordered now on the channel, at what price', () => {
    const menu = cartMenuOf(
      [
        category([
          item('kabab'),
          item('off', { active: false }),
          item('sold-out', { available: false }),
          item('dinner-only', { sellsNow: false }),
          item('salon-only', { sellChannels: ['SALON'] }),
        ]),
        category([item('in-closed-category')], { id: 'closed', active: false }),
      ],
      'WEBSITE',
    );
    expect(menu.kabab).toEqual({
      active: true,
      available: true,
      price: 1_000_000,
      discount: 100_000,
    });
    expect(menu.off?.active).toBe(false);
    expect(menu['in-closed-category']?.active).toBe(false);
    for (const id of ['sold-out', 'dinner-only', 'salon-only'])
      expect(menu[id], id).toMatchObject({ active: true, available: false });
  });

  it('a cart with a table orders on the QR channel, any other on the website', () => {
    expect(cartChannel({ tableNumber: '4' })).toBe('QR');
    expect(cartChannel({})).toBe('WEBSITE');
    const qrOnly = [category([item('tea', { sellChannels: ['QR'] })])];
    expect(cartMenuOf(qrOnly, 'QR').tea?.available).toBe(true);
    expect(cartMenuOf(qrOnly, 'WEBSITE').tea?.available).toBe(false);
  });
});
