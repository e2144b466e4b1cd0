// The receipt as printed (receipt.css): the vendor, the order's number of the day, Jalali date and
// time in Tehran, the lines and the price in the vendor's unit, the payment and, for cash, the
// change; the tracker QR for the customer. Rendered at the end of <body>, shown only on paper.
import {
  formatDate,
  formatNumber,
  formatTime,
  paymentMethodLabels,
  toPersianDigits,
  useMoney,
} from '@sofre/web-shared';
import { createPortal } from 'react-dom';
import { posMessages } from '../../messages/pos.messages.ts';
import type { Receipt } from './receipt.model.ts';
import { TrackerQr } from './tracker-qr.tsx';
import './receipt.css';

const text = posMessages.receipt;

function Row({ label, value, className }: { label: string; value: string; className?: string }) {
  return (
    <div className={`receipt-row ${className ?? ''}`}>
      <span>{label}</span>
      <span>{value}</span>
    </div>
  );
}

export interface OrderReceiptProps {
  readonly receipt: Receipt;
  readonly vendorName: string;
  readonly link: string;
}

export function OrderReceipt({ receipt, vendorName, link }: OrderReceiptProps) {
  const money = useMoney();
  return createPortal(
    <div className="pos-receipt" dir="rtl" lang="fa" data-testid="order-receipt">
      <h1>{vendorName}</h1>
      <div className="receipt-number">
        {text.number} {formatNumber(receipt.number)}
      </div>
      <Row label={text.date} value={formatDate(receipt.submittedAt)} />
      <Row label={text.time} value={formatTime(receipt.submittedAt)} />
      {receipt.tableNumber && (
        <Row label={text.table} value={toPersianDigits(receipt.tableNumber)} />
      )}
      <hr />
      {receipt.lines.map((line) => (
        <div key={line.id}>
          <Row
            label={`${line.title} × ${formatNumber(line.count)}`}
            value={line.free ? posMessages.draft.free : money(line.amount)}
          />
          {line.toppings && <div className="receipt-detail">{line.toppings}</div>}
          {line.note && (
            <div className="receipt-detail">
              {posMessages.lineNote.short}: {line.note}
            </div>
          )}
        </div>
      ))}
      <hr />
      {receipt.rows.map((row) => (
        <Row key={row.label} label={row.label} value={money(row.amount)} />
      ))}
      <Row
        className="receipt-total"
        label={posMessages.totals.final}
        value={money(receipt.finalPrice)}
      />
      <Row label={text.payment} value={paymentMethodLabels[receipt.paymentMethod]} />
      {receipt.cash && (
        <>
          <Row label={text.tendered} value={money(receipt.cash.tendered)} />
          <Row label={text.change} value={money(receipt.cash.change)} />
        </>
      )}
      <hr />
      <div className="receipt-qr">
        <TrackerQr link={link} size="30mm" />
        <div>{text.track}</div>
        <div>{text.thanks}</div>
      </div>
    </div>,
    document.body,
  );
}
