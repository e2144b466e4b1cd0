// The totals row of a report grid (issue 30 §6): each total sits under its own column, the first
// column names the row, and a column the report does not total stays blank (no «—» there).
import type { OrderItemSalesReport, PaidOrdersReport } from '@sofre/engine/contracts';
import type { ColDef, ValueFormatterParams } from 'ag-grid-community';
import { describe, expect, it } from 'vitest';
import { itemSales } from '../../reports/operations.reports.ts';
import { headers as h } from '../../messages/reports.messages.ts';
import { paidOrders } from '../../reports/order-money.reports.ts';
import { columnDefs } from './report-columns.ts';
import { valueAt, type ReportDefinition, type Row } from './report-definition.ts';

const LABEL = 'جمع';

/** The totals row as the grid shows it: each column's header and the text of its cell. */
function totalsRow(report: ReportDefinition, answer: unknown): Record<string, string> {
  const totals = report.totals!(answer)!;
  const defs = columnDefs(report.columns, 'TOMAN', { sortable: () => false, totalsLabel: LABEL });
  return Object.fromEntries(
    defs.map((def: ColDef<Row>) => {
      const value = valueAt(totals, def.colId!);
      const params = { value, node: { rowPinned: 'bottom' } } as ValueFormatterParams<Row>;
      const format = def.valueFormatter as (p: ValueFormatterParams<Row>) => string;
      return [def.headerName!, format(params)];
    }),
  );
}

describe('the totals row', () => {
  it('item sales: the label under the item, the count and amount under their own headers', () => {
    const answer: OrderItemSalesReport = {
      fromDate: '2025-03-21',
      toDate: '2025-03-21',
      totalCount: 7,
      totalAmount: 2_450_000,
      data: [],
    };
    expect(Object.values(totalsRow(itemSales, answer))).toEqual([LABEL, '۷', '۲۴۵٬۰۰۰', '']);
  });

  it('paid orders: the orders’ amount under the order amount, no «—» anywhere', () => {
    const answer = {
      data: [],
      pageNumber: 1,
      pageSize: 20,
      totalCount: 2,
      fromDate: '2025-03-21',
      toDate: '2025-03-21',
      summary: {
        orderCount: 2,
        totalFinalPrice: 1_500_000,
        totalPaid: 1_400_000,
        totalRefunded: 100_000,
      },
    } satisfies PaidOrdersReport;
    const row = totalsRow(paidOrders, answer);
    expect(row[h.finalPrice]).toBe('۱۵۰٬۰۰۰');
    expect(row[h.amountPaid]).toBe('۱۴۰٬۰۰۰');
    expect(row[h.amountRefunded]).toBe('۱۰٬۰۰۰');
    expect(Object.values(row)[0]).toBe(LABEL);
    expect(Object.values(row)).not.toContain('—');
  });

  it('every total of a report is one of its columns', () => {
    const answer = { summary: { totalFinalPrice: 1, totalPaid: 1, totalRefunded: 0 } };
    const fields = paidOrders.columns.map((c) => c.field);
    for (const key of Object.keys(paidOrders.totals!(answer)!)) expect(fields).toContain(key);
    const items = itemSales.totals!({ totalCount: 1, totalAmount: 1 })!;
    for (const key of Object.keys(items))
      expect(itemSales.columns.map((c) => c.field)).toContain(key);
  });
});
