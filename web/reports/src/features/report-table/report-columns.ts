// Report columns as ag-grid columns: how each kind of cell reads (money in the vendor's unit,
// named once above the grid so the cells stay narrow; Persian digits, Jalali dates, the spec's
// names in Persian) and sorts.
import type { ColDef, ValueFormatterParams } from 'ag-grid-community';
import {
  deliveryTypeLabels,
  formatNumber,
  orderSourceLabels,
  orderStatusLabels,
  paymentMethodLabels,
  rialToUnit,
  toPersianDigits,
  type CurrencyUnit,
} from '@sofre/web-shared';
import { jalaliDateTime, periodLabel } from '../../shared/report-format.ts';
import { valueAt, type ColumnKind, type ReportColumn, type Row } from './report-definition.ts';

const percent = new Intl.NumberFormat('fa-IR', { style: 'percent', maximumFractionDigits: 1 });
// A Rial amount that is not a whole number of Toman keeps its one decimal.
const amount = new Intl.NumberFormat('fa-IR', { maximumFractionDigits: 1 });
const label = (labels: Readonly<Record<string, string>>) => (v: unknown) =>
  labels[String(v)] ?? String(v);

function formatterOf(kind: ColumnKind, unit: CurrencyUnit): (value: unknown) => string {
  switch (kind) {
    case 'money':
      return (v) => amount.format(rialToUnit(Number(v), unit));
    case 'count':
      return (v) => formatNumber(Number(v));
    case 'percent':
      return (v) => percent.format(Number(v));
    case 'minutes':
      return (v) => `${toPersianDigits(Number(v).toFixed(1).replace(/\.0$/, ''))} دقیقه`;
    case 'dateTime':
      return (v) => jalaliDateTime(String(v));
    case 'period':
      return (v) => periodLabel(String(v));
    case 'source':
      return label(orderSourceLabels);
    case 'delivery':
      return label(deliveryTypeLabels);
    case 'payment':
      return label(paymentMethodLabels);
    case 'status':
      return label(orderStatusLabels);
    case 'text':
      return (v) => toPersianDigits(String(v));
  }
}

const NUMERIC: readonly ColumnKind[] = ['money', 'count', 'percent', 'minutes'];

export function columnDefs(
  columns: readonly ReportColumn[],
  unit: CurrencyUnit,
  options: { readonly sortable: (c: ReportColumn) => boolean; readonly totalsLabel: string },
): ColDef<Row>[] {
  return columns.map((c, i) => {
    const format = c.labels ? label(c.labels) : formatterOf(c.kind, unit);
    return {
      colId: c.field,
      headerName: c.header,
      valueGetter: (p) => valueAt(p.data, c.field),
      valueFormatter: (p: ValueFormatterParams<Row>) => {
        const empty = p.value === undefined || p.value === null || p.value === '';
        if (!p.node?.rowPinned) return empty ? '—' : format(p.value);
        // The totals row names itself in its first column; a column it does not total stays blank.
        if (i === 0) return options.totalsLabel;
        return empty ? '' : format(p.value);
      },
      sortable: options.sortable(c),
      minWidth: c.minWidth ?? (NUMERIC.includes(c.kind) ? 88 : 120),
      // A long header takes two lines rather than hiding its end.
      wrapHeaderText: true,
      autoHeaderHeight: true,
      flex: 1,
      ...(NUMERIC.includes(c.kind) ? { type: 'numericColumn' } : {}),
    };
  });
}
