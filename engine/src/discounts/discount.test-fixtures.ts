// Discount codes for tests: one valid code of each type, and the command envelope.
import type { CommandMetadata } from '../shared/messages.ts';
import type { RecordCommand } from '../records/record.decider.ts';
import type { DiscountCodeFields, DiscountFreeItem } from './discount-code.fields.ts';

export const NOW = '2025-03-21T08:30:00.000Z';
export const NEXT_MONTH = '2025-04-21T08:30:00.000Z';
export const YESTERDAY = '2025-03-20T08:30:00.000Z';

export const metadata: CommandMetadata = {
  commandId: 'cmd-1',
  vendorId: 'vendor-1',
  actor: { userId: 'owner-1', kind: 'STAFF' },
  now: NOW,
};

export const codeCommand = (
  c: Omit<RecordCommand<DiscountCodeFields>, 'metadata'>,
): RecordCommand<DiscountCodeFields> => ({ ...c, metadata }) as RecordCommand<DiscountCodeFields>;

const base = {
  value: null,
  cap: null,
  expiration: NEXT_MONTH,
  active: true,
  usageLimitPerUser: 1,
  usageLimit: null,
  vendorDeal: 100,
  freeItems: [],
} satisfies Partial<DiscountCodeFields>;

export const freeSalad: DiscountFreeItem = {
  id: 'salad',
  title: 'سالاد شیرازی',
  price: 300_000,
  discount: 0,
  packagingCost: 40_000,
  servePackagingCost: 5_000,
  withTax: true,
};

export const percentCode: DiscountCodeFields = {
  ...base,
  code: 'NOROOZ20',
  type: 'PERCENTAGE',
  value: 20,
  cap: 500_000,
};
export const moneyCode: DiscountCodeFields = {
  ...base,
  code: 'WELCOME',
  type: 'MONEY',
  value: 200_000,
};
export const shippingCode: DiscountCodeFields = { ...base, code: 'FREESHIP', type: 'FREESHIPPING' };
export const giftCode: DiscountCodeFields = {
  ...base,
  code: 'SALAD',
  type: 'FREEITEM',
  freeItems: [freeSalad],
};
