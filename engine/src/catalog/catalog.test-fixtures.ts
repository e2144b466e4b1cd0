// A small Persian menu for tests: catalog commands as the gateway hands them over, and the same
// menu as the read model shows it (MenuCategoryView) for resolveOrderLines.
import type { z } from 'zod';
import type { MenuCategoryView, MenuItemView } from '../contracts/menu.contract.ts';
import { fold } from '../shared/decider.ts';
import { DomainError } from '../shared/domain-error.ts';
import type { CommandMetadata } from '../shared/messages.ts';
import {
  catalogCommandSchemas,
  type CatalogCommand,
  type CatalogCommandOf,
  type CatalogCommandType,
} from './catalog.commands.ts';
import { catalogDecider, decideCatalog } from './catalog.decider.ts';
import type { CatalogEvent } from './catalog.events.ts';

export const catalogMetadata: CommandMetadata = {
  commandId: 'cmd-c1',
  vendorId: 'vendor-1',
  actor: { userId: 'owner-1', kind: 'STAFF' },
  now: '2025-03-21T07:00:00.000Z',
};

export const catalogCommand = <T extends CatalogCommandType>(
  type: T,
  data: z.input<(typeof catalogCommandSchemas)[T]>,
): CatalogCommandOf<T> =>
  ({
    type,
    data: catalogCommandSchemas[type].parse(data),
    metadata: catalogMetadata,
  }) as CatalogCommandOf<T>;

export const createKebabs = () =>
  catalogCommand('CreateMenuCategory', { categoryId: 'kebabs', title: 'کباب‌ها', order: 1 });
export const createBreads = () =>
  catalogCommand('CreateToppingCategory', {
    toppingCategoryId: 'breads',
    title: 'نان',
    minChoices: 1,
    maxChoices: 2,
    toppings: [
      { toppingId: 'lavash', title: 'لواش', price: 0 },
      { toppingId: 'sangak', title: 'سنگک', price: 50_000 },
    ],
  });
export const createDrinks = () =>
  catalogCommand('CreateMenuCategory', { categoryId: 'drinks', title: 'نوشیدنی', order: 2 });
export const createSpicyTag = () =>
  catalogCommand('CreateMenuItemTag', { tagId: 'spicy', title: 'تند' });
export const createKoobideh = () =>
  catalogCommand('CreateMenuItem', {
    itemId: 'koobideh',
    categoryId: 'kebabs',
    title: 'چلو کوبیده',
    price: 1_200_000,
    discount: 100_000,
    packagingCost: 40_000,
    toppingCategoryIds: ['breads'],
  });

const item = (over: Partial<MenuItemView> & Pick<MenuItemView, 'id' | 'title'>): MenuItemView => ({
  categoryId: 'kebabs',
  price: 1_000_000,
  discount: 0,
  packagingCost: 0,
  servePackagingCost: 0,
  withTax: true,
  active: true,
  available: true,
  order: 0,
  toppingCategories: [],
  ...over,
});

const breads = {
  id: 'breads',
  title: 'نان',
  minChoices: 1,
  maxChoices: 2,
  toppings: [
    { id: 'lavash', title: 'لواش', price: 0, available: true },
    { id: 'sangak', title: 'سنگک', price: 50_000, available: true },
    { id: 'barbari', title: 'بربری', price: 40_000, available: false },
  ],
};

export const menu: MenuCategoryView[] = [
  {
    id: 'kebabs',
    title: 'کباب‌ها',
    order: 1,
    active: true,
    items: [
      item({
        id: 'koobideh',
        title: 'چلو کوبیده',
        price: 1_200_000,
        discount: 100_000,
        packagingCost: 40_000,
        toppingCategories: [breads],
      }),
      item({ id: 'joojeh', title: 'جوجه کباب', price: 1_100_000, available: false }),
    ],
  },
  {
    id: 'drinks',
    title: 'نوشیدنی',
    order: 2,
    active: false,
    items: [item({ id: 'doogh', title: 'دوغ', categoryId: 'drinks', price: 150_000 })],
  },
];

/** The events of running the commands one after another from an empty catalog. */
export const decidedCatalog = (commands: readonly CatalogCommand[]): CatalogEvent[] =>
  commands.reduce<CatalogEvent[]>(
    (events, c) => [...events, ...decideCatalog(c, fold(catalogDecider, events))],
    [],
  );

/** The catalog state after the commands. */
export const catalogAfter = (commands: readonly CatalogCommand[]) =>
  fold(catalogDecider, decidedCatalog(commands));

/** The refusal a run throws (fails the test when it throws none). */
export function refusalOf(run: () => unknown): DomainError {
  try {
    run();
  } catch (e) {
    if (e instanceof DomainError) return e;
    throw e;
  }
  throw new Error('expected a refusal');
}

/** [code, field] of each field error, the shape most tests compare. */
export const faultsOf = (run: () => unknown) => refusalOf(run).errors.map((e) => [e.code, e.field]);
