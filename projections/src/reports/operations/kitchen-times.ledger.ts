// Kitchen preparation times per station and Tehran day (GET /api/reports/kitchens): from the moment
// the kitchen gets the order (it is CONFIRMED: the ticket appears on the board) to the moment it is
// marked ready, counted on the day it is ready, at every station that cooked part of it (the
// stations its lines print at, kitchen-setup.ts) and once for the whole kitchen. A new round on an
// open salon bill (an edit back to CONFIRMED) is timed again, at the stations of its new lines.
// An order that leaves the kitchen some other way (rejected, handed over unbumped) is not timed.
import type { OrderStatus } from '@sofre/engine';
import { statusAfter, type OrderProjectedEvent } from '../../orders/order-projection.events.ts';
import { tallyLedger } from '../report-document/tally-ledger.ts';
import { periodsOf } from '../report-periods.ts';
import { dayKeyOf, type DayRow } from './day-ledger.ts';
import { stationsOfLines, type KitchenSetupRow } from './kitchen-setup.ts';
import {
  addTimes,
  addTimesInto,
  copyTimes,
  noTimes,
  oneTime,
  type PrepTimes,
} from './prep-times.ts';

export type StationTimes = PrepTimes & { readonly title: string };

export interface KitchenTimesTotals {
  /** Every order once, whatever stations cooked it. */
  readonly kitchen: PrepTimes;
  /** By station id (NO_STATION for lines no kitchen station prints). */
  readonly stations: Readonly<Record<string, StationTimes>>;
}
export type KitchenTimesDay = DayRow<KitchenTimesTotals>;

/** The order's kitchen rounds, as the reports' order document keeps them. */
export interface KitchenMark {
  readonly status: OrderStatus;
  /** The stations cooking the current round, id → title. */
  readonly stations: Readonly<Record<string, string>>;
  /** When the current round reached the kitchen; absent while nothing is cooking. */
  readonly cookingSince?: string;
  /** The rounds timed so far: what the order adds to the report. */
  readonly timed: KitchenTimesTotals;
}

const READY: ReadonlySet<OrderStatus> = new Set([
  'READYTOSERVE',
  'READYTOPICKUP',
  'READYTOSHIPMENT',
]);
/** While a round cooks, the order may wait on a call to the customer. */
const COOKING: ReadonlySet<OrderStatus> = new Set(['CONFIRMED', 'NEEDFORCALL']);
export const noKitchenTimes: KitchenTimesTotals = { kitchen: noTimes, stations: {} };

export function addKitchenTimes(
  a: KitchenTimesTotals,
  b: KitchenTimesTotals,
  sign: 1 | -1 = 1,
): KitchenTimesTotals {
  const stations: Record<string, StationTimes> = { ...a.stations };
  addStationsInto(stations, b, sign);
  return { kitchen: addTimes(a.kitchen, b.kitchen, sign), stations };
}

function addStationsInto(
  stations: Record<string, StationTimes>,
  b: KitchenTimesTotals,
  sign: 1 | -1,
): void {
  for (const [id, times] of Object.entries(b.stations)) {
    const was = stations[id];
    const title = sign === 1 || was === undefined ? times.title : was.title;
    const next = { ...addTimes(was ?? noTimes, times, sign), title };
    if (next.count === 0 && next.seconds === 0) delete stations[id];
    else stations[id] = next;
  }
}

const copyKitchenTimes = (t: KitchenTimesTotals): KitchenTimesTotals => ({
  kitchen: copyTimes(t.kitchen),
  stations: { ...t.stations },
});

/** addKitchenTimes into a copy of copyKitchenTimes, in place. */
function addKitchenTimesInto(draft: KitchenTimesTotals, b: KitchenTimesTotals, sign: 1 | -1) {
  addStationsInto(draft.stations as Record<string, StationTimes>, b, sign);
  addTimesInto(draft.kitchen, b.kitchen, sign);
}

/** The round just ready, timed at its stations. */
function timeRound(mark: KitchenMark, since: string, readyAt: string): KitchenTimesTotals {
  const seconds = Math.max(0, Math.round((Date.parse(readyAt) - Date.parse(since)) / 1000));
  const time = oneTime(seconds);
  const stations = Object.fromEntries(
    Object.entries(mark.stations).map(([id, title]) => [id, { ...time, title }]),
  );
  return addKitchenTimes(mark.timed, { kitchen: time, stations }, 1);
}

/** The stations the event's lines go to: a new round's own lines, else all the order's lines. */
function stationsAfter(
  mark: KitchenMark,
  event: OrderProjectedEvent,
  setup: KitchenSetupRow | undefined,
) {
  if (event.type !== 'OrderEdited') return mark.stations;
  const { lines, addedLines, status } = event.data;
  return stationsOfLines(
    setup,
    status === 'CONFIRMED' && addedLines.length > 0 ? addedLines : lines,
  );
}

/**
 * The order's kitchen rounds after the event (kept in the reports' order document). `setup`: the
 * vendor's kitchen as it stands, read on a submission or an edit.
 */
export function kitchenAfter(
  mark: KitchenMark | undefined,
  event: OrderProjectedEvent,
  setup: KitchenSetupRow | undefined,
): KitchenMark | undefined {
  if (event.type === 'OrderSubmitted') {
    return {
      status: 'SUBMITTED',
      stations: stationsOfLines(setup, event.data.lines),
      timed: noKitchenTimes,
    };
  }
  if (mark === undefined) return mark;
  const status = statusAfter(event, mark.status);
  const stations = stationsAfter(mark, event, setup);
  const since = mark.cookingSince;
  const at = event.metadata.occurredAt;
  if (since !== undefined) {
    // The round is over: the mark without its cookingSince.
    if (READY.has(status))
      return { status, stations, timed: timeRound(mark, since, at) } satisfies Required<
        Omit<KitchenMark, 'cookingSince'>
      >;
    // Out of the kitchen without being marked ready (rejected, handed over): not timed.
    if (!COOKING.has(status)) return { status, stations, timed: mark.timed };
  } else if (status === 'CONFIRMED' && mark.status !== 'CONFIRMED') {
    return { ...mark, status, stations, cookingSince: at };
  }
  return status === mark.status && stations === mark.stations
    ? mark
    : { ...mark, status, stations };
}

export const kitchenTimesLedger = tallyLedger<KitchenTimesTotals, KitchenTimesDay>({
  name: 'kitchen-times',
  empty: noKitchenTimes,
  add: addKitchenTimes,
  copy: copyKitchenTimes,
  addInto: addKitchenTimesInto,
  // Whether or not the order is a sale: the kitchen cooked it.
  tallyOf: (order) => order.kitchen.timed,
  unchanged: (a, b) => a.kitchen.timed === b.kitchen.timed,
  keysOf: ({ event }) => [dayKeyOf(event.metadata.vendorId, event.metadata.occurredAt)],
  totalsOf: (row) => row ?? noKitchenTimes,
  rowOf(totals, _id, { event }) {
    const [, day] = periodsOf(event.metadata.occurredAt);
    const row = { ...totals, kind: 'DAY' as const, day: day.period, startsAt: day.startsAt };
    return { ...row, position: event.position };
  },
  index: (row, { event }) => ({
    vendorId: event.metadata.vendorId,
    kind: 'DAY',
    sortAt: row.startsAt,
  }),
});
