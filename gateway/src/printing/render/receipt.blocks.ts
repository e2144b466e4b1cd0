// The customer's receipt: the vendor, the order's number, Jalali date and Tehran time, the lines at
// the prices charged (when the vendor prints items on its invoice), the price's rows, what was paid
// and what is still owed, and the tracker's QR code.
import type { PriceBreakdown } from '@sofre/engine/pricing';
import type { ReceiptDocument } from '@sofre/engine/printing';
import {
  deliveryTypeWords,
  paymentMethodWords,
  receiptWords as words,
} from '../printing.messages.ts';
import type { Block } from './layout.ts';
import { jalaliDate, money, persianDigits, persianNumber, tehranTime } from './paper-format.ts';

const ROW = 28;

/** [label, Rial, shown when 0, taken off] */
const priceRows = (price: PriceBreakdown): [string, number, boolean, boolean?][] => [
  [words.rows.items, price.sumOfItemsPrice, true],
  [words.rows.toppings, price.sumOfItemToppingsPrice, false],
  [words.rows.discount, price.finalDiscountAmount, false, true],
  [words.rows.packaging, price.totalPackagingCost, false],
  [words.rows.tax, price.tax, false],
  [words.rows.service, price.serviceChargeFinalPrice, false],
  [words.rows.serviceFee, price.totalServiceFee, false],
  [words.rows.tip, price.tip, false],
  [words.rows.deliveryCost, price.deliveryCost, false],
];

export function receiptBlocks(receipt: ReceiptDocument): Block[] {
  const cost = (rial: number) => money(rial, receipt.currencyUnit);
  const row = (label: string, value: string, bold = false): Block => ({
    kind: 'row',
    label,
    value,
    size: ROW,
    bold,
  });
  const due = Math.max(0, receipt.price.finalPrice - receipt.amountPaid);
  const lines: Block[] = (receipt.lines ?? []).flatMap((line) => [
    row(`${line.title} × ${persianNumber(line.count)}`, line.free ? words.free : cost(line.amount)),
    ...line.toppings.map((t): Block => ({
      kind: 'text',
      text: `+ ${t.title} × ${persianNumber(t.count)}`,
      size: 22,
      indent: 30,
    })),
  ]);
  return [
    { kind: 'text', text: receipt.vendorName, size: 38, bold: true, center: true },
    { kind: 'text', text: words.title, size: 26, center: true },
    { kind: 'gap', height: 8 },
    row(words.number, persianNumber(receipt.number), true),
    row(words.date, jalaliDate(receipt.submittedAt)),
    row(words.time, tehranTime(receipt.submittedAt)),
    ...(receipt.tableNumber ? [row(words.table, persianDigits(receipt.tableNumber))] : []),
    ...(receipt.deliveryType ? [row(words.delivery, deliveryTypeWords[receipt.deliveryType])] : []),
    { kind: 'rule' },
    ...(lines.length > 0 ? [...lines, { kind: 'rule' } as const] : []),
    ...priceRows(receipt.price)
      .filter(([, amount, always]) => always || amount > 0)
      .map(([label, amount, , off]) => row(label, `${off ? '−' : ''}${cost(amount)}`)),
    {
      kind: 'row',
      label: words.final,
      value: cost(receipt.price.finalPrice),
      size: 32,
      bold: true,
    },
    ...(receipt.amountPaid > 0 ? [row(words.paid, cost(receipt.amountPaid))] : []),
    ...(receipt.amountRefunded > 0 ? [row(words.refunded, cost(receipt.amountRefunded))] : []),
    ...(due > 0 && receipt.amountPaid > 0 ? [row(words.due, cost(due), true)] : []),
    row(words.payment, paymentMethodWords[receipt.paymentMethod]),
    ...(receipt.trackerUrl
      ? [
          { kind: 'rule', dashed: true } as const,
          { kind: 'qr', text: receipt.trackerUrl, size: 200 } as const,
          { kind: 'text', text: words.track, size: 22, center: true } as const,
        ]
      : []),
    { kind: 'text', text: words.thanks, size: 24, bold: true, center: true },
    { kind: 'gap', height: 24 },
  ];
}
