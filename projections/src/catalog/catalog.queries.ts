// The whole catalog of a vendor for the menu management screens: categories with their items,
// every topping category (also those no item offers yet) and the tags. The same row as `menu`.
import type { MenuCategoryView, ToppingCategoryView } from '@sofre/engine/contracts';
import type { z } from 'zod';
import type { ReadModelStore } from '../read-models/read-model.store.ts';
import type { MenuRow, MenuTagView } from './menu.projection.ts';

export interface CatalogView {
  readonly categories: MenuCategoryView[];
  readonly toppingCategories: z.infer<typeof ToppingCategoryView>[];
  readonly tags: MenuTagView[];
}

export interface CatalogQueries {
  /** Categories and items in menu order; topping categories and tags in creation order. */
  catalog(vendorId: string): Promise<CatalogView>;
}

export function createCatalogQueries(readModels: ReadModelStore): CatalogQueries {
  return {
    async catalog(vendorId) {
      const row = (await readModels.getRow('menu', vendorId, vendorId))?.doc as MenuRow | undefined;
      return {
        categories: row?.categories ?? [],
        toppingCategories: Object.values(row?.toppingCategories ?? {}),
        tags: Object.values(row?.tags ?? {}),
      };
    },
  };
}
