// The draft kept across a reload: written on change, read back as it was, gone when empty, and
// reset when another version of the app wrote it (spec §4).
import { emptyPosDraft, type PosDraft } from '@sofre/engine/pos-draft';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepDraft, keptDraftKey, readKeptDraft } from './kept-draft.ts';

const key = keptDraftKey('vendor-1/cashier-1');
let items: Map<string, string>;

beforeEach(() => {
  items = new Map();
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
  });
});
afterEach(() => vi.unstubAllGlobals());

const taken: PosDraft = {
  ...emptyPosDraft(),
  lines: [
    {
      tempId: 'a',
      menuItemId: 'kabab',
      title: 'چلوکباب کوبیده',
      price: 2_500_000,
      count: 2,
      discount: 0,
      packagingCost: 50_000,
      servePackagingCost: 0,
      withTax: true,
      changePrice: false,
      isFreeItem: false,
      note: 'بدون پیاز',
      orderItemToppings: [],
    },
  ],
  deliveryType: 'PICKUP',
  paymentType: 'CASH',
  customer: { id: 'c1', name: 'مریم رضایی', phone: '09121234567' },
  tableNumber: '5',
  discountType: 'MONEY',
  discountAmount: 100_000,
  description: 'زود آماده شود',
};

describe('the kept POS draft', () => {
  it('reads back what was kept: lines, customer, delivery, table, payment, discount, cash', () => {
    keepDraft(key, { draft: taken, orderId: 'order-1', tendered: 6_000_000 });
    expect(JSON.parse(items.get(key)!).version).toBe(1);
    expect(readKeptDraft(key)).toEqual({ draft: taken, orderId: 'order-1', tendered: 6_000_000 });
    expect(readKeptDraft(keptDraftKey('vendor-1/cashier-2'))).toBeUndefined();
  });

  it('is gone once the draft is empty again (submitted or cleared)', () => {
    keepDraft(key, { draft: taken });
    keepDraft(key, { draft: emptyPosDraft(), orderId: undefined, tendered: undefined });
    expect(items.has(key)).toBe(false);
  });

  it('a draft written by another version, or no longer a draft, is reset', () => {
    items.set(key, JSON.stringify({ version: 0, state: { draft: taken } }));
    expect(readKeptDraft(key)).toBeUndefined();
    expect(items.has(key)).toBe(false);
    items.set(key, JSON.stringify({ version: 1, state: { draft: { lines: 'x' } } }));
    expect(readKeptDraft(key)).toBeUndefined();
    expect(items.has(key)).toBe(false);
  });
});
