// What sells now: food shifts of the item and its category, in Tehran time; the site's menu per
// sell channel; and the order path refusing what does not sell now.
import { describe, expect, it } from 'vitest';
import type { MenuCategoryView } from '../contracts/menu.contract.ts';
import type { FoodShiftFields } from '../food-shifts/food-shift.kind.ts';
import { menu } from './catalog.test-fixtures.ts';
import { resolveOrderLines } from './resolve-order-lines.ts';
import { menuForChannel, menuSellingAt } from './sells-now.ts';
import { refusalOf } from './catalog.test-fixtures.ts';

const everyDay = (start: string, end: string) =>
  (['SAT', 'SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI'] as const).map((weekday) => ({
    weekday,
    start,
    end,
  }));
const shifts = new Map<string, FoodShiftFields>([
  ['lunch', { title: 'ناهار', times: everyDay('11:00', '16:00'), active: true }],
  ['dinner', { title: 'شام', times: everyDay('18:00', '00:00'), active: true }],
  ['off', { title: 'خاموش', times: everyDay('00:00', '00:00'), active: false }],
]);
// 2025-03-21 (a Friday) — Tehran is UTC+03:30.
const AT_NOON = '2025-03-21T08:30:00Z'; // 12:00 Tehran
const AT_FIVE = '2025-03-21T13:30:00Z'; // 17:00 Tehran
const AT_23_30 = '2025-03-21T20:00:00Z'; // 23:30 Tehran

const shifted: MenuCategoryView[] = [
  {
    ...menu[0]!,
    items: [
      { ...menu[0]!.items[0]!, foodShiftIds: ['lunch'] },
      { ...menu[0]!.items[1]!, available: true, foodShiftIds: ['lunch', 'dinner'] },
    ],
  },
  { ...menu[1]!, active: true, foodShiftIds: ['dinner'], sellChannels: ['SALON'] },
];
const flags = (m: MenuCategoryView[]) =>
  m.map((c) => [c.id, c.sellsNow, c.items.map((i) => [i.id, i.sellsNow])]);

describe('menuSellingAt', () => {
  it('an item sells inside one of its shifts and its category’s (Tehran time)', () => {
    expect(flags(menuSellingAt(shifted, shifts, AT_NOON))).toEqual([
      [
        'kebabs',
        true,
        [
          ['koobideh', true],
          ['joojeh', true],
        ],
      ],
      ['drinks', false, [['doogh', false]]],
    ]);
    expect(flags(menuSellingAt(shifted, shifts, AT_FIVE))).toEqual([
      [
        'kebabs',
        true,
        [
          ['koobideh', false],
          ['joojeh', false],
        ],
      ],
      ['drinks', false, [['doogh', false]]],
    ]);
    expect(flags(menuSellingAt(shifted, shifts, AT_23_30))).toEqual([
      [
        'kebabs',
        true,
        [
          ['koobideh', false],
          ['joojeh', true],
        ],
      ],
      ['drinks', true, [['doogh', true]]],
    ]);
  });

  it('no shifts, unknown shifts only: always; an inactive shift never; unavailable or inactive: never', () => {
    const plain = menuSellingAt(menu, shifts, AT_FIVE);
    expect(flags(plain)).toEqual([
      [
        'kebabs',
        true,
        [
          ['koobideh', true],
          ['joojeh', false],
        ],
      ],
      ['drinks', false, [['doogh', false]]],
    ]);
    const odd: MenuCategoryView[] = [
      {
        ...menu[0]!,
        items: [
          { ...menu[0]!.items[0]!, foodShiftIds: ['deleted-shift'] },
          { ...menu[0]!.items[1]!, available: true, foodShiftIds: ['off'] },
        ],
      },
    ];
    expect(flags(menuSellingAt(odd, shifts, AT_NOON))).toEqual([
      [
        'kebabs',
        true,
        [
          ['koobideh', true],
          ['joojeh', false],
        ],
      ],
    ]);
  });
});

describe('menuForChannel', () => {
  it('keeps only what sells now and is offered on the channel; empty categories go', () => {
    const late = menuSellingAt(shifted, shifts, AT_23_30);
    expect(flags(menuForChannel(late, 'SALON'))).toEqual([
      ['kebabs', true, [['joojeh', true]]],
      ['drinks', true, [['doogh', true]]],
    ]);
    expect(flags(menuForChannel(late, 'WEBSITE'))).toEqual([['kebabs', true, [['joojeh', true]]]]);
    expect(menuForChannel(menuSellingAt(shifted, shifts, AT_FIVE), 'WEBSITE')).toEqual([]);
  });
});

describe('ordering what does not sell now', () => {
  it('is ITEM_NOT_SELLING_NOW at its line; inside its shift it is priced as usual', () => {
    const line = [
      { menuItemId: 'koobideh', count: 1, toppings: [{ toppingId: 'lavash', count: 1 }] },
    ];
    const error = refusalOf(() =>
      resolveOrderLines(menuSellingAt(shifted, shifts, AT_FIVE), line, ['t']),
    );
    expect(error.errors.map((e) => [e.code, e.field])).toEqual([
      ['ITEM_NOT_SELLING_NOW', 'lines[0].menuItemId'],
    ]);
    expect(resolveOrderLines(menuSellingAt(shifted, shifts, AT_NOON), line, ['t'])).toHaveLength(1);
  });
});
