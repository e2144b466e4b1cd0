// What a station screen shows of the orders in the kitchen, asked of the same rules the engine
// decides by (kitchen-stations.ts): which station cooks a line (the default station for lines no
// station takes), whether a part is done (bumped as it is to be cooked now), the open count of
// each item across the screen's tickets (all-day), the parts to bring back, and how late a part
// is — by its station's thresholds and by its own expected ready time.
import {
  DEFAULT_LATE_AFTER_MINUTES,
  DEFAULT_WARN_AFTER_MINUTES,
  type KitchenOrder,
  type KitchenOrderLine,
  type KitchenSetup,
  type KitchenStationView,
} from '@sofre/engine/contracts';
import { DEFAULT_STATION_ID, cookingOfPart } from '@sofre/engine/kitchen';

/** The stations a screen shows; expo shows every one, and which part is still cooking. */
export type StationChoice =
  { readonly kind: 'expo' } | { readonly kind: 'stations'; readonly ids: readonly string[] };

export const stationsOfLine = (setup: KitchenSetup, line: KitchenOrderLine): readonly string[] =>
  setup.itemStations[line.menuItemId] ?? [DEFAULT_STATION_ID];

export const linesOfStation = (setup: KitchenSetup, order: KitchenOrder, stationId: string) =>
  order.lines.filter((l) => stationsOfLine(setup, l).includes(stationId));

/** The station finished its part as the order has it now (cancelled lines are not cooked). */
export function isPartDone(setup: KitchenSetup, order: KitchenOrder, stationId: string): boolean {
  const cooked = linesOfStation(setup, order, stationId).filter((l) => l.mark !== 'CANCELLED');
  const bumped = order.parts[stationId]?.bumped;
  return bumped !== undefined && bumped === cookingOfPart(cooked);
}

export const isLineDone = (order: KitchenOrder, stationId: string, line: KitchenOrderLine) =>
  order.parts[stationId]?.done[line.lineId] === line.cooking;

/** The stations an order has lines for, in the setup's order. */
export const stationsOfOrder = (setup: KitchenSetup, order: KitchenOrder): KitchenStationView[] =>
  setup.stations.filter((s) => linesOfStation(setup, order, s.id).length > 0);

export interface StationTicket {
  readonly order: KitchenOrder;
  readonly station: KitchenStationView;
  readonly lines: readonly KitchenOrderLine[];
}

const shown = (choice: StationChoice, setup: KitchenSetup) =>
  choice.kind === 'expo' ? setup.stations : setup.stations.filter((s) => choice.ids.includes(s.id));

/** The screen's tickets: each open order's part of each shown station, not done yet, oldest first. */
export function stationTickets(
  orders: readonly KitchenOrder[],
  setup: KitchenSetup,
  choice: StationChoice,
): StationTicket[] {
  const stations = shown(choice, setup);
  return orders.flatMap((order) =>
    stations
      .map((station) => ({ order, station, lines: linesOfStation(setup, order, station.id) }))
      // A part whose every line was taken off is not cooked: it leaves the station's screen.
      .filter((t) => t.lines.some((l) => l.mark !== 'CANCELLED'))
      .filter((t) => !isPartDone(setup, order, t.station.id)),
  );
}

export interface AllDayCount {
  readonly menuItemId: string;
  readonly title: string;
  readonly count: number;
}

/** How many of each item are still to cook across the screen's tickets, most first. */
export function allDayCounts(tickets: readonly StationTicket[]): AllDayCount[] {
  const counts = new Map<string, AllDayCount>();
  for (const { order, station, lines } of tickets) {
    for (const line of lines) {
      if (line.mark === 'CANCELLED' || isLineDone(order, station.id, line)) continue;
      const was = counts.get(line.menuItemId);
      counts.set(line.menuItemId, {
        menuItemId: line.menuItemId,
        title: line.title,
        count: (was?.count ?? 0) + line.count,
      });
    }
  }
  return [...counts.values()].sort((a, b) => b.count - a.count || a.title.localeCompare(b.title));
}

export interface BumpedPart {
  readonly order: KitchenOrder;
  readonly station: KitchenStationView;
  readonly bumpedAt: string;
}

/** The parts of the shown stations bumped lately, the last bump first: what recall brings back. */
export function recallList(
  orders: readonly KitchenOrder[],
  setup: KitchenSetup,
  choice: StationChoice,
  most = 8,
): BumpedPart[] {
  const stations = shown(choice, setup);
  const byKey = new Map<string, BumpedPart>();
  for (const order of orders) {
    for (const station of stations) {
      const bumpedAt = order.parts[station.id]?.bumpedAt;
      if (bumpedAt) byKey.set(`${order.orderId}|${station.id}`, { order, station, bumpedAt });
    }
  }
  return [...byKey.values()].sort((a, b) => b.bumpedAt.localeCompare(a.bumpedAt)).slice(0, most);
}

/** When the part should be ready by the learned preparation times of its lines; undefined without. */
export function expectedReadyAt(order: KitchenOrder, lines: readonly KitchenOrderLine[]) {
  const ends = lines
    .filter((l) => l.mark !== 'CANCELLED' && l.prepMs !== undefined)
    .map((l) => Date.parse(l.mark ? (order.changedAt ?? order.sentAt) : order.sentAt) + l.prepMs!);
  return ends.length === 0 ? undefined : new Date(Math.max(...ends));
}

export type AgeLevel = 'fresh' | 'warning' | 'late';

/** Late past the station's red threshold or past the part's own expectation; yellow before. */
export function partAgeLevel(
  ageMs: number,
  thresholds: Pick<KitchenStationView, 'warnAfterMinutes' | 'lateAfterMinutes'> | undefined,
  expected: Date | undefined,
  now: Date,
): AgeLevel {
  const warn = (thresholds?.warnAfterMinutes ?? DEFAULT_WARN_AFTER_MINUTES) * 60_000;
  const late = (thresholds?.lateAfterMinutes ?? DEFAULT_LATE_AFTER_MINUTES) * 60_000;
  if (ageMs >= late || (expected !== undefined && now.getTime() > expected.getTime()))
    return 'late';
  if (ageMs >= warn) return 'warning';
  return 'fresh';
}
