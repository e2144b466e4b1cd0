// Which station cooks a line: the same resolution the printed kitchen ticket uses (printing's
// planKitchenTicket) — a KITCHEN printer station takes the lines of its menu categories. A line no
// station takes goes to the default station, shown as such on the screens, never lost.
import type { PrintSetup } from '../printing/kitchen-ticket.plan.ts';
import type { KitchenLine } from '../printing/ticket-lines.ts';

export const DEFAULT_STATION_ID = 'default';

export interface KitchenRouting {
  /** The vendor's kitchen stations, by id → title. */
  readonly stations: ReadonlyMap<string, string>;
  /** Menu item id → the stations that cook it (empty: the default station). */
  readonly itemStations: ReadonlyMap<string, readonly string[]>;
}

export function kitchenRouting(setup: PrintSetup): KitchenRouting {
  const kitchens = setup.stations.filter((s) => s.fields.target === 'KITCHEN');
  const itemStations = new Map<string, string[]>();
  for (const [itemId, categoryId] of setup.categoryOfItem) {
    const ids = kitchens.filter((s) => s.fields.categoryIds.includes(categoryId)).map((s) => s.id);
    if (ids.length > 0) itemStations.set(itemId, ids);
  }
  return { stations: new Map(kitchens.map((s) => [s.id, s.fields.title])), itemStations };
}

export const stationsOfItem = (routing: KitchenRouting, menuItemId: string): readonly string[] =>
  routing.itemStations.get(menuItemId) ?? [DEFAULT_STATION_ID];

/** The stations an order's lines go to, each once, in the order of the lines. */
export const stationsOfLines = (
  routing: KitchenRouting,
  lines: readonly { readonly menuItemId: string }[],
): string[] => [...new Set(lines.flatMap((l) => stationsOfItem(routing, l.menuItemId)))];

export const linesOfStation = <L extends { readonly menuItemId: string }>(
  routing: KitchenRouting,
  lines: readonly L[],
  stationId: string,
): L[] => lines.filter((l) => stationsOfItem(routing, l.menuItemId).includes(stationId));

/** How a line is to be cooked now: a done line whose cooking changed is to be cooked again. */
export const lineCooking = (line: KitchenLine): string =>
  JSON.stringify([line.count, line.note ?? '', line.toppings]);

/** How a station's whole part is to be cooked, from its lines' ids and cooking (the screens'). */
export const cookingOfPart = (
  lines: readonly { readonly lineId: string; readonly cooking: string }[],
): string => JSON.stringify(lines.map((l) => [l.lineId, l.cooking]));

/** How a station's whole part is to be cooked now: a bump of another part does not count. */
export const partCooking = (lines: readonly KitchenLine[]): string =>
  cookingOfPart(lines.map((l) => ({ lineId: l.lineId, cooking: lineCooking(l) })));
