// A vendor's facts for take-order tests: a two-dish menu (the kabab sells only at lunch, Tehran
// time), a customer with a located address inside the central zone, table 5 on the floor, a code
// with one use left, and the staff and customer metadata orders come with.
import type { MenuCategoryView, MenuItemView } from '../contracts/menu.contract.ts';
import { TEHRAN, zoneRecord } from '../delivery-zones/delivery-zone.test-fixtures.ts';
import type { DiscountCodeFields } from '../discounts/discount-code.fields.ts';
import { defaultPricingSettings } from '../pricing/pricing.schemas.ts';
import type { CommandMetadata } from '../shared/messages.ts';
import type { OrderFactsData } from './in-memory-order-facts.ts';

export const VENDOR = 'vendor-1';
/** Friday 2025-03-21 12:00 in Tehran: lunch is on. */
export const LUNCH = '2025-03-21T08:30:00.000Z';
/** The same Friday at 18:00 in Tehran: lunch is over. */
export const EVENING = '2025-03-21T14:30:00.000Z';

const item = (over: Partial<MenuItemView> & Pick<MenuItemView, 'id' | 'title'>): MenuItemView => ({
  categoryId: 'main',
  price: 1_000_000,
  discount: 0,
  packagingCost: 0,
  servePackagingCost: 0,
  withTax: false,
  active: true,
  available: true,
  order: 0,
  toppingCategories: [],
  ...over,
});

export const menu: MenuCategoryView[] = [
  {
    id: 'main',
    title: 'غذا',
    order: 1,
    active: true,
    items: [
      item({ id: 'kabab', title: 'چلو کباب', price: 1_200_000, foodShiftIds: ['lunch'] }),
      item({ id: 'doogh', title: 'دوغ', price: 150_000 }),
    ],
  },
];

export const lastUseCode: DiscountCodeFields = {
  code: 'YALDA',
  type: 'MONEY',
  value: 200_000,
  cap: null,
  expiration: '2025-04-21T08:30:00.000Z',
  active: true,
  usageLimit: 1,
  usageLimitPerUser: null,
  vendorDeal: 100,
  freeItems: [],
};

export const customer = {
  id: 'customer-1',
  firstName: 'سارا',
  lastName: 'محمدی',
  phoneNumber: '09121234567',
  createdAt: '2025-01-01T00:00:00.000Z',
  addresses: [
    {
      id: 'addr-1',
      title: 'خانه',
      text: 'خیابان انقلاب',
      ...TEHRAN,
      details: null,
      offline: false,
    },
  ],
};

/** Fresh facts for one test (tests may change them). */
export const factsData = (): OrderFactsData => ({
  vendorId: VENDOR,
  vendor: { preparationTime: 25, pricingSettings: defaultPricingSettings, minimumBasket: 0 },
  menu,
  foodShifts: new Map([
    [
      'lunch',
      { title: 'ناهار', times: [{ weekday: 'FRI', start: '11:00', end: '16:00' }], active: true },
    ],
  ]),
  customers: [customer],
  users: [{ id: 'user-1', firstName: 'سارا', lastName: 'محمدی', phoneNumber: '09121234567' }],
  deliveryZones: [zoneRecord('central', { price: 250_000 })],
  diningTables: [
    {
      number: 5,
      name: 'میز پنج',
      categoryId: 'salon',
      capacity: 4,
      active: true,
      state: 'FREE',
      reservation: null,
    },
  ],
  discountCodes: [lastUseCode],
  codeUses: [],
});

export const staffAt = (now = LUNCH, commandId = 'cmd-staff'): CommandMetadata => ({
  commandId,
  vendorId: VENDOR,
  actor: { userId: 'cashier-1', kind: 'STAFF' },
  now,
});

export const siteUserAt = (now = LUNCH, commandId = 'cmd-site'): CommandMetadata => ({
  commandId,
  vendorId: VENDOR,
  actor: { userId: 'user-1', kind: 'CUSTOMER' },
  now,
});
