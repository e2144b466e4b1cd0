// Random edits of items and topping categories, in any order: whatever is accepted, every event
// passes its schema (so it can be stored), an edit asked again changes nothing, an accepted edit
// leaves the item exactly as asked, and the menu's invariants always hold (discount ≤ price,
// min ≤ max ≤ toppings, every item in an existing category).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fold } from '../shared/decider.ts';
import { isDomainError } from '../shared/domain-error.ts';
import type { CatalogCommand } from './catalog.commands.ts';
import { catalogDecider } from './catalog.decider.ts';
import { catalogEventCodec, type CatalogEvent } from './catalog.events.ts';
import type { CatalogState } from './catalog.state.ts';
import {
  catalogCommand,
  createBreads,
  createDrinks,
  createKebabs,
  createKoobideh,
  createSpicyTag,
  decidedCatalog,
} from './catalog.test-fixtures.ts';

const start = () =>
  decidedCatalog([
    createKebabs(),
    createDrinks(),
    createBreads(),
    createSpicyTag(),
    createKoobideh(),
  ]);

const money = fc.integer({ min: 0, max: 5_000_000 });
const itemEdit = fc.record(
  {
    price: money,
    discount: money,
    available: fc.boolean(),
    active: fc.boolean(),
    order: fc.integer({ min: 0, max: 20 }),
    categoryId: fc.constantFrom('kebabs', 'drinks', 'ghost'),
    title: fc.constantFrom('کوبیده', 'کباب', 'چلو کوبیده'),
    tagIds: fc.subarray(['spicy', 'ghost']),
    sellChannels: fc.subarray(['WEBSITE', 'QR', 'SALON', 'SNAPPFOOD', 'KIOSK'] as const, {
      minLength: 1,
    }),
    image: fc.constantFrom(null, '/files/v/a.png'),
  },
  { requiredKeys: [] },
);
const toppingEdit = fc.record(
  {
    minChoices: fc.integer({ min: 0, max: 4 }),
    maxChoices: fc.integer({ min: 1, max: 4 }),
  },
  { requiredKeys: [] },
);
const step = fc.oneof(
  itemEdit.map((d) => catalogCommand('EditMenuItem', { itemId: 'koobideh', ...d })),
  toppingEdit.map((d) =>
    catalogCommand('EditToppingCategory', { toppingCategoryId: 'breads', ...d }),
  ),
  fc.constantFrom(
    catalogCommand('RemoveTopping', { toppingId: 'sangak' }),
    catalogCommand('RemoveMenuCategory', { categoryId: 'kebabs' }),
    catalogCommand('RemoveMenuCategory', { categoryId: 'drinks' }),
    catalogCommand('AddTopping', {
      toppingCategoryId: 'breads',
      toppingId: 'barbari',
      title: 'بربری',
      price: 40_000,
    }),
  ),
);

function invariantsHold(state: CatalogState) {
  for (const item of state.items.values()) {
    expect(item.discount).toBeLessThanOrEqual(item.price);
    expect(state.categories.has(item.categoryId)).toBe(true);
  }
  for (const c of state.toppingCategories.values()) {
    expect(c.minChoices).toBeLessThanOrEqual(c.maxChoices);
    expect(c.maxChoices).toBeLessThanOrEqual(c.toppingIds.length);
  }
}

function tryDecide(command: CatalogCommand, state: CatalogState): CatalogEvent[] | undefined {
  try {
    return catalogDecider.decide(command, state) as CatalogEvent[];
  } catch (e) {
    if (isDomainError(e)) return undefined;
    throw e;
  }
}

describe('catalog under random edits', () => {
  it('keeps its invariants; accepted edits are exact and asking again changes nothing', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 25 }), (commands) => {
        let state = fold(catalogDecider, start());
        for (const command of commands) {
          const events = tryDecide(command, state);
          if (!events) continue;
          for (const event of events) catalogEventCodec.encode(event);
          state = events.reduce(catalogDecider.evolve, state);
          invariantsHold(state);
          // An edit names the state it wants: asked again, nothing is left to change.
          if (command.type.startsWith('Edit')) expect(tryDecide(command, state)).toEqual([]);
          if (command.type === 'EditMenuItem') {
            const { itemId, image, ...asked } = command.data;
            const item = state.items.get(itemId)!;
            expect(item).toMatchObject(
              Object.fromEntries(
                Object.entries(asked).map(([k, v]) =>
                  k === 'sellChannels' ? [k, expect.arrayContaining(v as string[])] : [k, v],
                ),
              ),
            );
            if (image !== undefined) expect(item.image).toBe(image ?? undefined);
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});
