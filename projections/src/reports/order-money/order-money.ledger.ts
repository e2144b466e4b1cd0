// The order-money reports (issue 13) as a ledger of the reports' order document: a row per vendor
// and Tehran day (order-money.day.ts) and the paid and credit order lists (order-money.lists.ts;
// the unpaid list is a query of the documents), each worked out from the order as the reports read
// it (order-money.of-document.ts) before and after the event. The order's number is the
// document's, from its day's counter.
import type { OrderEvent } from '@sofre/engine/orders';
import { orderRowKey } from '../../orders/order-row-key.ts';
import type { RowIndex } from '../../projection.ts';
import { anyLedger, type DocumentChange } from '../../runner/lane-document.ts';
import type { ReportOrder } from '../report-document/report-order.document.ts';
import { periodKey, periodsOf } from '../report-periods.ts';
import { sameValue } from '../same-value.ts';
import {
  dayChange,
  emptyDay,
  evolveDay,
  type DayTotals,
  type OrderMoneyDayRow,
} from './order-money.day.ts';
import {
  listedAt,
  listRowOf,
  type OrderListKind,
  type OrderMoneyListRow,
} from './order-money.lists.ts';

/** The lists kept as rows of the ledger. */
type LedgerList = Exclude<OrderListKind, 'unpaid'>;
import { moneyMarkOf } from './order-money.of-document.ts';

export type OrderMoneyRow = OrderMoneyDayRow | OrderMoneyListRow;

/** The index kind of each listed kind of row: which list (or the ledger) it belongs to. */
export const ORDER_MONEY_KIND = {
  day: 'DAY',
  paid: 'PAID',
  credit: 'CREDIT',
} as const;

/** The rows each event can change. */
const ROWS_OF: Partial<Record<OrderEvent['type'], readonly ('day' | LedgerList)[]>> = {
  OrderPaid: ['day', 'paid', 'credit'],
  OrderRefunded: ['day', 'paid', 'credit'],
  OrderRejected: ['day'],
  // A new price can settle an order.
  OrderEdited: ['day', 'paid', 'credit'],
  OrderDeliveryMethodChanged: ['day', 'paid', 'credit'],
  OrderTableChanged: ['paid', 'credit'],
};

type Change = DocumentChange<ReportOrder, OrderEvent>;

interface MoneyMove {
  readonly day: DayTotals;
  /** Each list's row of the order after the event (undefined: not in it). */
  readonly lists: Partial<Record<LedgerList, ReturnType<typeof listRowOf>>>;
  readonly keys: readonly string[];
}

const dayOf = ({ event }: Change) => periodsOf(event.metadata.occurredAt)[1];

function moveOf(change: Change): MoneyMove | undefined {
  const { before, after, event } = change;
  const rows = ROWS_OF[event.type];
  if (rows === undefined) return undefined;
  const was = before && moneyMarkOf(before);
  const now = after && moneyMarkOf(after);
  const vendorId = event.metadata.vendorId;
  const order = orderRowKey(vendorId, (after ?? before)!.orderId);
  const lists: MoneyMove['lists'] = {};
  for (const r of rows) if (r !== 'day') lists[r] = listRowOf(r, now);
  const day = rows.includes('day') ? dayChange(was, now, event) : emptyDay;
  const keys = rows
    .filter((r) => r !== 'day' || !sameValue(day, emptyDay))
    .map((r) => (r === 'day' ? periodKey(vendorId, dayOf(change)) : `${r}:${order}`));
  return { day, lists, keys };
}

function listAfter(
  row: OrderMoneyRow | undefined,
  view: MoneyMove['lists'][LedgerList],
  position: string,
): OrderMoneyRow | undefined {
  if (view === undefined) return undefined;
  if (row !== undefined && sameValue({ ...row, position }, { ...view, position })) return row;
  return { ...view, position } as OrderMoneyListRow;
}

export const ORDER_MONEY = 'order-money';

export const orderMoneyLedger = anyLedger<ReportOrder, OrderEvent, MoneyMove, OrderMoneyRow>({
  name: ORDER_MONEY,
  tallyOf: moveOf,
  keysOf: (_change, move) => move.keys,
  add(row, move, id, change) {
    const kind = id.slice(0, id.indexOf(':'));
    if (kind in move.lists)
      return listAfter(row, move.lists[kind as LedgerList], change.event.position);
    const day = row?.kind === 'day' ? row : undefined;
    return evolveDay(day, move.day, dayOf(change), change.event.position);
  },
  index(row, { event }): RowIndex {
    const vendorId = event.metadata.vendorId;
    if (row.kind === 'day') return { vendorId, kind: ORDER_MONEY_KIND.day, sortAt: row.startsAt };
    return {
      vendorId,
      kind: ORDER_MONEY_KIND[row.kind as LedgerList],
      source: row.source,
      sortAt: listedAt(row),
    };
  },
});
