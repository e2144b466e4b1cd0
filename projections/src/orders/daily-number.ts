// The vendor's order number of the day (what the kitchen calls out), counted per Asia/Tehran day,
// once per lane, by the lane's order document: the orders in the screens' lane (the kitchen
// stations, the print queue and the trips read it there: order-number.reads.ts), the report
// orders in the reports'. The two agree: they count the same OrderSubmitted events in log order.
import type { ProjectedEvent } from '../projection.ts';
import { tehranDay } from '../tehran-day.ts';

/** A helper row: how many orders the vendor took on a Tehran day. Never listed. */
export interface DayCounter {
  readonly kind: 'day-counter';
  readonly vendorId: string;
  readonly day: string;
  readonly last: number;
  readonly position: string;
}

export const dayCounterKey = (event: ProjectedEvent): string =>
  `day:${event.metadata.vendorId}:${tehranDay(event.metadata.occurredAt)}`;

export const isDayCounter = (row: unknown): row is DayCounter =>
  typeof row === 'object' && row !== null && 'kind' in row && row.kind === 'day-counter';

/** One more order on the event's day (the caller applies each submission once, by position). */
export const countOrder = (counter: DayCounter | undefined, event: ProjectedEvent): DayCounter => ({
  kind: 'day-counter',
  vendorId: event.metadata.vendorId,
  day: tehranDay(event.metadata.occurredAt),
  last: (counter?.last ?? 0) + 1,
  position: event.position,
});

/** The number the submission just took; the counter's key was evolved before the order's. */
export function numberFor(event: ProjectedEvent, read: (id: string) => unknown): number {
  const counter = read(dayCounterKey(event)) as DayCounter | undefined;
  if (!isDayCounter(counter)) throw new Error('the day counter must be evolved before the order');
  return counter.last;
}
