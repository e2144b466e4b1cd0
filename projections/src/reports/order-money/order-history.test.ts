import { tehranWallToUtc } from '@sofre/engine';
import { OrderRefunded, OrderRefundSettled, orderStreamName } from '@sofre/engine/orders';
import { describe, expect, it } from 'vitest';
import { EventLog, VENDOR, orderKey } from '../../testing/event-log.fixtures.ts';
import { reportOrdersOf } from '../report-document/project-ledger.fixtures.ts';
import { orderHistoryReport, refundOrderReport } from './order-money.views.ts';

const tehran = (day: number, hour: number, minute: number) =>
  tehranWallToUtc(2025, 3, day, hour, minute);
const noNames = () => undefined;

function history() {
  const log = new EventLog();
  const order = log.order('o-1');
  order.submit({ confirm: true, tableNumber: '3' }, tehran(21, 12, 0));
  order.changeTable('5', tehran(21, 12, 10));
  order.pay(tehran(21, 13, 0), undefined, 'CARD');
  order.moveTo('READYTOSERVE', tehran(21, 13, 5));
  const stream = orderStreamName(VENDOR, 'o-1');
  const refund = (refundId: string, amount: number, settled: boolean, at: string) =>
    log.append(
      OrderRefunded({
        orderId: 'o-1',
        refundId,
        amount,
        paymentMethod: settled ? 'CARD' : 'ONLINE',
        lines: [{ tempId: 'doogh', title: 'دوغ', count: 1, amount }],
        reason: 'سرد بود',
        settled,
      }),
      { vendorId: VENDOR, at, stream },
    );
  refund('r-1', 150_000, true, tehran(22, 9, 0));
  refund('r-2', 100_000, false, tehran(22, 9, 30));
  log.append(OrderRefundSettled({ orderId: 'o-1', refundId: 'r-2', outcome: 'FAILED' }), {
    vendorId: VENDOR,
    at: tehran(22, 10, 30),
    stream,
  });
  return reportOrdersOf(log.events).get(orderKey('o-1'))!.history;
}

describe('order history: every change of one order, with who and when', () => {
  it('lists status changes, table moves, payments and refunds in order', () => {
    const row = history();
    expect(row).toMatchObject({ number: 1, status: 'READYTOSERVE', amountRefunded: 250_000 });
    const report = orderHistoryReport(row, (a) =>
      a.userId === 'cashier-1' ? 'مریم صندوق‌دار' : undefined,
    );
    expect(report.entries.map((e) => [e.kind, e.status])).toEqual([
      ['SUBMITTED', 'SUBMITTED'],
      ['STATUS_CHANGED', 'CONFIRMED'],
      ['TABLE_CHANGED', 'CONFIRMED'],
      ['PAID', 'CONFIRMED'],
      ['STATUS_CHANGED', 'READYTOSERVE'],
      ['REFUNDED', 'READYTOSERVE'],
      ['REFUNDED', 'READYTOSERVE'],
      ['REFUND_SETTLED', 'READYTOSERVE'],
    ]);
    expect(report.entries[2]).toMatchObject({
      tableNumber: '5',
      previousTableNumber: '3',
      at: tehran(21, 12, 10),
    });
    expect(report.entries[4]).toMatchObject({ previousStatus: 'CONFIRMED' });
    expect(report.entries[3]).toMatchObject({
      amount: row.amountPaid,
      paymentMethod: 'CARD',
      by: { userId: 'cashier-1', kind: 'STAFF' },
    });
    expect(report.entries[0]).toMatchObject({ byName: 'مریم صندوق‌دار' });
    expect(refundOrderReport(row, noNames).refunds[0]).not.toHaveProperty('byName');
  });

  it('the refunds report: each refund, its lines, settled or failed, and what remains paid', () => {
    const row = history();
    const report = refundOrderReport(row, noNames);
    expect(report).toMatchObject({
      totalRefunded: 250_000,
      unsettledAmount: 100_000,
      remainsPaid: row.amountPaid - 250_000,
    });
    expect(report.refunds).toEqual([
      expect.objectContaining({
        refundId: 'r-1',
        amount: 150_000,
        settled: true,
        failed: false,
        lines: [{ tempId: 'doogh', title: 'دوغ', count: 1, amount: 150_000 }],
        reason: 'سرد بود',
        at: tehran(22, 9, 0),
      }),
      expect.objectContaining({ refundId: 'r-2', settled: false, failed: true }),
    ]);
  });
});
