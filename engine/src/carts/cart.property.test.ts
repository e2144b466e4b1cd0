// Random command sequences against the cart: lines always count 1 or more, identical items
// always share one line, a menu update always leaves only orderable items, free lines never
// outlive their code, a checked-out cart never changes, and folding gives the same cart.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSameLine } from '../pricing/line-identity.ts';
import { fold } from '../shared/decider.ts';
import { isDomainError } from '../shared/domain-error.ts';
import { DeliveryType } from '../shared/enums.ts';
import type { CartCommand, MenuItemAvailability } from './cart.commands.ts';
import { cartDecider } from './cart.decider.ts';
import { cartEventCodec, type CartEvent } from './cart.events.ts';
import type { CartState, ExistingCart } from './cart.state.ts';
import { cartCommand, cartId, freeBread, freeSalad } from './cart.test-fixtures.ts';

const items = ['kabab', 'doogh', 'salad', 'bread'] as const;
const toppingSets = [[], [{ toppingId: 'butter', title: 'کره', price: 30_000, count: 1 }]];

const addArb = fc
  .record({
    tempId: fc.constantFrom('l1', 'l2', 'l3', 'l4', 'l5'),
    menuItemId: fc.constantFrom(...items),
    toppings: fc.constantFrom(...toppingSets),
    count: fc.integer({ min: 1, max: 3 }),
  })
  .map(({ tempId, menuItemId, toppings, count }) =>
    cartCommand('AddCartItem', {
      cartId,
      line: {
        tempId,
        menuItemId,
        title: menuItemId,
        price: 100_000,
        count,
        discount: 0,
        packagingCost: 0,
        servePackagingCost: 0,
        withTax: false,
        orderItemToppings: toppings,
      },
    }),
  );

// Mostly orderable, so carts keep lines long enough to reach checkout; sometimes off the menu.
const mostly = fc.constantFrom(true, true, true, false);
const menuItemArb = fc.record({
  active: mostly,
  available: mostly,
  price: fc.constantFrom(100_000, 120_000),
  discount: fc.constant(0),
});
const menuArb = fc
  .tuple(
    ...items.map((id) =>
      fc.option(
        menuItemArb.map((item) => [id, item] as const),
        { freq: 6, nil: undefined },
      ),
    ),
  )
  .map((entries) => Object.fromEntries(entries.filter((e) => e !== undefined)));

const discountArb = fc
  .record({
    code: fc.constantFrom('GIFT', 'BREAD', 'OFF10'),
    freeItems: fc.array(fc.constantFrom(freeSalad, freeBread), { maxLength: 3 }),
  })
  .map(({ code, freeItems }) =>
    cartCommand('ApplyDiscountCode', {
      cartId,
      discount: {
        id: `d-${code}`,
        code,
        type: code === 'OFF10' ? 'PERCENTAGE' : 'FREEITEM',
        value: 10,
        freeItems,
      },
    }),
  );

const open = cartCommand('OpenCart', { cartId });
const commandArb: fc.Arbitrary<CartCommand> = fc.oneof(
  fc.constant(open),
  addArb,
  addArb,
  fc
    .record({
      lineId: fc.constantFrom('l1', 'l2', 'l3', 'free:salad', 'nope'),
      count: fc.integer({ min: -2, max: 4 }),
    })
    .map((d) => cartCommand('SetCartItemCount', { cartId, ...d })),
  fc
    .record({
      deliveryType: fc.option(fc.constantFrom(...DeliveryType.options), { nil: null }),
      addressId: fc.option(fc.constant('addr-1'), { nil: null }),
    })
    .map((d) => cartCommand('UpdateCartDetails', { cartId, ...d })),
  discountArb,
  fc.constant(cartCommand('RemoveDiscountCode', { cartId })),
  menuArb.map((menu) => cartCommand('UpdateCartFromMenu', { cartId, menu })),
  fc.constant(cartCommand('CheckoutCart', { cartId, orderId: 'order-1' })),
);

const sequenceArb = fc.array(commandArb, { maxLength: 30 }).map((cs) => [open, ...cs]);

const orderable = (item: MenuItemAvailability | undefined) =>
  item !== undefined && item.active && item.available;

function checkCart(cart: ExistingCart) {
  for (const line of cart.lines) expect(line.count).toBeGreaterThan(0);
  const ids = cart.lines.map((l) => l.tempId);
  expect(new Set(ids).size).toBe(ids.length);
  const paid = cart.lines.filter((l) => !l.isFreeItem);
  paid.forEach((a, i) => paid.slice(i + 1).forEach((b) => expect(isSameLine(a, b)).toBe(false)));
  if (cart.lines.some((l) => l.isFreeItem)) expect(cart.discount?.type).toBe('FREEITEM');
}

function run(commands: readonly CartCommand[]) {
  let state: CartState = cartDecider.initialState();
  const history: CartEvent[] = [];
  for (const command of commands) {
    const before = state;
    let events: readonly CartEvent[];
    try {
      events = cartDecider.decide(command, state);
    } catch (error) {
      if (!isDomainError(error)) throw error;
      continue;
    }
    for (const event of events) {
      cartEventCodec.encode(event);
      state = cartDecider.evolve(state, event);
      history.push(event);
    }
    if (before.status === 'CHECKED_OUT') expect(state).toBe(before);
    if (state.status === 'NONE') continue;
    checkCart(state);
    if (command.type === 'UpdateCartFromMenu') {
      for (const line of state.lines)
        expect(orderable(command.data.menu[line.menuItemId])).toBe(true);
    }
  }
  return { state, history };
}

describe('cart properties', () => {
  it('keeps every cart rule and folds the same', () =>
    fc.assert(
      fc.property(sequenceArb, (commands) => {
        const { state, history } = run(commands);
        expect(fold(cartDecider, history)).toEqual(state);
      }),
      { numRuns: 500 },
    ));

  it('a checkout succeeds only with a paid line, and nothing changes afterwards', () =>
    fc.assert(
      fc.property(sequenceArb, fc.array(commandArb, { maxLength: 10 }), (first, then) => {
        const { state, history } = run(first);
        if (state.status !== 'CHECKED_OUT') return;
        expect(state.lines.some((l) => !l.isFreeItem)).toBe(true);
        expect(run([...first, ...then]).history).toEqual(history);
      }),
      { numRuns: 300 },
    ));
});
