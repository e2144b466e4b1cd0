// The cart's changes reach the server one at a time, in order, after the login; given what the
// server answers, then what the browser keeps.
import { ApiError } from '@sofre/web-shared';
import { describe, expect, it, vi } from 'vitest';
import type { CartView } from '@sofre/engine/contracts';
import { linesOf, newCart, type SiteCart } from './cart-state.ts';
import { cartSync, type CartApi } from './cart-sync.ts';
import { line, view } from './cart.test-fixtures.ts';

function given(start: SiteCart, overrides: Partial<CartApi> = {}, loggedIn = true) {
  let cart = start;
  const calls: string[] = [];
  const server = new Map<string, CartView>();
  const answer = (cartId: string, change: (v: CartView) => CartView) => {
    const next = change(server.get(cartId) ?? view(cartId, []));
    server.set(cartId, next);
    return next;
  };
  const api: CartApi = {
    open: vi.fn(
      async (r) => (calls.push(`open ${r.id} ${r.tableNumber ?? ''}`), answer(r.id, (v) => v)),
    ),
    add: vi.fn(async (cartId, r) => {
      calls.push(`add ${r.id}`);
      return answer(cartId, (v) => ({ ...v, lines: [...v.lines, line(r.id, { count: r.count })] }));
    }),
    setCount: vi.fn(async (cartId, lineId, count) => {
      calls.push(`count ${lineId} ${count}`);
      return answer(cartId, (v) => ({
        ...v,
        lines: v.lines.flatMap((l) => (l.id !== lineId ? [l] : count > 0 ? [{ ...l, count }] : [])),
      }));
    }),
    details: vi.fn(),
    applyCode: vi.fn(),
    removeCode: vi.fn(),
    submit: vi.fn(async (cartId, orderId) => {
      calls.push(`submit ${orderId}`);
      return { id: orderId, status: 'SUBMITTED' as const, cartId, position: '9' };
    }),
    tableBill: vi.fn(),
    addToBill: vi.fn(),
    ...overrides,
  };
  let ids = 0;
  const errors: unknown[] = [];
  const removed: string[] = [];
  let session = loggedIn;
  const sync = cartSync({
    store: { get: () => cart, set: (next) => (cart = next) },
    api,
    canSync: () => session,
    newId: () => `id-${++ids}`,
    onError: (e) => errors.push(e),
    onRemoved: (titles) => removed.push(...titles),
  });
  return {
    sync,
    calls,
    errors,
    removed,
    cart: () => cart,
    logIn: () => (session = true),
  };
}

describe('cart sync', () => {
  it('before a login keeps the changes; after it opens the cart for the table and sends them in order', async () => {
    const t = given(newCart('c1', { table: '5' }), {}, false);
    t.sync.change({ kind: 'add', id: 'a', line: line('a') });
    t.sync.change({ kind: 'count', id: 'op', lineId: 'a', count: 3 });
    await t.sync.sync();
    expect(t.calls).toEqual([]);
    expect(linesOf(t.cart()).map((l) => l.count)).toEqual([3]);

    t.logIn();
    expect(await t.sync.sync()).toBe(true);
    expect(t.calls).toEqual(['open c1 5', 'add a', 'count a 3']);
    expect(t.cart()).toMatchObject({ opened: true, pending: [] });
    expect(linesOf(t.cart()).map((l) => [l.id, l.count])).toEqual([['a', 3]]);
  });

  it('a refused change is dropped and its reason shown; the next still goes', async () => {
    const refusal = new ApiError(422, 'ITEM_NOT_AVAILABLE', 'این غذا موجود نیست');
    const t = given(newCart('c1'), {
      add: vi.fn(async (_cartId, r) => {
        if (r.id === 'bad') throw refusal;
        return view('c1', [line(r.id)]);
      }),
    });
    t.sync.change({ kind: 'add', id: 'bad', line: line('bad', { menuItemId: 'gone' }) });
    t.sync.change({ kind: 'add', id: 'ok', line: line('ok') });
    await t.sync.sync();
    expect(t.errors).toEqual([refusal]);
    expect(linesOf(t.cart()).map((l) => l.id)).toEqual(['ok']);
  });

  it('keeps a change the server could not be reached for, and sends it later', async () => {
    let offline = true;
    const t = given(newCart('c1'), {
      open: vi.fn(async () => {
        if (offline) throw new ApiError(0, 'NETWORK_ERROR', 'قطع');
        return view('c1', []);
      }),
    });
    t.sync.change({ kind: 'add', id: 'a', line: line('a') });
    expect(await t.sync.sync()).toBe(false);
    expect(t.cart().pending).toHaveLength(1);
    expect(t.errors).toEqual([]);
    offline = false;
    expect(await t.sync.sync()).toBe(true);
    expect(t.cart().pending).toHaveLength(0);
  });

  it('opens a new cart with the same lines when the server no longer has this one', async () => {
    const gone = new ApiError(404, 'CART_NOT_FOUND', 'سبد خرید یافت نشد.');
    let first = true;
    const t = given(newCart('c1'), {
      setCount: vi.fn(async () => {
        if (first) throw ((first = false), gone);
        return view('x', []);
      }),
    });
    t.sync.change({ kind: 'add', id: 'a', line: line('a', { count: 2 }) });
    await t.sync.sync();
    t.sync.change({ kind: 'count', id: 'op', lineId: 'a', count: 5 });
    await t.sync.sync();
    expect(t.calls).toEqual(['open c1 ', 'add a', 'open id-1 ', 'add id-2']);
    expect(t.cart().cartId).toBe('id-1');
    expect(t.errors).toEqual([]);
  });

  it('tells which lines the menu took out', async () => {
    const t = given(newCart('c1'), {
      open: vi.fn(async () =>
        view('c1', [], {
          removed: [{ id: 'x', menuItemId: 'm', title: 'دوغ', reason: 'UNAVAILABLE' }],
        }),
      ),
    });
    await t.sync.sync();
    expect(t.removed).toEqual(['دوغ']);
  });

  it('submits after every change, then starts an empty cart for the same table', async () => {
    const t = given(newCart('c1', { table: '5' }));
    t.sync.change({ kind: 'add', id: 'a', line: line('a') });
    const order = await t.sync.submit();
    expect(t.calls).toEqual(['open c1 5', 'add a', 'submit id-1']);
    expect(order.id).toBe('id-1');
    expect(t.cart()).toEqual(newCart('id-2', { table: '5' }));
  });

  it('a submit whose answer was lost is sent again under the same order id', async () => {
    let lost = true;
    const t = given(newCart('c1'), {
      submit: vi.fn(async (cartId, orderId) => {
        t.calls.push(`submit ${orderId}`);
        if (lost) throw ((lost = false), new ApiError(0, 'NETWORK_ERROR', 'قطع'));
        return { id: orderId, status: 'SUBMITTED' as const, cartId, position: '9' };
      }),
    });
    t.sync.change({ kind: 'add', id: 'a', line: line('a') });
    await expect(t.sync.submit()).rejects.toThrow();
    await t.sync.submit();
    expect(t.calls.filter((c) => c.startsWith('submit'))).toEqual(['submit id-1', 'submit id-1']);
  });

  it('a round the menu changed under is refused: the cart shows what is left, the lines taken out are told', async () => {
    const left = view('c1', [line('a')], {
      removed: [{ id: 'b', menuItemId: 'm', title: 'دوغ', reason: 'UNAVAILABLE' }],
    });
    const t = given(newCart('c1', { table: '5' }), {
      addToBill: vi.fn(async () => {
        throw new ApiError(
          409,
          'CART_ITEMS_UNAVAILABLE',
          'برخی اقلام دیگر عرضه نمی‌شوند',
          [],
          left,
        );
      }),
    });
    t.sync.change({ kind: 'add', id: 'a', line: line('a') });
    t.sync.change({ kind: 'add', id: 'b', line: line('b') });
    await expect(t.sync.addToBill('order-1')).rejects.toThrow();
    expect(t.removed).toEqual(['دوغ']);
    expect(t.cart().cartId).toBe('c1');
    expect(linesOf(t.cart()).map((l) => l.id)).toEqual(['a']);
  });
});
