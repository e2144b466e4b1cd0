import { OrderRefundSettled, orderStreamName } from '@sofre/engine/orders';
import { OrderTransactions } from '@sofre/engine/contracts';
import { describe, expect, it } from 'vitest';
import { EventLog, VENDOR } from '../../testing/event-log.fixtures.ts';
import { foldOrderDocument, type OrderDocumentEvent } from './order-document.ts';
import { orderTransactionsOf } from './order-transactions.view.ts';

const AT = '2025-03-21T08:30:00.000Z';
const min = (n: number) => new Date(Date.parse(AT) + n * 60_000).toISOString();

describe('an order’s money movements (a view of the order document)', () => {
  it('lists payments and refunds as they happened, with who recorded them and how refunds settled', () => {
    const log = new EventLog();
    const order = log.order('o-1');
    order.submit({ confirm: true }, AT);
    order.pay(min(1), 500_000, 'CASH');
    order.refund(min(2), 100_000);
    order.pay(min(3), 200_000, 'CARD');
    log.append(
      OrderRefundSettled({ orderId: 'o-1', refundId: `refund-${min(2)}`, outcome: 'FAILED' }),
      { vendorId: VENDOR, at: min(4), stream: orderStreamName(VENDOR, 'o-1') },
    );
    const doc = foldOrderDocument(log.events as OrderDocumentEvent[], 1)!;
    const view = orderTransactionsOf(doc);
    expect(() => OrderTransactions.strict().parse(view)).not.toThrow();
    expect(view).toMatchObject({
      orderId: 'o-1',
      finalPrice: doc.price.finalPrice,
      amountPaid: 700_000,
      amountRefunded: 100_000,
    });
    expect(view.transactions.map((t) => [t.kind, t.amount, t.at, t.by])).toEqual([
      ['PAYMENT', 500_000, min(1), 'cashier-1'],
      ['REFUND', 100_000, min(2), 'cashier-1'],
      ['PAYMENT', 200_000, min(3), 'cashier-1'],
    ]);
    expect(view.transactions[1]).toMatchObject({
      refundId: `refund-${min(2)}`,
      settled: false,
      refundFailed: true,
    });
  });
});
