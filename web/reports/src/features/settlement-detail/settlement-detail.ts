// How a settlement week reads in its detail: the week's money line by line, and the platform's
// subscription invoices (fee type CONTRACT) the vendor paid in it — each in the vendor's unit, with
// Jalali dates and Persian digits.
import type { SettlementView } from '@sofre/engine/contracts';
import { formatMoney, formatNumber, type CurrencyUnit } from '@sofre/web-shared';
import { settlementMessages as text } from '../../messages/reports.messages.ts';
import { jalaliDateTime, jalaliDay } from '../../shared/report-format.ts';

const percent = new Intl.NumberFormat('fa-IR', { maximumFractionDigits: 2 });

export interface SettlementLine {
  readonly key: string;
  readonly label: string;
  readonly value: string;
}

/** The week as the drawer's title names it: '۱ آذر ۱۴۰۵' to '۷ آذر ۱۴۰۵'. */
export const weekOf = (view: SettlementView) => ({
  from: jalaliDay(view.fromDate),
  to: jalaliDay(view.toDate),
});

export function settlementLines(view: SettlementView, unit: CurrencyUnit): SettlementLine[] {
  const money = (rial: number) => formatMoney(rial, unit);
  const rate = view.fees.find((f) => f.type === 'CONTRACT')?.percent;
  return [
    { key: 'orderCount', label: text.orderCount, value: formatNumber(view.orderCount) },
    { key: 'onlineSales', label: text.onlineSales, value: money(view.onlineSales) },
    { key: 'refunds', label: text.refunds, value: money(view.refunds) },
    {
      key: 'contractFee',
      label:
        rate === undefined ? text.contractFee('—') : text.contractFee(`${percent.format(rate)}٪`),
      value: money(view.contractFee),
    },
    { key: 'serviceFee', label: text.serviceFee, value: money(view.serviceFee) },
    { key: 'amountDue', label: text.amountDue, value: money(view.amountDue) },
  ];
}

export interface InvoiceLine {
  readonly contractId: string;
  readonly packageTitle: string;
  readonly amount: string;
  readonly paidAt: string;
  readonly status: string;
}

/** The subscription invoices paid in the week, the earliest first. */
export function invoiceLines(view: SettlementView, unit: CurrencyUnit): InvoiceLine[] {
  return [...(view.invoices ?? [])]
    .sort((a, b) => a.paidAt.localeCompare(b.paidAt))
    .map((invoice) => ({
      contractId: invoice.contractId,
      packageTitle: invoice.packageTitle,
      amount: formatMoney(invoice.amount, unit),
      paidAt: jalaliDateTime(invoice.paidAt),
      status: text.paid,
    }));
}
