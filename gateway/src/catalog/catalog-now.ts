// The vendor's catalog as it sells right now: the read model's menu with `sellsNow` computed from
// the food-shift records at the request's instant (Tehran wall clock, engine sells-now.ts).
import { menuSellingAt } from '@sofre/engine/catalog';
import type { MenuCategoryView } from '@sofre/engine/contracts';
import { foodShiftKind, type FoodShiftFields } from '@sofre/engine/food-shifts';
import type { CatalogView } from '@sofre/projections';
import type { ReadSide } from '../platform/read-side.port.ts';

type ShiftRecords = Awaited<ReturnType<ReadSide['records']>>;
type Shifts = ReadonlyMap<string, FoodShiftFields>;

// The read side hands out the same menu and records arrays until their read models change, so
// what is derived from them is kept against those arrays and dropped with them.
const shiftMaps = new WeakMap<ShiftRecords, Shifts>();
const sellingMenus = new WeakMap<
  readonly MenuCategoryView[],
  { readonly shifts: Shifts; readonly minute: number; readonly menu: MenuCategoryView[] }
>();

export async function shiftsOf(readSide: ReadSide, vendorId: string): Promise<Shifts> {
  const records = await readSide.records(vendorId, foodShiftKind.kind);
  let shifts = shiftMaps.get(records);
  if (!shifts) {
    shifts = new Map(records.map((r) => [r.id, r.fields as FoodShiftFields]));
    shiftMaps.set(records, shifts);
  }
  return shifts;
}

/**
 * The POS menu and the order path: every category and item, flagged `sellsNow`. Every order asks,
 * and the answer moves only with the menu, the shifts or the minute (shifts are whole minutes and
 * Tehran is a whole number of minutes from UTC), so it is worked out once per minute and shared:
 * callers must not change it.
 */
export async function menuSellingNow(
  readSide: ReadSide,
  vendorId: string,
  now: Date,
): Promise<MenuCategoryView[]> {
  const [menu, shifts] = await Promise.all([readSide.menu(vendorId), shiftsOf(readSide, vendorId)]);
  const minute = Math.floor(now.getTime() / 60_000);
  const kept = sellingMenus.get(menu);
  if (kept && kept.shifts === shifts && kept.minute === minute) return kept.menu;
  const selling = menuSellingAt(menu, shifts, now.toISOString());
  sellingMenus.set(menu, { shifts, minute, menu: selling });
  return selling;
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
