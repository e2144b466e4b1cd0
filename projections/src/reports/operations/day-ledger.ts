// The operations reports (tables, staff, products, delivery, kitchen) are ledgers of Tehran days,
// as hourly-sales.ledger.ts keeps hours: each order has an unlisted mark of what it adds to
// the report now, and when an event changes that, the difference goes to the day the event
// happens in. So a day that is over never changes again, and any range of days sums right.
// Marks stay after the order ends: a refund may come days later.
//
// A report may also keep reference rows from other events (the vendor's delivery zones, an
// address's map point, the kitchen stations), which its order events read through lookupKeys.
import type { DomainEvent, EventCodec } from '@sofre/engine';
import type { OrderEvent } from '@sofre/engine/orders';
import { orderRowKeyOf } from '../../orders/order-row-key.ts';
import type { OrderProjectedEvent } from '../../orders/order-projection.events.ts';
import { defineProjection, type ProjectedEvent, type Projection } from '../../projection.ts';
import { periodKey, periodsOf } from '../report-periods.ts';
import { oncePerEvent } from '../once-per-event.ts';
import { sameValue } from '../same-value.ts';

/** A vendor's Tehran day: the report's totals T of what changed that day. */
export type DayRow<T> = T & {
  readonly kind: 'DAY';
  /** The Tehran day, YYYY-MM-DD. */
  readonly day: string;
  /** When the day begins, a UTC instant: the row's sortAt. */
  readonly startsAt: string;
  readonly position: string;
};

/** What one order adds to the report now, kept to work out the next change. */
export interface OrderMarkRow<M> {
  readonly kind: 'order';
  readonly mark: M;
  readonly position: string;
}

/** Reference data the report keeps from events other than the order's. */
export interface ReferenceRow {
  readonly kind: string;
  readonly position: string;
}

export type LedgerRow<T, M, R extends ReferenceRow> = DayRow<T> | OrderMarkRow<M> | R;

export type Lookup<R> = (key: string) => R | undefined;

export interface DayLedgerSpec<T extends object, M, R extends ReferenceRow = never> {
  readonly name: string;
  readonly version: number;
  /** Decodes the order events and the reference events below. */
  readonly codec: EventCodec;
  readonly orderEvents: readonly OrderEvent['type'][];
  /** The totals of nothing. */
  readonly empty: T;
  /** a + sign × b. */
  readonly add: (a: T, b: T, sign: 1 | -1) => T;
  /** What the order adds to the report, as its mark stands. */
  readonly tallyOf: (mark: M) => T;
  /** The order's mark after the event (the same object when the event changes nothing). */
  readonly markAfter: (
    mark: M | undefined,
    event: OrderProjectedEvent,
    lookup: Lookup<R>,
  ) => M | undefined;
  /** Reference rows an order event reads. */
  readonly lookupKeys?: (event: OrderProjectedEvent) => readonly string[];
  readonly reference?: {
    readonly eventTypes: readonly string[];
    readonly keysOf: (event: ProjectedEvent) => readonly string[];
    readonly evolve: (row: R | undefined, event: ProjectedEvent) => R | undefined;
  };
}

export const markKeyOf = (event: OrderProjectedEvent): string => `order:${orderRowKeyOf(event)}`;

/** The key of the vendor's row for the Tehran day an instant falls in. */
export const dayKeyOf = (vendorId: string, instant: string): string =>
  periodKey(vendorId, periodsOf(instant)[1]);

export const isDayRow = <T>(row: unknown): row is DayRow<T> =>
  typeof row === 'object' && row !== null && (row as { kind?: string }).kind === 'DAY';

export function defineDayLedger<T extends object, M, R extends ReferenceRow = never>(
  spec: DayLedgerSpec<T, M, R>,
): Projection<LedgerRow<T, M, R>, DomainEvent> {
  type Row = LedgerRow<T, M, R>;
  const orderTypes = new Set<string>(spec.orderEvents);
  const isOrderEvent = (event: ProjectedEvent): event is OrderProjectedEvent =>
    orderTypes.has(event.type);
  const tally = (mark: M | undefined) => (mark === undefined ? spec.empty : spec.tallyOf(mark));
  /** The order's mark after the event, and what the event adds to and takes from its day. */
  const changeOf = oncePerEvent(
    (event: OrderProjectedEvent, was: M | undefined, lookup: Lookup<R>) => {
      const after = spec.markAfter(was, event, lookup);
      if (after === was) return { after, moved: undefined };
      const [added, taken] = [tally(after), tally(was)];
      return { after, moved: sameValue(added, taken) ? undefined : { added, taken } };
    },
  );

  return defineProjection<Row, DomainEvent>({
    name: spec.name,
    version: spec.version,
    codec: spec.codec,
    eventTypes: [...spec.orderEvents, ...(spec.reference?.eventTypes ?? [])],
    // Lookups and the day first: they read the order's mark as it was before the event.
    keysOf: (event) =>
      isOrderEvent(event)
        ? [
            ...(spec.lookupKeys?.(event) ?? []),
            dayKeyOf(event.metadata.vendorId, event.metadata.occurredAt),
            markKeyOf(event),
          ]
        : (spec.reference?.keysOf(event) ?? []),
    evolve(row, event, { id, read }) {
      if (!isOrderEvent(event)) return spec.reference?.evolve(row as R | undefined, event) ?? row;
      const markKey = markKeyOf(event);
      const dayKey = dayKeyOf(event.metadata.vendorId, event.metadata.occurredAt);
      // A lookup row is read, never changed, by an order event.
      if (id !== markKey && id !== dayKey) return row;
      const was = (read(markKey) as OrderMarkRow<M> | undefined)?.mark;
      const { after, moved } = changeOf(event, was, (key) => read(key) as R | undefined);
      if (after === was) return row;
      if (id === markKey) return after && { kind: 'order', mark: after, position: event.position };
      if (moved === undefined) return row;
      const [, day] = periodsOf(event.metadata.occurredAt);
      const base = isDayRow<T>(row) ? row : spec.empty;
      const totals = spec.add(spec.add(base, moved.added, 1), moved.taken, -1);
      return {
        ...totals,
        kind: 'DAY',
        day: day.period,
        startsAt: day.startsAt,
        position: event.position,
      } as DayRow<T>;
    },
    index: (row, event) =>
      isDayRow(row)
        ? { vendorId: event.metadata.vendorId, kind: 'DAY', sortAt: row.startsAt }
        : { vendorId: event.metadata.vendorId, listed: false },
  });
}
