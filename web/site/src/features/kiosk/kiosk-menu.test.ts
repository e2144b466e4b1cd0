import { describe, expect, it } from 'vitest';
import { kioskMenu } from './kiosk-menu.ts';
import { category, menuItem } from './kiosk.test-fixtures.ts';

describe('the kiosk menu', () => {
  it('keeps what is offered on the kiosk, in the vendor’s order', () => {
    const menu = kioskMenu([
      category('drinks', [menuItem('tea', { order: 2 }), menuItem('doogh', { order: 1 })], {
        order: 2,
      }),
      category('mains', [menuItem('kebab'), menuItem('salon-only', { sellChannels: ['SALON'] })]),
      category('salon', [menuItem('x')], { order: 3, sellChannels: ['SALON'] }),
    ]);
    expect(menu.map((c) => [c.id, c.items.map((i) => i.id)])).toEqual([
      ['mains', ['kebab']],
      ['drinks', ['doogh', 'tea']],
    ]);
  });

  it('greys what cannot be ordered now and says why', () => {
    const [mains] = kioskMenu([
      category('mains', [
        menuItem('kebab'),
        menuItem('sold-out', { available: false, sellsNow: false }),
        menuItem('dinner-only', { sellsNow: false }),
      ]),
    ]);
    expect(mains?.items.map((i) => [i.id, i.blocked])).toEqual([
      ['kebab', undefined],
      ['sold-out', 'unavailable'],
      ['dinner-only', 'notNow'],
    ]);
  });

  it('leaves out switched-off dishes and categories, and categories left empty', () => {
    const menu = kioskMenu([
      category('off', [menuItem('a')], { active: false }),
      category('empty', [menuItem('b', { active: false })]),
      category('lunch', [menuItem('c')], { sellsNow: false }),
    ]);
    expect(menu.map((c) => c.id)).toEqual(['lunch']);
    expect(menu[0]?.items[0]?.blocked).toBe('notNow');
  });
});
