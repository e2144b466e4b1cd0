// The vendor's catalog as it sells right now: the read model's menu with `sellsNow` computed from
// the food-shift records at the request's instant (Tehran wall clock, engine sells-now.ts).
import { menuSellingAt } from '@sofre/engine/catalog';
import type { MenuCategoryView } from '@sofre/engine/contracts';
import { foodShiftKind, type FoodShiftFields } from '@sofre/engine/food-shifts';
import type { CatalogView } from '@sofre/projections';
import type { ReadSide } from '../platform/read-side.port.ts';

export async function shiftsOf(readSide: ReadSide, vendorId: string) {
  const records = await readSide.records(vendorId, foodShiftKind.kind);
  return new Map(records.map((r) => [r.id, r.fields as FoodShiftFields]));
}

/** The POS menu and the order path: every category and item, flagged `sellsNow`. */
export async function menuSellingNow(
  readSide: ReadSide,
  vendorId: string,
  now: Date,
): Promise<MenuCategoryView[]> {
  const [menu, shifts] = await Promise.all([readSide.menu(vendorId), shiftsOf(readSide, vendorId)]);
  return menuSellingAt(menu, shifts, now.toISOString());
}

/** The whole catalog for the management screens, categories and items flagged `sellsNow`. */
export async function catalogNow(
  readSide: ReadSide,
  vendorId: string,
  now: Date,
): Promise<CatalogView> {
  const [catalog, shifts] = await Promise.all([
    readSide.catalog(vendorId),
    shiftsOf(readSide, vendorId),
  ]);
  return { ...catalog, categories: menuSellingAt(catalog.categories, shifts, now.toISOString()) };
}
