import { defaultPricingSettings } from '@sofre/engine/pricing';
import { describe, expect, it } from 'vitest';
import type { SiteMenuItem } from '../menu/site-menu.ts';
import { answered, newCart, withOp } from './cart-state.ts';
import { estimate, shownPrice } from './cart-price.ts';
import { line, view } from './cart.test-fixtures.ts';

const kabab = { id: 'kabab', packagingCost: 20_000, servePackagingCost: 0, withTax: false };
const menu = new Map([['kabab', kabab as unknown as SiteMenuItem]]);
const settings = { ...defaultPricingSettings, taxPercent: 0, serviceChargePercent: 0 };

describe('the price the customer sees', () => {
  it('is the server’s once it answered every change', () => {
    const cart = answered(newCart('c'), view('c', [line('a')]));
    expect(shownPrice(cart, [line('a')], menu, settings)).toEqual({
      price: cart.server!.price,
      exact: true,
    });
  });

  it('is an estimate by the engine’s pricing while changes wait, with the menu’s packaging', () => {
    const cart = withOp(newCart('c'), { kind: 'add', id: 'a', line: line('a', { count: 2 }) });
    const shown = shownPrice(cart, [line('a', { count: 2 })], menu, settings);
    expect(shown.exact).toBe(false);
    expect(shown.price.sumOfItemsPrice).toBe(1_000_000);
    expect(shown.price.totalPackagingCost).toBe(40_000);
    expect(shown.price.finalPrice).toBe(1_040_000);
  });

  it('served at a table the serve packaging applies', () => {
    expect(estimate([line('a')], menu, settings, 'SERVE').totalPackagingCost).toBe(0);
  });
});
