// Which kitchen station cooks a line, as the kitchen tickets are routed (engine
// kitchen-ticket.plan.ts): the line's menu item is in a category, and a KITCHEN printer station
// names the categories it prints. The kitchen report keeps the vendor's setup in one reference row
// from the catalog and station events, and reads it when an order is taken or edited, so an order
// counts at the stations it was sent to then.
import { MenuItemCreated, MenuItemMoved, MenuItemRemoved } from '@sofre/engine/catalog';
import { printerStationKind, type PrinterStationFields } from '@sofre/engine/printing';
import type { OrderLine } from '@sofre/engine/pricing';
import type { ProjectedEvent } from '../../projection.ts';

export interface KitchenStation {
  readonly title: string;
  readonly categoryIds: readonly string[];
}

export interface KitchenSetupRow {
  readonly kind: 'setup';
  /** Menu item id → its category id. */
  readonly categoryOfItem: Readonly<Record<string, string>>;
  /** The KITCHEN stations by id. */
  readonly stations: Readonly<Record<string, KitchenStation>>;
  readonly position: string;
}

/** Where lines of a category no kitchen station prints are counted. */
export const NO_STATION = '-';

export const kitchenSetupKey = (vendorId: string): string => `setup:${vendorId}`;

const stationEvents = printerStationKind.events.definitions;
export const kitchenSetupEventDefinitions = [
  MenuItemCreated,
  MenuItemMoved,
  MenuItemRemoved,
  ...stationEvents,
];
export const kitchenSetupEventTypes: readonly string[] = kitchenSetupEventDefinitions.map(
  (d) => d.type,
);
const stationTypes = new Set<string>(stationEvents.map((d) => d.type));

type SetupEvent = ProjectedEvent & {
  readonly data: {
    readonly itemId?: string;
    readonly categoryId?: string;
    readonly id?: string;
    readonly fields?: PrinterStationFields;
  };
};

const without = <V>(record: Readonly<Record<string, V>>, key: string) =>
  Object.fromEntries(Object.entries(record).filter(([k]) => k !== key));

export function evolveKitchenSetup(
  row: KitchenSetupRow | undefined,
  event: ProjectedEvent,
): KitchenSetupRow {
  const setup = row ?? { kind: 'setup', categoryOfItem: {}, stations: {}, position: '' };
  const { data } = event as SetupEvent;
  const position = event.position;
  if (stationTypes.has(event.type)) {
    const id = data.id!;
    const fields = data.fields;
    const stations =
      fields && fields.target === 'KITCHEN'
        ? { ...setup.stations, [id]: { title: fields.title, categoryIds: fields.categoryIds } }
        : without(setup.stations, id);
    return { ...setup, stations, position };
  }
  const itemId = data.itemId!;
  const categoryOfItem =
    event.type === MenuItemRemoved.type
      ? without(setup.categoryOfItem, itemId)
      : { ...setup.categoryOfItem, [itemId]: data.categoryId! };
  return { ...setup, categoryOfItem, position };
}

/** The kitchen stations the lines go to, id → title (NO_STATION for lines no station prints). */
export function stationsOfLines(
  setup: KitchenSetupRow | undefined,
  lines: readonly Pick<OrderLine, 'menuItemId'>[],
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of lines) {
    const category = setup?.categoryOfItem[line.menuItemId];
    const found = Object.entries(setup?.stations ?? {}).filter(
      ([, s]) => category !== undefined && s.categoryIds.includes(category),
    );
    if (found.length === 0) out[NO_STATION] = '';
    for (const [id, station] of found) out[id] = station.title;
  }
  return out;
}
