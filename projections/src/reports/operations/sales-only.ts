// A day ledger of sales counts an order only once it is a sale (counts-as-sale.ts): its mark
// keeps whether it is one beside the report's own mark, and adds nothing until then. The day it
// becomes one is the day its tally goes in, as for any other change of the mark (day-ledger.ts).
import type { OrderEvent } from '@sofre/engine/orders';
import { isSaleAfter, withSaleEvents } from '../counts-as-sale.ts';
import type { DayLedgerSpec, ReferenceRow } from './day-ledger.ts';

export interface SaleMark<M> {
  readonly sale: boolean;
  /** The report's own mark of the order. */
  readonly order: M;
}

export function salesOnly<T extends object, M, R extends ReferenceRow = never>(
  spec: DayLedgerSpec<T, M, R>,
): DayLedgerSpec<T, SaleMark<M>, R> {
  const ownEvents = new Set<OrderEvent['type']>(spec.orderEvents);
  return {
    ...spec,
    orderEvents: withSaleEvents(spec.orderEvents),
    tallyOf: (mark) => (mark.sale ? spec.tallyOf(mark.order) : spec.empty),
    markAfter(mark, event, lookup) {
      // The report's mark sees only the events it asked for, as before.
      const order = ownEvents.has(event.type)
        ? spec.markAfter(mark?.order, event, lookup)
        : mark?.order;
      if (order === undefined) return undefined;
      const sale = isSaleAfter(mark?.sale ?? false, event);
      // The same object when nothing changed: the ledger then leaves its rows alone.
      return mark !== undefined && order === mark.order && sale === mark.sale
        ? mark
        : { sale, order };
    },
  };
}
