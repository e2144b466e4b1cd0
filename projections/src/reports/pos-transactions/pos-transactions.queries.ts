// What the POS transactions report asks: the period's card-reader transactions (newest first, a
// page), each with its order (number, channel, table) and its reader's name; and each reader's
// takings over the period from the day rows. Search and OrderType read the period's transactions
// in chunks; without them a page reads a page. Every query filters on the vendor.
import { posTerminalKind, type PosTerminalFields } from '@sofre/engine/banking';
import type { OrderSource } from '@sofre/engine';
import type { OrderListRow, PosTerminalTotals, PosTransactionView } from '@sofre/engine/contracts';
import { PROJECTION } from '../../all.projections.ts';
import type { ReadModelStore } from '../../read-models/read-model.store.ts';
import { createRecordQueries } from '../../records/records.queries.ts';
import type { RecordView } from '../../records/record.view.ts';
import { daysWindow } from '../report-periods.ts';
import type { ReportDays } from '../reports.queries.ts';
import { ordersOf } from '../settlements/order-join.ts';
import {
  matchesSearch,
  pageOfMatches,
  pageOfRows,
  scanRows,
  type Page,
  type PageRequest,
} from '../settlements/row-scan.ts';
import {
  addTerminalTotals,
  type PosDayRow,
  type PosTransactionRow,
  type TerminalTotals,
} from './pos-transaction.rows.ts';

export interface PosTransactionFilter {
  readonly days: ReportDays;
  readonly search?: string;
  /** The order's sell channel. */
  readonly orderType?: OrderSource;
}

export interface PosTransactionQueries {
  posTransactions(
    vendorId: string,
    request: PosTransactionFilter & { readonly page: PageRequest },
  ): Promise<Page<PosTransactionView> & { readonly terminals: PosTerminalTotals[] }>;
  /** The same transactions, oldest first, a chunk at a time (the Excel file). */
  posTransactionChunks(
    vendorId: string,
    filter: PosTransactionFilter,
  ): AsyncIterable<PosTransactionView[]>;
}

const STATUSES = ['INIT', 'PENDING', 'DONE', 'FAILED'];
const MAX_DAYS = 10_000;
type Terminals = ReadonlyMap<string, RecordView<PosTerminalFields>>;

function viewOf(
  t: PosTransactionRow,
  order: OrderListRow | undefined,
  terminals: Terminals,
): PosTransactionView {
  const { kind: _kind, position: _position, ...fields } = t;
  const terminal = t.terminalId === undefined ? undefined : terminals.get(t.terminalId);
  return {
    ...fields,
    ...(order && {
      orderNumber: order.number,
      source: order.source,
      ...(order.deliveryType ? { deliveryType: order.deliveryType } : {}),
      ...(order.tableNumber ? { tableNumber: order.tableNumber } : {}),
    }),
    ...(terminal && {
      terminalTitle: terminal.fields.title,
      terminalNumber: terminal.fields.terminalId,
      bankProvider: terminal.fields.bankProvider,
    }),
  };
}

export function createPosTransactionQueries(readModels: ReadModelStore): PosTransactionQueries {
  const projection = PROJECTION.posTransactions;
  const records = createRecordQueries(readModels);
  const terminalsOf = async (vendorId: string): Promise<Terminals> => {
    const all = await records.records(vendorId, posTerminalKind.kind);
    return new Map(all.map((r) => [r.id, r as RecordView<PosTerminalFields>]));
  };
  const window = (vendorId: string, days: ReportDays) => ({
    projection,
    vendorId,
    status: STATUSES,
    ...daysWindow(days.fromDay, days.toDay),
  });
  const views = async (
    vendorId: string,
    rows: readonly PosTransactionRow[],
    terminals: Terminals,
  ) => {
    const orders = await ordersOf(
      readModels,
      vendorId,
      rows.map((r) => r.orderId),
    );
    return rows.map((r) => viewOf(r, orders.get(r.orderId), terminals));
  };
  async function* chunks(vendorId: string, { days, search, orderType }: PosTransactionFilter) {
    const terminals = await terminalsOf(vendorId);
    for await (const rows of scanRows(readModels, window(vendorId, days))) {
      const found = (
        await views(
          vendorId,
          rows.map((r) => r.doc as PosTransactionRow),
          terminals,
        )
      ).filter(
        (v) =>
          (orderType === undefined || v.source === orderType) &&
          matchesSearch(search, [
            v.referenceId,
            v.transactionId,
            v.orderId,
            v.orderNumber,
            v.cardPan,
            v.terminalId,
            v.terminalTitle,
            v.terminalNumber,
            v.tableNumber,
          ]),
      );
      if (found.length > 0) yield found;
    }
  }
  async function terminalTotals(vendorId: string, days: ReportDays, terminals: Terminals) {
    const { rows } = await readModels.findRows({
      projection,
      vendorId,
      kind: ['DAY'],
      ...daysWindow(days.fromDay, days.toDay),
      order: 'sortAt asc',
      limit: MAX_DAYS,
    });
    const sum = rows.reduce<Record<string, TerminalTotals>>(
      (acc, r) => addTerminalTotals(acc, (r.doc as PosDayRow).terminals),
      {},
    );
    return Object.entries(sum)
      .map(([terminalId, t]): PosTerminalTotals => {
        const title = terminals.get(terminalId)?.fields.title;
        return { terminalId, ...(title ? { terminalTitle: title } : {}), ...t };
      })
      .sort((a, b) => b.approvedAmount - a.approvedAmount);
  }
  return {
    async posTransactions(vendorId, request) {
      const terminals = await terminalsOf(vendorId);
      const totals = terminalTotals(vendorId, request.days, terminals);
      const filtered = request.search !== undefined || request.orderType !== undefined;
      if (filtered)
        return {
          ...(await pageOfMatches(chunks(vendorId, request), request.page)),
          terminals: await totals,
        };
      const found = await pageOfRows(readModels, window(vendorId, request.days), request.page);
      const rows = await views(
        vendorId,
        found.rows.map((r) => r.doc as PosTransactionRow),
        terminals,
      );
      return { rows, total: found.total, terminals: await totals };
    },
    posTransactionChunks: chunks,
  };
}
